package org.inarow.ai.engine.threats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.model.Game;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;

/**
 * Every win the threat searches find on positions of random renju games, for either side to move,
 * is a legal game in the model move by move (no forbidden Black move, no Black "five" that is six),
 * and a win by fours ends in the attacker's five there.
 */
class RenjuThreatLinesTest {
    private static final Rules RENJU = Rules.renju();

    @Test
    void winsFoundAreLegalGamesThatEndInTheAttackersFive() {
        Random random = new Random(31);
        int fours = 0;
        int threats = 0;
        int blackWins = 0;
        int whiteWins = 0;
        for (int n = 0; n < 150; n++) {
            Position position = randomGame(random);
            int attacker = position.toMove() == Side.FIRST ? EngineBoard.FIRST : EngineBoard.SECOND;
            int[] vcf = RenjuThreatsTest.vcf(position, attacker);
            if (vcf.length > 0) {
                RenjuThreatsTest.assertReplaysToAWin(position, vcf, position.toMove());
                fours++;
                blackWins += attacker == EngineBoard.FIRST ? 1 : 0;
                whiteWins += attacker == EngineBoard.SECOND ? 1 : 0;
            }
            int[] vct = RenjuThreatsTest.vct(position, attacker);
            if (vct.length > 0) {
                Game game = RenjuThreatsTest.assertReplaysLegally(position, vct);
                if (game.isOver()) {
                    assertThat(game.result().winnerIfAny()).contains(position.toMove());
                }
                threats++;
            }
        }
        assertThat(fours).as("wins by fours found").isGreaterThan(10);
        assertThat(threats).as("wins by threats found").isGreaterThan(10);
        assertThat(blackWins).isPositive();
        assertThat(whiteWins).isPositive();
    }

    /** A position of a random renju game: moves near the stones, Black's forbidden points refused; no five yet. */
    private static Position randomGame(Random random) {
        Game game = new Game(RENJU);
        game.play(RENJU.centre());
        int length = 10 + random.nextInt(40);
        while (game.moveCount() < length) {
            List<Point> near = new ArrayList<>();
            for (int col = 0; col < 15; col++) {
                for (int row = 0; row < 15; row++) {
                    Point p = new Point(col, row);
                    if (game.isLegal(p) && nearAStone(game, p)) {
                        near.add(p);
                    }
                }
            }
            Point move = near.get(random.nextInt(near.size()));
            Game tried = game.snapshot().toGame();
            tried.play(move);
            if (tried.isOver()) {
                break;
            }
            game.play(move);
        }
        return game.snapshot();
    }

    private static boolean nearAStone(Game game, Point p) {
        for (int dc = -1; dc <= 1; dc++) {
            for (int dr = -1; dr <= 1; dr++) {
                if ((dc != 0 || dr != 0) && game.stoneAt(p.plus(dc, dr)).isPresent()) {
                    return true;
                }
            }
        }
        return false;
    }
}
