package org.inarow.io.pbrain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;

class BrainBoardTest {
    private static final Rules RULES = Rules.gomokuFreestyle(15);

    private static Point p(String name) {
        return Notation.parsePoint(name, RULES);
    }

    @Test
    void theStoneCountsOfABoardSayWhoIsFirst() {
        BrainBoard equal = new BrainBoard(RULES);
        equal.setStones(List.of(p("h8")), List.of(p("h9")));
        BrainBoard oneBehind = new BrainBoard(RULES);
        oneBehind.setStones(List.of(p("h8")), List.of(p("h9"), p("h10")));

        assertThat(equal.own()).contains(Side.FIRST);
        assertThat(equal.position().toString()).isEqualTo("h8 h9");
        assertThat(oneBehind.own()).contains(Side.SECOND);
        assertThat(oneBehind.position().toString()).isEqualTo("h9 h8 h10");
    }

    @Test
    void anOlderStoneCanBeTakenBackWhenTheColoursStillAlternate() {
        BrainBoard board = new BrainBoard(RULES);
        board.begin();
        board.ownPlays(p("h8"));
        board.opponentPlays(p("h9"));
        board.ownPlays(p("i8"));
        board.opponentPlays(p("i9"));
        board.ownPlays(p("j8"));

        assertThatThrownBy(() -> board.takeBack(p("h9"))).hasMessage(
                "taking back 7,6 would leave two stones of one colour in a row; take back the last move first");
        assertThat(board.position().toString()).isEqualTo("h8 h9 i8 i9 j8");
        board.takeBack(p("h8")); // not the last move, but the colours still alternate
        assertThat(board.position().toString()).isEqualTo("i8 h9 j8 i9");
        assertThatThrownBy(() -> board.opponentPlays(p("j9"))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("it is my turn, not the opponent's");
    }

    @Test
    void theOwnSideIsKeptAcrossTurns() {
        BrainBoard board = new BrainBoard(RULES);
        board.opponentPlays(p("h8"));
        board.ownPlays(p("h9"));

        assertThat(board.own()).contains(Side.SECOND);
        assertThatThrownBy(() -> board.ownPlays(p("h10"))).hasMessage("it is the opponent's turn, not mine");
        assertThatThrownBy(() -> board.begin()).hasMessage("the board is not empty (2 stones)");
    }
}
