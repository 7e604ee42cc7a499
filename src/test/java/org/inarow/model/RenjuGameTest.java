package org.inarow.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The renju rule as a player meets it in a game: refusals with their reason, and who wins with what. */
class RenjuGameTest {
    // black i8 j8 (row) and h9 h10 (column): h8 would make two open threes
    private static final String DOUBLE_THREE_AT_H8 = "i8 a1 j8 a3 h9 a5 h10 a7";

    @Test
    void aForbiddenPointIsRefusedWithItsReasonAndChangesNothing() {
        Game game = Notation.parseGame(DOUBLE_THREE_AT_H8, Rules.renju());
        Point h8 = Notation.parsePoint("h8", Rules.renju());
        assertThat(game.check(h8)).contains(IllegalReason.FORBIDDEN_DOUBLE_THREE);
        assertThatThrownBy(() -> game.play(h8)).isInstanceOf(IllegalMoveException.class)
                .hasMessage("h8 is forbidden for Black: double three");
        assertThat(game.moveCount()).isEqualTo(8);
        assertThat(game.toMove()).isEqualTo(Side.FIRST);
        assertThat(game.forbiddenPoints()).extracting(Notation::format).containsExactly("h8");
    }

    @Test
    void theSameShapeIsAllowedInFreestyleAndToWhite() {
        Game freestyle = Notation.parseGame(DOUBLE_THREE_AT_H8, Rules.gomokuFreestyle(15));
        assertThat(freestyle.check(Notation.parsePoint("h8", Rules.renju()))).isEmpty();
        assertThat(freestyle.forbiddenPoints()).isEmpty();
        Game whiteToMove = Notation.parseGame(DOUBLE_THREE_AT_H8 + " o15", Rules.renju());
        assertThat(whiteToMove.forbiddenPoints()).isEmpty();
        whiteToMove.play(Notation.parsePoint("h8", Rules.renju()));
        assertThat(whiteToMove.stoneAt(Notation.parsePoint("h8", Rules.renju()))).contains(Side.SECOND);
    }

    @Test
    void aMoveListThroughAForbiddenPointFailsNamingTheMove() {
        assertThatThrownBy(() -> Position.parse(Rules.renju(), DOUBLE_THREE_AT_H8 + " h8"))
                .hasMessageContaining("move 9: h8 is forbidden for Black: double three");
    }

    @Test
    void blacksOverlineIsRefusedAndWhitesOverlineWins() {
        Game black = Notation.parseGame("d8 a1 e8 a3 f8 a5 g8 a7 i8 a9", Rules.renju());
        assertThat(black.check(Notation.parsePoint("h8", Rules.renju()))).contains(IllegalReason.FORBIDDEN_OVERLINE);
        Game white = Notation.parseGame("a1 d8 a3 e8 a5 f8 a7 g8 a10 i8 a12 h8", Rules.renju());
        assertThat(white.result().winnerIfAny()).contains(Side.SECOND);
        assertThat(white.result().winningLine()).hasSize(6);
    }

    @Test
    void aFiveWinsForBlackEvenWhenItAlsoMakesADoubleThree() {
        // h8 makes d8-h8 and at once the threes h8 h9 h10 and h8 i9 j10
        Game game = Notation.parseGame("d8 a1 e8 a3 f8 a5 g8 a7 h9 a9 h10 a11 i9 a13 j10 a15", Rules.renju());
        game.play(Notation.parsePoint("h8", Rules.renju()));
        assertThat(game.result().winnerIfAny()).contains(Side.FIRST);
        // without d8 the same point is a four and two threes: forbidden
        Game noFive = Notation.parseGame("o15 a1 e8 a3 f8 a5 g8 a7 h9 a9 h10 a11 i9 a13 j10 a15", Rules.renju());
        assertThat(noFive.check(Notation.parsePoint("h8", Rules.renju()))).contains(IllegalReason.FORBIDDEN_DOUBLE_THREE);
    }

    @Test
    void renjuIsFifteenByFifteenAndSaysSo() {
        assertThat(Rules.renju().describe()).isEqualTo("gomoku 15x15 renju");
        assertThatThrownBy(() -> new Rules(Family.GOMOKU, 19, 19, 5, Overline.WINS, Restriction.RENJU))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("15x15");
        assertThat(Rules.gomokuFreestyle(15).restriction()).isEqualTo(Restriction.NONE);
    }
}
