package org.inarow.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.inarow.model.Rules;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every kind of bad file gets one GameFileException whose one-line message names the place and the problem. */
class BadFilesTest {

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', textBlock = """
        h8 h9 h8                                   | move 3: h8 is occupied
        h8 h9 p8                                   | move 3: p8 is off the 15x15 board
        h8 h0                                      | move 2: h0 is off the 15x15 board
        h8 h9 x                                    | move 3: "x" is not a point
        1. h8 2. i9 3. h8                          | move 3: h8 is occupied
        h8i8h7i7h6i6h5i5h4a1                       | move 10: a1 comes after the game has ended (black won at move 9)
        7,7 7,7                                    | line 1, move 2: h8 (7,7) is occupied
        7,7\\n15,0                                 | line 2, move 2: 15,0 is off the 15x15 board
        7,7,1                                      | line 1: 3 numbers; expected x,y pairs
        0,0 -1,3                                   | line 1: -1 is not a coordinate
        """)
    void listsNameTheMove(String text, String expected) {
        assertProblem(text.replace("\\n", "\n"), Optional.empty(), expected);
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', textBlock = """
        (;SZ[15];B[hh];W[ii];B[hh])                    | line 1, move 3: h8 (B[hh]) is occupied
        (;SZ[15]\\n;B[hh]\\n;W[ii]\\n;W[jj])           | line 4, move 3: W plays, but it is black's turn
        (;SZ[15];W[hh])                                | line 1, move 1: W plays, but it is black's turn
        (;SZ[15];B[hh]W[ii])                           | line 1, move 1: one node holds both B and W
        (;SZ[15];B[])                                  | line 1, move 1: "B[]" is a pass
        (;SZ[15];B[tt])                                | line 1, move 1: "B[tt]" is a pass
        (;SZ[15];B[zz])                                | line 1, move 1: B[zz] is off the 15x15 board
        (;SZ[15];B[h])                                 | line 1, move 1: "B[h]" is not a point
        (;SZ[3];B[aa];W[ba];B[ab];W[bb];B[ac];W[cc])   | line 1, move 6: c1 (W[cc]) comes after the game has ended (X won at move 5)
        (;SZ[13];B[gg])                                | line 1: a 13x13 board is not supported
        (;SZ[15:19])                                   | line 1: a 15x19 board is not supported
        (;SZ[big])                                     | line 1: SZ "big" is not a board size
        (;SZ[15]RU[caro];B[hh])                        | line 1: "caro" rules are not supported
        (;SZ[19]RU[renju];B[hh])                       | line 1: renju is played on 15x15, not 19x19
        (;SZ[15]RU[renju];B[ih];W[aa];B[jh];W[ab];B[hg];W[ac];B[hf];W[ad];B[hh]) | line 1, move 9: h8 (B[hh]) is forbidden for Black: double three
        (;SZ[15]RU[tic-tac-toe])                       | line 1: tic-tac-toe is played on 3x3, not 15x15
        (;SZ[3]RU[standard])                           | line 1: a 3x3 board is tic-tac-toe, not gomoku "standard"
        (;GM[1][2])                                    | line 1: GM has 2 values; expected one
        (;GM[2]SZ[8])                                  | line 1: GM "2" is not a gomoku game
        (;SZ[15];B[hh]                                 | line 1: the file ends inside the game tree opened at line 1 (missing ')')
        (;SZ[15];B[hh                                  | line 1: the value of B starting here is never closed (missing ']')
        (;SZ[15]\\n;B[hh]C[a comment\\nover lines        | line 2: the value of C starting here is never closed
        (;SZ[15];B[hh];AB[ii])                         | line 1: 1 black and 0 white setup stones cannot come from alternating moves, white first
        (;SZ[15]AB[hh][ii][jj])                        | line 1: 3 black and 0 white setup stones cannot come from alternating moves, black first
        (;SZ[15]AB[hh]AW[ii];W[jj])                    | line 1: W[jj] cannot follow the setup: with 1 black and 1 white on the board it is black's turn
        (;SZ[15];B[hh];AE[hh])                         | line 1: AE[hh] takes the stone on h8 off the board
        (;SZ[15]AB[hh][zz]AW[ii])                      | line 1, move 3: AB[zz] is off the 15x15 board
        (SZ[15])                                       | line 1: a game tree must start with ';', not "S"
        ()                                             | line 1: a game tree must start with ';', not ")"
        (;SZ[15]B)                                     | line 1: property B has no value (expected '[')
        (;SZ[15]];B[hh])                               | line 1: unexpected "]" between nodes
        (;SZ[3]RE[W+];B[aa];W[ba];B[ab];W[bb];B[ac])   | line 1: the result "W+" contradicts the board: X made 3 in a row at move 5
        """)
    void sgfNamesTheLineAndMove(String text, String expected) {
        assertProblem(text.replace("\\n", "\n"), Optional.of("game.sgf"), expected);
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', textBlock = """
        Piskvorky 15x15, 11:11, 0\\n8,8,0\\n8,8,0                     | line 3, move 2: h8 (8,8) is occupied
        Piskvorky 15x15, 11:11, 0\\n8,8,0\\n16,1,0                    | line 3, move 2: 16,1 is off the 15x15 board
        Piskvorky 15x15, 11:11, 0\\n8,8,0\\n0,1,0                     | line 3, move 2: 0,1 is off the 15x15 board
        Piskvorky 15x15, 11:11, 0\\n8,8,0\\n9x,9,0\\n10,10,0          | line 4: a move after the end of the moves (line 3, "9x,9,0", is not a move)
        Piskvorky 13x13, 11:11, 0\\n7,7,0                             | line 1: a 13x13 board is not supported
        Piskvorky 15x15, 11:11, 0\\n8,8,0\\n-1\\n0,Caro               | line 4: "Caro" rules are not supported
        Piskvorky 19x19, 11:11, 0\\n8,8,0\\n-1\\n0,Renju              | line 4: renju is played on 15x15, not 19x19
        """)
    void psqNamesTheLineAndMove(String text, String expected) {
        assertProblem(text.replace("\\n", "\n"), Optional.empty(), expected);
    }

    @ParameterizedTest(name = "{0}: {2}")
    @CsvSource(delimiter = '|', textBlock = """
        game.psq | h8 h9                       | line 1: expected a Piskvork header like 'Piskvorky 15x15, 11:11, 0', not "h8 h9"
        game.psq | '   '                       | the file is empty; a Piskvork game starts with a line like
        game.sgf | h8 h9                       | no '(' found: this is not an SGF game
        game.sgf | ''                          | no '(' found: this is not an SGF game
        """)
    void aFileNameChoosesTheParserThatExplains(String name, String text, String expected) {
        assertProblem(text, Optional.of(name), expected);
    }

    @org.junit.jupiter.api.Test
    void binaryAndOversizedInputIsRefusedUnread() {
        assertProblem("PNG\0\0\u0001", Optional.empty(), "this is not a text file (it contains NUL bytes)");
        assertThatThrownBy(() -> GameRecords.parse(new byte[GameRecords.MAX_BYTES + 1], Optional.empty(), Rules.ticTacToe()))
                .isInstanceOf(GameFileException.class)
                .hasMessage("the file is 1048577 bytes long; game files over 1 MiB (1048576 bytes) are refused");
        String justUnder = "h8" + " ".repeat(GameRecords.MAX_BYTES - 2);
        assertThat(GameRecords.parse(justUnder, Optional.empty()).moves()).hasSize(1);
    }

    private static void assertProblem(String text, Optional<String> name, String expectedStart) {
        assertThatThrownBy(() -> GameRecords.parse(text, name))
                .isInstanceOf(GameFileException.class)
                .hasMessageStartingWith(expectedStart)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n").doesNotContain("\r"));
    }
}
