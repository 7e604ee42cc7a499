package org.inarow.ai.ladder;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.inarow.ai.Limits;
import org.inarow.ai.Strategies;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/**
 * The low rungs miss what people miss, and the higher ones miss it less: an open three on a
 * diagonal more often than the same three in a row, a broken three (x x _ x) more often than a
 * solid one, and a three built away from the last moves more often than one just made. Each rate
 * is over many seeds (one game each); the positions have White to move and nothing else urgent.
 */
class HumanBlindSpotsTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final int SEEDS = 60;
    /** Fewer for the searching rungs, which take longer and hardly vary here. */
    private static final int FEW_SEEDS = 10;

    private static final String STRAIGHT = "h8 a1 i8 a3 j8";
    private static final String DIAGONAL = "h8 a1 i9 a3 j10";
    private static final String BROKEN = "h8 a1 i8 a3 k8";
    /** Black's three c3-e3 made before six moves far from it (Black's l10 n11 m9 make nothing). */
    private static final String FAR = "c3 m12 d3 o15 e3 a15 l10 o13 n11 a13 m9";
    private static final String NEAR = "l10 m12 n11 o15 m9 a15 c3 o13 d3 a13 e3";

    @Test
    void aDiagonalThreeIsMissedMoreOftenThanAStraightOne() {
        Rung novice = Ladder.rung(2);
        double straight = blockRate(novice, STRAIGHT, "g8 k8", SEEDS);
        double diagonal = blockRate(novice, DIAGONAL, "g7 k11", SEEDS);
        System.out.printf("novice blocks an open three: in a row %.2f, on a diagonal %.2f%n", straight, diagonal);
        assertThat(diagonal).isLessThan(straight - 0.1);
        assertThat(blockRate(Ladder.rung(6), DIAGONAL, "g7 k11", FEW_SEEDS)).as("the expert").isGreaterThan(diagonal);
    }

    @Test
    void aBrokenThreeIsMissedMoreOftenThanASolidOne() {
        Rung novice = Ladder.rung(2);
        double solid = blockRate(novice, STRAIGHT, "g8 k8", SEEDS);
        double broken = blockRate(novice, BROKEN, "g8 j8 l8", SEEDS);
        System.out.printf("novice blocks an open three: solid %.2f, broken %.2f%n", solid, broken);
        assertThat(broken).isLessThan(solid - 0.1);
    }

    @Test
    void aThreeAwayFromTheLastMovesIsMissedMoreOftenThanOneJustMade() {
        Rung novice = Ladder.rung(2);
        double far = blockRate(novice, FAR, "b3 f3", SEEDS);
        double near = blockRate(novice, NEAR, "b3 f3", SEEDS);
        System.out.printf("novice blocks an open three: just made %.2f, made earlier, away from the last moves %.2f%n", near, far);
        assertThat(far).isLessThan(near - 0.3);
        assertThat(blockRate(Ladder.rung(4), FAR, "b3 f3", SEEDS)).as("the amateur looks at the whole board").isGreaterThan(far + 0.3);
    }

    /** The share of seeds with which the rung plays one of {@code blocks}. */
    private static double blockRate(Rung rung, String moves, String blocks, int seeds) {
        Position position = Position.parse(GOMOKU, moves);
        Set<Point> accepted = Set.copyOf(Notation.parseMoves(blocks, GOMOKU));
        int blocked = 0;
        for (long seed = 0; seed < seeds; seed++) {
            Point move = Strategies.forRung(rung, GOMOKU, seed).search(position, Limits.nodes(100_000)).move();
            blocked += accepted.contains(move) ? 1 : 0;
        }
        return blocked / (double) seeds;
    }
}
