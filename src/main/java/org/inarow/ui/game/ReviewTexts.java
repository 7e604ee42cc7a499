package org.inarow.ui.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import org.inarow.ai.review.Mark;
import org.inarow.model.Family;
import org.inarow.model.Notation;
import org.inarow.model.Side;

/**
 * The sentences of a game's review: the summary when it is done, and what is said about a move
 * looked at. Whole patterns of the {@code review} texts, in the current language at each call.
 */
final class ReviewTexts {
    /** The marks a summary counts, worst first. */
    private static final List<Mark> COUNTED = List.of(Mark.BLUNDER, Mark.MISTAKE, Mark.INACCURACY);

    private ReviewTexts() {
    }

    /** "Review done: 1 blunder and 2 inaccuracies; 3 turning points (Alt+↓ steps to the next)." */
    static String summary(ReviewResult result) {
        Map<Mark, Integer> counts = result.markCounts();
        List<String> found = new ArrayList<>();
        for (Mark mark : COUNTED) {
            int n = counts.getOrDefault(mark, 0);
            if (n > 0) {
                found.add(Words.format("review.count." + mark.name(), n));
            }
        }
        String marks = switch (found.size()) {
            case 0 -> Words.get("review.noMarks");
            case 1 -> found.get(0);
            case 2 -> Words.format("review.listTwo", found.get(0), found.get(1));
            default -> Words.format("review.listThree", found.get(0), found.get(1), found.get(2));
        };
        int turning = result.turningPoints().size();
        String turns = turning == 0 ? Words.get("review.noTurningPoints") : Words.format("review.turningPoints", turning);
        return Words.format("review.done", marks, turns);
    }

    /**
     * About the move {@code v} when the board shows the position after it: a marked move and the better one
     * ("13. a3?? is a blunder: g8 was better. White 45 % → 0 %"), or a turning point. Empty for other moves.
     */
    static Optional<String> verdict(MoveVerdict v, ReviewResult result, Family family) {
        String side = SideNames.of(family, v.side());
        String move = Words.format("review.move", v.number(), Notation.format(v.move()), v.sign());
        if (v.mark() != Mark.NONE) {
            String said = Words.format("review.mark." + v.mark().name(), move);
            if (v.better().isPresent()) {
                said = Words.format("review.better", said, Notation.format(v.better().get()));
            }
            OptionalDouble before = result.at(v.number() - 1).map(MoveVerdict::firstPlayerWinChance)
                    .orElse(OptionalDouble.empty());
            if (v.firstPlayerWinChance().isPresent()) {
                String after = percent(v.firstPlayerWinChance().getAsDouble(), v.side());
                said = before.isPresent()
                        ? Words.format("review.chanceChange", said, side, percent(before.getAsDouble(), v.side()), after)
                        : Words.format("review.chance", said, side, after);
            }
            return Optional.of(said);
        }
        if (v.turningPoint() && v.firstPlayerWinChance().isPresent()) {
            double first = v.firstPlayerWinChance().getAsDouble();
            Side favoured = first >= 0.5 ? Side.FIRST : Side.SECOND;
            return Optional.of(Words.format(v.proven() ? "review.turningPointProven" : "review.turningPoint", move,
                    SideNames.of(family, favoured), percent(first, favoured)));
        }
        return Optional.empty();
    }

    /** {@code side}'s chance as a whole percentage: "68 %". */
    static String percent(double firstPlayerChance, Side side) {
        double chance = side == Side.FIRST ? firstPlayerChance : 1 - firstPlayerChance;
        return Words.format("review.percent", Math.round(chance * 100));
    }
}
