package org.inarow.ai.simple;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import org.inarow.model.Board;
import org.inarow.model.Direction;
import org.inarow.model.Overline;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;

/**
 * The win-pattern scoring heuristic ({@code winpattern}), after the classic "ways to win"
 * article: every k-cell line through an empty point is a way to win; a line holding stones of
 * both sides is dead; a live line scores by how many stones it holds, more for one's own than for
 * the opponent's (attack a little over defence). The point with the highest total is played; ties
 * go to a seeded random choice. Greedy and fast: it looks at no move after its own.
 * <p>
 * Per live line: the opponent's 1, 2, 3, 4 stones score 200, 400, 2000, 10000; one's own 220,
 * 420, 2100, 20000 (for k other than five the scale is by stones missing to k). An empty line
 * scores 1, which only breaks ties towards open space (the centre of an empty board). When
 * exactly k must win, a line with one's own stone just beyond either end could only make an
 * overline and counts as dead for that side.
 */
public final class WinPatternStrategy implements Strategy {
    private static final int[] OWN_BY_MISSING = {0, 20000, 2100, 420, 220};
    private static final int[] THEIRS_BY_MISSING = {0, 10000, 2000, 400, 200};
    private static final int EMPTY_LINE = 1;

    private final Random random;

    public WinPatternStrategy(long seed) {
        this.random = new Random(seed);
    }

    @Override
    public String name() {
        return "winpattern";
    }

    @Override
    public SearchResult search(Position position, Limits limits, Cancellation cancellation, ProgressSink progress) {
        if (position.isOver()) {
            throw new IllegalArgumentException("no move to choose: the game is over");
        }
        long start = System.nanoTime();
        Rules rules = position.rules();
        Board board = position.toBoard();
        byte own = Board.code(position.toMove());
        List<Point> best = new ArrayList<>();
        long bestScore = -1;
        boolean[] forbidden = position.forbiddenMask();
        for (int row = 0; row < rules.height(); row++) {
            for (int col = 0; col < rules.width(); col++) {
                if (!board.isEmpty(board.index(col, row)) || forbidden[board.index(col, row)]) {
                    continue;
                }
                long score = score(board, rules, col, row, own);
                if (score > bestScore) {
                    bestScore = score;
                    best.clear();
                }
                if (score == bestScore) {
                    best.add(new Point(col, row));
                }
            }
        }
        Point move = best.get(random.nextInt(best.size()));
        long millis = (System.nanoTime() - start) / 1_000_000L;
        return new SearchResult(move, (int) Math.min(bestScore, Integer.MAX_VALUE), 1, rules.cellCount(), millis, List.of(move));
    }

    /** The point's total over every k-cell line through it. */
    static long score(Board board, Rules rules, int col, int row, byte own) {
        int k = rules.k();
        long total = 0;
        for (Direction d : Direction.values()) {
            for (int shift = 0; shift < k; shift++) {
                int startCol = col - shift * d.dCol();
                int startRow = row - shift * d.dRow();
                total += lineScore(board, rules, startCol, startRow, d, own);
            }
        }
        return total;
    }

    private static int lineScore(Board board, Rules rules, int startCol, int startRow, Direction d, byte own) {
        int k = rules.k();
        int endCol = startCol + (k - 1) * d.dCol();
        int endRow = startRow + (k - 1) * d.dRow();
        if (!onBoard(rules, startCol, startRow) || !onBoard(rules, endCol, endRow)) {
            return 0;
        }
        int mine = 0;
        int theirs = 0;
        for (int i = 0; i < k; i++) {
            byte c = board.cell(board.index(startCol + i * d.dCol(), startRow + i * d.dRow()));
            if (c == own) {
                mine++;
            } else if (c != Board.EMPTY) {
                theirs++;
            }
        }
        if (mine > 0 && theirs > 0) {
            return 0;
        }
        if (mine == 0 && theirs == 0) {
            return EMPTY_LINE;
        }
        byte holder = mine > 0 ? own : (byte) (3 - own);
        if (rules.overline() == Overline.DOES_NOT_WIN
                && (holds(board, rules, startCol - d.dCol(), startRow - d.dRow(), holder)
                || holds(board, rules, endCol + d.dCol(), endRow + d.dRow(), holder))) {
            return 0; // filling this line would make more than k: it wins nothing for that side
        }
        int missing = k - Math.max(mine, theirs);
        int[] table = mine > 0 ? OWN_BY_MISSING : THEIRS_BY_MISSING;
        return table[Math.min(missing, table.length - 1)];
    }

    private static boolean holds(Board board, Rules rules, int col, int row, byte code) {
        return onBoard(rules, col, row) && board.cell(board.index(col, row)) == code;
    }

    private static boolean onBoard(Rules rules, int col, int row) {
        return col >= 0 && col < rules.width() && row >= 0 && row < rules.height();
    }
}
