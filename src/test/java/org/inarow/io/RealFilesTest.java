package org.inarow.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.model.Status;
import org.junit.jupiter.api.Test;

/**
 * Files as other tools write them (made by hand from their documented formats: Piskvork's
 * {@code savePsq}, Gomocup archives, gomoku SGF exports) open with exactly the expected moves.
 */
class RealFilesTest {
    /** One game in three encodings below: black makes five f9-j9 at move 15. */
    private static final String CLUB_GAME = "h8 i7 g9 f10 i9 j10 h9 g8 h10 h11 h7 h6 j9 k9 f9";

    @Test
    void gomocupArchiveGameWithEngineNamesAndRuleLine() throws IOException {
        Path file = file("gomocup-freestyle15.psq");
        assertThat(Files.readString(file)).contains("\r\n");

        GameRecord record = GameRecords.read(file, Rules.ticTacToe());

        assertThat(record.rules()).isEqualTo(Rules.gomokuFreestyle(15));
        assertThat(Notation.formatMoves(record.moves())).isEqualTo(CLUB_GAME);
        assertThat(record.info().firstPlayer()).isEqualTo("pbrain-embryo21_e.zip");
        assertThat(record.info().secondPlayer()).isEqualTo("pbrain-rapfi21.zip");
        assertThat(record.position().result().status()).isEqualTo(Status.WIN);
        assertThat(record.position().result().winner()).isEqualTo(Side.FIRST);
        assertThat(Notation.formatMoves(record.position().result().winningLine())).isEqualTo("f9 g9 h9 i9 j9");
    }

    @Test
    void piskvorkGuiSaveOnTwentyByTwenty() throws IOException {
        GameRecord record = GameRecords.read(file("piskvork-gui-20x20.psq"));

        assertThat(record.rules()).isEqualTo(Rules.gomokuFreestyle(20));
        assertThat(Notation.formatMoves(record.moves())).isEqualTo("j11 k10 l9");
        assertThat(record.info().firstPlayer()).isEmpty();
    }

    @Test
    void gomocupStandardDivisionGameTakesItsRuleFromTheTrailer() throws IOException {
        GameRecord record = GameRecords.read(file("gomocup-standard.psq"), Rules.gomokuFreestyle(15));

        assertThat(record.rules()).isEqualTo(Rules.gomokuStandard(15));
        assertThat(Notation.formatMoves(record.moves())).isEqualTo("h8 i8 h7");
    }

    @Test
    void sgfExportWithCrlfCommentsEscapesUnknownPropertiesAndVariations() throws IOException {
        GameRecord record = GameRecords.read(file("club-game-crlf.sgf"));

        assertThat(record.rules()).isEqualTo(Rules.gomokuFreestyle(15));
        assertThat(Notation.formatMoves(record.moves())).as("the main line, not the variation").isEqualTo(CLUB_GAME);
        assertThat(record.info().firstPlayer()).isEqualTo("Anna ] Smith");
        assertThat(record.info().secondPlayer()).isEqualTo("Bo\\b");
        assertThat(record.info().event()).isEqualTo("Club championship");
        assertThat(record.info().title()).as("no GN in the file").isEmpty();
        assertThat(record.info().date()).isEqualTo("2024-05-01");
        assertThat(record.info().comment()).isEqualTo("Freestyle game; comments may hold (parens), ;semicolons; and ]brackets]");
        assertThat(record.info().comments()).as("the main line's comments by position, not the variation's")
                .containsExactly(java.util.Map.entry(1, "Opening: centre"), java.util.Map.entry(4, "main line"),
                        java.util.Map.entry(15, "Five!"));
        assertThat(record.result()).isEqualTo(RecordedResult.FIRST_WINS);
    }

    @Test
    void sgfWithByteOrderMarkSetupStonesAndResignation() throws IOException {
        GameRecord record = GameRecords.read(file("web-board-setup-bom.sgf"));

        assertThat(record.rules()).isEqualTo(Rules.gomokuStandard(19));
        // AB[jj][kk] AW[jk][kj] alternate black first; on 19x19 row a is 19, so jj is j10
        assertThat(Notation.formatMoves(record.moves())).isEqualTo("j10 j9 k9 k10 l8 i11");
        assertThat(record.info().firstPlayer()).isEqualTo("Kuro");
        assertThat(record.position().isOver()).isFalse();
        assertThat(record.result()).as("a resignation: no five on the board").isEqualTo(RecordedResult.SECOND_WINS);
        assertThat(GameRecords.write(record, GameFormat.SGF)).as("saved again: the file's own wording of the result")
                .contains("RE[W+Resign]").contains("PB[Kuro]PW[Shiro]");
    }

    @Test
    void ticTacToeSgfWithOldPropertyNamesAndCarriageReturns() throws IOException {
        GameRecord record = GameRecords.read(file("tictactoe-cr.sgf"));

        assertThat(record.rules()).isEqualTo(Rules.ticTacToe());
        assertThat(Notation.formatMoves(record.moves())).isEqualTo("b2 a3 c1 a1 a2");
        assertThat(record.info().secondPlayer()).isEqualTo("O player");
    }

    @Test
    void theSameGameReadsTheSameFromEveryFormat() throws IOException {
        GameRecord psq = GameRecords.read(file("gomocup-freestyle15.psq"));
        GameRecord sgf = GameRecords.read(file("club-game-crlf.sgf"));
        // Gomocup protocol coordinates of the same game, 0-based with y from the top
        String xy = "7,7 8,8; 6,6 5,5\n8,6 9,5\n7,6 6,7 7,5 7,4 7,8 7,9 9,6 10,6 5,6\n";

        assertThat(GameRecords.parse(xy, java.util.Optional.empty()).moves()).isEqualTo(psq.moves());
        assertThat(GameRecords.parse(CLUB_GAME.replace(" ", ""), java.util.Optional.empty()).moves()).isEqualTo(psq.moves());
        assertThat(sgf.moves()).isEqualTo(psq.moves());
    }

    static Path file(String name) {
        try {
            return Path.of(RealFilesTest.class.getResource("files/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
