package org.inarow.ai.engine.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.model.Board;
import org.inarow.model.FoulDetector;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;

/**
 * The engine board's answer to "is this point forbidden to Black" is the model's {@link FoulDetector}
 * answer, on every empty point of crowded random boards reached by moves and undos (its quick
 * pre-check never lets a forbidden point through), and Black's threat sets under renju never hold a
 * forbidden point while still holding every allowed one the line patterns find.
 */
class EngineBoardFoulsTest {
    private static final Rules RENJU = Rules.renju();

    @Test
    void forbiddenPointsAreTheDetectorsAfterMovesAndUndos() {
        Random random = new Random(12);
        EngineBoard board = new EngineBoard(RENJU, 2, Evaluation.CODE_VALUES);
        List<Integer> played = new ArrayList<>();
        int forbiddenSeen = 0;
        int checks = 0;
        for (int step = 0; step < 4_000; step++) {
            boolean undo = !played.isEmpty() && random.nextInt(100) < 30 + played.size() / 2;
            if (undo) {
                board.undo();
                played.remove(played.size() - 1);
            } else {
                int cell = emptyNearCentre(board, random);
                // Black twice as often as White: crowded black shapes make forbidden points
                board.place(cell, random.nextInt(3) == 0 ? EngineBoard.SECOND : EngineBoard.FIRST);
                played.add(cell);
            }
            if (step % 13 != 0) {
                continue;
            }
            Board model = modelBoard(board);
            FoulDetector detector = new FoulDetector(model);
            for (int c = 0; c < board.size(); c++) {
                boolean expected = model.isEmpty(c) && detector.foul(c) != null;
                assertThat(board.isForbidden(c)).as("cell %s after %s", board.point(c), played).isEqualTo(expected);
                forbiddenSeen += expected ? 1 : 0;
                if (expected) {
                    assertThat(board.fourPoints(0).contains(c)).isFalse();
                    assertThat(board.doubleFourPoints(0).contains(c)).isFalse();
                    assertThat(board.threePoints(0).contains(c)).isFalse();
                    assertThat(board.fourThreePoints(0).contains(c)).isFalse();
                    assertThat(board.doubleThreePoints(0).contains(c)).isFalse();
                    assertThat(board.mayPlay(0, c)).isFalse();
                    assertThat(board.mayPlay(1, c)).as("White is free").isTrue();
                }
            }
            checks++;
        }
        assertThat(checks).isGreaterThan(250);
        assertThat(forbiddenSeen).as("forbidden points met").isGreaterThan(200);
    }

    @Test
    void blacksSetsKeepEveryAllowedPointTheLinesFind() {
        Random random = new Random(7);
        for (int round = 0; round < 200; round++) {
            EngineBoard renju = new EngineBoard(RENJU, 2, Evaluation.CODE_VALUES);
            EngineBoard free = new EngineBoard(Rules.gomoku(15, RENJU.overlineFor(Side.FIRST)), 2, Evaluation.CODE_VALUES);
            for (int n = 0; n < 30; n++) {
                int cell = emptyNearCentre(renju, random);
                int side = random.nextInt(3) == 0 ? 1 : 0;
                renju.place(cell, side);
                free.place(cell, side);
            }
            // exactly five for Black in both, so the line patterns agree; renju only drops forbidden points
            for (int c = 0; c < renju.size(); c++) {
                boolean allowed = renju.isEmpty(c) && !renju.isForbidden(c);
                assertThat(renju.fourPoints(0).contains(c)).isEqualTo(allowed && free.fourPoints(0).contains(c));
                assertThat(renju.threePoints(0).contains(c)).isEqualTo(allowed && free.threePoints(0).contains(c));
                assertThat(renju.doubleFourPoints(0).contains(c))
                        .isEqualTo(allowed && free.doubleFourPoints(0).contains(c));
                assertThat(renju.fivePoints(0).contains(c)).isEqualTo(free.fivePoints(0).contains(c));
            }
        }
    }

    private static Board modelBoard(EngineBoard board) {
        Board model = new Board(RENJU);
        for (int c = 0; c < board.size(); c++) {
            if (board.stone(c) != 0) {
                model.place(c, board.stone(c) == 1 ? Side.FIRST : Side.SECOND);
            }
        }
        return model;
    }

    private static int emptyNearCentre(EngineBoard board, Random random) {
        while (true) {
            int col = 3 + random.nextInt(9);
            int row = 3 + random.nextInt(9);
            int cell = row * 15 + col;
            if (board.isEmpty(cell)) {
                return cell;
            }
        }
    }
}
