package org.inarow.ai.review;

import java.util.Optional;
import org.inarow.ai.CandidateAnalysis;
import org.inarow.ai.Cancellation;
import org.inarow.ai.ForcedReply;
import org.inarow.ai.Limits;
import org.inarow.ai.OutcomeClass;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictor;
import org.inarow.ai.Predictors;
import org.inarow.ai.ProgressSink;
import org.inarow.model.Family;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Side;

/**
 * Judges one move as it is played, the way the review judges it afterwards ({@link GameReview}: the same
 * predictor, a four's forced answer judged by the position after it, a move from a proven win checked
 * against the map's proven winning moves): a {@link Lesson} when it costs its player at least the
 * threshold of win chance or walks into a forced loss; nothing for the best move, the forced block of a
 * four, a move from a position already lost, or a move that ends the game.
 */
public final class MoveCheck {
    private final Predictor predictor;
    private final CandidateAnalysis candidates;

    public MoveCheck(Predictor predictor, CandidateAnalysis candidates) {
        this.predictor = predictor;
        this.candidates = candidates;
    }

    /** The check of the review for {@code rules}. */
    public static MoveCheck forRules(org.inarow.model.Rules rules) {
        return new MoveCheck(Predictors.forRules(rules), Predictors.candidatesFor(rules));
    }

    /**
     * The lesson of {@code move} in {@code before} if it costs at least {@code threshold} (0 to 1) of its
     * player's win chance or walks into a forced loss; each position predicted within {@code limits}.
     */
    public Optional<Lesson> check(Position before, Point move, double threshold, Limits limits, Cancellation cancellation) {
        return check(before, move, threshold, limits, cancellation, Optional.empty());
    }

    /**
     * The same, with the prediction of {@code before} already made ({@code known}: the map's, so that the
     * lesson's better move is the one the map rings); predicted here if empty.
     */
    public Optional<Lesson> check(Position before, Point move, double threshold, Limits limits, Cancellation cancellation,
                                  Optional<Prediction> known) {
        Side mover = before.toMove();
        Position after = before.play(move);
        if (after.isOver()) {
            return Optional.empty(); // a five, or the last point: nothing left to teach
        }
        boolean gomoku = before.rules().family() == Family.GOMOKU;
        if (gomoku && ForcedReply.of(before).filter(move::equals).isPresent()) {
            return Optional.empty(); // the only move: no choice to learn from
        }
        Prediction was = known.orElseGet(() -> predictor.predict(before, limits, cancellation));
        if (cancellation.isCancelled() || move.equals(was.best())
                || was.provenWinner().filter(mover.opponent()::equals).isPresent()) {
            return Optional.empty();
        }
        Prediction now = predictAfter(after, gomoku, limits, cancellation);
        if (cancellation.isCancelled()) {
            return Optional.empty();
        }
        Lesson lesson = new Lesson(before, move, was.best(), was.winChance(mover), now.winChance(mover), now);
        boolean keptAWin = was.provenWinner().filter(mover::equals).isPresent()
                && (now.provenWinner().filter(mover::equals).isPresent() || winsByForce(before, move, limits, cancellation));
        if (keptAWin || !(lesson.walksIntoLoss() || lesson.cost() >= threshold)) {
            return Optional.empty();
        }
        return Optional.of(lesson);
    }

    /** The position after the move, judged after the opponent's forced block if the move made a four. */
    private Prediction predictAfter(Position after, boolean gomoku, Limits limits, Cancellation cancellation) {
        Optional<Point> reply = gomoku ? ForcedReply.of(after) : Optional.empty();
        if (reply.isPresent()) {
            Position answered = after.play(reply.get());
            if (!answered.isOver()) {
                return ForcedReply.before(after, reply.get(), predictor.predict(answered, limits, cancellation));
            }
        }
        return predictor.predict(after, limits, cancellation);
    }

    private boolean winsByForce(Position position, Point move, Limits limits, Cancellation cancellation) {
        return candidates.analyze(position, 1, limits, cancellation, ProgressSink.NONE).at(move)
                .filter(c -> c.outcome() == OutcomeClass.PROVEN_WIN).isPresent();
    }
}
