package org.inarow.ai.engine.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/**
 * After long random sequences of moves and undos (thousands of updates, the board filling and
 * emptying), every piece of incremental state equals that of a new board given the same stones
 * with no undo in between: patterns per cell, direction and side, the five, four and double-four cells, the
 * evaluation's pattern sums, open-three, four-three and double-three cells, candidates and the hash.
 */
class EngineBoardRebuildTest {

    @Test
    void incrementalStateEqualsAFreshBoardAfterLongRandomMoveAndUndoSequences() {
        for (Rules rules : List.of(Rules.gomokuFreestyle(15), Rules.gomokuStandard(15), Rules.gomokuFreestyle(19), Rules.renju())) {
            Random random = new Random(2024 + rules.width() + rules.overline().ordinal());
            EngineBoard board = new EngineBoard(rules, 2, Evaluation.CODE_VALUES);
            List<Integer> played = new ArrayList<>();
            int checks = 0;
            for (int step = 0; step < 6_000; step++) {
                // drift between busy and sparse boards: undo more often when the board is full of stones
                boolean undo = !played.isEmpty() && random.nextInt(100) < 35 + played.size() / 3;
                if (undo) {
                    board.undo();
                    played.remove(played.size() - 1);
                } else {
                    int cell = randomEmptyNearCentre(board, random);
                    board.place(cell, played.size() % 2);
                    played.add(cell);
                }
                if (step % 97 == 0) {
                    assertSameAsRebuilt(board, played, rules);
                    checks++;
                }
            }
            assertSameAsRebuilt(board, played, rules);
            assertThat(checks).isGreaterThan(50);
        }
    }

    private static int randomEmptyNearCentre(EngineBoard board, Random random) {
        int width = board.width();
        int height = board.size() / width;
        while (true) {
            int col = (int) Math.round(width / 2.0 + random.nextGaussian() * width / 5.0);
            int row = (int) Math.round(height / 2.0 + random.nextGaussian() * height / 5.0);
            if (col >= 0 && col < width && row >= 0 && row < height && board.isEmpty(row * width + col)) {
                return row * width + col;
            }
        }
    }

    private static void assertSameAsRebuilt(EngineBoard board, List<Integer> played, Rules rules) {
        // placed in order on a new board, no undo ever (the stones may hold fives: the engine board allows that)
        EngineBoard fresh = new EngineBoard(rules, 2, Evaluation.CODE_VALUES);
        for (int i = 0; i < played.size(); i++) {
            fresh.place(played.get(i), i % 2);
        }
        assertThat(board.hash()).isEqualTo(fresh.hash());
        assertThat(board.moveCount()).isEqualTo(fresh.moveCount());
        for (int side = 0; side < 2; side++) {
            assertThat(board.patternSum(side, true)).isEqualTo(fresh.patternSum(side, true));
            assertThat(board.patternSum(side, false)).isEqualTo(fresh.patternSum(side, false));
            assertThat(sorted(board.fivePoints(side))).isEqualTo(sorted(fresh.fivePoints(side)));
            assertThat(sorted(board.fourPoints(side))).isEqualTo(sorted(fresh.fourPoints(side)));
            assertThat(sorted(board.doubleFourPoints(side))).isEqualTo(sorted(fresh.doubleFourPoints(side)));
            assertThat(sorted(board.threePoints(side))).isEqualTo(sorted(fresh.threePoints(side)));
            assertThat(sorted(board.fourThreePoints(side))).isEqualTo(sorted(fresh.fourThreePoints(side)));
            assertThat(sorted(board.doubleThreePoints(side))).isEqualTo(sorted(fresh.doubleThreePoints(side)));
        }
        assertThat(sorted(board.candidates())).isEqualTo(sorted(fresh.candidates()));
        for (int cell = 0; cell < board.size(); cell++) {
            assertThat(board.stone(cell)).isEqualTo(fresh.stone(cell));
            if (board.isEmpty(cell)) {
                for (int side = 0; side < 2; side++) {
                    for (int d = 0; d < Geometry.DIRECTIONS; d++) {
                        assertThat(board.patternOrdinal(side, cell, d)).as("cell %d side %d dir %d", cell, side, d)
                                .isEqualTo(fresh.patternOrdinal(side, cell, d));
                    }
                }
            }
        }
    }

    private static List<Integer> sorted(CellSet set) {
        return java.util.Arrays.stream(set.toArray()).sorted().boxed().toList();
    }
}
