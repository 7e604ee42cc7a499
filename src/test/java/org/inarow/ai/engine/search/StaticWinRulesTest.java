package org.inarow.ai.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.inarow.ai.engine.Referees;
import org.inarow.ai.engine.board.CellSet;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.model.Board;
import org.inarow.model.Game;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;

/**
 * The search's static win rules, checked by brute force on the model's board in random positions:
 * a side to move with a four-and-open-three or a double open three to make, whose opponent has no
 * five or four to make, plays it and, whatever the reply (every empty cell), then has a five or a
 * move that leaves two fives to make; and an open or double four to make wins the same way a move
 * earlier. The rules are what {@link EngineSearch} scores as wins without searching.
 */
class StaticWinRulesTest {

    @Test
    void combinationsTheSearchCallsWinsAreWinsAgainstEveryReply() {
        for (Rules rules : List.of(Rules.gomokuFreestyle(15), Rules.gomokuStandard(15))) {
            Random random = new Random(99 + rules.overline().ordinal());
            int combos = 0;
            int openFours = 0;
            int positions = 0;
            while ((combos < 12 || openFours < 12) && positions < 20_000) {
                Position p = randomPosition(rules, random);
                positions++;
                EngineBoard board = EngineBoard.of(p, 2, Evaluation.CODE_VALUES);
                int side = board.sideToMove();
                int opp = 1 - side;
                if (!board.fivePoints(side).isEmpty() || !board.fivePoints(opp).isEmpty()) {
                    continue;
                }
                if (!board.doubleFourPoints(side).isEmpty() && openFours < 12) {
                    Point move = board.point(board.doubleFourPoints(side).first());
                    assertThat(leavesTwoFives(p.toBoard(), move, p.toMove())).as("open four %s in %s", move, p).isTrue();
                    openFours++;
                } else if (board.fourPoints(opp).isEmpty() && combos < 12) {
                    CellSet cells = !board.fourThreePoints(side).isEmpty() ? board.fourThreePoints(side)
                            : board.doubleThreePoints(side);
                    if (!cells.isEmpty()) {
                        Point move = board.point(cells.first());
                        assertThat(winsAgainstEveryReply(p, move)).as("combination %s in %s", move, p).isTrue();
                        combos++;
                    }
                }
            }
            assertThat(combos).as("combinations checked").isEqualTo(12);
            assertThat(openFours).as("open fours checked").isEqualTo(12);
        }
    }

    /** After {@code move}, every reply leaves the attacker a five, or a move to two fives with no five of the defender's. */
    private static boolean winsAgainstEveryReply(Position p, Point move) {
        Side attacker = p.toMove();
        Board board = p.toBoard();
        board.place(board.index(move), attacker);
        for (int reply = 0; reply < board.cellCount(); reply++) {
            if (!board.isEmpty(reply)) {
                continue;
            }
            board.place(reply, attacker.opponent());
            boolean ok = board.isWinAt(reply) ? false
                    : !Referees.winningCells(board, attacker).isEmpty() || hasOpenFourMove(board, attacker, move);
            board.remove(reply);
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    private static boolean hasOpenFourMove(Board board, Side attacker, Point near) {
        if (!Referees.winningCells(board, attacker.opponent()).isEmpty()) {
            return false;
        }
        for (int dy = -4; dy <= 4; dy++) {
            for (int dx = -4; dx <= 4; dx++) {
                Point q = near.plus(dx, dy);
                if (board.contains(q) && board.isEmpty(board.index(q)) && leavesTwoFives(board, q, attacker)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean leavesTwoFives(Board board, Point move, Side side) {
        int cell = board.index(move);
        board.place(cell, side);
        boolean two = !board.isWinAt(cell) && Referees.winningCells(board, side).size() >= 2;
        board.remove(cell);
        return two;
    }

    /** A clustered random game of 10 to 40 moves with no five on the board. */
    private static Position randomPosition(Rules rules, Random random) {
        while (true) {
            Game game = new Game(rules);
            int length = 10 + random.nextInt(30);
            Point centre = rules.centre();
            while (game.moveCount() < length && !game.isOver()) {
                Point q = new Point(centre.col() + (int) Math.round(random.nextGaussian() * 2.5),
                        centre.row() + (int) Math.round(random.nextGaussian() * 2.5));
                if (game.isLegal(q)) {
                    game.play(q);
                }
            }
            if (!game.isOver()) {
                return game.snapshot();
            }
        }
    }
}
