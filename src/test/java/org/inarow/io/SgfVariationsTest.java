package org.inarow.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Random;
import org.inarow.ai.review.Mark;
import org.inarow.model.Game;
import org.inarow.model.MoveTree;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/**
 * Variations in SGF: written in the standard FF[4] way (parentheses where lines part, the main line
 * first), read back to the same tree; other programs' files with nested variations open with their
 * main line played and their variations kept; malformed variations are refused with line and move.
 */
class SgfVariationsTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);

    /** As another program might write it: nested variations, comments, odd layout. */
    private static final String OTHER_PROGRAM = """
            (;GM[4]FF[4]SZ[15]AP[Other:1.0]PB[Ann]PW[Bob]
            ;B[hh]C[the centre]
            (;W[ii];B[jj]
              (;W[kk]C[main])
              (;W[gg];B[ff]C[a side line]))
            (;W[ig];B[ih]C[another try])
            )
            """;

    private static Point p(String cell) {
        return Notation.parsePoint(cell, GOMOKU);
    }

    private static List<Point> moves(String text) {
        return Notation.parseMoves(text, GOMOKU);
    }

    private static GameRecord sgf(String text) {
        return GameRecords.parse(text, Optional.of("game.sgf"));
    }

    private static String write(GameRecord record) {
        return GameRecords.write(record, GameFormat.SGF);
    }

    /** h8 h9 i8 i9 j8 played, then from move 3 g8 g9, and inside that from move 4 f8. */
    private static Game branchedGame() {
        Game game = Notation.parseGame("h8 h9 i8 i9 j8", GOMOKU);
        game.undo();
        game.undo();
        game.undo();
        game.playKeepingLine(p("g8"));
        game.play(p("g9"));
        game.undo();
        game.playKeepingLine(p("f8"));
        game.play(p("k8"));
        return game;
    }

    @Test
    void writesVariationsInParenthesesMainLineFirst() {
        String text = write(GameRecord.of(branchedGame()));
        String compact = text.replaceAll("\\s", "");
        // h8 h9, then the lines part: g8 (its own parting: f8 k8 | g9), then i8 i9 j8
        assertThat(compact).contains(";B[hh];W[hg](;B[gh](;W[fh];B[kh])(;W[gg]))(;B[ih];W[ig];B[jh]))");
    }

    @Test
    void aGameWithVariationsRoundTrips() {
        GameRecord record = GameRecord.of(branchedGame());
        GameRecord back = sgf(write(record));
        assertThat(back.tree()).isEqualTo(record.tree());
        assertThat(back.moves()).isEqualTo(moves("h8 h9 g8 f8 k8"));
        assertThat(back.tree().variationCount()).isEqualTo(2);
        assertThat(back.toGame().tree()).isEqualTo(record.tree());
    }

    @Test
    void anotherProgramsNestedVariationsOpenWithTheMainLinePlayedAndTheVariationsKept() {
        GameRecord record = sgf(OTHER_PROGRAM);

        assertThat(record.moves()).isEqualTo(moves("h8 i7 j6 k5"));
        assertThat(record.info().firstPlayer()).isEqualTo("Ann");
        MoveTree tree = record.tree();
        assertThat(tree.variationCount()).isEqualTo(2);
        assertThat(tree.at(moves("h8")).orElseThrow().next()).containsExactly(p("i7"), p("i9"));
        assertThat(tree.at(moves("h8 i9")).orElseThrow().mainLine()).isEqualTo(moves("i8"));
        assertThat(tree.at(moves("h8 i7 j6")).orElseThrow().next()).containsExactly(p("k5"), p("g9"));
        assertThat(tree.at(moves("h8 i7 j6 g9")).orElseThrow().mainLine()).isEqualTo(moves("f10"));

        Game game = record.toGame();
        assertThat(game.moves()).isEqualTo(moves("h8 i7 j6 k5"));
        assertThat(game.tree()).isEqualTo(tree);
    }

    @Test
    void aFileOpenedAndSavedAgainKeepsItsVariations() {
        GameRecord opened = sgf(OTHER_PROGRAM);
        GameRecord saved = sgf(write(GameRecord.of(opened.toGame()).withInfo(opened.info())));
        assertThat(saved).isEqualTo(opened);
    }

    @Test
    void theSameMoveInTwoVariationsIsOneLine() {
        GameRecord record = sgf("(;SZ[15];B[hh](;W[ii];B[jj])(;W[ii];B[kk])(;W[gg]))");
        assertThat(record.moves()).isEqualTo(moves("h8 i7 j6"));
        assertThat(record.tree().at(moves("h8")).orElseThrow().next()).containsExactly(p("i7"), p("g9"));
        assertThat(record.tree().at(moves("h8 i7")).orElseThrow().next()).containsExactly(p("j6"), p("k5"));
    }

    @Test
    void variationsAtTheRootAreMovesFromTheEmptyBoard() {
        GameRecord record = sgf("(;FF[4]GM[4]SZ[15](;B[hh];W[ii])(;B[aa]))");
        assertThat(record.moves()).isEqualTo(moves("h8 i7"));
        assertThat(record.tree().next()).containsExactly(p("h8"), p("a15"));
    }

    @Test
    void reviewNotesOnTheMainLineSurviveBesideVariations() {
        Game game = branchedGame();
        List<MoveNote> notes = List.of(MoveNote.start(0.52, false),
                new MoveNote(3, Mark.MISTAKE, p("i8"), OptionalDouble.of(0.4), false, true),
                new MoveNote(5, Mark.NONE, null, OptionalDouble.of(0.35), false, false));
        GameRecord record = GameRecord.of(game).withNotes(notes);
        GameRecord back = sgf(write(record));
        assertThat(back.notes()).isEqualTo(record.notes());
        assertThat(back.tree()).isEqualTo(record.tree());
    }

    @Test
    void annotationsInsideAVariationAreNotTakenAsTheMainLinesNotes() {
        GameRecord record = sgf("(;SZ[15];B[hh](;W[ii];B[jj])(;W[gg]BM[1];B[ff]))");
        assertThat(record.notes()).isEmpty();
        assertThat(record.tree().variationCount()).isEqualTo(1);
    }

    @Test
    void psqAndMoveListsHoldTheMainLineOnly() {
        GameRecord record = GameRecord.of(branchedGame());
        for (GameFormat format : List.of(GameFormat.PSQ, GameFormat.MOVE_LIST, GameFormat.XY_LIST)) {
            GameRecord back = GameRecords.parse(GameRecords.write(record, format), Optional.empty(), GOMOKU);
            assertThat(back.moves()).as(format.toString()).isEqualTo(moves("h8 h9 g8 f8 k8"));
            assertThat(back.tree().variationCount()).as(format.toString()).isZero();
        }
    }

    @Test
    void aVariationGoingOnAfterTheMainLineEndedIsDroppedNotAnError() {
        GameRecord record = sgf("(;SZ[15];B[hh](;C[the main line ends here])(;W[ii]))");
        assertThat(record.moves()).isEqualTo(moves("h8"));
        assertThat(record.tree()).isEqualTo(MoveTree.line(moves("h8")));
    }

    @Test
    void anOccupiedPointInAVariationIsRefusedWithLineAndMove() {
        assertThatThrownBy(() -> sgf("(;SZ[15]\n;B[hh]\n(;W[ii])\n(;W[hh]))"))
                .isInstanceOf(GameFileException.class)
                .hasMessageContaining("line 4").hasMessageContaining("move 2").hasMessageContaining("h8");
    }

    @Test
    void theWrongSideInAVariationIsRefusedWithLineAndMove() {
        assertThatThrownBy(() -> sgf("(;SZ[15]\n;B[hh]\n(;W[ii])\n(;B[jj]))"))
                .isInstanceOf(GameFileException.class)
                .hasMessageContaining("line 4").hasMessageContaining("move 2").hasMessageContaining("turn");
    }

    @Test
    void aMoveAfterAWinInAVariationIsRefused() {
        // White's o1-o5 is five at move 10; black's a15 ... e15 goes on after it
        assertThatThrownBy(() -> sgf("(;SZ[15];B[hh](;W[ii])\n(;W[oo];B[aa];W[on];B[ba];W[om];B[ca];W[ol];B[da];W[ok]"
                + ";B[ea]))"))
                .isInstanceOf(GameFileException.class).hasMessageContaining("line 2").hasMessageContaining("move 11")
                .hasMessageContaining("won at move 10");
    }

    @Test
    void malformedVariationSyntaxIsAClearErrorNeverACrash() {
        assertThatThrownBy(() -> sgf("(;SZ[15];B[hh]\n(;W[ii])\n(;W[jj]"))
                .isInstanceOf(GameFileException.class).hasMessageContaining("missing ')'");
        assertThatThrownBy(() -> sgf("(;SZ[15];B[hh]\n(;W[ii])\n;W[jj])"))
                .isInstanceOf(GameFileException.class).hasMessageContaining("line 3")
                .hasMessageContaining("after a variation");
        assertThatThrownBy(() -> sgf("(;SZ[15];B[hh]\n(;W[ii])\n()"))
                .isInstanceOf(GameFileException.class).hasMessageContaining("line 3");
        assertThatThrownBy(() -> sgf("(;SZ[15];B[hh](;W[ii])\n(;AB[jj]))"))
                .isInstanceOf(GameFileException.class).hasMessageContaining("line 2")
                .hasMessageContaining("setup");
    }

    @Test
    void randomTreesRoundTripThroughSgf() {
        Random random = new Random(11);
        for (int round = 0; round < 40; round++) {
            Game game = new Game(GOMOKU);
            for (int step = 0; step < 60 && !game.isOver(); step++) {
                int action = random.nextInt(10);
                if (action < 2) {
                    game.undo();
                } else if (action < 3) {
                    game.redo();
                } else {
                    List<Point> free = new ArrayList<>();
                    for (int c = 0; c < 6; c++) {
                        for (int r = 0; r < 6; r++) {
                            if (game.isLegal(Point.of(c + 4, r + 4))) {
                                free.add(Point.of(c + 4, r + 4));
                            }
                        }
                    }
                    if (!free.isEmpty()) {
                        game.playKeepingLine(free.get(random.nextInt(free.size())));
                    }
                }
            }
            GameRecord record = GameRecord.of(game);
            GameRecord back = sgf(write(record));
            assertThat(back.moves()).as("round " + round).isEqualTo(record.moves());
            assertThat(back.tree()).as("round " + round).isEqualTo(record.tree());
            assertThat(back.toGame().tree()).isEqualTo(record.tree());
        }
    }
}
