package org.inarow.io;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.inarow.model.Point;
import org.inarow.model.Rules;

/**
 * Writes FF[4] GM[4] SGF: size, rule ({@code RU[freestyle|standard|tic-tac-toe]}), players, result, moves,
 * and a review's notes as annotation properties ({@link SgfAnnotations}), one node a move.
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
        out.append("RU[").append(Variants.ruleName(rules)).append(']');
        GameInfo info = record.info();
        property(out, "PB", info.firstPlayer());
        property(out, "PW", info.secondPlayer());
        property(out, "RE", result(record.result()));
        property(out, "GN", info.title());
        property(out, "DT", info.date());
        Map<Integer, MoveNote> notes = new HashMap<>();
        record.notes().forEach(n -> notes.put(n.number(), n));
        annotate(out, notes, 0, rules);
        List<Point> moves = record.moves();
        for (int i = 0; i < moves.size(); i++) {
            boolean annotated = notes.containsKey(i + 1);
            out.append(i % MOVES_PER_LINE == 0 || annotated || notes.containsKey(i) ? "\n" : "");
            out.append(';').append(i % 2 == 0 ? 'B' : 'W').append('[').append(SgfPoints.format(moves.get(i), rules))
                    .append(']');
            annotate(out, notes, i + 1, rules);
        }
        return out.append(")\n").toString();
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
