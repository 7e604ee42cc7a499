package org.inarow.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import org.inarow.model.Game;
import org.inarow.model.Notation;
import org.inarow.model.Opening;
import org.inarow.model.OpeningChoice;
import org.inarow.model.OpeningRule;
import org.inarow.model.Rules;
import org.inarow.model.Seat;
import org.inarow.model.Side;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

/** The opening rule and its choices in SGF and PSQ: written, read back to the same game, and read from others' files. */
class OpeningRecordsTest {
    private static final Rules FREESTYLE = Rules.gomokuFreestyle(15);

    private static Game swap2Game(Rules rules, List<OpeningChoice> choices, String moves) {
        return Game.fromMoves(rules, OpeningRule.SWAP2, Notation.parseMoves(moves, rules), choices);
    }

    private static GameRecord roundTrip(GameRecord record, GameFormat format) {
        return GameRecords.parse(GameRecords.write(record, format), Optional.empty(), FREESTYLE);
    }

    @ParameterizedTest
    @EnumSource(value = GameFormat.class, names = {"SGF", "PSQ"})
    void aSwap2GameReadsBackToTheSameGameWithItsChoices(GameFormat format) {
        for (Rules rules : List.of(FREESTYLE, Rules.gomokuStandard(15), Rules.renju())) {
            Game game = swap2Game(rules, List.of(OpeningChoice.PLACE_TWO, OpeningChoice.PLAY_WHITE), "h8 h9 j10 g9 k11 g7 l12");
            GameRecord read = roundTrip(GameRecord.of(game), format);

            assertThat(read.rules()).isEqualTo(rules);
            assertThat(read.moves()).isEqualTo(game.moves());
            assertThat(read.opening()).isEqualTo(new Opening(OpeningRule.SWAP2,
                    List.of(OpeningChoice.PLACE_TWO, OpeningChoice.PLAY_WHITE)));
            Game again = read.toGame();
            assertThat(again.opening().sideOf(Seat.OPENER)).contains(Side.SECOND);
            assertThat(again.seatToAct()).isEqualTo(game.seatToAct());
        }
    }

    @ParameterizedTest
    @EnumSource(value = GameFormat.class, names = {"SGF", "PSQ"})
    void aGameStoppedAtTheChoiceStillAsksForIt(GameFormat format) {
        Game game = Game.fromMoves(FREESTYLE, OpeningRule.SWAP, Notation.parseMoves("h8 h9 j10", FREESTYLE), List.of());
        GameRecord read = roundTrip(GameRecord.of(game), format);
        assertThat(read.opening()).isEqualTo(Opening.start(OpeningRule.SWAP));
        assertThat(read.toGame().openingStep()).hasValueSatisfying(step -> assertThat(step.isChoice()).isTrue());
    }

    @Test
    void theRecordsSayItAsDocumented() {
        Game game = swap2Game(Rules.renju(), List.of(OpeningChoice.PLAY_BLACK), "h8 h9 j10 g9");
        String sgf = GameRecords.write(GameRecord.of(game), GameFormat.SGF);
        String psq = GameRecords.write(GameRecord.of(game), GameFormat.PSQ);
        assertThat(sgf).contains("RU[renju swap2]OC[black]");
        assertThat(psq).endsWith("\n-1\n0,Renju\nopening swap2 black\n");
        GameRecord plain = GameRecord.of(Notation.parseGame("h8 h9", FREESTYLE));
        assertThat(GameRecords.write(plain, GameFormat.SGF)).contains("RU[freestyle]").doesNotContain("OC[");
        assertThat(GameRecords.write(plain, GameFormat.PSQ)).doesNotContain("opening");
    }

    @Test
    void anotherProgramsSwap2FileWithoutChoicesOpensAsAPlainGameOncePastTheChoice() {
        GameRecord read = GameRecords.parse("(;GM[4]FF[4]SZ[15]RU[Standard, swap2];B[hh];W[hi];B[ih];W[gg])",
                Optional.empty(), FREESTYLE);
        assertThat(read.rules()).isEqualTo(Rules.gomokuStandard(15));
        assertThat(read.opening()).isEqualTo(Opening.none());
        assertThat(read.moves()).hasSize(4);

        GameRecord early = GameRecords.parse("(;GM[4]FF[4]SZ[15]RU[swap2];B[hh];W[hi])", Optional.empty(), FREESTYLE);
        assertThat(early.opening()).isEqualTo(Opening.start(OpeningRule.SWAP2));
    }

    @Test
    void badChoicesInAFileAreRefusedNamingTheLine() {
        assertThatThrownBy(() -> GameRecords.parse("(;GM[4]FF[4]SZ[15]RU[freestyle swap]\nOC[maybe];B[hh];W[hi];B[ih])",
                Optional.empty(), FREESTYLE))
                .isInstanceOf(GameFileException.class)
                .hasMessageContaining("line 2: 'maybe' is not an opening choice (white, black or two)");
        assertThatThrownBy(() -> GameRecords.parse("(;GM[4]FF[4]SZ[15]RU[freestyle swap]OC[two];B[hh];W[hi];B[ih];W[gg])",
                Optional.empty(), FREESTYLE))
                .isInstanceOf(GameFileException.class)
                .hasMessageContaining("the opening (swap: two) does not fit the moves")
                .hasMessageContaining("'place two more' is not offered under Swap");
        assertThatThrownBy(() -> GameRecords.parse("Piskvorky 15x15, 0:0, 0\n8,8,0\n-1\n0,Freestyle\nopening none white\n",
                Optional.empty(), FREESTYLE))
                .isInstanceOf(GameFileException.class)
                .hasMessageContaining("line 5: opening choices without an opening rule");
    }

    @Test
    void ticTacToeFilesCannotClaimAnOpeningRule() {
        assertThatThrownBy(() -> GameRecords.parse("(;GM[4]FF[4]SZ[3]RU[tic-tac-toe swap];B[aa])", Optional.empty(), FREESTYLE))
                .isInstanceOf(GameFileException.class)
                .hasMessageContaining("the opening rule swap is for gomoku, not tic-tac-toe");
    }
}
