package org.inarow.io;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.inarow.model.Game;
import org.inarow.model.Point;
import org.inarow.model.Rules;

/** Seeded random games for the io tests: finished ones, cut-off ones and empty ones. */
final class RandomGames {
    static final List<Rules> VARIANTS = List.of(
            Rules.ticTacToe(),
            Rules.gomokuFreestyle(15), Rules.gomokuStandard(15),
            Rules.gomokuFreestyle(19), Rules.gomokuStandard(19),
            Rules.gomokuFreestyle(20), Rules.gomokuStandard(20),
            Rules.renju());

    private RandomGames() {
    }

    /** Every third game is played to its end, every third stops at a random move, every third near the start. */
    static Game game(Rules rules, Random random, int index) {
        Game game = new Game(rules);
        int limit = switch (index % 3) {
            case 0 -> Integer.MAX_VALUE;
            case 1 -> random.nextInt(rules.cellCount() + 1);
            default -> random.nextInt(3);
        };
        List<Point> empty = new ArrayList<>();
        for (int col = 0; col < rules.width(); col++) {
            for (int row = 0; row < rules.height(); row++) {
                empty.add(new Point(col, row));
            }
        }
        boolean clustered = random.nextBoolean(); // clustered play makes fives far more often
        while (!game.isOver() && game.moveCount() < limit) {
            Point p = null;
            if (clustered && game.lastMove().isPresent()) {
                Point near = game.lastMove().get().point().plus(random.nextInt(5) - 2, random.nextInt(5) - 2);
                p = empty.contains(near) ? near : null;
            }
            if (p == null) {
                p = empty.get(random.nextInt(empty.size()));
            }
            if (!game.isLegal(p)) { // a point forbidden to Black under renju
                List<Point> legal = empty.stream().filter(game::isLegal).toList();
                if (legal.isEmpty()) {
                    break;
                }
                p = legal.get(random.nextInt(legal.size()));
            }
            empty.remove(p);
            game.play(p);
        }
        return game;
    }
}
