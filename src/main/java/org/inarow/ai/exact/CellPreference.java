package org.inarow.ai.exact;

import org.inarow.model.Point;
import org.inarow.model.Rules;

/**
 * How natural a move looks to a player when the solver finds several equally good: the centre
 * first, then the corners, then the rest. Only ever used to choose among moves of the same value,
 * so play stays perfect; it keeps the hard level from opening on an edge, which every first move
 * of tic-tac-toe draws but which players read as a weak move.
 */
final class CellPreference {
    private CellPreference() {
    }

    /** 0 for the centre, 1 for a corner, 2 for any other cell: lower is preferred. */
    static int rank(Rules rules, Point p) {
        if (p.equals(rules.centre()) && rules.width() % 2 == 1 && rules.height() % 2 == 1) {
            return 0;
        }
        boolean cornerCol = p.col() == 0 || p.col() == rules.width() - 1;
        boolean cornerRow = p.row() == 0 || p.row() == rules.height() - 1;
        return cornerCol && cornerRow ? 1 : 2;
    }
}
