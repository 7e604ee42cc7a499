package org.inarow.ai.puzzles;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.engine.Puzzle;
import org.inarow.ai.engine.threats.VcfSearch;
import org.inarow.ai.engine.threats.VctSearch;
import org.inarow.ai.search.SearchClock;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The fast check of every built-in puzzle (the full re-proof is {@code puzzles --verify}): each
 * accepted move does what its category asks, found quickly by the searches written out here, and
 * each puzzle's length is its win's. Also the set's size and mix, and that no position comes twice
 * (turned or mirrored) or is one of the public puzzles.
 */
class BuiltInPuzzlesTest {
    /** Nodes for a search that must be complete ("no shorter win by fours"). */
    private static final long COMPLETE = 2_000_000;
    /** Nodes for finding the win after an accepted move. */
    private static final long QUICK = 400_000;

    private static List<GomokuPuzzle> puzzles;

    @BeforeAll
    static void load() {
        puzzles = PuzzleSet.builtIn().puzzles();
    }

    @Test
    void theSetHasEveryCategoryInNumbers() {
        Map<Category, Integer> counts = new HashMap<>();
        puzzles.forEach(p -> counts.merge(p.category(), 1, Integer::sum));
        assertThat(puzzles).hasSizeGreaterThanOrEqualTo(500);
        assertThat(counts.get(Category.WIN)).isGreaterThanOrEqualTo(150);
        assertThat(counts.get(Category.DEFEND)).isGreaterThanOrEqualTo(150);
        assertThat(counts.get(Category.WIN_THREATS)).isPositive();
        assertThat(counts.get(Category.BLOCK)).isPositive();
        assertThat(counts).doesNotContainKey(Category.WIN1);
        assertThat(puzzles.stream().map(GomokuPuzzle::id).distinct().count()).isEqualTo(puzzles.size());
        for (GomokuPuzzle p : puzzles) {
            int most = p.category() == Category.DEFEND ? 4 : p.category() == Category.BLOCK ? 1 : 6;
            assertThat(p.accepted()).as("%s", p).hasSizeBetween(1, most);
        }
    }

    @Test
    void noPositionComesTwiceNorFromThePublicSet() {
        Map<String, String> seen = new HashMap<>();
        for (Puzzle p : Puzzle.all()) {
            seen.put(PositionKey.of(p.position()), p.id());
        }
        for (GomokuPuzzle p : puzzles) {
            String before = seen.put(PositionKey.of(p.position()), p.id());
            assertThat(before).as("%s is the position of %s", p.id(), before).isNull();
        }
    }

    @Test
    void everyBlockHasItsOnePoint() {
        for (GomokuPuzzle p : of(Category.BLOCK)) {
            Checker c = new Checker(p);
            assertThat(c.fives(c.side)).as("%s: the side to move has no five", p).isEmpty();
            assertThat(c.fives(c.opponent)).as("%s: the opponent's one four", p).containsExactlyElementsOf(c.accepted());
        }
    }

    @Test
    void everyWinByFoursHasItsLengthAndEachAcceptedMoveWins() {
        List<String> wrong = new ArrayList<>();
        for (GomokuPuzzle p : of(Category.WIN)) {
            Checker c = new Checker(p);
            int length = p.length();
            if (!c.fives(c.side).isEmpty() || !c.fives(c.opponent).isEmpty()) {
                wrong.add(p + ": a five to make or to stop");
                continue;
            }
            if (length > 1 && (c.vcf.find(c.side, length - 1, COMPLETE).length > 0 || c.vcf.wasCutShort())) {
                wrong.add(p + ": a shorter win by fours, or the search for one not complete");
            }
            if ((c.vcf.find(c.side, length, COMPLETE).length + 1) / 2 != length) {
                wrong.add(p + ": no win by fours of " + length);
            }
            for (int move : c.accepted()) {
                if (!c.winsWithin(move, length)) {
                    wrong.add(p + ": " + c.name(move) + " wins within " + length + " not found");
                }
            }
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void everyWinByThreatsHasNoWinByFoursAndEachAcceptedMoveWins() {
        List<String> wrong = new ArrayList<>();
        for (GomokuPuzzle p : of(Category.WIN_THREATS)) {
            Checker c = new Checker(p);
            if (c.vcf.find(c.side, 20, COMPLETE).length > 0 || c.vcf.wasCutShort()) {
                wrong.add(p + ": a win by fours, or the search for one not complete");
            }
            for (int move : c.accepted()) {
                if (!c.winsWithin(move, p.length())) {
                    wrong.add(p + ": " + c.name(move) + " wins within " + p.length() + " not found");
                }
            }
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void everyDefenceLeavesTheOpponentNoWinByFours() {
        List<String> wrong = new ArrayList<>();
        for (GomokuPuzzle p : of(Category.DEFEND)) {
            Checker c = new Checker(p);
            int length = p.length();
            if (!c.fives(c.side).isEmpty() || !c.fives(c.opponent).isEmpty()) {
                wrong.add(p + ": a five to make or to stop");
                continue;
            }
            if (c.vcf.find(c.side, 20, COMPLETE).length > 0) {
                wrong.add(p + ": the side to move wins by fours itself");
            }
            if ((length > 1 && c.vcf.find(c.opponent, length - 1, COMPLETE).length > 0)
                    || (c.vcf.find(c.opponent, length, COMPLETE).length + 1) / 2 != length) {
                wrong.add(p + ": the opponent's shortest win by fours is not " + length);
            }
            for (int move : c.accepted()) {
                if (!c.holdsAgainstFours(move)) {
                    wrong.add(p + ": after " + c.name(move) + " the opponent still wins by fours");
                }
            }
        }
        assertThat(wrong).isEmpty();
    }

    private static List<GomokuPuzzle> of(Category category) {
        return puzzles.stream().filter(p -> p.category() == category).toList();
    }

    /** A puzzle's position on an engine board, with fresh searches. */
    private static final class Checker {
        final GomokuPuzzle puzzle;
        final EngineBoard board;
        final int side;
        final int opponent;
        final VcfSearch vcf;
        final VctSearch vct;
        /** Threats not kept in line with earlier ones, blocks of the defender's fours counted as moves. */
        final VctSearch wide;

        Checker(GomokuPuzzle puzzle) {
            this.puzzle = puzzle;
            this.board = EngineBoard.of(puzzle.position(), 2, Evaluation.CODE_VALUES);
            this.side = board.sideToMove();
            this.opponent = 1 - side;
            SearchClock clock = new SearchClock(Limits.none(), Cancellation.never());
            this.vcf = new VcfSearch(board, clock);
            this.vct = new VctSearch(board, clock);
            this.wide = VctSearch.countingBlocks(board, clock);
        }

        List<Integer> accepted() {
            return puzzle.accepted().stream().map(board::index).toList();
        }

        List<Integer> fives(int who) {
            List<Integer> cells = new ArrayList<>();
            for (int cell = 0; cell < board.size(); cell++) {
                if (board.isEmpty(cell) && board.isFivePoint(who, cell)) {
                    cells.add(cell);
                }
            }
            return cells;
        }

        String name(int cell) {
            return Notation.format(board.point(cell));
        }

        /**
         * Whether after the defender's {@code move} the opponent has no win by fours (a complete
         * search). A four of the defender's is followed through its one block: then the fours must be
         * gone, or some move of the defender's must hold in turn (up to four fours deep).
         */
        boolean holdsAgainstFours(int move) {
            return holdsAgainstFours(move, 0);
        }

        private boolean holdsAgainstFours(int move, int delays) {
            board.place(move, side);
            try {
                List<Integer> four = fives(side);
                if (!fives(opponent).isEmpty()) {
                    return false;
                }
                if (four.size() >= 2) {
                    return true;
                }
                if (four.isEmpty()) {
                    return noFours();
                }
                if (delays >= 4) {
                    return false;
                }
                board.place(four.get(0), opponent);
                try {
                    if (noFours()) {
                        return true;
                    }
                    for (int cell : board.candidateCells()) {
                        if (holdsAgainstFours(cell, delays + 1)) {
                            return true;
                        }
                    }
                    return false;
                } finally {
                    board.undo();
                }
            } finally {
                board.undo();
            }
        }

        private boolean noFours() {
            return fives(opponent).isEmpty() && vcf.find(opponent, 20, COMPLETE).length == 0 && !vcf.wasCutShort();
        }

        /** Whether the side to move, playing {@code move}, still wins within {@code length} moves (this one included). */
        boolean winsWithin(int move, int length) {
            return threatWinsWithin(move, length) || quietWinsWithin(move, length);
        }

        /** A move (one that threatens nothing, say) wins when every reply, every empty point, is met by a win by threats. */
        private boolean quietWinsWithin(int move, int length) {
            board.place(move, side);
            try {
                if (length < 3 || !fives(opponent).isEmpty()) {
                    return false;
                }
                for (int reply = 0; reply < board.size(); reply++) {
                    if (board.isEmpty(reply)) {
                        board.place(reply, opponent);
                        boolean won = vct.find(side, length - 1, QUICK).length > 0 || wide.find(side, length - 1, QUICK).length > 0
                                || winsByThreatsAfresh(length - 1); // the tables of earlier replies can hide a win
                        board.undo();
                        if (!won) {
                            return false;
                        }
                    }
                }
                return true;
            } finally {
                board.undo();
            }
        }

        private boolean winsByThreatsAfresh(int moves) {
            SearchClock clock = new SearchClock(Limits.none(), Cancellation.never());
            return new VctSearch(board, clock).find(side, moves, QUICK).length > 0
                    || VctSearch.countingBlocks(board, clock).find(side, moves, QUICK).length > 0;
        }

        private boolean threatWinsWithin(int move, int length) {
            board.place(move, side);
            try {
                List<Integer> fives = fives(side);
                if (fives.size() >= 2) {
                    return length >= 2;
                }
                if (fives.size() == 1 && length >= 3) {
                    board.place(fives.get(0), opponent);
                    boolean won = vcf.find(side, length - 1, QUICK).length > 0;
                    board.undo();
                    if (won) {
                        return true;
                    }
                }
                return length >= 2 && (vct.winsAfterMove(side, move, length - 1, QUICK)
                        || wide.winsAfterMove(side, move, length - 1, QUICK));
            } finally {
                board.undo();
            }
        }
    }

    @Test
    void theCheckerSeesAWrongAnswer() {
        // the test must be able to fail: a block that is not the four's point, a win move that is not one
        GomokuPuzzle block = of(Category.BLOCK).get(0);
        Checker c = new Checker(block);
        assertThat(c.fives(c.opponent)).doesNotContain(otherEmpty(c, c.accepted().get(0)));
        GomokuPuzzle win = of(Category.WIN).get(0);
        Checker w = new Checker(win);
        assertThat(w.winsWithin(otherEmpty(w, w.accepted().get(0)), win.length())).isFalse();
    }

    /** An empty point far from the stones (a corner's neighbourhood), not {@code notThis}. */
    private static int otherEmpty(Checker c, int notThis) {
        for (Point p : List.of(new Point(0, 0), new Point(14, 14), new Point(0, 14), new Point(14, 0))) {
            int cell = c.board.index(p);
            if (c.board.isEmpty(cell) && cell != notThis) {
                return cell;
            }
        }
        throw new IllegalStateException("no empty corner");
    }
}
