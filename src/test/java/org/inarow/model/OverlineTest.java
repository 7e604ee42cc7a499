package org.inarow.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Six in a row wins in freestyle and wins nothing in standard, whichever stone makes it. */
class OverlineTest {
    // black d8 e8 f8 g8 and i8, then h8 fills the gap: six in a row
    private static final String SIX_BY_FILLING_A_GAP = "d8 a1 e8 a3 f8 a5 g8 a7 i8 a9 h8";
    private static final String SIX_BY_EXTENDING = "c8 a1 d8 a3 e8 a5 f8 a7 g8";

    @Test
    void sixInARowWinsInFreestyle() {
        Game game = Notation.parseGame(SIX_BY_FILLING_A_GAP, Rules.gomokuFreestyle(15));
        assertThat(game.result().status()).isEqualTo(Status.WIN);
        assertThat(game.result().winningLine()).extracting(Notation::format)
                .containsExactly("d8", "e8", "f8", "g8", "h8", "i8");
    }

    @Test
    void sixInARowDoesNotWinInStandard() {
        Game game = Notation.parseGame(SIX_BY_FILLING_A_GAP, Rules.gomokuStandard(15));
        assertThat(game.result()).isEqualTo(GameResult.ONGOING);
        assertThat(game.toMove()).isEqualTo(Side.SECOND);
    }

    @Test
    void exactlyFiveWinsInStandard() {
        Game game = Notation.parseGame(SIX_BY_EXTENDING, Rules.gomokuStandard(15));
        assertThat(game.result().status()).isEqualTo(Status.WIN);
        assertThat(game.result().winningLine()).hasSize(5);
    }

    @Test
    void anOverlineInOneDirectionDoesNotHideAFiveInAnother() {
        // h8 makes six along row 8 and exactly five along column h at once
        String moves = "d8 a1 e8 a3 f8 a5 g8 a7 i8 a9 h4 a11 h5 a13 h6 a15 h7 o1 h8";
        Game standard = Notation.parseGame(moves, Rules.gomokuStandard(15));
        assertThat(standard.result().status()).isEqualTo(Status.WIN);
        assertThat(standard.result().winningLine()).extracting(Notation::format)
                .containsExactly("h4", "h5", "h6", "h7", "h8");
    }
}
