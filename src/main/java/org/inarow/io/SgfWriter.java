package org.inarow.io;

import java.util.List;
import org.inarow.model.Point;
import org.inarow.model.Rules;

/** Writes FF[4] GM[4] SGF: size, rule ({@code RU[freestyle|standard|tic-tac-toe]}), players, result, moves. */
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
        List<Point> moves = record.moves();
        for (int i = 0; i < moves.size(); i++) {
            out.append(i % MOVES_PER_LINE == 0 ? "\n" : "");
            Point p = moves.get(i);
            out.append(';').append(i % 2 == 0 ? 'B' : 'W').append('[')
                    .append((char) ('a' + p.col()))
                    .append((char) ('a' + rules.height() - 1 - p.row()))
                    .append(']');
        }
        return out.append(")\n").toString();
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
