package org.inarow.ai.engine;

import java.util.Arrays;
import java.util.List;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.engine.threats.VcfSearch;
import org.inarow.ai.engine.threats.VctSearch;
import org.inarow.ai.search.SearchClock;
import org.inarow.model.Point;
import org.inarow.model.Position;

/**
 * "Solve": a search for a forced win of the side to move, given its own time: first a win by
 * continuous fours, then by fours and open threes, each deepened one attacker move at a time, so the
 * win found is a shortest one of its kind. A win found is a proof, shown with one line of it; none
 * found only says so for that time (the threat search looks at attacks that build on themselves).
 */
public final class ThreatSolver {
    /** Attacker moves a win by fours may take here (the five included): far more than a move's search allows itself. */
    static final int MAX_FOUR_MOVES = 40;
    /** The per cent of the time the win by fours may take before the threats are searched. */
    static final int FOURS_SHARE = 30;

    /** How a search for a forced win ended. */
    public enum Kind { WIN_BY_FOURS, WIN_BY_THREATS, NONE_FOUND }

    /**
     * @param kind   what was found
     * @param line   the win (the side to move first, the defender's answers between), empty if none was found
     * @param moves  the winner's moves, the five included, besides blocks of the defender's fours; 0 if none
     * @param millis the time the search took
     * @param nodes  the positions it visited
     */
    public record Solution(Kind kind, List<Point> line, int moves, long millis, long nodes) {
        public Solution {
            line = List.copyOf(line);
        }

        public boolean isWin() {
            return kind != Kind.NONE_FOUND;
        }
    }

    private ThreatSolver() {
    }

    /** Searches {@code position} (not over) for a forced win of the side to move, for at most {@code millis}. */
    public static Solution solve(Position position, long millis, Cancellation cancellation) {
        if (position.isOver()) {
            throw new IllegalArgumentException("nothing to solve: the game is over");
        }
        EngineBoard board = EngineBoard.of(position, AlphaBetaStrategy.DEFAULT_RADIUS, Evaluation.CODE_VALUES);
        long start = System.nanoTime();
        int side = board.sideToMove();
        boolean[] forbidden = position.forbiddenMask();
        // the fours get a share of the time: without a win by fours their deepening would take it all
        SearchClock foursClock = new SearchClock(Limits.time(Math.max(1, millis * FOURS_SHARE / 100)), cancellation);
        int[] fours = new VcfSearch(board, foursClock).find(side, MAX_FOUR_MOVES, Long.MAX_VALUE);
        if (fours.length > 0 && !forbidden[fours[0]]) {
            return solution(Kind.WIN_BY_FOURS, board, fours, (fours.length + 1) / 2, start, foursClock.nodes());
        }
        long left = Math.max(1, millis - (System.nanoTime() - start) / 1_000_000);
        SearchClock threatsClock = new SearchClock(Limits.time(left), cancellation);
        VctSearch vct = new VctSearch(board, threatsClock);
        int[] threats = vct.find(side, VctSearch.MAX_MOVES, Long.MAX_VALUE);
        long nodes = foursClock.nodes() + threatsClock.nodes();
        if (threats.length > 0 && !forbidden[threats[0]]) {
            return solution(Kind.WIN_BY_THREATS, board, threats, vct.provenMoves(), start, nodes);
        }
        return solution(Kind.NONE_FOUND, board, new int[0], 0, start, nodes);
    }

    private static Solution solution(Kind kind, EngineBoard board, int[] cells, int moves, long start, long nodes) {
        List<Point> line = Arrays.stream(cells).mapToObj(board::point).toList();
        return new Solution(kind, line, moves, (System.nanoTime() - start) / 1_000_000, nodes);
    }
}
