package org.inarow.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import org.inarow.ai.review.Mark;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/**
 * What an SGF says about the game besides its moves: players, date, result, name, event, comment, the
 * computer's time, comments on positions; written as FF[4] has them (our time as {@code TC}), read back,
 * and kept when another program's file is opened and saved again.
 */
class SgfGameInfoTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    /** Black's five on row 8: h8 i8 j8 k8 l8. */
    private static final String BLACK_FIVE = "h8 h9 i8 i9 j8 j9 k8 k9 l8";
    private static final String WHITE_FIVE = "a1 h9 h8 i9 i8 j9 j8 k9 a2 l9";

    private static GameRecord game(String moves, Rules rules) {
        return GameRecord.of(rules, Notation.parseMoves(moves, rules));
    }

    private static GameInfo full() {
        return new GameInfo("Anna", "Level 5 · Club", RecordedResult.UNKNOWN, "Friday", "2026-12-06", "Club night",
                "A quick win.\nWell played.", "", 5, Map.of(0, "The start", 7, "7. k8 is fine"));
    }

    private static GameRecord roundTrip(GameRecord record) {
        return GameRecords.parse(GameRecords.write(record, GameFormat.SGF), Optional.empty());
    }

    @Test
    void writesTheGameInfoProperties() {
        String sgf = GameRecords.write(game(BLACK_FIVE, GOMOKU).withInfo(full()), GameFormat.SGF);

        assertThat(sgf).contains("PB[Anna]PW[Level 5 · Club]RE[B+]DT[2026-12-06]GN[Friday]EV[Club night]"
                + "GC[A quick win.\nWell played.]TC[5]");
        assertThat(sgf).contains("C[The start]").contains(";B[kh]C[7. k8 is fine]");
    }

    @Test
    void readsBackEveryField() {
        GameInfo back = roundTrip(game(BLACK_FIVE, GOMOKU).withInfo(full())).info();

        assertThat(back.firstPlayer()).isEqualTo("Anna");
        assertThat(back.secondPlayer()).isEqualTo("Level 5 · Club");
        assertThat(back.result()).isEqualTo(RecordedResult.FIRST_WINS);
        assertThat(back.date()).isEqualTo("2026-12-06");
        assertThat(back.title()).isEqualTo("Friday");
        assertThat(back.event()).isEqualTo("Club night");
        assertThat(back.comment()).isEqualTo("A quick win.\nWell played.");
        assertThat(back.thinkSeconds()).isEqualTo(5);
        assertThat(back.comments()).containsExactly(Map.entry(0, "The start"), Map.entry(7, "7. k8 is fine"));
    }

    @Test
    void theResultAsFf4WritesItForAGameWithoutScore() {
        assertThat(GameRecords.write(game(BLACK_FIVE, GOMOKU), GameFormat.SGF)).contains("RE[B+]");
        assertThat(GameRecords.write(game(WHITE_FIVE, GOMOKU), GameFormat.SGF)).contains("RE[W+]");
        Rules ticTacToe = Rules.ticTacToe();
        assertThat(GameRecords.write(game("b2 a1 c3 a3 a2 c2 b1 b3 c1", ticTacToe), GameFormat.SGF))
                .as("a full board with no line").contains("RE[0]");
        assertThat(GameRecords.write(game("h8 h9", GOMOKU), GameFormat.SGF)).as("a game going on").doesNotContain("RE[");
        GameRecord resigned = game("h8 h9", GOMOKU).withInfo(GameInfo.NONE.withResult(RecordedResult.SECOND_WINS));
        assertThat(GameRecords.write(resigned, GameFormat.SGF)).contains("RE[W+]");
    }

    @Test
    void aCommentGivenTakesThePlaceOfTheReviewsOwnWords() {
        MoveNote blunder = new MoveNote(3, Mark.BLUNDER, Notation.parsePoint("g7", GOMOKU), OptionalDouble.of(0.2), false,
                false);
        GameRecord reviewed = game("h8 h9 a1 i9", GOMOKU).withNotes(List.of(blunder));

        String own = GameRecords.write(reviewed, GameFormat.SGF);
        String given = GameRecords.write(reviewed.withInfo(GameInfo.NONE.withComments(
                Map.of(3, "3. a1?? is a blunder: g7 was better."))), GameFormat.SGF);

        assertThat(own).contains("C[Blunder. Best was g7.");
        assertThat(given).contains("BM[2]").contains("C[3. a1?? is a blunder: g7 was better.]")
                .doesNotContain("Best was");
        assertThat(given.split("C\\[", -1)).as("one comment on the move").hasSize(2);
    }

    @Test
    void anotherProgramsFileKeepsItsInfoWhenSavedAgain() {
        String theirs = "(;GM[4]FF[4]SZ[15]AP[Renlib]EV[Open cup]GN[Round 3]DT[2024-05-01]PB[Kuro]PW[Shiro]"
                + "RE[W+R]GC[Shiro won on resignation]C[Before the game]"
                + ";B[hh]C[Centre];W[ii];B[gg]C[Looks strong])";
        GameRecord read = GameRecords.parse(theirs, Optional.empty());
        String saved = GameRecords.write(read, GameFormat.SGF);
        GameInfo again = GameRecords.parse(saved, Optional.empty()).info();

        assertThat(saved).contains("PB[Kuro]PW[Shiro]RE[W+R]DT[2024-05-01]GN[Round 3]EV[Open cup]"
                + "GC[Shiro won on resignation]");
        assertThat(again.comments()).containsExactly(Map.entry(0, "Before the game"), Map.entry(1, "Centre"),
                Map.entry(3, "Looks strong"));
        assertThat(again.result()).isEqualTo(RecordedResult.SECOND_WINS);
    }

    @Test
    void aStatedWordingThatNoLongerFitsGivesWayToTheBoards() {
        GameInfo stated = new GameInfo("", "", RecordedResult.SECOND_WINS, "", "", "", "", "W+R", 0, Map.of());
        assertThat(GameRecords.write(game("h8 h9", GOMOKU).withInfo(stated), GameFormat.SGF)).contains("RE[W+R]");
        assertThat(stated.withResult(RecordedResult.FIRST_WINS).resultText()).isEmpty();
    }

    @Test
    void anotherProgramsTcThatIsNoNumberIsIgnored() {
        GameRecord read = GameRecords.parse("(;GM[4]FF[4]SZ[15]TC[fast];B[hh])", Optional.empty());
        assertThat(read.info().thinkSeconds()).isZero();
    }
}
