package org.inarow.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Every forbidden shape the RIF rules name, drawn by hand: each diagram asks the detector and the
 * reference about the point marked {@code p}, and most come with a control that differs in one
 * stone and flips the answer, so that a test cannot pass by answering the same thing everywhere.
 */
class FoulDetectorDiagramTest {

    private static void assertFoul(RenjuDiagram diagram, Foul expected) {
        assertThat(diagram.foul('p')).as("detector").isEqualTo(expected);
        assertThat(diagram.referenceFoul('p')).as("reference").isEqualTo(expected);
    }

    @Test
    void sixByFillingAGapIsAnOverline() {
        assertFoul(RenjuDiagram.of(8,
                ". . . X X X p X X . . . . . ."), Foul.OVERLINE);
    }

    @Test
    void sixOnADiagonalIsAnOverline() {
        assertFoul(RenjuDiagram.of(8,
                ". . . . . . . p . . . . . . .",
                ". . . . . . X . . . . . . . .",
                ". . . . . X . . . . . . . . .",
                ". . . . X . . . . . . . . . .",
                ". . . X . . . . . . . . . . .",
                ". . X . . . . . . . . . . . ."), Foul.OVERLINE);
    }

    @Test
    void exactlyFiveIsNeverForbidden() {
        assertFoul(RenjuDiagram.of(8,
                ". . . X X X X p . . . . . . ."), null);
    }

    @Test
    void aFiveWinsOverAnOverlineMadeByTheSameStone() {
        String[] column = {
                ". . . . . . . X . . . . . . .",
                ". . . . . . . X . . . . . . .",
                ". . . . . . . X . . . . . . .",
                ". . . . . . . X . . . . . . .",
                ". . . . . . . X . . . . . . ."};
        assertFoul(RenjuDiagram.of(13, concat(column, ". . . X X X X p . . . . . . .")), null);
        assertFoul(RenjuDiagram.of(13, concat(column, ". . . . X X X p . . . . . . .")), Foul.OVERLINE);
    }

    @Test
    void aFiveWinsOverADoubleThreeMadeByTheSameStone() {
        String[] threes = {
                ". . . . . . . . . . . . . . .",
                ". . . . . . . X . X . . . . .",
                ". . . . . . . X X . . . . . ."};
        assertFoul(RenjuDiagram.of(11, concat(threes, ". . . X X X X p . . . . . . .")), null);
        assertFoul(RenjuDiagram.of(11, concat(threes, ". . . . . . . p . . . . . . .")), Foul.DOUBLE_THREE);
    }

    @Test
    void twoFoursOnTwoLinesAreADoubleFour() {
        assertFoul(RenjuDiagram.of(12,
                ". . . . . . . . . . . . . . .",
                ". . . . . . . X . . . . . . .",
                ". . . . . . . X . . . . . . .",
                ". . . . . . . X . . . . . . .",
                ". . . O X X X p . . . . . . .",
                ". . . . . . . O . . . . . . ."), Foul.DOUBLE_FOUR);
    }

    @Test
    void twoFoursOnOneLineAreADoubleFour() {
        assertFoul(RenjuDiagram.of(8, ". . X . X p X . X . . . . . ."), Foul.DOUBLE_FOUR);
        assertFoul(RenjuDiagram.of(8, ". X X . X p . X X . . . . . ."), Foul.DOUBLE_FOUR);
        assertFoul(RenjuDiagram.of(8, "X X X . p . X X X . . . . . ."), Foul.DOUBLE_FOUR);
        // a straight four is one four: its two ends finish the same four stones
        assertFoul(RenjuDiagram.of(8, ". . . . X X X p . . . . . . ."), null);
    }

    @Test
    void aFourAndAThreeAreAllowed() {
        assertFoul(RenjuDiagram.of(11,
                ". . . . . . . . . . . . . . .",
                ". . . . . . . X . . . . . . .",
                ". . . . . . . X . . . . . . .",
                ". . . O X X X p . . . . . . .",
                ". . . . . . . . . . . . . . .",
                ". . . . . . . . . . . . . . ."), null);
    }

    @Test
    void twoOpenThreesAreADoubleThree() {
        assertFoul(RenjuDiagram.of(11,
                ". . . . . . . . . . . . . . .",
                ". . . . . . . X . . . . . . .",
                ". . . . . . . X . . . . . . .",
                ". . . . . X X p . . . . . . .",
                ". . . . . . . . . . . . . . .",
                ". . . . . . . . . . . . . . ."), Foul.DOUBLE_THREE);
    }

    @Test
    void aSplitThreeCountsAsAThree() {
        assertFoul(RenjuDiagram.of(11,
                ". . . . . . . . . . . . . . .",
                ". . . . . . . . . X . . . . .",
                ". . . . . . . . X . . . . . .",
                ". . . . X . X p . . . . . . .",
                ". . . . . . . . . . . . . . ."), Foul.DOUBLE_THREE);
    }

    @Test
    void aThreeBlockedAtBothEndsIsNoThree() {
        String[] column = {
                ". . . . . . . . . . . . . . .",
                ". . . . . . . . X . . . . . .",
                ". . . . . . . . X . . . . . ."};
        assertFoul(RenjuDiagram.of(11, concat(column, ". . . . O . X X p . O . . . .")), null);
        assertFoul(RenjuDiagram.of(11, concat(column, ". . . . . . X X p . . . . . .")), Foul.DOUBLE_THREE);
    }

    @Test
    void aThreeWhoseOnlyStraightFourWouldBeSixIsNoThree() {
        String[] column = {
                ". . . . . . . . . . . . . . .",
                ". . . . . . . X . . . . . . .",
                ". . . . . . . X . . . . . . ."};
        // c8 turns the four at e8 into a six at d8: that side cannot make a straight four; j8 blocks the other
        assertFoul(RenjuDiagram.of(11, concat(column, ". . X . . X X p . O . . . . .")), null);
        assertFoul(RenjuDiagram.of(11, concat(column, ". . . . . X X p . O . . . . .")), Foul.DOUBLE_THREE);
    }

    @Test
    void aThreeWhoseOnlyStraightFourPointIsForbiddenIsNoThree() {
        // the row three g8 h8 i8 can only become a straight four at j8, and j8 would be six on column j
        String[] top = {
                ". . . . . . . . . . . . . . .",
                ". . . . . . . . X X . . . . .",
                ". . . . . . . . X X . . . . .",
                ". . . . O . X X p . . . . . .",
                ". . . . . . . . . X . . . . .",
                ". . . . . . . . . X . . . . ."};
        assertFoul(RenjuDiagram.of(11, concat(top, ". . . . . . . . . X . . . . .")), null);
        // without j5, j8 makes exactly five, so it may be played and the row three is real
        assertFoul(RenjuDiagram.of(11, concat(top, ". . . . . . . . . . . . . . .")), Foul.DOUBLE_THREE);
    }

    /**
     * Two levels down. p's row three (c10 d10 e10) can only become straight at f10 (q); q is a double
     * three (its column f8 f9 and its diagonal d8 e9) exactly when its column three is real, and that
     * three can only become straight at f11 (r). With i14 on the board r makes six along d9 … i14, so
     * r is forbidden, q's column three is false, q may be played, p's row three is real: p is a
     * double three. Without i14, r makes exactly five, q is a double three, p's row three is false
     * and p (a four on its diagonal and one three) may be played.
     */
    @Test
    void aThreeIsJudgedTwoLevelsDown() {
        String[] top = {
                ". . . . . . . X . . . . . . .",
                ". . . . . . X . . . . . . . .",
                ". . . . . r . . . . . . . . .",
                "O . X X p q . . . . . . . . .",
                ". . . X X X . . . . . . . . .",
                ". . . X . X X . . . . . . . .",
                ". . . . . . . . . . . . . . .",
                ". . . . . O . . . . . . . . ."};
        RenjuDiagram trapped = RenjuDiagram.of(14, concat(new String[] {". . . . . . . . X . . . . . ."}, top));
        assertFoul(trapped, Foul.DOUBLE_THREE);
        assertThat(after(trapped, 'p').foul('q')).as("q once p stands").isNull();
        assertThat(after(after(trapped, 'p'), 'q').foul('r')).as("r once p and q stand").isEqualTo(Foul.OVERLINE);

        RenjuDiagram free = RenjuDiagram.of(14, concat(new String[] {". . . . . . . . . . . . . . ."}, top));
        assertFoul(free, null);
        assertThat(after(free, 'p').foul('q')).as("q once p stands").isEqualTo(Foul.DOUBLE_THREE);
        assertThat(after(after(free, 'p'), 'q').foul('r')).as("r once p and q stand").isNull();
    }

    private static RenjuDiagram after(RenjuDiagram diagram, char mark) {
        return diagram.withBlack(mark);
    }

    private static String[] concat(String[] rows, String... more) {
        String[] all = new String[rows.length + more.length];
        System.arraycopy(rows, 0, all, 0, rows.length);
        System.arraycopy(more, 0, all, rows.length, more.length);
        return all;
    }
}
