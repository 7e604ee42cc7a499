package org.inarow.ui.game;

import java.util.ArrayList;
import java.util.List;
import org.inarow.ai.Candidate;
import org.inarow.ai.engine.ThreatSolver;
import org.inarow.model.Family;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Side;

/** Lines of moves in words: a winning line with both sides' moves, what Solve found, the opener's nearest-even point. */
public final class LineTexts {

    private LineTexts() {
    }

    /**
     * A winning line in words, both sides' moves, the winner's each with its answer: "h9 a1, j7 a2,
     * k6 a3, l5"; the first {@link StatusText#LINE_SHOWN} of the winner's moves, "…" when it goes on.
     */
    static String winningLine(List<Point> line, int moves) {
        int own = (line.size() + 1) / 2;
        List<String> pairs = new ArrayList<>();
        for (int i = 0; i < line.size() && pairs.size() < PredictionText.LINE_SHOWN; i += 2) {
            String move = Notation.format(line.get(i));
            pairs.add(i + 1 < line.size() ? Words.format("status.moveAndReply", move, Notation.format(line.get(i + 1)))
                    : move);
        }
        String shown = PredictionText.list(pairs);
        return own > PredictionText.LINE_SHOWN || own < moves ? Words.format("status.lineGoesOn", shown) : shown;
    }

    /** What Solve found: the forced win and its line (shown on the board), or that none was found, and in how long. */
    public static String solved(ThreatSolver.Solution solution, Position position) {
        String mover = SideNames.of(position.rules().family(), position.toMove());
        return switch (solution.kind()) {
            case WIN_BY_FOURS -> Words.format("status.solvedByFours", mover, solution.moves(),
                    winningLine(solution.line(), solution.moves()));
            case WIN_BY_THREATS -> Words.format("status.solvedByThreats", mover, solution.moves(),
                    winningLine(solution.line(), solution.moves()));
            case NONE_FOUND -> Words.format("status.solvedNone", mover,
                    String.format(java.util.Locale.ROOT, "%.1f", solution.millis() / 1000.0));
        };
    }

    /**
     * While opening stones are placed for the other player to choose a colour: the point that leaves
     * the game nearest even, and the first player's chance after it.
     */
    public static String nearestEven(Candidate even, Family family) {
        int percent = (int) Math.round(even.firstPlayerWinChance() * 100);
        return Words.format("status.nearestEven", Notation.format(even.point()), SideNames.of(family, Side.FIRST), percent);
    }

}
