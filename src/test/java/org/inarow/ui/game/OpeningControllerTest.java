package org.inarow.ui.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Level;
import org.inarow.ai.Limits;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.Proof;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import org.inarow.ai.arena.Opening;
import org.inarow.ai.arena.Openings;
import org.inarow.model.Notation;
import org.inarow.model.OpeningChoice;
import org.inarow.model.OpeningRule;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Swap and swap2 in the controller: the guided steps, the choices, the computer on either seat, undo. */
class OpeningControllerTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private final List<Throwable> errors = new ArrayList<>();
    private GameController controller;

    /** Scores every position {@code score} for the side to move and plays the first empty point of its preferences. */
    private static Strategy judging(int score) {
        return new Strategy() {
            @Override
            public String name() {
                return "judging";
            }

            @Override
            public SearchResult search(Position position, Limits limits, Cancellation cancellation, ProgressSink progress) {
                Point p = TestStrategies.firstEmpty(position, "a1 b1 c1 d1 e1 f1 g1 a2 b2 c2 d2 e2 f2 g2");
                return new SearchResult(p, score, 1, 1, 0, List.of(p));
            }
        };
    }

    @AfterEach
    void stop() {
        if (controller != null) {
            Edt.run(controller::shutdown);
        }
        assertThat(errors).isEmpty();
    }

    private void start(Mode mode, Side humanSide, OpeningRule opening, Strategy strategy) {
        GameSetup setup = new GameSetup(GOMOKU, mode, humanSide, Level.MEDIUM, 1, opening);
        controller = Edt.call(() -> {
            GameController c = new GameController(setup, false, (level, rules, seed) -> strategy,
                    rules -> (p, l, c2) -> new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, null, List.of(), 0, 0, List.of(), Map.of()),
                    errors::add);
            c.start();
            return c;
        });
    }

    private void play(String cells) {
        for (String cell : cells.split(" ")) {
            Edt.run(() -> controller.cellChosen(Notation.parsePoint(cell, GOMOKU)));
        }
    }

    private void choose(OpeningChoice choice) {
        Edt.run(() -> controller.choose(choice));
    }

    private String moves() {
        return Edt.call(() -> Notation.formatMoves(controller.moves()));
    }

    private String turn() {
        return Edt.call(controller::turnText);
    }

    private String notice() {
        return Edt.call(controller::notice);
    }

    private List<OpeningChoice> offered() {
        return Edt.call(controller::choicesOffered);
    }

    private void waitUntil(String what, java.util.function.Supplier<Boolean> condition) {
        Edt.waitFor(what, 10_000, () -> condition.get() && !controller.isThinking());
    }

    @Test
    void twoPlayersAreLedThroughSwap2StepByStep() {
        start(Mode.TWO_PLAYERS, Side.FIRST, OpeningRule.SWAP2, judging(0));
        assertThat(turn()).isEqualTo("Player 1: place stones");
        assertThat(notice()).isEqualTo("Place three stones: black, white, black");
        play("h8 h9");
        assertThat(notice()).isEqualTo("Place three stones: black, white, black (2 placed)");
        play("j10");
        assertThat(turn()).isEqualTo("Player 2: choose");
        assertThat(notice()).isEqualTo("Choose: play White, play Black, or place two more");
        assertThat(offered()).containsExactly(OpeningChoice.PLAY_WHITE, OpeningChoice.PLAY_BLACK, OpeningChoice.PLACE_TWO);
        assertThat(Edt.call(controller::acceptsMoves)).isFalse();

        play("g7"); // a stone before the choice: refused, nothing changes
        assertThat(notice()).isEqualTo("g7 waits for the colour choice.");
        assertThat(moves()).isEqualTo("h8 h9 j10");

        choose(OpeningChoice.PLACE_TWO);
        assertThat(turn()).isEqualTo("Player 2: place stones");
        assertThat(offered()).isEmpty();
        play("g9");
        assertThat(notice()).isEqualTo("Place two more stones: white, black (1 placed)");
        play("k11");
        assertThat(turn()).isEqualTo("Player 1: choose");
        assertThat(offered()).containsExactly(OpeningChoice.PLAY_WHITE, OpeningChoice.PLAY_BLACK);

        choose(OpeningChoice.PLAY_WHITE);
        assertThat(notice()).isEqualTo("Player 1 plays White, Player 2 Black.");
        assertThat(turn()).isEqualTo("White to move (Player 1)");
        play("g7");
        assertThat(turn()).isEqualTo("Black to move (Player 2)");
        assertThat(moves()).isEqualTo("h8 h9 j10 g9 k11 g7");
    }

    @Test
    void aChoiceOutOfTurnIsRefusedWithTheReason() {
        start(Mode.TWO_PLAYERS, Side.FIRST, OpeningRule.SWAP, judging(0));
        play("h8 h9");
        choose(OpeningChoice.PLAY_BLACK);
        assertThat(notice()).isEqualTo("Not now: there is no choice to make yet: 1 more stone to place first.");
        play("j10");
        choose(OpeningChoice.PLACE_TWO); // not offered under swap (no button for it either)
        assertThat(notice()).isEqualTo("Not now: 'place two more' is not offered under Swap.");
        assertThat(Edt.call(() -> controller.opening().choices())).isEmpty();
    }

    @Test
    void againstTheComputerAsOpenerItPlacesTwoMoreWhenEvenAndThePlayerChooses() {
        start(Mode.VS_COMPUTER, Side.FIRST, OpeningRule.SWAP2, judging(0));
        assertThat(turn()).isEqualTo("Your opening stones");
        play("h8 h9 j10");
        waitUntil("the computer placed two", () -> controller.moves().size() == 5);
        assertThat(Edt.call(() -> controller.opening().choices())).containsExactly(OpeningChoice.PLACE_TWO);
        assertThat(notice()).isEqualTo("The computer placed two more stones: now you choose.");
        assertThat(turn()).isEqualTo("Your choice");
        assertThat(offered()).containsExactly(OpeningChoice.PLAY_WHITE, OpeningChoice.PLAY_BLACK);

        choose(OpeningChoice.PLAY_BLACK); // White (the computer) makes the sixth move
        waitUntil("the computer's sixth move", () -> controller.moves().size() == 6);
        assertThat(Edt.call(controller::playing).humanSide()).isEqualTo(Side.FIRST);
        assertThat(turn()).isEqualTo("Your move (Black)");
        play("l12");
        waitUntil("its reply", () -> controller.moves().size() == 8);
    }

    @Test
    void againstTheComputerAsOpenerItTakesTheColourItsSearchPrefers() {
        start(Mode.VS_COMPUTER, Side.FIRST, OpeningRule.SWAP2, judging(600)); // White to move is well ahead
        play("h8 h9 j10");
        waitUntil("the computer took White and moved", () -> controller.moves().size() == 4);
        assertThat(Edt.call(() -> controller.opening().choices())).containsExactly(OpeningChoice.PLAY_WHITE);
        assertThat(notice()).isEqualTo("The computer chose to play White: you play Black.");
        assertThat(Edt.call(controller::playing).humanSide()).isEqualTo(Side.FIRST);
        assertThat(turn()).isEqualTo("Your move (Black)");
    }

    @Test
    void againstTheComputerAsResponderItOpensWithBookStonesAndThePlayerChoosesWhite() {
        start(Mode.VS_COMPUTER, Side.SECOND, OpeningRule.SWAP2, judging(0));
        waitUntil("three stones", () -> controller.moves().size() == 3);
        List<List<Point>> book = Openings.defaults(GOMOKU).stream().map(Opening::moves).toList();
        assertThat(book).contains(Edt.call(controller::moves));
        assertThat(turn()).isEqualTo("Your choice");
        assertThat(offered()).containsExactly(OpeningChoice.PLAY_WHITE, OpeningChoice.PLAY_BLACK, OpeningChoice.PLACE_TWO);

        choose(OpeningChoice.PLAY_WHITE);
        assertThat(notice()).isEqualTo("You play White, the computer Black.");
        assertThat(turn()).isEqualTo("Your move (White)");
        assertThat(Edt.call(controller::isThinking)).isFalse();
        Point free = TestStrategies.firstEmpty(Edt.call(controller::position), "g7 f6 e5");
        Edt.run(() -> controller.cellChosen(free));
        waitUntil("the computer's fifth", () -> controller.moves().size() == 5);
    }

    @Test
    void undoTakesThePlayersStoneBackWithTheComputersChoiceOnIt() {
        start(Mode.VS_COMPUTER, Side.FIRST, OpeningRule.SWAP, judging(-600)); // Black is well ahead: the computer takes Black
        play("h8 h9 j10");
        waitUntil("the computer's choice", () -> !controller.opening().choices().isEmpty());
        assertThat(Edt.call(() -> controller.opening().choices())).containsExactly(OpeningChoice.PLAY_BLACK);
        assertThat(turn()).isEqualTo("Your move (White)");
        assertThat(Edt.call(controller::canUndo)).isTrue();

        Edt.run(controller::undo);
        assertThat(moves()).isEqualTo("h8 h9");
        assertThat(Edt.call(() -> controller.opening().choices())).isEmpty();
        assertThat(turn()).isEqualTo("Your opening stones");
        assertThat(Edt.call(controller::isThinking)).isFalse();
    }

    @Test
    void theComputersOwnOpeningStonesCannotBeTakenBack() {
        start(Mode.VS_COMPUTER, Side.SECOND, OpeningRule.SWAP, judging(0));
        waitUntil("three stones", () -> controller.moves().size() == 3);
        assertThat(Edt.call(controller::canUndo)).isFalse();
        Edt.run(controller::undo);
        assertThat(Edt.call(controller::moves)).hasSize(3);
    }
}
