package org.inarow.ai.arena;

import static org.assertj.core.api.Assertions.assertThat;

import org.inarow.ai.Level;
import org.inarow.ai.Limits;
import org.inarow.ai.Strategies;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/**
 * The levels are in order: in gomoku arena games from the balanced openings, colours swapped,
 * medium beats easy and hard beats medium by a clear margin. Uses nothing but the public AI entry
 * point, so it holds for whatever the levels are made of (with all-random placeholder levels it
 * fails, as it should). Medium against easy at 50 ms a move (10 games, about 5 s); hard against
 * medium at 100 ms (20 games, about 20 s): the engine's threat searches need more than 50 ms to
 * pay. Spread measured for hard against medium at 100 ms, 20 games, with the machine loaded (load
 * 4 to 5, two other matches running): 19-1, 18-2, 16-4, 14-6, 17-3, 19-1, 19-1, so 0.70 to 0.95;
 * at 50 ms 15-5 three times. The threshold, 0.65, is a clear margin that such a spread keeps; at
 * 1 s a move hard beat medium 47-0-1 and 48-0-0 over 48 games.
 */
class LevelOrderTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final Limits MOVE_TIME = Limits.time(50);
    private static final Limits HARD_MOVE_TIME = Limits.time(100);

    @Test
    void mediumBeatsEasy() {
        Tally tally = match(Level.MEDIUM, Level.EASY, 10, 1, MOVE_TIME);
        assertThat(tally.fraction()).as("medium's score against easy, %s", tally).isGreaterThanOrEqualTo(0.8);
    }

    @Test
    void hardBeatsMedium() {
        Tally tally = match(Level.HARD, Level.MEDIUM, 20, 2, HARD_MOVE_TIME);
        assertThat(tally.fraction()).as("hard's score against medium, %s", tally).isGreaterThanOrEqualTo(0.65);
    }

    private static Tally match(Level a, Level b, int games, long seed, Limits moveTime) {
        Player playerA = new Player(a.id(), (rules, s) -> Strategies.forLevel(a, rules, s));
        Player playerB = new Player(b.id(), (rules, s) -> Strategies.forLevel(b, rules, s));
        return new Match(GOMOKU, playerA, playerB, Openings.defaults(GOMOKU), moveTime, seed).play(games, game -> { });
    }
}
