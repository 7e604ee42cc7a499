package org.inarow.cli;

import org.inarow.ai.Progress;
import org.inarow.model.Notation;

/** A search progress record as one {@code info} line, in the spirit of UCI engines. */
final class ProgressLine {
    private ProgressLine() {
    }

    /** {@code info depth 6 score 123 nodes 45678 time 310 nps 147348 pv h8 h9 i8}. */
    static String format(Progress p) {
        StringBuilder line = new StringBuilder("info depth ").append(p.depth())
                .append(" score ").append(ScoreText.format(p.score()))
                .append(" nodes ").append(p.nodes())
                .append(" time ").append(p.elapsedMillis())
                .append(" nps ").append(p.nodesPerSecond());
        if (!p.pv().isEmpty()) {
            line.append(" pv ").append(Notation.formatMoves(p.pv()));
        } else if (p.bestMove() != null) {
            line.append(" pv ").append(Notation.format(p.bestMove()));
        }
        return line.toString();
    }
}
