package org.inarow.ui.game;

import static org.assertj.core.api.Assertions.assertThat;

import org.inarow.ai.Level;
import org.inarow.model.Family;
import org.inarow.model.GameResult;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;

/** The session's tally: each game counted once, when a move ends it, per mode. */
class SessionScoreTest {
    private static final Rules TTT = Rules.ticTacToe();
    private static final GameSetup VS = new GameSetup(TTT, Mode.VS_COMPUTER, Side.SECOND, Level.HARD, 1);
    private static final GameResult X_WON = Position.parse(TTT, "a1 b1 a2 b2 a3").result();
    private static final GameResult O_WON = Position.parse(TTT, "c3 a1 b3 b1 a2 c1").result();
    private static final GameResult DRAW = Position.parse(TTT, "b2 a1 c3 a3 a2 c2 b3 b1 c1").result();

    @Test
    void eachFinishedGameCountsOnceForItsMode() {
        SessionScore score = new SessionScore();
        assertThat(score.hasGames(Mode.VS_COMPUTER)).isFalse();
        score.seen(1, VS, null);
        score.seen(1, VS, X_WON); // the computer (X) won
        score.seen(1, VS, X_WON); // shown again: not counted again
        score.seen(2, VS, null);
        score.seen(2, VS, O_WON); // the player (O) won
        score.seen(3, VS, null);
        score.seen(3, VS, DRAW);
        assertThat(score.text(Mode.VS_COMPUTER, Family.TIC_TAC_TOE)).isEqualTo("Session: you 1, computer 1, draws 1");
        assertThat(score.hasGames(Mode.TWO_PLAYERS)).isFalse();

        GameSetup two = VS.withMode(Mode.TWO_PLAYERS);
        score.seen(4, two, null);
        score.seen(4, two, O_WON);
        assertThat(score.text(Mode.TWO_PLAYERS, Family.TIC_TAC_TOE)).isEqualTo("Session: X 0, O 1, draws 0");
        assertThat(score.text(Mode.VS_COMPUTER, Family.TIC_TAC_TOE)).as("per mode").endsWith("you 1, computer 1, draws 1");
    }

    @Test
    void aGameEndedAgainAfterAnUndoOrOnAnotherLineIsNotCountedAgain() {
        SessionScore score = new SessionScore();
        score.seen(1, VS, null);
        assertThat(score.seen(1, VS, X_WON)).isTrue();
        score.seen(1, VS, null); // a move taken back, or another line played from an earlier move
        assertThat(score.seen(1, VS, O_WON)).as("the same game, ended again").isFalse();
        assertThat(score.text(Mode.VS_COMPUTER, Family.TIC_TAC_TOE)).isEqualTo("Session: you 0, computer 1, draws 0");
        score.seen(2, VS, null);
        assertThat(score.seen(2, VS, O_WON)).as("the next game").isTrue();
    }

    @Test
    void aGameAlreadyOverWhenItCameDoesNotCount() {
        SessionScore score = new SessionScore();
        score.seen(1, VS, X_WON); // opened from a file, already over
        score.seen(2, VS, X_WON);
        assertThat(score.hasGames(Mode.VS_COMPUTER)).isFalse();
    }
}
