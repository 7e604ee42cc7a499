package org.inarow.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The fast detector against the slow reference on 10,000 seeded random renju boards: every empty
 * point with four or more black stones within four steps along its lines is asked of both (every
 * forbidden shape needs four: a double three, two fours on one line, X.X p X.X; a point with fewer
 * must be allowed, and the detector must say so too).
 */
class FoulCrossCheckTest {
    private static final int POSITIONS = Integer.getInteger("crosscheck.positions", 10_000);
    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    @Test
    void theDetectorAgreesWithTheReferenceOnRandomBoards() {
        RandomRenjuBoards boards = new RandomRenjuBoards(12);
        Map<Foul, Integer> fouls = new EnumMap<>(Foul.class);
        int withFouls = 0;
        int asked = 0;
        int[] nestedDepth = new int[5];
        long start = System.nanoTime();
        for (int n = 0; n < POSITIONS; n++) {
            Board board = boards.next();
            FoulDetector detector = new FoulDetector(board);
            ReferenceFouls reference = new ReferenceFouls(board);
            boolean any = false;
            for (int i = 0; i < board.cellCount(); i++) {
                if (!board.isEmpty(i)) {
                    continue;
                }
                Point p = board.point(i);
                Foul fast = detector.foul(i);
                if (blackNear(board, p) < 4) {
                    assertThat(fast).as("%s on %s", p, board).isNull();
                    continue;
                }
                asked++;
                Foul slow = reference.foul(p.col(), p.row());
                assertThat(fast).as("position %d, point %s:%n%s", n, p, RenjuText.of(board)).isEqualTo(slow);
                if (fast != null) {
                    any = true;
                    fouls.merge(fast, 1, Integer::sum);
                }
                if (n % 10 == 0) { // how deep the answer lay, on every tenth board (it costs three more asks)
                    nestedDepth[Math.min(depthThatDecides(board, p, slow), nestedDepth.length - 1)]++;
                }
            }
            withFouls += any ? 1 : 0;
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        System.out.printf("cross-check: %d boards, %d with forbidden points, %d points asked, fouls %s,"
                        + " on every tenth board decided at recursion depth 0..4+ %s, %d ms%n", POSITIONS, withFouls, asked, fouls,
                java.util.Arrays.toString(nestedDepth), millis);
        // the boards must exercise every shape and the recursion, or the agreement proves little
        assertThat(fouls).containsKeys(Foul.OVERLINE, Foul.DOUBLE_FOUR, Foul.DOUBLE_THREE);
        assertThat(fouls.values()).allSatisfy(count -> assertThat(count).isGreaterThan(100));
        assertThat(nestedDepth[1] + nestedDepth[2] + nestedDepth[3] + nestedDepth[4])
                .as("points whose threes had to be checked for forbidden straight-four points").isGreaterThan(50);
    }

    /** The fewest levels of three-checking after which the reference already gives the true answer. */
    private static int depthThatDecides(Board board, Point p, Foul truth) {
        for (int limit = 0; limit < 4; limit++) {
            if (new ReferenceFouls(board, limit).foul(p.col(), p.row()) == truth) {
                return limit;
            }
        }
        return 4;
    }

    private static int blackNear(Board board, Point p) {
        int n = 0;
        for (int[] d : DIRECTIONS) {
            for (int s = -4; s <= 4; s++) {
                Point q = p.plus(s * d[0], s * d[1]);
                if (s != 0 && board.contains(q) && board.sideAt(board.index(q)) == Side.FIRST) {
                    n++;
                }
            }
        }
        return n;
    }
}
