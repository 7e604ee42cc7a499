package org.inarow.io;

import org.inarow.model.Point;
import org.inarow.model.Rules;

/**
 * Writes a {@code .psq} Piskvork opens: header with both players as people (levels 0:0, so Piskvork
 * starts no engine), 1-based {@code x,y,0} lines, the players' names when known (Piskvork reads
 * these two lines as engine names; {@code homo-1}/{@code homo-2} mean people), the {@code -1} code
 * of Gomocup archives, and a Gomocup-style rule line ({@code 0,Freestyle}) that Piskvork ignores,
 * then under an opening rule a line {@code opening swap2 two white} ({@link OpeningRecords}).
 */
final class PsqWriter {
    private PsqWriter() {
    }

    static String write(GameRecord record) {
        Rules rules = record.rules();
        StringBuilder out = new StringBuilder(64 + record.moves().size() * 8);
        out.append("Piskvorky ").append(rules.width()).append('x').append(rules.height()).append(", 0:0, 0\n");
        for (Point p : record.moves()) {
            out.append(p.col() + 1).append(',').append(rules.height() - p.row()).append(",0\n");
        }
        GameInfo info = record.info();
        if (!info.firstPlayer().isEmpty() || !info.secondPlayer().isEmpty()) {
            out.append(name(info.firstPlayer(), "homo-1")).append('\n');
            out.append(name(info.secondPlayer(), "homo-2")).append('\n');
        }
        out.append("-1\n");
        String rule = Variants.ruleName(rules);
        out.append("0,").append(Character.toUpperCase(rule.charAt(0))).append(rule.substring(1)).append('\n');
        String opening = OpeningRecords.psqLine(record.opening());
        if (opening != null) {
            out.append(opening).append('\n');
        }
        return out.toString();
    }

    /** A name on one line that cannot be mistaken for a move or the error code. */
    private static String name(String name, String nobody) {
        String oneLine = name.replaceAll("\\s+", " ").strip();
        if (oneLine.isEmpty() || oneLine.matches("[-0-9, ]*")) {
            return nobody;
        }
        return oneLine;
    }
}
