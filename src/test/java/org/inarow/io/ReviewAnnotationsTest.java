package org.inarow.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.inarow.ai.review.Mark;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/**
 * A review's notes in SGF: written as the standard FF[4] annotation properties (BM, DO, TE, IT; GB, GW,
 * DM; V; TR and C on a marked move), read back to the same notes, and read from other programs' files
 * (whose unknown or odd properties are ignored, never an error).
 */
class ReviewAnnotationsTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final String GAME = "h8 h9 a1 i9 a2 j9 a3 k9 a4 l9";

    private static Point p(String cell) {
        return Notation.parsePoint(cell, GOMOKU);
    }

    private static MoveNote note(int number, Mark mark, String best, double chance, boolean proven, boolean turning) {
        return new MoveNote(number, mark, best == null ? null : p(best), OptionalDouble.of(chance), proven, turning);
    }

    /** Every kind of note: the start, plain estimates, each mark, a turning point, a proof found, a proven loss. */
    private static final List<MoveNote> NOTES = List.of(
            MoveNote.start(0.5205, false),
            note(1, Mark.NONE, null, 0.55, false, true),
            note(2, Mark.NONE, null, 0.59, false, false),
            note(3, Mark.MISTAKE, "g7", 0.44, false, true), // White is favoured now: a turning point
            note(4, Mark.NONE, null, 0.47, false, false),
            note(5, Mark.BLUNDER, "j9", 0.17, false, false),
            note(6, Mark.INACCURACY, "g9", 0.0, true, false),
            note(7, Mark.BLUNDER, "g9", 0.0, true, false),
            note(10, Mark.NONE, null, 0.0, true, false));

    private static GameRecord reviewed() {
        return GameRecord.of(GOMOKU, Notation.parseMoves(GAME, GOMOKU)).withNotes(NOTES);
    }

    /** The node of move {@code number} (from 1) in written SGF: from its move property to the next node. */
    private static String node(String sgf, int number) {
        String move = (number % 2 == 1 ? ";B[" : ";W[") + SgfPoints.format(Notation.parseMoves(GAME, GOMOKU)
                .get(number - 1), GOMOKU) + "]";
        int start = sgf.indexOf(move);
        int end = sgf.indexOf(';', start + 1);
        return sgf.substring(start, end < 0 ? sgf.lastIndexOf(')') : end).strip();
    }

    @Test
    void writesTheStandardAnnotationProperties() {
        String sgf = GameRecords.write(reviewed(), GameFormat.SGF);
        assertThat(sgf).startsWith("(;FF[4]GM[4]").contains("RU[freestyle]RE[W+]DM[1]V[2.05]\n");
        assertThat(node(sgf, 1)).isEqualTo(";B[hh]IT[]GB[1]V[5]");
        assertThat(node(sgf, 2)).isEqualTo(";W[hg]GB[1]V[9]");
        assertThat(node(sgf, 3)).as("a marked turning point keeps its mark: BM, DO, IT, TE exclude each other")
                .isEqualTo(";B[ao]BM[1]GW[1]V[-6]TR[gi]C[Mistake. Best was g7. Black 59 % → 44 %]");
        assertThat(node(sgf, 4)).isEqualTo(";W[ig]DM[1]V[-3]");
        assertThat(node(sgf, 5)).isEqualTo(";B[an]BM[2]GW[1]V[-33]TR[jg]C[Blunder. Best was j9. Black 47 % → 17 %]");
        assertThat(node(sgf, 6)).isEqualTo(";W[jg]DO[]GW[2]V[-50]TR[gg]C[Inaccuracy. Best was g9. White 83 % → 100 %]");
        assertThat(node(sgf, 8)).as("no note, no properties").isEqualTo(";W[kg]");
        assertThat(node(sgf, 10)).as("a proof found after an estimate would be TE; after a proof it is nothing")
                .isEqualTo(";W[lg]GW[2]V[-50]");
    }

    @Test
    void aMoveThatFindsAProvenWinIsATesuji() {
        GameRecord record = GameRecord.of(GOMOKU, Notation.parseMoves("h8 h9", GOMOKU)).withNotes(List.of(
                note(1, Mark.NONE, null, 0.6, false, false), note(2, Mark.NONE, null, 0.0, true, true)));
        assertThat(node(GameRecords.write(record, GameFormat.SGF), 2)).isEqualTo(";W[hg]TE[1]GW[2]V[-50]");
    }

    @Test
    void readsItsOwnNotesBackExactly() {
        String sgf = GameRecords.write(reviewed(), GameFormat.SGF);
        GameRecord read = GameRecords.parse(sgf, Optional.empty());
        assertThat(read.moves()).isEqualTo(reviewed().moves());
        assertThat(read.notes()).isEqualTo(NOTES);
        assertThat(GameRecords.write(read, GameFormat.SGF)).isEqualTo(sgf);
    }

    @Test
    void aTicTacToeDrawWithBestPlayIsProvenEven() {
        Rules ttt = Rules.ticTacToe();
        GameRecord record = GameRecord.of(ttt, Notation.parseMoves("b2 a1", ttt)).withNotes(List.of(
                MoveNote.start(0.5, true), new MoveNote(1, Mark.NONE, null, OptionalDouble.of(0.5), true, false),
                new MoveNote(2, Mark.NONE, null, OptionalDouble.of(0.5), true, false)));
        String sgf = GameRecords.write(record, GameFormat.SGF);
        assertThat(sgf).contains("RU[tic-tac-toe]DM[2]V[0]").contains(";B[bb]DM[2]V[0]").contains(";W[ac]DM[2]V[0]");
        assertThat(GameRecords.parse(sgf, Optional.empty()).notes()).isEqualTo(record.notes());
    }

    @Test
    void otherFormatsLeaveTheNotesOut() {
        GameRecord read = GameRecords.parse(GameRecords.write(reviewed(), GameFormat.PSQ), Optional.empty());
        assertThat(read.moves()).isEqualTo(reviewed().moves());
        assertThat(read.notes()).isEmpty();
        assertThat(GameRecords.write(reviewed(), GameFormat.MOVE_LIST)).isEqualTo(GAME + "\n");
    }

    @Test
    void anotherProgramsAnnotationsAreReadAndTheirOddPropertiesIgnored() {
        String sgf = """
                (;FF[4]GM[4]SZ[15]AP[SomeGomokuGui:2.1]PB[Alice]PW[Bob]C[A friendly game]
                ;B[hh]C[The usual start]
                ;W[ig]GB[1]
                ;B[ii]BM[1]C[Dubious]LB[jj:A]
                ;W[jj]DO[]
                ;B[gg]TE[1]UC[1]
                ;W[kk]IT[]N[Key move]XY[private stuff]SQ[aa][bb]
                ;B[ff]V[not a number]BM[2]TR[zz]
                ;W[ee]BM[2]V[-20]TR[dd][cc]
                ;B[ll]GW[2]V[12.5]
                (;W[mm]BM[]V[-1e999])
                (;W[aa]C[a variation]))
                """;
        GameRecord read = GameRecords.parse(sgf, Optional.empty());
        assertThat(Notation.formatMoves(read.moves())).isEqualTo("h8 i9 i7 j6 g9 k5 f10 e11 l4 m3");
        assertThat(read.notes()).containsExactly(
                new MoveNote(3, Mark.MISTAKE, null, OptionalDouble.empty(), false, false),
                new MoveNote(4, Mark.INACCURACY, null, OptionalDouble.empty(), false, false),
                new MoveNote(6, Mark.NONE, null, OptionalDouble.empty(), false, true),
                new MoveNote(7, Mark.BLUNDER, null, OptionalDouble.empty(), false, false), // V no number, TR off board
                // two triangles are no one better move; White now favoured, Black then: turning points
                new MoveNote(8, Mark.BLUNDER, null, OptionalDouble.of(0.3), false, true),
                new MoveNote(9, Mark.NONE, null, OptionalDouble.of(0.625), false, true), // GW[2] but V says otherwise
                new MoveNote(10, Mark.MISTAKE, null, OptionalDouble.empty(), false, false)); // V[-1e999] is no number
    }

    @Test
    void aMarkedMovesTriangleIsTheBetterMoveOnAnyBoardSize() {
        Rules big = Rules.gomokuFreestyle(19);
        String sgf = "(;FF[4]GM[4]SZ[19];B[jj];W[aa]BM[2]TR[kj]V[40])";
        GameRecord read = GameRecords.parse(sgf, Optional.empty());
        assertThat(read.rules()).isEqualTo(big);
        assertThat(read.notes()).containsExactly(
                new MoveNote(2, Mark.BLUNDER, Notation.parsePoint("k10", big), OptionalDouble.of(0.9), false, true));
    }
}
