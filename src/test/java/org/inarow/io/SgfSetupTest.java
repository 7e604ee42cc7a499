package org.inarow.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import java.util.Optional;
import org.inarow.model.Game;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/**
 * Setup stones in SGF (AB, AW, AE) beside variations: in the root, in a later node and inside a
 * variation they are played in as alternating moves (the side to move first, each colour's in file
 * order), the same way on the main line and in every variation, so a file with both opens, plays on
 * and is written back with every line. What no game of alternating moves can reach is refused in a
 * player's words.
 */
class SgfSetupTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);

    /** Issue 40: three setup stones (h8 h6 black, i8 white), White's i7, then j6 or k5. */
    private static final String SETUP_WITH_VARIATIONS = "(;FF[4]GM[4]SZ[15]AB[hh][hj]AW[ih];W[ii](;B[jj])(;B[kk]))";
    /** After h8, White's i7; or a setup (j6 black, k5 white) and White's l4. */
    private static final String SETUP_IN_A_VARIATION = "(;FF[4]GM[4]SZ[15];B[hh](;W[ii])(;AB[jj]AW[kk];W[ll]))";

    private static List<Point> moves(String text) {
        return Notation.parseMoves(text, GOMOKU);
    }

    private static Point p(String cell) {
        return Notation.parsePoint(cell, GOMOKU);
    }

    private static GameRecord sgf(String text) {
        return GameRecords.parse(text, Optional.of("game.sgf"));
    }

    private static String write(GameRecord record) {
        return GameRecords.write(record, GameFormat.SGF);
    }

    @Test
    void rootSetupStonesWithVariationsOpenAsTheFirstMovesOfEveryLine() {
        GameRecord record = sgf(SETUP_WITH_VARIATIONS);

        assertThat(record.moves()).isEqualTo(moves("h8 i8 h6 i7 j6"));
        assertThat(record.tree().at(moves("h8 i8 h6 i7")).orElseThrow().next()).containsExactly(p("j6"), p("k5"));
        assertThat(record.tree().variationCount()).isEqualTo(1);
        assertThat(record.toGame().tree()).isEqualTo(record.tree());
    }

    @Test
    void aSetupInsideAVariationIsPlayedThereWithTheSideToMoveFirst() {
        GameRecord record = sgf(SETUP_IN_A_VARIATION);

        assertThat(record.moves()).isEqualTo(moves("h8 i7"));
        assertThat(record.tree().at(moves("h8")).orElseThrow().next()).containsExactly(p("i7"), p("k5"));
        // White to move after h8: White's k5, Black's j6, then White's l4 as the file says
        assertThat(record.tree().at(moves("h8 k5")).orElseThrow().mainLine()).isEqualTo(moves("j6 l4"));
        assertThat(record.toGame().tree()).isEqualTo(record.tree());
    }

    @Test
    void aSetupInALaterNodeOfTheMainLineIsTheSameAsInTheRoot() {
        GameRecord later = sgf("(;FF[4]GM[4]SZ[15];AB[hh][hj]AW[ih];W[ii](;B[jj])(;B[kk]))");

        assertThat(later.tree()).isEqualTo(sgf(SETUP_WITH_VARIATIONS).tree());
        assertThat(later.moves()).isEqualTo(moves("h8 i8 h6 i7 j6"));
    }

    @Test
    void aSetupWhoseVariationsStartAtTheSetupItself() {
        GameRecord record = sgf("(;FF[4]GM[4]SZ[15]AB[hh][hj]AW[ih](;W[ii];B[jj])(;W[gg])(;AW[kk]AB[ll];W[mm]))");

        assertThat(record.moves()).isEqualTo(moves("h8 i8 h6 i7 j6"));
        assertThat(record.tree().at(moves("h8 i8 h6")).orElseThrow().next()).containsExactly(p("i7"), p("g9"), p("k5"));
        assertThat(record.tree().at(moves("h8 i8 h6 k5")).orElseThrow().mainLine()).isEqualTo(moves("l4 m3"));
    }

    @Test
    void removingStonesFromEmptyPointsChangesNothing() {
        GameRecord record = sgf("(;FF[4]GM[4]SZ[15]AE[aa]AB[hh][hj]AW[ih];W[ii](;B[jj])(;AE[bb][cc]AE[]B[kk]))");

        assertThat(record).isEqualTo(sgf(SETUP_WITH_VARIATIONS));
    }

    @Test
    void readWriteReadKeepsTheSetupStonesAndEveryVariation() {
        for (String text : List.of(SETUP_WITH_VARIATIONS, SETUP_IN_A_VARIATION,
                "(;FF[4]GM[4]SZ[15]AB[hh][hj]AW[ih](;W[ii];B[jj])(;W[gg])(;AW[kk]AB[ll];W[mm]))")) {
            GameRecord read = sgf(text);
            GameRecord back = sgf(write(read));
            assertThat(back).as(text).isEqualTo(read);
            assertThat(back.tree().variationCount()).as(text).isEqualTo(read.tree().variationCount()).isPositive();
        }
    }

    @Test
    void aSetupGameOpensPlaysOnAndIsSavedWithEveryLine() {
        Game game = sgf(SETUP_WITH_VARIATIONS).toGame();
        game.play(p("l4")); // White plays on after j6
        game.undo();
        game.undo();
        game.playKeepingLine(p("m3")); // a third try at Black's move 5
        game.switchTo(moves("h8 i8 h6 i7 k5")); // the file's own variation
        game.play(p("n2"));

        GameRecord back = sgf(write(GameRecord.of(game)));
        assertThat(back.moves()).isEqualTo(moves("h8 i8 h6 i7 k5 n2"));
        assertThat(back.tree()).isEqualTo(game.tree());
        assertThat(back.tree().at(moves("h8 i8 h6 i7")).orElseThrow().next())
                .containsExactlyInAnyOrder(p("j6"), p("k5"), p("m3"));
        assertThat(back.tree().at(moves("h8 i8 h6 i7 j6")).orElseThrow().next()).containsExactly(p("l4"));
    }

    @Test
    void aSetupThatLeavesTheOtherSideToMoveIsRefusedInAPlayersWords() {
        // one black and one white stone: Black's turn, but the file goes on with White's i7
        String message = refusal("(;FF[4]GM[4]SZ[15]\nAB[hh]AW[ih]\n;W[ii](;B[jj])(;B[kk]))");

        assertThat(message).isEqualTo("line 3: W[ii] cannot follow the setup: with 1 black and 1 white on the board it is"
                + " black's turn (a game alternates, black first)");
        assertPlayersWords(message);
    }

    @Test
    void aPuzzlesSideToPlayMustBeTheOneItsStonesLeaveToMove() {
        assertThat(sgf("(;FF[4]GM[4]SZ[15]AB[hh][hj]AW[ih]PL[W])").moves()).isEqualTo(moves("h8 i8 h6"));

        String message = refusal("(;FF[4]GM[4]SZ[15]AB[hh]AW[ih]PL[W])");
        assertThat(message).isEqualTo("line 1: PL[W] cannot follow the setup: with 1 black and 1 white on the board it is"
                + " black's turn (a game alternates, black first)");
        assertPlayersWords(message);
    }

    @Test
    void setupCountsThatAlternationCannotGiveAreRefusedForTheSideToMoveThere() {
        // after h8 White is to move: two black stones and no white one cannot come next
        String message = refusal("(;FF[4]GM[4]SZ[15];B[hh](;W[ii])\n(;AB[jj][kk];W[ll]))");

        assertThat(message).isEqualTo("line 2: 2 black and 0 white setup stones cannot come from alternating moves, white first");
        assertPlayersWords(message);
    }

    @Test
    void takingAStoneOffTheBoardIsRefusedInAPlayersWords() {
        String message = refusal("(;FF[4]GM[4]SZ[15]AB[hh][hj]AW[ih];W[ii](;B[jj])\n(;AE[hh]B[kk]))");

        assertThat(message).isEqualTo("line 2: AE[hh] takes the stone on h8 off the board; stones stay where they are"
                + " played, so no game reaches this position");
        assertPlayersWords(message);
    }

    private static String refusal(String text) {
        GameFileException e = catchThrowableOfType(() -> sgf(text), GameFileException.class);
        assertThat(e).as("%s is refused", text).isNotNull();
        return e.getMessage();
    }

    /** No names from inside the program: no trees, no lists of points as Java prints them, no exceptions. */
    private static void assertPlayersWords(String message) {
        assertThat(message).doesNotContain("tree").doesNotContain("Exception").doesNotContainPattern("\\[[a-t][0-9]+, ")
                .doesNotContain("\n");
    }
}
