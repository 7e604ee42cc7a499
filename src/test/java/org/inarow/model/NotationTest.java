package org.inarow.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NotationTest {
    private final Rules gomoku = Rules.gomokuFreestyle(15);

    @Test
    void centresAndCornersHaveTheirDesignNames() {
        assertThat(Notation.parsePoint("h8", gomoku)).isEqualTo(new Point(7, 7));
        assertThat(gomoku.centre()).isEqualTo(new Point(7, 7));
        assertThat(Rules.ticTacToe().centre()).hasToString("b2");
        assertThat(Notation.parsePoint("a1", gomoku)).isEqualTo(new Point(0, 0));
        assertThat(Notation.parsePoint("o15", gomoku)).isEqualTo(new Point(14, 14));
        assertThat(Notation.parsePoint(" H8 ", gomoku)).isEqualTo(new Point(7, 7));
    }

    @Test
    void everyPointOfEveryBoardSurvivesARoundTrip() {
        for (int size : new int[] {3, 15, 19, 20}) {
            Rules rules = size == 3 ? Rules.ticTacToe() : Rules.gomokuFreestyle(size);
            for (int col = 0; col < size; col++) {
                for (int row = 0; row < size; row++) {
                    Point p = new Point(col, row);
                    assertThat(Notation.parsePoint(Notation.format(p), rules)).isEqualTo(p);
                }
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "p16 | \"p16\": column p is off a 15-wide board",
            "h16 | \"h16\": row 16 is off a 15-high board",
            "h0  | \"h0\": row 0 is off a 15-high board",
            "8h  | \"8h\": not a point (expected a column letter and a row number, like h8)",
            "hh  | \"hh\": not a point (expected a column letter and a row number, like h8)",
    })
    void badPointsAreRefusedWithAPreciseReason(String text, String message) {
        assertThatThrownBy(() -> Notation.parsePoint(text, gomoku))
                .isInstanceOf(NotationException.class).hasMessage(message);
    }

    @Test
    void moveListsParseIntoGamesAndFormatBack() {
        Game game = Notation.parseGame("h8 h9 i8", gomoku);
        assertThat(game.moveCount()).isEqualTo(3);
        assertThat(game.stoneAt(new Point(7, 8))).contains(Side.SECOND);
        assertThat(Notation.formatMoves(game.moves())).isEqualTo("h8 h9 i8");
        assertThat(Notation.parseMoves("h8,h9;  i8\n j8", gomoku)).hasSize(4);
        assertThat(Notation.parseMoves("   ", gomoku)).isEmpty();
    }

    @Test
    void errorsInMoveListsNameTheMoveNumber() {
        assertThatThrownBy(() -> Notation.parseGame("h8 h9 z3", gomoku))
                .hasMessage("move 3: \"z3\": column z is off a 15-wide board");
        assertThatThrownBy(() -> Notation.parseGame("h8 h9 i8 h8", gomoku))
                .hasMessage("move 4: h8 is occupied");
        assertThatThrownBy(() -> Notation.parseGame("a1 a2 b1 b2 c1 c2", Rules.ticTacToe()))
                .hasMessage("move 6: c2 comes after the game has ended");
    }

    @Test
    void illegalPlaysOnAGameNameTheReasonAndChangeNothing() {
        Game game = Notation.parseGame("h8", gomoku);
        assertThatThrownBy(() -> game.play(new Point(7, 7)))
                .isInstanceOf(IllegalMoveException.class).hasMessage("h8 is occupied");
        assertThatThrownBy(() -> game.play(new Point(15, 3)))
                .isInstanceOf(IllegalMoveException.class)
                .satisfies(e -> assertThat(((IllegalMoveException) e).reason()).isEqualTo(IllegalReason.OFF_BOARD));
        assertThat(game.moveCount()).isEqualTo(1);
        assertThat(game.toMove()).isEqualTo(Side.SECOND);
    }

    @Test
    void snapshotsAreImmutableAndIndependentOfTheGame() {
        Game game = Notation.parseGame("h8 h9", gomoku);
        Position before = game.snapshot();
        game.play(new Point(8, 7));
        assertThat(before.moveCount()).isEqualTo(2);
        assertThat(before.stoneAt(new Point(8, 7))).isEmpty();
        assertThat(before.toMove()).isEqualTo(Side.FIRST);
        Board copy = before.toBoard();
        copy.place(new Point(0, 0), Side.FIRST);
        assertThat(before.stoneAt(new Point(0, 0))).isEmpty();
        assertThat(before.play(new Point(8, 7))).isEqualTo(game.snapshot());
    }
}
