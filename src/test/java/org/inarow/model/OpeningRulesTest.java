package org.inarow.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/** The opening rules' steps as the model keeps them, and every refusal leaving the game as it was. */
class OpeningRulesTest {
    private static final Rules FREESTYLE = Rules.gomokuFreestyle(15);

    static List<Rules> gomokuRules() {
        return List.of(Rules.gomokuFreestyle(15), Rules.gomokuStandard(15), Rules.renju(), Rules.gomokuFreestyle(19));
    }

    private static Game played(Game game, String moves) {
        for (Point p : Notation.parseMoves(moves, game.rules())) {
            game.play(p);
        }
        return game;
    }

    private static Point at(String name) {
        return Notation.parsePoint(name, FREESTYLE);
    }

    @ParameterizedTest
    @MethodSource("gomokuRules")
    void swapOpenerPlacesThreeThenTheResponderChoosesAndTheColoursFollow(Rules rules) {
        Game game = new Game(rules, OpeningRule.SWAP);
        assertThat(game.openingStep()).map(OpeningStep::actor).contains(Seat.OPENER);
        assertThat(game.seatToAct()).isEqualTo(Seat.OPENER);
        played(game, "h8 h9");
        assertThat(game.seatToAct()).isEqualTo(Seat.OPENER); // the opener's white stone too
        played(game, "j10");
        assertThat(game.openingStep()).hasValueSatisfying(step -> {
            assertThat(step.isChoice()).isTrue();
            assertThat(step.actor()).isEqualTo(Seat.RESPONDER);
            assertThat(step.choices()).containsExactly(OpeningChoice.PLAY_WHITE, OpeningChoice.PLAY_BLACK);
        });
        assertThat(game.opening().sideOf(Seat.OPENER)).isEmpty();

        game.choose(Seat.RESPONDER, OpeningChoice.PLAY_BLACK);

        assertThat(game.openingStep()).isEmpty();
        assertThat(game.opening().sideOf(Seat.RESPONDER)).contains(Side.FIRST);
        assertThat(game.opening().sideOf(Seat.OPENER)).contains(Side.SECOND);
        assertThat(game.toMove()).isEqualTo(Side.SECOND);
        assertThat(game.seatToAct()).isEqualTo(Seat.OPENER); // White's move 4: the opener now plays White
        played(game, "g7");
        assertThat(game.seatToAct()).isEqualTo(Seat.RESPONDER);
        assertThat(List.of(1, 2, 3, 4, 5).stream().map(n -> game.opening().seatOfMove(n)))
                .containsExactly(Seat.OPENER, Seat.OPENER, Seat.OPENER, Seat.OPENER, Seat.RESPONDER);
    }

    @Test
    void swap2PlaceTwoHandsTheChoiceBackToTheOpener() {
        Game game = played(new Game(FREESTYLE, OpeningRule.SWAP2), "h8 h9 j10");
        assertThat(game.openingStep().orElseThrow().choices())
                .containsExactly(OpeningChoice.PLAY_WHITE, OpeningChoice.PLAY_BLACK, OpeningChoice.PLACE_TWO);

        game.choose(Seat.RESPONDER, OpeningChoice.PLACE_TWO);
        assertThat(game.openingStep()).map(OpeningStep::stones).contains(2);
        assertThat(game.seatToAct()).isEqualTo(Seat.RESPONDER);
        played(game, "g9 k11");
        assertThat(game.openingStep()).hasValueSatisfying(step -> {
            assertThat(step.actor()).isEqualTo(Seat.OPENER);
            assertThat(step.choices()).containsExactly(OpeningChoice.PLAY_WHITE, OpeningChoice.PLAY_BLACK);
        });

        game.choose(Seat.OPENER, OpeningChoice.PLAY_WHITE);
        assertThat(game.opening().choices()).containsExactly(OpeningChoice.PLACE_TWO, OpeningChoice.PLAY_WHITE);
        assertThat(game.opening().sideOf(Seat.OPENER)).contains(Side.SECOND);
        assertThat(game.seatToAct()).isEqualTo(Seat.OPENER); // White to move (move 6) and the opener plays White
        assertThat(List.of(3, 4, 5, 6, 7).stream().map(n -> game.opening().seatOfMove(n)))
                .containsExactly(Seat.OPENER, Seat.RESPONDER, Seat.RESPONDER, Seat.OPENER, Seat.RESPONDER);
    }

    @Test
    void swap2TakingWhiteEndsTheOpeningAtThreeStones() {
        Game game = played(new Game(FREESTYLE, OpeningRule.SWAP2), "h8 h9 j10");
        game.choose(Seat.RESPONDER, OpeningChoice.PLAY_WHITE);
        assertThat(game.openingStep()).isEmpty();
        assertThat(game.seatToAct()).isEqualTo(Seat.RESPONDER);
        assertThat(game.opening().seatOfMove(4)).isEqualTo(Seat.RESPONDER);
        assertThat(game.opening().seatOfMove(5)).isEqualTo(Seat.OPENER);
    }

    @Test
    void aStoneWhileAChoiceIsDueIsRefusedAndChangesNothing() {
        Game game = played(new Game(FREESTYLE, OpeningRule.SWAP2), "h8 h9 j10");
        String before = game.toString();

        assertThat(game.check(at("g7"))).contains(IllegalReason.CHOICE_PENDING);
        assertThatThrownBy(() -> game.play(at("g7"))).isInstanceOf(IllegalMoveException.class);
        assertThat(IllegalReason.CHOICE_PENDING.text()).isEqualTo("waits for the colour choice");
        assertThat(game.toString()).isEqualTo(before);
        assertThat(game.moveCount()).isEqualTo(3);
        assertThat(game.stoneAt(at("g7"))).isEmpty();
    }

    @Test
    void choicesOutOfTurnOrNotOfferedAreRefusedWithTheReasonAndChangeNothing() {
        Game game = played(new Game(FREESTYLE, OpeningRule.SWAP), "h8 h9");
        assertThat(game.checkChoice(Seat.RESPONDER, OpeningChoice.PLAY_BLACK))
                .contains("there is no choice to make yet: 1 more stone to place first");
        assertThatThrownBy(() -> game.choose(Seat.RESPONDER, OpeningChoice.PLAY_BLACK))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1 more stone");
        played(game, "j10");
        assertThat(game.checkChoice(Seat.OPENER, OpeningChoice.PLAY_WHITE))
                .contains("it is the responder's choice, not the opener's");
        assertThat(game.checkChoice(Seat.RESPONDER, OpeningChoice.PLACE_TWO))
                .contains("'place two more' is not offered under Swap");
        assertThatThrownBy(() -> game.choose(Seat.OPENER, OpeningChoice.PLAY_WHITE)).isInstanceOf(IllegalArgumentException.class);
        assertThat(game.opening().choices()).isEmpty();
        assertThat(game.openingStep().orElseThrow().isChoice()).isTrue();

        game.choose(Seat.RESPONDER, OpeningChoice.PLAY_WHITE);
        assertThat(game.checkChoice(Seat.OPENER, OpeningChoice.PLAY_BLACK))
                .contains("there is no choice to make: the colours are decided");
        assertThat(new Game(FREESTYLE).checkChoice(Seat.OPENER, OpeningChoice.PLAY_BLACK))
                .contains("there is no choice to make: the colours are decided");
    }

    @Test
    void withoutAnOpeningRuleTheOpenerIsBlack() {
        Game game = played(new Game(FREESTYLE), "h8");
        assertThat(game.openingStep()).isEmpty();
        assertThat(game.opening().sideOf(Seat.OPENER)).contains(Side.FIRST);
        assertThat(game.seatToAct()).isEqualTo(Seat.RESPONDER);
        assertThat(game.opening().seatOfMove(1)).isEqualTo(Seat.OPENER);
    }

    @Test
    void takingBackTheStoneAChoiceWasMadeOnTakesTheChoiceAndRedoBringsBothBack() {
        Game game = played(new Game(FREESTYLE, OpeningRule.SWAP2), "h8 h9 j10");
        game.choose(Seat.RESPONDER, OpeningChoice.PLACE_TWO);
        played(game, "g9");
        game.undo(); // g9: the choice was made before it and stays
        assertThat(game.opening().choices()).containsExactly(OpeningChoice.PLACE_TWO);
        game.undo(); // j10: the choice made on it goes too
        assertThat(game.opening().choices()).isEmpty();
        assertThat(game.seatToAct()).isEqualTo(Seat.OPENER);

        assertThat(game.redo()).isPresent();
        assertThat(game.opening().choices()).containsExactly(OpeningChoice.PLACE_TWO);
        assertThat(game.redo()).map(Move::point).contains(at("g9"));
        assertThat(game.canRedo()).isFalse();
    }

    @Test
    void aNewStoneAfterTakingBackForgetsTheChoicesThatWent() {
        Game game = played(new Game(FREESTYLE, OpeningRule.SWAP), "h8 h9 j10");
        game.choose(Seat.RESPONDER, OpeningChoice.PLAY_BLACK);
        game.undo();
        played(game, "k11");
        assertThat(game.openingStep().orElseThrow().isChoice()).isTrue();
        assertThat(game.opening().choices()).isEmpty();
        assertThat(game.canRedo()).isFalse();
    }

    @Test
    void aGameIsRebuiltFromItsMovesAndChoicesAndABadChoiceIsNamed() {
        Game game = Game.fromMoves(FREESTYLE, OpeningRule.SWAP2, Notation.parseMoves("h8 h9 j10 g9 k11 g7", FREESTYLE),
                List.of(OpeningChoice.PLACE_TWO, OpeningChoice.PLAY_BLACK));
        assertThat(game.opening().sideOf(Seat.OPENER)).contains(Side.FIRST);
        assertThat(game.seatToAct()).isEqualTo(Seat.OPENER); // black's move 7

        assertThatThrownBy(() -> Game.fromMoves(FREESTYLE, OpeningRule.SWAP, Notation.parseMoves("h8 h9 j10 g9", FREESTYLE),
                List.of(OpeningChoice.PLACE_TWO)))
                .isInstanceOf(NotationException.class)
                .hasMessage("opening choice 1 (two): 'place two more' is not offered under Swap");
        assertThatThrownBy(() -> Game.fromMoves(FREESTYLE, OpeningRule.SWAP, Notation.parseMoves("h8 h9 j10 g9", FREESTYLE), List.of()))
                .isInstanceOf(NotationException.class)
                .hasMessage("move 4: g9 waits for the colour choice");
        assertThatThrownBy(() -> Game.fromMoves(FREESTYLE, OpeningRule.SWAP, Notation.parseMoves("h8", FREESTYLE),
                List.of(OpeningChoice.PLAY_WHITE)))
                .isInstanceOf(NotationException.class)
                .hasMessage("opening choice 1 (white) is not asked for after 1 moves under swap");
    }

    @Test
    void ticTacToeHasNoOpeningRule() {
        assertThatThrownBy(() -> new Game(Rules.ticTacToe(), OpeningRule.SWAP2))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the opening rule swap2 is for gomoku, not tic-tac-toe");
        assertThat(OpeningRule.NONE.fits(Rules.ticTacToe())).isTrue();
    }

    @Test
    void rulesAndChoicesAreNamedByTheirIds() {
        for (OpeningRule rule : OpeningRule.values()) {
            assertThat(OpeningRule.fromId(rule.id().toUpperCase())).isEqualTo(rule);
        }
        for (OpeningChoice choice : OpeningChoice.values()) {
            assertThat(OpeningChoice.fromId(choice.id())).isEqualTo(choice);
        }
        assertThatThrownBy(() -> OpeningRule.fromId("swap3")).hasMessage("'swap3' is not an opening rule (none, swap or swap2)");
    }
}
