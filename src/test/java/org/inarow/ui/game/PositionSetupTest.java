package org.inarow.ui.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.inarow.model.Notation;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;

/** A position set up by hand: played in as alternating moves, or refused with the reason a player reads. */
class PositionSetupTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final Rules TIC_TAC_TOE = Rules.ticTacToe();

    private static PositionSetup place(Rules rules, String black, String white, Side toMove) {
        PositionSetup setup = PositionSetup.empty(rules).withToMove(toMove);
        for (var p : Notation.parseMoves(black, rules)) {
            setup = setup.with(p, Optional.of(Side.FIRST));
        }
        if (!white.isEmpty()) {
            for (String cell : white.split(" ")) {
                setup = setup.with(Notation.parsePoint(cell, rules), Optional.of(Side.SECOND));
            }
        }
        return setup;
    }

    @Test
    void stonesPlacedInAnyOrderBecomeAlternatingMovesWithTheChosenSideToMove() {
        PositionSetup setup = place(GOMOKU, "h8 j10 a1", "c3 o15 h9", Side.FIRST);
        assertThat(setup.refusal()).isEmpty();
        Position position = setup.position();
        assertThat(position.toMove()).isEqualTo(Side.FIRST);
        assertThat(position.moveCount()).isEqualTo(6);
        for (String cell : "h8 j10 a1".split(" ")) {
            assertThat(position.stoneAt(Notation.parsePoint(cell, GOMOKU))).contains(Side.FIRST);
        }
        for (String cell : "c3 o15 h9".split(" ")) {
            assertThat(position.stoneAt(Notation.parsePoint(cell, GOMOKU))).contains(Side.SECOND);
        }
        PositionSetup white = place(GOMOKU, "h8 j10", "c3", Side.SECOND);
        assertThat(white.refusal()).isEmpty();
        assertThat(white.position().toMove()).isEqualTo(Side.SECOND);
    }

    @Test
    void countsNoGameCanHaveAreRefusedWithTheCounts() {
        assertThat(place(GOMOKU, "h8 j10 a1 b1", "c3 o15 h9", Side.FIRST).refusal())
                .contains("Black to move needs as many White stones as Black: the board has 4 Black stones and 3 White stones.");
        assertThat(place(GOMOKU, "h8", "c3", Side.SECOND).refusal())
                .contains("White to move needs one Black stone more than White: the board has 1 Black stone and 1 White stone.");
        assertThat(place(TIC_TAC_TOE, "", "b2", Side.FIRST).refusal()).get(org.assertj.core.api.InstanceOfAssertFactories.STRING)
                .startsWith("X to move needs as many O marks as X");
        assertThatThrownBy(() -> place(GOMOKU, "h8 h9", "", Side.FIRST).position()).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aPositionAlreadyWonOrFullIsRefused() {
        assertThat(place(GOMOKU, "a1 b1 c1 d1 e1", "a5 b5 c5 d5", Side.SECOND).refusal())
                .contains("Black already has 5 in a row: the game would be over.");
        assertThat(place(GOMOKU, "a1 b1 c1 d1 e1 o15", "a5 b5 c5 d5 e5 o14", Side.FIRST).refusal()).as("both have five")
                .get(org.assertj.core.api.InstanceOfAssertFactories.STRING).contains("already has 5 in a row");
        assertThat(place(TIC_TAC_TOE, "a1 b2 c3", "a2 a3", Side.SECOND).refusal())
                .contains("X already has 3 in a row: the game would be over.");
        assertThat(place(TIC_TAC_TOE, "a1 b1 c2 a3 b3", "c1 a2 b2 c3", Side.SECOND).refusal())
                .contains("The board is full: there is no move left to play.");
        assertThat(place(Rules.gomokuStandard(15), "a1 b1 c1 d1 e1 f1", "a5 b5 c5 d5 h8", Side.SECOND).refusal())
                .as("Black's six under exactly five is no win, but no game gets there: its five came first")
                .get(org.assertj.core.api.InstanceOfAssertFactories.STRING).contains("Black already has 5 in a row");
    }

    @Test
    void aRenjuFoulOnTheWayIsNamed() {
        // played in board order (top row first), Black's last stone h8 makes two open threes: h8-h10 and h8-j10
        PositionSetup setup = place(Rules.renju(), "h9 h10 i9 j10 h8", "a1 a3 a5 a7", Side.SECOND);
        assertThat(setup.refusal()).get(org.assertj.core.api.InstanceOfAssertFactories.STRING)
                .startsWith("No game can reach this position: ").contains("forbidden for Black");
    }

    @Test
    void aGamesPositionCanBeEditedFurtherAndErased() {
        PositionSetup setup = PositionSetup.of(Position.parse(GOMOKU, "h8 h9 i8"));
        assertThat(setup.toMove()).isEqualTo(Side.SECOND);
        assertThat(setup.count(Side.FIRST)).isEqualTo(2);
        PositionSetup erased = setup.with(Notation.parsePoint("i8", GOMOKU), Optional.empty());
        assertThat(erased.at(Notation.parsePoint("i8", GOMOKU))).isEmpty();
        assertThat(erased.withToMove(Side.FIRST).refusal()).isEmpty();
        assertThat(erased.withToMove(Side.FIRST).position().moves()).isEqualTo(Notation.parseMoves("h8 h9", GOMOKU));
    }
}
