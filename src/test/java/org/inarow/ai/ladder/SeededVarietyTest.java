package org.inarow.ai.ladder;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.inarow.ai.Limits;
import org.inarow.ai.Strategies;
import org.inarow.ai.Strategy;
import org.inarow.model.Game;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/**
 * A rung plays a different game each time (its judgement is blurred by a seeded random), and the
 * same seeds play the same game again, so a game can be reproduced. Checked for every rung that
 * is limited by nodes, not time (the top rung's search depends on the clock).
 */
class SeededVarietyTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final Limits NO_CLOCK = Limits.nodes(1_000_000);
    private static final String OPENING = "h8 i9 g9";
    private static final int MAX_MOVES = 24;

    @Test
    void theSameSeedRepeatsAGameAndAnotherSeedPlaysAnother() {
        for (Rung rung : Ladder.rungs()) {
            if (rung.onTheClock()) {
                continue;
            }
            List<Point> first = game(rung, 11);
            assertThat(game(rung, 11)).as("%s, the same seeds", rung.title()).isEqualTo(first);
            assertThat(game(rung, 12)).as("%s, other seeds", rung.title()).isNotEqualTo(first);
        }
    }

    /** A game of the rung against itself from the opening, the two sides seeded from {@code seed}. */
    private static List<Point> game(Rung rung, long seed) {
        Strategy black = Strategies.forRung(rung, GOMOKU, seed * 2);
        Strategy white = Strategies.forRung(rung, GOMOKU, seed * 2 + 1);
        Game game = Game.fromMoves(GOMOKU, org.inarow.model.Notation.parseMoves(OPENING, GOMOKU));
        while (!game.isOver() && game.moves().size() < MAX_MOVES) {
            Strategy mover = game.moves().size() % 2 == 0 ? black : white;
            game.play(mover.search(game.snapshot(), NO_CLOCK).move());
        }
        return List.copyOf(game.moves());
    }
}
