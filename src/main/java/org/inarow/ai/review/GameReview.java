package org.inarow.ai.review;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.inarow.ai.Cancellation;
import org.inarow.ai.ForcedReply;
import org.inarow.ai.CandidateAnalysis;
import org.inarow.ai.Limits;
import org.inarow.ai.OutcomeClass;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictor;
import org.inarow.ai.Predictors;
import org.inarow.ai.ProgressSink;
import org.inarow.model.Family;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;

/**
 * Reviews a whole game: predicts every position from the start to the end with the same predictor
 * and limits (in gomoku, a position whose one move was the block of a four is judged by the position
 * after the block, {@link ForcedReply}: a four and its answer never move the chance apart), then judges each move ({@link Mark}) by the mover's win chance with the best move
 * before it against the chance after it, and finds the turning points: the moves after which a
 * side is predicted to win (its chance at least {@link #FAVOURED}) when the last side so predicted
 * was the other (or, for the first time, nobody: a drawn game given away). A move from a proven win
 * that the next prediction does not prove won again is checked against the map's proven winning
 * moves ({@link CandidateAnalysis}) before it is called a blunder. Cancellable between and within
 * predictions; reports each position done.
 */
public final class GameReview {
    /** A side is the predicted winner from this chance on (the margin keeps near-even noise from counting). */
    public static final double FAVOURED = 0.55;

    private final Predictor predictor;
    private final CandidateAnalysis candidates;

    /** A review by {@code predictor}, with {@code candidates} to check the moves played from proven wins. */
    public GameReview(Predictor predictor, CandidateAnalysis candidates) {
        this.predictor = predictor;
        this.candidates = candidates;
    }

    /** The review for a game: its predictor, and its map maker to check moves from proven wins. */
    public static GameReview forRules(Rules rules) {
        return new GameReview(Predictors.forRules(rules), Predictors.candidatesFor(rules));
    }

    /** Reviews the moves of {@code game} from its empty board, each position within {@code limits}. */
    public Review review(Position game, Limits limits, Cancellation cancellation, ReviewProgress progress) {
        List<Point> moves = game.moves();
        int total = moves.size() + 1;
        List<Prediction> predictions = new ArrayList<>();
        List<Integer> forced = new ArrayList<>(); // positions judged by the next one: their reply was forced
        for (int i = 0; i < total && !cancellation.isCancelled(); i++) {
            Position position = Position.of(game.rules(), moves.subList(0, i));
            if (i < moves.size() && game.rules().family() == Family.GOMOKU
                    && ForcedReply.of(position).filter(moves.get(i)::equals).isPresent()) {
                predictions.add(null);
                forced.add(i);
                progress.reviewed(i + 1, total);
                continue;
            }
            Prediction p = predictor.predict(position, limits, cancellation);
            if (cancellation.isCancelled()) {
                break; // a prediction cut short by the cancel is not one to judge by
            }
            predictions.add(p);
            progress.reviewed(i + 1, total);
        }
        for (int k = forced.size() - 1; k >= 0; k--) {
            int i = forced.get(k);
            if (i + 1 < predictions.size()) {
                predictions.set(i, ForcedReply.before(Position.of(game.rules(), moves.subList(0, i)), moves.get(i),
                        predictions.get(i + 1)));
            } else {
                predictions.subList(i, predictions.size()).clear(); // cancelled before the position after the reply
            }
        }
        Set<Integer> provenWins = new HashSet<>();
        for (int i = 0; i + 1 < predictions.size() && !cancellation.isCancelled(); i++) {
            Side mover = Side.toMoveAfter(i);
            boolean lostTheProof = predictions.get(i).provenWinner().filter(mover::equals).isPresent()
                    && predictions.get(i + 1).provenWinner().filter(mover::equals).isEmpty()
                    && !moves.get(i).equals(predictions.get(i).best());
            if (lostTheProof && winsByForce(Position.of(game.rules(), moves.subList(0, i)), moves.get(i), limits,
                    cancellation)) {
                provenWins.add(i);
            }
        }
        return new Review(predictions, judge(moves, predictions, provenWins), predictions.size() == total);
    }

    private boolean winsByForce(Position position, Point move, Limits limits, Cancellation cancellation) {
        return candidates.analyze(position, 1, limits, cancellation, ProgressSink.NONE).at(move)
                .filter(c -> c.outcome() == OutcomeClass.PROVEN_WIN).isPresent();
    }

    /** Every move whose positions before and after were predicted; the moves at {@code provenWins} (indices) keep a proven win. */
    static List<ReviewedMove> judge(List<Point> moves, List<Prediction> predictions, Set<Integer> provenWins) {
        List<ReviewedMove> judged = new ArrayList<>();
        Optional<Side> lastFavoured = favoured(predictions.isEmpty() ? null : predictions.get(0));
        for (int i = 0; i + 1 < predictions.size(); i++) {
            Prediction before = predictions.get(i);
            Prediction after = predictions.get(i + 1);
            Side mover = Side.toMoveAfter(i);
            Point move = moves.get(i);
            Mark mark = Mark.of(mover, before, after, move.equals(before.best()), provenWins.contains(i));
            Optional<Side> now = favoured(after);
            boolean turning = now.isPresent() && !now.equals(lastFavoured);
            if (now.isPresent()) {
                lastFavoured = now;
            }
            judged.add(new ReviewedMove(i + 1, move, mover, after.firstPlayerWinChance(), before.best(),
                    before.winChance(mover) - after.winChance(mover), mark, turning));
        }
        return judged;
    }

    /** The side predicted to win, if either is. */
    private static Optional<Side> favoured(Prediction p) {
        if (p == null) {
            return Optional.empty();
        }
        if (p.firstPlayerWinChance() >= FAVOURED) {
            return Optional.of(Side.FIRST);
        }
        return p.firstPlayerWinChance() <= 1 - FAVOURED ? Optional.of(Side.SECOND) : Optional.empty();
    }
}
