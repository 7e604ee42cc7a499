package org.inarow.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded random renju boards for cross-checks, of two kinds in turn: positions of random legal
 * renju games (moves next to the stones, so Black's forbidden points are refused as they arise),
 * and dense clusters of black and white stones, where fours, threes and their traps crowd.
 */
final class RandomRenjuBoards {
    private final Random random;
    private int made;

    RandomRenjuBoards(long seed) {
        random = new Random(seed);
    }

    Board next() {
        return made++ % 2 == 0 ? gamePosition() : cluster();
    }

    private Board gamePosition() {
        Game game = new Game(Rules.renju());
        int moves = 8 + random.nextInt(70);
        game.play(Rules.renju().centre());
        while (game.moveCount() < moves && !game.isOver()) {
            List<Point> near = new ArrayList<>();
            for (int col = 0; col < 15; col++) {
                for (int row = 0; row < 15; row++) {
                    Point p = new Point(col, row);
                    if (nearAStone(game, p) && game.isLegal(p)) {
                        near.add(p);
                    }
                }
            }
            if (near.isEmpty()) {
                break;
            }
            game.play(near.get(random.nextInt(near.size())));
        }
        return game.snapshot().toBoard();
    }

    private static boolean nearAStone(Game game, Point p) {
        for (int dc = -2; dc <= 2; dc++) {
            for (int dr = -2; dr <= 2; dr++) {
                if (game.stoneAt(p.plus(dc, dr)).isPresent()) {
                    return true;
                }
            }
        }
        return false;
    }

    private Board cluster() {
        Board board = new Board(Rules.renju());
        int side = 7 + random.nextInt(6);
        int left = random.nextInt(15 - side + 1);
        int bottom = random.nextInt(15 - side + 1);
        double black = 0.25 + random.nextDouble() * 0.2;
        double white = 0.05 + random.nextDouble() * 0.2;
        for (int col = left; col < left + side; col++) {
            for (int row = bottom; row < bottom + side; row++) {
                double r = random.nextDouble();
                if (r < black) {
                    board.place(new Point(col, row), Side.FIRST);
                } else if (r < black + white) {
                    board.place(new Point(col, row), Side.SECOND);
                }
            }
        }
        return board;
    }
}
