package org.inarow.ai.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import org.inarow.model.Game;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

class OpeningsTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);

    @Test
    void readsMoveListsSkippingBlankLinesAndComments() {
        List<Opening> openings = Openings.parse(List.of("# balanced", "h8 h9 i8", "", "  f8 e8 j8  "), "book.txt", GOMOKU);

        assertThat(openings).extracting(Opening::number).containsExactly(1, 2);
        assertThat(Notation.formatMoves(openings.get(0).moves())).isEqualTo("h8 h9 i8");
        assertThat(openings.get(1).source()).isEqualTo("book.txt line 4");
    }

    @Test
    void readsTheTournamentOffsetFormatFromTheCentreWithYDownwards() {
        // the first Gomocup 2026 opening in both of its formats (shared/data)
        List<Opening> offsets = Openings.parse(List.of("4,6, 1,5, 0,3"), "offsets", GOMOKU);

        assertThat(Notation.formatMoves(offsets.get(0).moves())).isEqualTo("l2 i3 h5");
    }

    @Test
    void aBadLineFailsNamingTheFileAndLine() {
        assertThatThrownBy(() -> Openings.parse(List.of("h8 h9", "h8 zz"), "book.txt", GOMOKU))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("book.txt line 2: move 2: \"zz\"");
        assertThatThrownBy(() -> Openings.parse(List.of("# c", "h8 h9 h8"), "book.txt", GOMOKU))
                .hasMessage("book.txt line 2: move 3: h8 is occupied");
        assertThatThrownBy(() -> Openings.parse(List.of("p1 h8"), "book.txt", GOMOKU))
                .hasMessageStartingWith("book.txt line 1: move 1: \"p1\": column p is off");
        assertThatThrownBy(() -> Openings.parse(List.of("0,0, 8,0"), "book.txt", GOMOKU))
                .hasMessage("book.txt line 1: move 2: offset 8,0 is off the 15x15 board");
        assertThatThrownBy(() -> Openings.parse(List.of("a1 b1 a2 b2 a3"), "ttt.txt", Rules.ticTacToe()))
                .hasMessage("ttt.txt line 1: the game is already over after these moves");
    }

    @Test
    void aFileWithoutOpeningsFails() {
        assertThatThrownBy(() -> Openings.parse(List.of("# nothing", " "), "empty.txt", GOMOKU))
                .hasMessage("empty.txt: no openings in it");
    }

    @Test
    void theBuiltInGomokuBookHasFiftyDistinctLegalUnfinishedOpeningsNearTheCentre() {
        List<Opening> book = Openings.defaults(GOMOKU);

        assertThat(book).hasSize(50);
        assertThat(new HashSet<>(book.stream().map(Opening::moves).toList())).hasSize(50);
        for (Opening opening : book) {
            assertThat(opening.moves()).hasSizeBetween(3, 5);
            assertThat(Game.fromMoves(GOMOKU, opening.moves()).isOver()).isFalse();
            assertThat(opening.moves()).allSatisfy(p -> {
                assertThat(Math.abs(p.col() - 7)).isLessThanOrEqualTo(3);
                assertThat(Math.abs(p.row() - 7)).isLessThanOrEqualTo(3);
            });
        }
    }

    @Test
    void onBiggerBoardsTheBookMovesToTheCentre() {
        Opening on15 = Openings.defaults(GOMOKU).get(0);
        Opening on20 = Openings.defaults(Rules.gomokuFreestyle(20)).get(0);

        Point shift = Rules.gomokuFreestyle(20).centre();
        assertThat(on20.moves()).isEqualTo(on15.moves().stream().map(p -> p.plus(shift.col() - 7, shift.row() - 7)).toList());
    }

    @Test
    void ticTacToeOpensFromTheEmptyBoardOrOneFirstMove() {
        List<Opening> openings = Openings.defaults(Rules.ticTacToe());

        assertThat(openings.get(0).moves()).isEmpty();
        assertThat(openings.subList(1, openings.size())).allSatisfy(o -> assertThat(o.moves()).hasSize(1));
    }
}
