package org.inarow.io;

import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;

/** The plain lists: a move list in notation on one line, and Gomocup {@code x,y} pairs one a line. */
final class PlainWriters {
    private PlainWriters() {
    }

    static String moveList(GameRecord record) {
        return Notation.formatMoves(record.moves()) + "\n";
    }

    static String xyList(GameRecord record) {
        Rules rules = record.rules();
        StringBuilder out = new StringBuilder(record.moves().size() * 6);
        for (Point p : record.moves()) {
            out.append(p.col()).append(',').append(rules.height() - 1 - p.row()).append('\n');
        }
        return out.toString();
    }
}
