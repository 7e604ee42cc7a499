package org.inarow.ai.simple;

import static org.assertj.core.api.Assertions.assertThat;

import org.inarow.ai.Limits;
import org.inarow.model.Board;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;

/** The win-pattern heuristic scores points with the seed article's numbers, line by line. */
class WinPatternStrategyTest {
    private static final Rules FREESTYLE = Rules.gomokuFreestyle(15);
    private static final Rules STANDARD = Rules.gomokuStandard(15);

    @Test
    void aPointScoresItsLinesByTheStonesInThem() {
        // black d8 e8 f8 g8; white far away on a1, c1, e1, g1 (on no line through h8)
        Board board = Position.parse(FREESTYLE, "d8 a1 e8 c1 f8 e1 g8 g1").toBoard();
        Point h8 = Notation.parsePoint("h8", FREESTYLE);
        // along row 8 the five windows through h8 hold 4, 3, 2, 1 and 0 black stones: 20000 + 2100 + 420 + 220 + 1;
        // the fifteen windows along the other three lines are empty: 15 x 1
        assertThat(WinPatternStrategy.score(board, FREESTYLE, h8.col(), h8.row(), Board.code(Side.FIRST)))
                .isEqualTo(20000 + 2100 + 420 + 220 + 1 + 15);
        // for white the same black stones are the opponent's: 10000 + 2000 + 400 + 200 + 1 + 15
        assertThat(WinPatternStrategy.score(board, FREESTYLE, h8.col(), h8.row(), Board.code(Side.SECOND)))
                .isEqualTo(10000 + 2000 + 400 + 200 + 1 + 15);
    }

    @Test
    void aLineHoldingBothColoursIsDeadAndSoIsAnOverlineWhenExactlyFiveWins() {
        // black d8 e8 f8 g8 and i8: h8 would make six
        Board free = Position.parse(FREESTYLE, "d8 a1 e8 c1 f8 e1 g8 g1 i8").toBoard();
        Board exact = Position.parse(STANDARD, "d8 a1 e8 c1 f8 e1 g8 g1 i8").toBoard();
        Point h8 = Notation.parsePoint("h8", FREESTYLE);
        byte black = Board.code(Side.FIRST);
        long freeScore = WinPatternStrategy.score(free, FREESTYLE, h8.col(), h8.row(), black);
        long exactScore = WinPatternStrategy.score(exact, STANDARD, h8.col(), h8.row(), black);
        // freestyle: the row windows d-h, e-i, f-j, g-k, h-l hold 4, 4, 3, 2, 1 black stones
        assertThat(freeScore).isEqualTo(20000 + 20000 + 2100 + 420 + 220 + 15);
        // exactly five: each of them has a black stone just outside it, so filling it makes six: all dead
        assertThat(exactScore).isEqualTo(15);
        // a white stone on i8 kills the windows e-i, f-j, g-k that also hold black; h-l holds white alone
        Board mixed = Position.parse(FREESTYLE, "d8 i8 e8 c1 f8 e1 g8 g1").toBoard();
        assertThat(WinPatternStrategy.score(mixed, FREESTYLE, h8.col(), h8.row(), black))
                .isEqualTo(20000 + 200 + 15);
    }

    @Test
    void playsTheBestPointAndOpensInTheCentre() {
        Position four = Position.parse(FREESTYLE, "d8 a1 e8 c1 f8 e1 g8 g1");
        Point move = new WinPatternStrategy(1).search(four, Limits.none()).move();
        assertThat(move).isIn(Notation.parsePoint("c8", FREESTYLE), Notation.parsePoint("h8", FREESTYLE));
        for (long seed = 0; seed < 10; seed++) {
            Point first = new WinPatternStrategy(seed).search(Position.empty(FREESTYLE), Limits.none()).move();
            // every point at least four from the edges lies on twenty whole lines: the most
            assertThat(first.col()).isBetween(4, 10);
            assertThat(first.row()).isBetween(4, 10);
        }
    }
}
