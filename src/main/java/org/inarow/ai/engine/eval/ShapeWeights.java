package org.inarow.ai.engine.eval;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.Locale;

/**
 * Values per {@link CellShapes cell shape}, in sixteenths of a point, to add to what the evaluation's
 * features give a cell: one for the side to move, one for the side that waits. Fitted on games
 * ({@code calibrate shapes}) with a change to the tempo beside them; as text, a line per shape that
 * has a value, {@code name<TAB>to move<TAB>waiting}, and {@code tempo<TAB>value}. The evaluation does
 * not read them: the fitted tables lost in play (experiment E29, whose switch is in git history).
 */
public record ShapeWeights(int[] toMove, int[] waiting, int tempo) {
    /** No values: the features alone. */
    public static final ShapeWeights NONE = new ShapeWeights(new int[CellShapes.COUNT], new int[CellShapes.COUNT], 0);
    /** The most a value may be, either way, in sixteenths: 4,096 points. */
    public static final int MAX_VALUE = 1 << 16;
    private static final String TEMPO = "tempo";

    public ShapeWeights {
        if (toMove.length != CellShapes.COUNT || waiting.length != CellShapes.COUNT) {
            throw new IllegalArgumentException("expected " + CellShapes.COUNT + " shape values a side");
        }
        toMove = toMove.clone();
        waiting = waiting.clone();
    }

    @Override
    public int[] toMove() {
        return toMove.clone();
    }

    @Override
    public int[] waiting() {
        return waiting.clone();
    }

    /** The text form: a line per shape with a value other than zero, shapes in order. */
    public String toText() {
        StringBuilder text = new StringBuilder();
        text.append(TEMPO).append('\t').append(tempo).append(System.lineSeparator());
        for (int shape = 0; shape < CellShapes.COUNT; shape++) {
            if (toMove[shape] != 0 || waiting[shape] != 0) {
                text.append(String.format(Locale.ROOT, "%s\t%d\t%d%n", CellShapes.name(shape), toMove[shape], waiting[shape]));
            }
        }
        return text.toString();
    }

    /** Reads {@link #toText}'s form; blank and '#' lines are skipped, a bad line fails naming its number. */
    public static ShapeWeights parse(List<String> lines) {
        int[] toMove = new int[CellShapes.COUNT];
        int[] waiting = new int[CellShapes.COUNT];
        int tempo = 0;
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.split("\t");
            if (fields.length == 2 && fields[0].equals(TEMPO) && seen.add(TEMPO)) {
                tempo = number(fields[1], i, line);
                continue;
            }
            int shape = fields.length == 3 ? CellShapes.byName(fields[0]) : -1;
            if (shape < 0 || !seen.add(fields[0])) {
                throw new IllegalArgumentException("line " + (i + 1) + ": expected a new shape name and two values, not '" + line + "'");
            }
            toMove[shape] = number(fields[1], i, line);
            waiting[shape] = number(fields[2], i, line);
        }
        return new ShapeWeights(toMove, waiting, tempo);
    }

    private static int number(String field, int index, String line) {
        try {
            int value = Integer.parseInt(field);
            if (value < -MAX_VALUE || value > MAX_VALUE) { // not Math.abs: it leaves Integer.MIN_VALUE negative
                throw new NumberFormatException();
            }
            return value;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("line " + (index + 1) + ": values must be whole numbers within ±65536, not '" + line + "'");
        }
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ShapeWeights w && Arrays.equals(toMove, w.toMove) && Arrays.equals(waiting, w.waiting)
                && tempo == w.tempo;
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Arrays.hashCode(toMove) + Arrays.hashCode(waiting)) + tempo;
    }

    @Override
    public String toString() {
        return "shape weights, " + (toText().lines().count() - 1) + " shapes with a value, tempo " + tempo;
    }
}
