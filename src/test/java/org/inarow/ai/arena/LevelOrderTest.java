package org.inarow.ai.arena;

import static org.assertj.core.api.Assertions.assertThat;

import org.inarow.ai.Level;
import org.inarow.ai.Limits;
import org.inarow.ai.Strategies;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The levels are in order: in gomoku arena games from the balanced openings, colours swapped,
 * medium beats easy and hard beats medium. Uses nothing but the public AI entry point, so it holds
 * for whatever the levels are made of. Tagged {@code needs-ai}: with the placeholder levels (all
 * random) it fails, as it should; the tag comes off when the real strategies are merged.
 * Eight games of up to 50 ms a move per pairing keep it to well under a minute.
 */
@Tag("needs-ai")
class LevelOrderTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final int GAMES = 8;
    private static final Limits MOVE_TIME = Limits.time(50);

    @Test
    void mediumBeatsEasy() {
        Tally tally = match(Level.MEDIUM, Level.EASY, 1);
        assertThat(tally.fraction()).as("medium's score against easy, %s", tally).isGreaterThanOrEqualTo(0.75);
    }

    @Test
    void hardBeatsMedium() {
        Tally tally = match(Level.HARD, Level.MEDIUM, 2);
        assertThat(tally.wins()).as("hard's wins against medium's, %s", tally).isGreaterThan(tally.losses());
        assertThat(tally.fraction()).as("hard's score against medium, %s", tally).isGreaterThanOrEqualTo(0.625);
    }

    private static Tally match(Level a, Level b, long seed) {
        Player playerA = new Player(a.id(), (rules, s) -> Strategies.forLevel(a, rules, s));
        Player playerB = new Player(b.id(), (rules, s) -> Strategies.forLevel(b, rules, s));
        return new Match(GOMOKU, playerA, playerB, Openings.defaults(GOMOKU), MOVE_TIME, seed).play(GAMES, game -> { });
    }
}
