package org.inarow.ai.engine;

import java.util.Arrays;
import java.util.List;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.engine.board.CellSet;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.engine.threats.ThreatDefence;
import org.inarow.ai.engine.threats.VcfSearch;
import org.inarow.ai.engine.threats.VctSearch;
import org.inarow.ai.search.SearchClock;
import org.inarow.model.Point;
import org.inarow.model.Position;

/**
 * The defender's replies while a player plays out a win puzzle, and the attacker's shortest win, on
 * fixed node budgets so that the same position always gets the same reply. The defender makes its
 * own five if it has one, blocks a four, and against a three plays the defence (a point where the
 * attacker would make a four) after which the attacker's shortest win found is longest: the
 * stubbornest defence the searches see.
 */
public final class PuzzleDefender {
    /** Nodes for each search of the attacker's win. */
    static final long BUDGET = PuzzleProver.ROOT_BUDGET;

    /**
     * A reply.
     *
     * @param move          the defender's move
     * @param attackerMoves the attacker's shortest win found after it (its moves, the five included), 0 if none was found
     */
    public record Reply(Point move, int attackerMoves) {
    }

    private PuzzleDefender() {
    }

    /** The defender's reply in {@code position} (freestyle gomoku, the defender to move, not over). */
    public static Reply reply(Position position) {
        EngineBoard board = EngineBoard.of(checked(position), PuzzleProver.RADIUS, Evaluation.CODE_VALUES);
        int defender = board.sideToMove();
        int attacker = 1 - defender;
        SearchClock clock = new SearchClock(Limits.none(), Cancellation.never());
        VcfSearch vcf = new VcfSearch(board, clock);
        VctSearch vct = new VctSearch(board, clock);
        CellSet own = board.fivePoints(defender);
        if (!own.isEmpty()) {
            return new Reply(board.point(own.first()), 0);
        }
        CellSet fives = board.fivePoints(attacker);
        int[] tries;
        if (!fives.isEmpty()) {
            tries = new int[] {fives.first()};
        } else {
            CellSet fours = board.fourPoints(attacker);
            tries = new int[fours.size()];
            for (int i = 0; i < tries.length; i++) {
                tries[i] = fours.get(i);
            }
            if (tries.length == 0) {
                tries = ThreatDefence.candidates(board, attacker); // nothing threatened: any point near the stones
                tries = Arrays.copyOf(tries, Math.min(tries.length, 12));
            }
        }
        int best = -1;
        int bestMoves = -1;
        for (int cell : tries) {
            board.place(cell, defender);
            int moves = shortestWin(board, attacker, vcf, vct);
            board.undo();
            if (moves == 0) {
                return new Reply(board.point(cell), 0);
            }
            if (moves > bestMoves) {
                best = cell;
                bestMoves = moves;
            }
        }
        return new Reply(board.point(best), bestMoves);
    }

    /** The shortest win found for the side to move in {@code position}: its line, and its moves (the five included); an empty line if none. */
    public static List<Point> winningLine(Position position) {
        EngineBoard board = EngineBoard.of(checked(position), PuzzleProver.RADIUS, Evaluation.CODE_VALUES);
        SearchClock clock = new SearchClock(Limits.none(), Cancellation.never());
        int side = board.sideToMove();
        CellSet fives = board.fivePoints(side);
        if (!fives.isEmpty()) {
            return List.of(board.point(fives.first()));
        }
        int[] line = new VcfSearch(board, clock).find(side, PuzzleProver.MAX_FOUR_MOVES, BUDGET);
        if (line.length == 0) {
            line = new VctSearch(board, clock).find(side, PuzzleProver.MAX_THREAT_MOVES, BUDGET);
        }
        return Arrays.stream(line).mapToObj(board::point).toList();
    }

    /** The points where {@code side} would make five in {@code position}. */
    public static List<Point> fivePoints(Position position, org.inarow.model.Side side) {
        EngineBoard board = EngineBoard.of(position, PuzzleProver.RADIUS, Evaluation.CODE_VALUES);
        CellSet fives = board.fivePoints(EngineBoard.sideIndex(side));
        List<Point> points = new java.util.ArrayList<>();
        for (int i = 0; i < fives.size(); i++) {
            points.add(board.point(fives.get(i)));
        }
        return points;
    }

    /** The attacker's (to move) shortest win found: its moves, the five included; 0 if none. */
    private static int shortestWin(EngineBoard board, int attacker, VcfSearch vcf, VctSearch vct) {
        if (!board.fivePoints(attacker).isEmpty()) {
            return 1;
        }
        int[] fours = vcf.find(attacker, PuzzleProver.MAX_FOUR_MOVES, BUDGET);
        if (fours.length > 0) {
            return (fours.length + 1) / 2;
        }
        return vct.find(attacker, PuzzleProver.MAX_THREAT_MOVES, BUDGET).length > 0 ? vct.provenMoves() : 0;
    }

    private static Position checked(Position position) {
        if (position.isOver() || position.rules().isRenju() || position.rules().k() != 5) {
            throw new IllegalArgumentException("a puzzle's position: five-in-a-row without forbidden points, not over");
        }
        return position;
    }
}
