package org.inarow.ai.ladder;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.inarow.ai.Level;

/**
 * The gomoku ladder, lowest rung first. Each rung's settings are its rules; they were tuned with
 * {@code arena} so that each rung scores 70-80 % against the one below, and
 * {@code scripts/ladder.sh} measures them (the README's table).
 */
public final class Ladder {
    /** The full engine's moves tried per node, as the hard level. */
    public static final int ENGINE_WIDTH = 16;

    private static final List<Rung> RUNGS = List.of(
            Rung.shapes(1, "Beginner", 0.3, new Blind(0.3, 0.45, false), new Sight(6, 2), false),
            Rung.shapes(2, "Novice", 0.3, new Blind(0.3, 0.4, false), new Sight(6, 2), true),
            Rung.shapes(3, "Casual", 0.2, new Blind(0.2, 0.25, true), new Sight(8, 3), true),
            Rung.shapes(4, "Amateur", 0.1, new Blind(0.1, 0.1, true), Sight.WHOLE_BOARD, true),
            Rung.searching(5, "Club", 2, 8, 4_000, 0.1, new Blind(0.05, 0.05, true), Sight.WHOLE_BOARD),
            Rung.searching(6, "Expert", 4, 6, 40_000, 0.1, new Blind(0.05, 0.05, true), Sight.WHOLE_BOARD),
            // the engine on node budgets: a doubling of nodes earns less as they grow (measured: about 110 Elo near
            // 10,000 nodes, 70 near 50,000), so the budgets are spread wider towards the top
            Rung.engine(7, "Candidate", 8_000),
            Rung.engine(8, "Master", 26_000),
            Rung.engine(9, "Grandmaster", 170_000),
            Rung.engine(10, "Champion", 0));

    /**
     * Each rung's rating as measured by {@code scripts/ladder.sh} (the README's table; anchored at
     * the seeds' win-pattern heuristic = 1000): what the window shows beside each level.
     */
    private static final int[] MEASURED_RATINGS = {351, 522, 721, 903, 1097, 1297, 1505, 1685, 1850, 2032};

    private Ladder() {
    }

    /** The rung's measured rating (see {@link #MEASURED_RATINGS}). */
    public static int rating(Rung rung) {
        return MEASURED_RATINGS[rung.number() - 1];
    }

    /** The number of the top rung (the full engine). */
    public static int top() {
        return RUNGS.size();
    }

    public static List<Rung> rungs() {
        return RUNGS;
    }

    public static Rung rung(int number) {
        if (number < 1 || number > RUNGS.size()) {
            throw new IllegalArgumentException("level=" + number + ": the levels are 1 to " + RUNGS.size());
        }
        return RUNGS.get(number - 1);
    }

    /**
     * The rung the old level names stand for in gomoku: easy 3, medium 5, hard the top (the engine).
     * Two rungs apart, so each name still beats the one below clearly (LevelOrderTest), and medium
     * still loses clearly to the engine at a tenth of a second a move.
     */
    public static Rung forLevel(Level level) {
        return switch (level) {
            case EASY -> rung(3);
            case MEDIUM -> rung(5);
            case HARD -> rung(RUNGS.size());
        };
    }

    /**
     * The rung a player spec names: {@code level=3} or a rung's name ({@code casual}), any case;
     * empty if the spec names none. A {@code level=} with a bad number fails, saying which are offered.
     */
    public static Optional<Rung> parse(String spec) {
        String s = spec.trim().toLowerCase(Locale.ROOT);
        if (s.startsWith("level=")) {
            String number = s.substring("level=".length()).trim();
            try {
                return Optional.of(rung(Integer.parseInt(number)));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("level=" + org.inarow.model.UserText.shown(number, 20)
                        + ": a level is a number from 1 to " + RUNGS.size());
            }
        }
        return RUNGS.stream().filter(r -> r.name().toLowerCase(Locale.ROOT).equals(s)).findFirst();
    }
}
