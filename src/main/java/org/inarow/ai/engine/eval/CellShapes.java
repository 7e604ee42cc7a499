package org.inarow.ai.engine.eval;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.board.LinePattern;

/**
 * A cell's shape: the four line patterns a side would make by playing there, as a multiset (the
 * directions forgotten, since a position judged turned or mirrored is the same position). Of the
 * 9<sup>4</sup> cell codes ({@link EngineBoard#code}) there are {@value #COUNT} shapes; the
 * evaluation may add a fitted value per shape ({@link ShapeWeights}) to what its features give.
 */
public final class CellShapes {
    private static final int PATTERNS = LinePattern.values().length;
    /** The multisets of four of the nine patterns: (9 + 3) choose 4. */
    public static final int COUNT = 495;

    private static final short[] SHAPE_BY_CODE = new short[EngineBoard.CODES];
    /** Each shape's four pattern ordinals, largest first. */
    private static final byte[][] PATTERNS_BY_SHAPE = new byte[COUNT][];

    static {
        short[] shapeBySortedCode = new short[EngineBoard.CODES];
        int next = 0;
        for (int a = 0; a < PATTERNS; a++) {
            for (int b = 0; b <= a; b++) {
                for (int c = 0; c <= b; c++) {
                    for (int d = 0; d <= c; d++) {
                        PATTERNS_BY_SHAPE[next] = new byte[] {(byte) a, (byte) b, (byte) c, (byte) d};
                        shapeBySortedCode[sortedKey(a, b, c, d)] = (short) next++;
                    }
                }
            }
        }
        if (next != COUNT) {
            throw new AssertionError(next + " shapes");
        }
        int[] o = new int[4];
        for (int code = 0; code < EngineBoard.CODES; code++) {
            for (int d = 0; d < 4; d++) {
                o[d] = EngineBoard.ordinalInCode(code, d);
            }
            Arrays.sort(o);
            SHAPE_BY_CODE[code] = shapeBySortedCode[sortedKey(o[3], o[2], o[1], o[0])];
        }
    }

    private static final List<String> NAMES = names();
    private static final Map<String, Integer> SHAPE_BY_NAME = IntStream.range(0, COUNT).boxed()
            .collect(Collectors.toUnmodifiableMap(NAMES::get, shape -> shape));

    private CellShapes() {
    }

    private static int sortedKey(int a, int b, int c, int d) {
        return ((a * PATTERNS + b) * PATTERNS + c) * PATTERNS + d;
    }

    /** The shape of a cell whose patterns for a side are {@code code} (see {@link EngineBoard#code}): 0 to {@value #COUNT} - 1. */
    public static int of(int code) {
        return SHAPE_BY_CODE[code];
    }

    /** The shape's four pattern ordinals ({@link LinePattern#ordinal}), largest first. */
    public static int[] patterns(int shape) {
        byte[] p = PATTERNS_BY_SHAPE[shape];
        return new int[] {p[0], p[1], p[2], p[3]};
    }

    /** A readable name, the patterns largest first: {@code open-three+two+one+none}. */
    public static String name(int shape) {
        return NAMES.get(shape);
    }

    /** The shape named as {@link #name} names it, or -1. */
    public static int byName(String name) {
        return SHAPE_BY_NAME.getOrDefault(name, -1);
    }

    private static List<String> names() {
        List<String> names = new ArrayList<>();
        for (int shape = 0; shape < COUNT; shape++) {
            StringJoiner name = new StringJoiner("+");
            for (int ordinal : patterns(shape)) {
                name.add(LinePattern.ofOrdinal(ordinal).name().toLowerCase(Locale.ROOT).replace('_', '-'));
            }
            names.add(name.toString());
        }
        return List.copyOf(names);
    }
}
