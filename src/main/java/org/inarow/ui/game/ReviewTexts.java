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

/** The sentences of a game's review: the summary when it is done, and what is said about a move looked at. */
final class ReviewTexts {
    private ReviewTexts() {
    }

    /** "Review done: 1 blunder and 2 inaccuracies; 3 turning points (Alt+↓ steps to the next)." */
    static String summary(ReviewResult result) {
        Map<Mark, Integer> counts = result.markCounts();
        List<String> found = new ArrayList<>();
        count(found, counts.getOrDefault(Mark.BLUNDER, 0), "blunder");
        count(found, counts.getOrDefault(Mark.MISTAKE, 0), "mistake");
        count(found, counts.getOrDefault(Mark.INACCURACY, 0), "inaccuracy");
        String marks = found.isEmpty() ? "no inaccuracies, mistakes or blunders" : join(found);
        int turning = result.turningPoints().size();
        String turns = turning == 0 ? "no turning points"
                : turning + (turning == 1 ? " turning point" : " turning points") + " (Alt+↓ steps to the next)";
        return "Review done: " + marks + "; " + turns + ".";
    }

    /**
     * About the move {@code v} when the board shows the position after it: a marked move and the better one
     * ("13. a3?? is a blunder: g8 was better. White 45 % → 0 %"), or a turning point. Empty for other moves.
     */
    static Optional<String> verdict(MoveVerdict v, ReviewResult result, Family family) {
        String side = SideNames.of(family, v.side());
        String move = v.number() + ". " + Notation.format(v.move()) + v.sign();
        if (v.mark() != Mark.NONE) {
            String better = v.better().map(p -> ": " + Notation.format(p) + " was better").orElse("");
            OptionalDouble before = result.at(v.number() - 1).map(MoveVerdict::firstPlayerWinChance)
                    .orElse(OptionalDouble.empty());
            String chances = v.firstPlayerWinChance().isPresent()
                    ? ". " + side + " " + (before.isPresent() ? percent(before.getAsDouble(), v.side()) + " → " : "")
                    + percent(v.firstPlayerWinChance().getAsDouble(), v.side())
                    : "";
            return Optional.of(move + " is " + article(v.mark()) + better + chances);
        }
        if (v.turningPoint() && v.firstPlayerWinChance().isPresent()) {
            double first = v.firstPlayerWinChance().getAsDouble();
            Side favoured = first >= 0.5 ? Side.FIRST : Side.SECOND;
            return Optional.of(move + " is a turning point: now " + SideNames.of(family, favoured) + " is the favourite ("
                    + percent(first, favoured) + (v.proven() ? ", proven" : "") + ")");
        }
        return Optional.empty();
    }

    /** {@code side}'s chance as a whole percentage: "68 %". */
    static String percent(double firstPlayerChance, Side side) {
        double chance = side == Side.FIRST ? firstPlayerChance : 1 - firstPlayerChance;
        return Math.round(chance * 100) + " %";
    }

    private static String article(Mark mark) {
        return switch (mark) {
            case BLUNDER -> "a blunder";
            case MISTAKE -> "a mistake";
            case INACCURACY -> "an inaccuracy";
            case NONE -> "not marked";
        };
    }

    private static void count(List<String> found, int n, String noun) {
        if (n > 0) {
            String plural = noun.endsWith("y") ? noun.substring(0, noun.length() - 1) + "ies" : noun + "s";
            found.add(n + " " + (n == 1 ? noun : plural));
        }
    }

    private static String join(List<String> parts) {
        if (parts.size() == 1) {
            return parts.get(0);
        }
        return String.join(", ", parts.subList(0, parts.size() - 1)) + " and " + parts.get(parts.size() - 1);
    }
}
