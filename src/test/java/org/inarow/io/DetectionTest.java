package org.inarow.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The format comes from the content; a file name only decides when the content does not. */
class DetectionTest {

    @ParameterizedTest(name = "{0} / {1} -> {2}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
        (;GM[4];B[hh])                  | -         | SGF
        '  \n(;B[hh])'                  | notes.txt | SGF
        Piskvorky 15x15, 11:11, 0       | -         | PSQ
        PISKVORKY 20x20, 0:0, 1         | game.sgf  | PSQ
        h8 h9 i8                        | -         | MOVE_LIST
        h8h9i8                          | game.txt  | MOVE_LIST
        7,7 8,8                         | -         | XY_LIST
        '7,7\n8,8\n'                    | -         | XY_LIST
        (7,7) (8,8)                     | -         | XY_LIST
        '( ;B[hh])'                     | -         | SGF
        '# Gomocup\n7,7;8,8'            | -         | XY_LIST
        h8 h9                           | game.sgf  | SGF
        h8 h9                           | GAME.PSQ  | PSQ
        ''                              | -         | MOVE_LIST
        """)
    void detects(String text, String name, GameFormat expected) {
        assertThat(GameRecords.detect(text.replace("\\n", "\n"), Optional.ofNullable(name))).isEqualTo(expected);
    }

    @Test
    void listsTakeTheCallersRulesAndFilesTheirOwn() {
        GameRecord list = GameRecords.parse("b2 a1 c3", Optional.empty(), Rules.ticTacToe());
        GameRecord defaultList = GameRecords.parse("b2 a1 c3", Optional.empty());
        GameRecord sgf = GameRecords.parse("(;SZ[19];B[jj])", Optional.empty(), Rules.ticTacToe());

        assertThat(list.rules()).isEqualTo(Rules.ticTacToe());
        assertThat(defaultList.rules()).isEqualTo(Rules.gomokuFreestyle(15));
        assertThat(sgf.rules()).isEqualTo(Rules.gomokuFreestyle(19));
        assertThat(GameFormat.MOVE_LIST.carriesBoardSize()).isFalse();
        assertThat(GameFormat.SGF.carriesBoardSize()).isTrue();
    }

    @Test
    void sgfWithoutSizeIsFifteenAndTakesTheDefaultOverline() {
        GameRecord record = GameRecords.parse("(;GM[4];B[hh];W[ii])", Optional.empty(), Rules.gomokuStandard(19));

        assertThat(record.rules()).isEqualTo(Rules.gomokuStandard(15));
        assertThat(Notation.formatMoves(record.moves())).isEqualTo("h8 i7");
    }

    @Test
    void moveListLayoutIsForgiving() {
        String text = "# a game\r\n1. H8 2. i9;  3.j10,k11\r\n\r\nl12m13 # the end\r\n";

        GameRecord record = GameRecords.parse(text, Optional.empty());

        assertThat(Notation.formatMoves(record.moves())).isEqualTo("h8 i9 j10 k11 l12 m13");
    }

    @Test
    void xyPairsMayBeSeparatedAnyWayTheToolsDo() {
        GameRecord spaced = GameRecords.parse("7,7 8,8; 9,9\n( 10 , 10 )", Optional.empty());
        GameRecord offsetStyle = GameRecords.parse("7,7, 8,8, 9,9, 10,10", Optional.empty());

        assertThat(Notation.formatMoves(spaced.moves())).isEqualTo("h8 i7 j6 k5");
        assertThat(offsetStyle.moves()).isEqualTo(spaced.moves());
    }
}
