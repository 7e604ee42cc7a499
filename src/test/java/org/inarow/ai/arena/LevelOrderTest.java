package org.inarow.ai.arena;

import static org.assertj.core.api.Assertions.assertThat;

import org.inarow.ai.Level;
import org.inarow.ai.Limits;
import org.inarow.ai.Strategies;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/**
 * The levels are in order: in gomoku arena games from the balanced openings, colours swapped,
 * medium beats easy and hard beats medium. Uses nothing but the public AI entry point, so it holds
 * for whatever the levels are made of (with all-random placeholder levels it fails, as it should).
 * Games at 50 ms a move keep it to about 15 s. Measured with the first real levels: medium beat
 * easy 8-0-0 and hard beat medium 16-0-4 (20 games, 100 ms), 6-0-2 to 7-0-1 (8 games, 50 ms); the
 * thresholds leave room for that spread (a hard that truly scores 0.8 fails about 1 run in 400).
 */
class LevelOrderTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final Limits MOVE_TIME = Limits.time(50);

    @Test
    void mediumBeatsEasy() {
        Tally tally = match(Level.MEDIUM, Level.EASY, 10, 1);
        assertThat(tally.fraction()).as("medium's score against easy, %s", tally).isGreaterThanOrEqualTo(0.8);
    }

    @Test
    void hardBeatsMedium() {
        Tally tally = match(Level.HARD, Level.MEDIUM, 20, 2);
        assertThat(tally.wins()).as("hard's wins against medium's, %s", tally).isGreaterThan(tally.losses());
    }

    private static Tally match(Level a, Level b, int games, long seed) {
        Player playerA = new Player(a.id(), (rules, s) -> Strategies.forLevel(a, rules, s));
        Player playerB = new Player(b.id(), (rules, s) -> Strategies.forLevel(b, rules, s));
        return new Match(GOMOKU, playerA, playerB, Openings.defaults(GOMOKU), MOVE_TIME, seed).play(games, game -> { });
    }
}
