package org.inarow.io;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.inarow.model.MoveTree;
import org.inarow.model.Point;
import org.inarow.model.Rules;

/**
 * Writes FF[4] GM[4] SGF: size, rule ({@code RU[freestyle|standard|renju|tic-tac-toe]}, with an opening
 * rule after it, {@code RU[renju swap2]}, and its choices in {@code OC[two][white]}), players, result, moves,
 * and a review's notes as annotation properties ({@link SgfAnnotations}), one node a move. Variations
 * are written the standard way: where lines part, each goes in parentheses, the main line first.
 */
final class SgfWriter {
    private static final int MOVES_PER_LINE = 10;

    private SgfWriter() {
    }

    static String write(GameRecord record) {
        Rules rules = record.rules();
        StringBuilder out = new StringBuilder(64 + record.moves().size() * 6);
        out.append("(;FF[4]GM[4]CA[UTF-8]AP[InARow]");
        out.append("SZ[").append(rules.width() == rules.height() ? rules.width() : rules.width() + ":" + rules.height()).append(']');
        out.append("RU[").append(Variants.ruleName(rules)).append(OpeningRecords.ruleSuffix(record.opening())).append(']');
        if (!record.opening().choices().isEmpty()) {
            out.append(OpeningRecords.SGF_CHOICES);
            record.opening().choices().forEach(c -> out.append('[').append(c.id()).append(']'));
        }
        GameInfo info = record.info();
        property(out, "PB", info.firstPlayer());
        property(out, "PW", info.secondPlayer());
        property(out, "RE", result(record.result()));
        property(out, "GN", info.title());
        property(out, "DT", info.date());
        Map<Integer, MoveNote> notes = new HashMap<>();
        record.notes().forEach(n -> notes.put(n.number(), n));
        annotate(out, notes, 0, rules);
        line(out, record.tree(), 0, notes, rules);
        return out.append(")\n").toString();
    }

    /**
     * The moves from the position after {@code played} moves; {@code notes} only while on the main
     * line (empty in a variation). Recursion only where lines part, as deep as the longest line.
     */
    private static void line(StringBuilder out, MoveTree from, int played, Map<Integer, MoveNote> notes, Rules rules) {
        MoveTree tree = from;
        int i = played;
        while (tree.branches().size() == 1) {
            MoveTree.Branch only = tree.branches().get(0);
            move(out, only.move(), i, notes, rules);
            tree = only.after();
            i++;
        }
        for (int b = 0; b < tree.branches().size(); b++) {
            MoveTree.Branch branch = tree.branches().get(b);
            Map<Integer, MoveNote> onLine = b == 0 ? notes : Map.of();
            out.append("\n(");
            move(out, branch.move(), i, onLine, rules);
            line(out, branch.after(), i + 1, onLine, rules);
            out.append(')');
        }
    }

    /** Move {@code i + 1}, starting a new line every few moves and around annotated ones. */
    private static void move(StringBuilder out, Point p, int i, Map<Integer, MoveNote> notes, Rules rules) {
        boolean annotated = notes.containsKey(i + 1);
        out.append(i % MOVES_PER_LINE == 0 || annotated || notes.containsKey(i) ? "\n" : "");
        out.append(';').append(i % 2 == 0 ? 'B' : 'W').append('[').append(SgfPoints.format(p, rules)).append(']');
        annotate(out, notes, i + 1, rules);
    }

    private static void annotate(StringBuilder out, Map<Integer, MoveNote> notes, int number, Rules rules) {
        MoveNote note = notes.get(number);
        if (note != null) {
            out.append(SgfAnnotations.write(note, Optional.ofNullable(notes.get(number - 1)), rules));
        }
    }

    private static String result(RecordedResult result) {
        return switch (result) {
            case FIRST_WINS -> "B+";
            case SECOND_WINS -> "W+";
            case DRAW -> "0";
            case UNKNOWN -> "";
        };
    }

    private static void property(StringBuilder out, String id, String value) {
        if (!value.isEmpty()) {
            out.append(id).append('[').append(escape(value)).append(']');
        }
    }

    /** SGF text: a backslash escapes {@code ]} and itself; nothing else needs it. */
    static String escape(String value) {
        return value.replace("\\", "\\\\").replace("]", "\\]");
    }
}
