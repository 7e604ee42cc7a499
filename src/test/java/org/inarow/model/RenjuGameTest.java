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

    @Test
    void aGameWhereBlackHasNoPointLeftToPlayIsDrawn() {
        // an arena game between two low levels: 224 stones, and the one empty point is forbidden to Black
        String moves = "f8 e8 j8 f7 e7 g9 g8 h8 i7 d9 c10 f9 e9 h6 g6 d7 g10 c6 b5 h9 h7 j9 i9 d10 d8 f10 i8 i10 e11 h11 "
            + " g12 k8 l7 k7 i5 i6 f5 e4 k6 d5 f3 b7 a8 h10 h12 h5 l9 g4 j7 l10 k10 j11 k12 i11 j12 i12 k11 f11 "
            + " g11 i13 i14 f12 f13 e10 c8 k13 g13 g14 h13 d13 d11 f4 d4 h4 i4 j5 b9 h2 h3 g3 l5 m4 e5 c9 c5 e3 "
            + " d6 b4 g5 l8 m6 k4 l3 l4 j4 n4 o4 n6 k3 m7 o5 n3 n5 j10 k9 k5 i3 j3 i2 i1 l2 m1 l12 o6 m12 n12 n9 "
            + " m9 n10 m8 m10 o8 n8 m3 n2 m2 m5 n11 l11 m13 n13 o14 l13 l14 k14 o11 k15 o10 o9 o12 o13 c3 h15 "
            + " b11 i15 j15 e14 a5 d2 e12 c14 b14 b12 j1 k1 b3 a3 f1 h1 c4 e6 a11 c11 a13 c12 c13 e13 d12 a9 b8 "
            + " a10 a7 f15 e15 a15 c1 c2 e2 e1 o2 a1 o15 b1 d1 g1 l1 n1 o1 a2 b2 f2 g2 j2 k2 d3 o3 a4 a6 b6 f6 "
            + " l6 j6 c7 g7 n7 o7 b10 m11 a12 b13 a14 d14 f14 h14 j14 m14 n14 b15 c15 d15 g15 l15 m15 n15";
        Game game = Notation.parseGame(moves, Rules.renju());
        assertThat(game.moves()).hasSize(224);
        assertThat(game.toMove()).isEqualTo(Side.FIRST);
        assertThat(game.result()).isEqualTo(GameResult.DRAW);
        Game oneBefore = Notation.parseGame(moves.substring(0, moves.lastIndexOf(' ')), Rules.renju());
        assertThat(oneBefore.result().isOver()).as("White still had a point").isFalse();
    }
}
