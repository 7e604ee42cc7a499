package org.inarow.ai.engine.eval;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.board.Geometry;
import org.inarow.ai.engine.board.LinePattern;

/**
 * What the evaluation counts, for one side, over the empty cells: the line patterns the side would
 * make by playing there (a count per cell and direction, {@link LinePattern#ONE} to
 * {@link LinePattern#OPEN_FOUR}), and the cells by their two best lines, both at least a
 * {@link LinePattern#TWO} (a cell of two open twos makes two open threes next; one of a four and an
 * open three wins). {@link Evaluation} weighs these counts with one set of weights for the side to
 * move and another for the side that waits; {@code calibrate tune} fits the weights on games.
 */
public final class PatternFeatures {
    private static final int TWO = LinePattern.TWO.ordinal();
    private static final int OPEN_FOUR = LinePattern.OPEN_FOUR.ordinal();
    /** Features 0..PATTERNS-1 count the lines ONE..OPEN_FOUR; then come the pairs. */
    private static final int PATTERNS = OPEN_FOUR;

    /** The features' names, in the order of the counts and the weights. */
    public static final List<String> NAMES = names();
    public static final int COUNT = NAMES.size();
    /** How many keys {@link #codeOf} gives. */
    public static final int CODES = EngineBoard.CODES;

    private PatternFeatures() {
    }

    private static List<String> names() {
        List<String> names = new ArrayList<>();
        for (int o = 1; o <= PATTERNS; o++) {
            names.add(name(o));
        }
        for (int best = TWO; best <= OPEN_FOUR; best++) {
            for (int second = TWO; second <= best; second++) {
                names.add(name(best) + "+" + name(second));
            }
        }
        return List.copyOf(names);
    }

    private static String name(int ordinal) {
        return LinePattern.ofOrdinal(ordinal).name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The index of the pair feature of a cell whose best lines are {@code best} >= {@code second}, both TWO to OPEN_FOUR. */
    private static int pair(int best, int second) {
        int row = best - TWO;
        return PATTERNS + row * (row + 1) / 2 + (second - TWO);
    }

    /** Adds the features of one empty cell whose patterns for a side are {@code code} (see {@link EngineBoard#code}). */
    static void addCell(int code, int[] counts) {
        int best = 0;
        int second = 0;
        for (int d = 0; d < Geometry.DIRECTIONS; d++) {
            int ordinal = EngineBoard.ordinalInCode(code, d);
            if (ordinal >= 1 && ordinal <= PATTERNS) {
                counts[ordinal - 1]++;
            }
            if (ordinal > best) {
                second = best;
                best = ordinal;
            } else if (ordinal > second) {
                second = ordinal;
            }
        }
        if (second >= TWO && best <= OPEN_FOUR) {
            counts[pair(best, second)]++;
        }
    }

    /** The key of an empty cell's patterns for {@code side} (what playing there would make): from 0 to {@link #CODES} - 1. */
    public static int codeOf(EngineBoard board, int side, int cell) {
        return board.code(side, cell);
    }

    /** The features of a cell whose patterns have the key {@code code} (see {@link #codeOf}). */
    public static int[] ofCode(int code) {
        int[] counts = new int[COUNT];
        addCell(code, counts);
        return counts;
    }

    /** The side's counts over every empty cell of the board. */
    public static int[] count(EngineBoard board, int side) {
        int[] counts = new int[COUNT];
        for (int cell = 0; cell < board.size(); cell++) {
            if (board.isEmpty(cell)) {
                addCell(board.code(side, cell), counts);
            }
        }
        return counts;
    }

    /** For every cell code, the weighted sum of its features: what a cell adds to the evaluation. */
    static int[] valuesByCode(int[] weights) {
        if (weights.length != COUNT) {
            throw new IllegalArgumentException("expected " + COUNT + " weights, not " + weights.length);
        }
        int[] values = new int[EngineBoard.CODES];
        int[] counts = new int[COUNT];
        for (int code = 0; code < values.length; code++) {
            Arrays.fill(counts, 0);
            addCell(code, counts);
            for (int f = 0; f < COUNT; f++) {
                values[code] += weights[f] * counts[f];
            }
        }
        return values;
    }

    /**
     * Whether the evaluation alone should judge the position, {@code side} to move: neither side can
     * make five, and the side to move has no unstoppable four. Anything sharper is the search's.
     */
    public static boolean isQuiet(EngineBoard board, int side) {
        return board.fivePoints(side).isEmpty() && board.fivePoints(1 - side).isEmpty()
                && board.doubleFourPoints(side).isEmpty();
    }
}
