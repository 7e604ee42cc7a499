package org.inarow.ai.renju;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.inarow.ai.Limits;
import org.inarow.ai.Strategies;
import org.inarow.ai.Strategy;
import org.inarow.model.Game;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;

/**
 * No strategy, at any level, plays a point forbidden to Black under renju: not where the forbidden
 * point is the move every strategy wants (the same position in freestyle shows they want it), and
 * not over many seeded positions of random renju games where Black has forbidden points.
 */
class NoForbiddenMoveTest {
    private static final Rules RENJU = Rules.renju();
    private static final List<String> PLAYERS = List.of("random", "greedy", "winpattern", "minimax:depth=1",
            "alphabeta:depth=2", "easy", "medium", "hard");
    // h8 makes two open threes for Black (i8 j8 and h9 h10): winning in freestyle, forbidden in renju
    private static final String DOUBLE_THREE_AT_H8 = "i8 a1 j8 a3 h9 a5 h10 a7";
    // h8 joins d8-g8 and i8 into six: a win in freestyle, an overline in renju; c8 makes exactly five in both
    private static final String OVERLINE_AT_H8 = "d8 a1 e8 a3 f8 a5 g8 a7 i8 a9";

    @Test
    void theMoveEveryStrategyWantsIsRefusedToThemUnderRenju() {
        Point h8 = Notation.parsePoint("h8", RENJU);
        Position freestyle = Position.parse(Rules.gomokuFreestyle(15), OVERLINE_AT_H8);
        assertThat(Strategies.parse("greedy", freestyle.rules(), 1).search(freestyle, Limits.time(200)).move())
                .as("in freestyle greedy takes either win, the six too").isIn(h8, Notation.parsePoint("c8", RENJU));
        Position renju = Position.parse(RENJU, OVERLINE_AT_H8);
        for (String player : List.of("greedy", "medium", "hard")) {
            for (long seed = 1; seed <= 4; seed++) {
                assertThat(Strategies.parse(player, RENJU, seed).search(renju, Limits.time(200)).move())
                        .as("%s under renju takes the exact five", player).isEqualTo(Notation.parsePoint("c8", RENJU));
            }
        }
        for (String moves : List.of(DOUBLE_THREE_AT_H8, OVERLINE_AT_H8)) {
            Position position = Position.parse(RENJU, moves);
            assertThat(position.forbiddenPoints()).contains(h8);
            for (String player : PLAYERS) {
                for (long seed = 1; seed <= 3; seed++) {
                    Point move = Strategies.parse(player, RENJU, seed).search(position, Limits.time(200)).move();
                    assertThat(position.isPlayable(move)).as("%s after %s played %s", player, moves, move).isTrue();
                }
            }
        }
    }

    @Test
    void everyLevelPlaysOnlyAllowedPointsOverManyPositions() {
        List<Position> positions = positionsWithForbiddenPoints(new Random(5), 40);
        int forbidden = positions.stream().mapToInt(p -> p.forbiddenPoints().size()).sum();
        for (String player : PLAYERS) {
            Strategy strategy = Strategies.parse(player, RENJU, 7);
            for (Position position : positions) {
                Point move = strategy.search(position, Limits.time(40)).move();
                assertThat(position.isPlayable(move)).as("%s at %s played %s (forbidden: %s)", player, position, move,
                        position.forbiddenPoints()).isTrue();
            }
        }
        assertThat(forbidden).as("forbidden points offered").isGreaterThanOrEqualTo(positions.size());
    }

    @Test
    void wholeGamesBetweenTheLevelsStayLegal() {
        List<String[]> pairs = List.of(new String[] {"easy", "medium"}, new String[] {"medium", "hard"},
                new String[] {"hard", "easy"}, new String[] {"winpattern", "greedy"});
        int blackMoves = 0;
        int blackMovesWithForbiddenPoints = 0;
        for (String[] pair : pairs) {
            for (int swap = 0; swap < 2; swap++) {
                Strategy black = Strategies.parse(pair[swap], RENJU, 11 + swap);
                Strategy white = Strategies.parse(pair[1 - swap], RENJU, 13 + swap);
                Game game = new Game(RENJU);
                while (!game.isOver() && game.moveCount() < 120) {
                    Position position = game.snapshot();
                    boolean blackToMove = position.toMove() == Side.FIRST;
                    Point move = (blackToMove ? black : white).search(position, Limits.time(20)).move();
                    if (blackToMove) {
                        blackMoves++;
                        blackMovesWithForbiddenPoints += position.forbiddenPoints().isEmpty() ? 0 : 1;
                    }
                    assertThat(position.isPlayable(move)).as("%s in %s played %s", blackToMove ? pair[swap] : pair[1 - swap],
                            position, move).isTrue();
                    game.play(move);
                }
            }
        }
        assertThat(blackMoves).isPositive();
        System.out.printf("renju games: %d black moves, %d of them with forbidden points on the board%n", blackMoves,
                blackMovesWithForbiddenPoints);
    }

    /** Black to move with at least one forbidden point, from random renju games where Black keeps to its own stones. */
    static List<Position> positionsWithForbiddenPoints(Random random, int count) {
        List<Position> found = new ArrayList<>();
        while (found.size() < count) {
            Game game = new Game(RENJU);
            game.play(RENJU.centre());
            for (int move = 1; move < 60 && !game.isOver(); move++) {
                List<Point> choices = nearOwnStones(game);
                if (choices.isEmpty()) {
                    break;
                }
                game.play(choices.get(random.nextInt(choices.size())));
                if (game.toMove() == Side.FIRST && !game.isOver() && !game.forbiddenPoints().isEmpty()) {
                    found.add(game.snapshot());
                    break;
                }
            }
        }
        return found;
    }

    private static List<Point> nearOwnStones(Game game) {
        Side side = game.toMove();
        List<Point> choices = new ArrayList<>();
        for (int col = 0; col < 15; col++) {
            for (int row = 0; row < 15; row++) {
                Point p = new Point(col, row);
                if (game.isLegal(p) && touches(game, p, side == Side.FIRST ? Side.FIRST : null)) {
                    choices.add(p);
                }
            }
        }
        return choices;
    }

    /** Next to a stone of {@code side} (any stone when null): Black builds, White wanders about it. */
    private static boolean touches(Game game, Point p, Side side) {
        for (int dc = -1; dc <= 1; dc++) {
            for (int dr = -1; dr <= 1; dr++) {
                var at = game.stoneAt(p.plus(dc, dr));
                if ((dc != 0 || dr != 0) && at.isPresent() && (side == null || at.get() == side)) {
                    return true;
                }
            }
        }
        return false;
    }
}
