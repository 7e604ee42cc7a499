package org.inarow.ai.engine.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.model.Board;
import org.inarow.model.Direction;
import org.inarow.model.Family;
import org.inarow.model.Overline;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The incremental state of {@link EngineBoard} (patterns per cell, direction and side; five, four,
 * double-four, open-three, four-three and double-three cells; the evaluation's pattern sums; candidates; hash) equals a from-scratch computation by slow,
 * independent means after every move and every undo of seeded random games.
 */
class EngineBoardTest {

    static Stream<Arguments> variants() {
        return Stream.of(
                Arguments.of(Rules.gomokuFreestyle(15), 12),
                Arguments.of(Rules.gomokuStandard(15), 12),
                Arguments.of(Rules.gomokuStandard(19), 3),
                Arguments.of(Rules.gomokuFreestyle(20), 3),
                Arguments.of(Rules.ticTacToe(), 40),
                // small and dense: long runs, overlines and edges everywhere
                Arguments.of(new Rules(Family.GOMOKU, 7, 6, 4, Overline.DOES_NOT_WIN), 60),
                Arguments.of(new Rules(Family.GOMOKU, 8, 8, 5, Overline.WINS), 60));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void incrementalStateMatchesASlowScanAfterEveryMoveAndUndo(Rules rules, int games) {
        Random random = new Random(7 + rules.toString().hashCode());
        NaivePatterns naive = new NaivePatterns(rules);
        for (int g = 0; g < games; g++) {
            EngineBoard engine = new EngineBoard(rules, 2, Evaluation.CODE_VALUES);
            Board board = new Board(rules);
            long emptyHash = engine.hash();
            int stones = random.nextInt(Math.min(rules.cellCount(), 45)) + 1;
            List<Integer> played = new ArrayList<>();
            for (int i = 0; i < stones; i++) {
                int cell = clusteredEmptyCell(board, random);
                Side side = i % 2 == 0 ? Side.FIRST : Side.SECOND;
                engine.place(cell, EngineBoard.sideIndex(side));
                board.place(cell, side);
                played.add(cell);
                if (i % 7 == 0 || i == stones - 1) {
                    assertSameState(engine, board, naive);
                }
                if (random.nextInt(5) == 0) {
                    engine.undo();
                    board.remove(played.remove(played.size() - 1));
                    assertSameState(engine, board, naive);
                    i--; // the same side plays again
                    i = Math.max(i, -1);
                }
            }
            while (!played.isEmpty()) {
                engine.undo();
                board.remove(played.remove(played.size() - 1));
            }
            assertThat(engine.hash()).isEqualTo(emptyHash);
            assertSameState(engine, board, naive);
        }
    }

    @Test
    void aSixIsNoFiveWhenExactlyFiveWins() {
        Rules standard = Rules.gomokuStandard(15);
        Rules freestyle = Rules.gomokuFreestyle(15);
        // black d8 e8 f8 g8 and i8: h8 would make six
        String moves = "d8 a1 e8 a3 f8 a5 g8 a7 i8 a9";
        EngineBoard exact = EngineBoard.of(org.inarow.model.Position.parse(standard, moves), 2, Evaluation.CODE_VALUES);
        EngineBoard free = EngineBoard.of(org.inarow.model.Position.parse(freestyle, moves), 2, Evaluation.CODE_VALUES);
        int h8 = exact.index(new Point(7, 7));
        int c8 = exact.index(new Point(2, 7));
        assertThat(exact.isFivePoint(EngineBoard.FIRST, h8)).isFalse();
        assertThat(exact.pattern(EngineBoard.FIRST, h8, 0)).isNotEqualTo(LinePattern.FIVE);
        assertThat(exact.isFivePoint(EngineBoard.FIRST, c8)).isTrue(); // c8 makes exactly c8-g8
        assertThat(free.isFivePoint(EngineBoard.FIRST, h8)).isTrue();
    }

    private static int clusteredEmptyCell(Board board, Random random) {
        Rules rules = board.rules();
        for (int tries = 0; tries < 50; tries++) {
            int col = rules.width() / 2 + (int) Math.round(random.nextGaussian() * Math.max(1, rules.width() / 6.0));
            int row = rules.height() / 2 + (int) Math.round(random.nextGaussian() * Math.max(1, rules.height() / 6.0));
            Point p = new Point(col, row);
            if (rules.contains(p) && board.isEmpty(board.index(p))) {
                return board.index(p);
            }
        }
        for (int c = 0; c < board.cellCount(); c++) {
            if (board.isEmpty(c)) {
                return c;
            }
        }
        throw new IllegalStateException("board full");
    }

    private static void assertSameState(EngineBoard engine, Board board, NaivePatterns naive) {
        for (int cell = 0; cell < board.cellCount(); cell++) {
            Point p = board.point(cell);
            boolean empty = board.isEmpty(cell);
            assertThat(engine.isEmpty(cell)).isEqualTo(empty);
            if (!empty) {
                for (int side = 0; side < 2; side++) {
                    assertThat(engine.fivePoints(side).contains(cell)).isFalse();
                    assertThat(engine.fourPoints(side).contains(cell)).isFalse();
                    assertThat(engine.fourThreePoints(side).contains(cell)).isFalse();
                    assertThat(engine.doubleThreePoints(side).contains(cell)).isFalse();
                    assertThat(engine.threePoints(side).contains(cell)).isFalse();
                }
                continue;
            }
            for (Side side : Side.values()) {
                int s = EngineBoard.sideIndex(side);
                int fours = 0;
                int threes = 0;
                boolean open = false;
                for (Direction d : Direction.values()) {
                    LinePattern expected = naive.pattern(board, p, d, side);
                    assertThat(engine.pattern(s, cell, d.ordinal())).as("%s %s %s\n%s", p, d, side, engine)
                            .isEqualTo(expected);
                    if (expected == LinePattern.FOUR || expected == LinePattern.OPEN_FOUR) {
                        fours++;
                        open |= expected == LinePattern.OPEN_FOUR;
                    }
                    threes += expected == LinePattern.OPEN_THREE ? 1 : 0;
                }
                assertThat(engine.fourThreePoints(s).contains(cell)).as("4-3 %s %s", p, side).isEqualTo(fours > 0 && threes > 0);
                assertThat(engine.doubleThreePoints(s).contains(cell)).as("3-3 %s %s", p, side).isEqualTo(threes >= 2);
                assertThat(engine.threePoints(s).contains(cell)).as("3 %s %s", p, side).isEqualTo(threes > 0);
                board.place(cell, side);
                boolean wins = board.isWinAt(cell);
                board.remove(cell);
                assertThat(engine.isFivePoint(s, cell)).as("five %s %s", p, side).isEqualTo(wins);
                assertThat(engine.fourPoints(s).contains(cell)).isEqualTo(fours > 0);
                assertThat(engine.doubleFourPoints(s).contains(cell)).isEqualTo(open || fours >= 2);
                if (!wins) { // a five-point's extra cells (six in freestyle) would count as fours here
                    assertThat(engine.fourPoints(s).contains(cell)).as("four %s %s", p, side)
                            .isEqualTo(makesNewWinningCell(board, cell, side));
                }
            }
            assertThat(engine.candidates().contains(cell)).isEqualTo(hasStoneWithin(board, p, 2));
        }
        for (int side = 0; side < 2; side++) {
            assertThat(engine.patternSum(side, true)).isEqualTo(slowPatternSum(engine, side, Evaluation.CODE_VALUES.toMove()));
            assertThat(engine.patternSum(side, false)).isEqualTo(slowPatternSum(engine, side, Evaluation.CODE_VALUES.waiting()));
        }
    }

    /** After playing the cell, some empty cell would win with a run through the played cell. */
    private static boolean makesNewWinningCell(Board board, int cell, Side side) {
        board.place(cell, side);
        try {
            for (int q = 0; q < board.cellCount(); q++) {
                if (!board.isEmpty(q)) {
                    continue;
                }
                board.place(q, side);
                boolean through = false;
                for (Direction d : Direction.values()) {
                    if (board.rules().isWinningRun(board.runLength(q, d)) && onSameRun(board, q, cell, d)) {
                        through = true;
                    }
                }
                board.remove(q);
                if (through) {
                    return true;
                }
            }
            return false;
        } finally {
            board.remove(cell);
        }
    }

    private static boolean onSameRun(Board board, int from, int target, Direction d) {
        int width = board.width();
        byte c = board.cell(from);
        for (int sign = -1; sign <= 1; sign += 2) {
            int col = from % width;
            int row = from / width;
            while (true) {
                col += sign * d.dCol();
                row += sign * d.dRow();
                if (col < 0 || row < 0 || col >= width || row >= board.height()) {
                    break;
                }
                int i = row * width + col;
                if (board.cell(i) != c) {
                    break;
                }
                if (i == target) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean hasStoneWithin(Board board, Point p, int radius) {
        for (int dy = -radius; dy <= radius; dy++) {
            for (int dx = -radius; dx <= radius; dx++) {
                Point q = p.plus(dx, dy);
                if ((dx != 0 || dy != 0) && board.contains(q) && !board.isEmpty(board.index(q))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The evaluation's sum for the side over the empty cells, counted afresh. */
    private static long slowPatternSum(EngineBoard engine, int side, int[] valuesByCode) {
        long sum = 0;
        for (int cell = 0; cell < engine.size(); cell++) {
            if (engine.isEmpty(cell)) {
                sum += valuesByCode[engine.code(side, cell)];
            }
        }
        return sum;
    }
}
