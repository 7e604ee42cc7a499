package org.inarow.ui.game;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import org.inarow.ai.Prediction;
import org.inarow.ai.review.Mark;
import org.inarow.ai.review.Review;
import org.inarow.ai.review.ReviewedMove;
import org.inarow.model.Point;

/**
 * A game's review as a plain value for the views: every move judged ({@link MoveVerdict}), for the
 * moves it was made of. It stays with the game while the game keeps those moves (looking back, undo
 * and redo, playing on at the end) and goes when the game takes another line.
 *
 * @param moves    the game's moves the review judged
 * @param verdicts one per move, in order (fewer for a review cut short)
 * @param complete whether every move was judged
 */
public record ReviewResult(List<Point> moves, List<MoveVerdict> verdicts, boolean complete) {

    public ReviewResult {
        moves = List.copyOf(moves);
        verdicts = List.copyOf(verdicts);
    }

    /** The window's form of the review of {@code moves}. */
    static ReviewResult of(List<Point> moves, Review review) {
        List<MoveVerdict> verdicts = new ArrayList<>();
        for (ReviewedMove m : review.moves()) {
            Prediction after = review.positions().get(m.number());
            verdicts.add(new MoveVerdict(m.number(), m.move(), m.side(), OptionalDouble.of(m.firstPlayerWinChance()),
                    after.isProven(), m.mark(), m.best(), m.turningPoint()));
        }
        return new ReviewResult(moves, verdicts, review.complete());
    }

    /** The verdict on move {@code number} (from 1), if it was judged. */
    public Optional<MoveVerdict> at(int number) {
        return number >= 1 && number <= verdicts.size() ? Optional.of(verdicts.get(number - 1)) : Optional.empty();
    }

    /** The moves where the predicted winner changed, in order. */
    public List<MoveVerdict> turningPoints() {
        return verdicts.stream().filter(MoveVerdict::turningPoint).toList();
    }

    /** Whether it belongs to a game with {@code gameMoves}: one line is the start of the other. */
    boolean fits(List<Point> gameMoves) {
        int common = Math.min(moves.size(), gameMoves.size());
        return moves.subList(0, common).equals(gameMoves.subList(0, common));
    }

    /** How many moves got each mark ({@link Mark#NONE} included; a mark no move got is absent). */
    public Map<Mark, Integer> markCounts() {
        Map<Mark, Integer> counts = new EnumMap<>(Mark.class);
        for (MoveVerdict v : verdicts) {
            counts.merge(v.mark(), 1, Integer::sum);
        }
        return counts;
    }
}
