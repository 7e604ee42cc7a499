package org.inarow.ui.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.inarow.ai.Level;
import org.inarow.ai.Prediction;
import org.inarow.ai.Strategy;
import org.inarow.model.MoveTree;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.RecordingPrompts;
import org.inarow.ui.testing.TestStrategies;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Looking back at earlier positions of the game, and playing on from one (a new line, the old one kept as a
 * variation, Lichess-style): the controller's rules.
 */
class ReviewTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final GameSetup TWO_PLAYERS = new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1);
    private final List<Throwable> errors = new ArrayList<>();
    private final RecordingPrompts prompts = new RecordingPrompts();
    private GameController controller;

    @AfterEach
    void stop() {
        if (controller != null) {
            Edt.run(controller::shutdown);
        }
        assertThat(errors).isEmpty();
    }

    private void start(GameSetup setup, Strategy strategy) {
        controller = Edt.call(() -> {
            GameController c = new GameController(setup, false, (level, rules, seed) -> strategy,
                    rules -> (p, l, c2) -> Prediction.unknown(), errors::add);
            c.start();
            return c;
        });
    }

    private void play(String moves) {
        for (String cell : moves.split(" ")) {
            Edt.run(() -> controller.cellChosen(Notation.parsePoint(cell, GOMOKU)));
        }
    }

    private void show(int moves) {
        Edt.run(() -> controller.showMove(moves));
    }

    private String moves() {
        return Edt.call(() -> Notation.formatMoves(controller.moves()));
    }

    private String shown() {
        return Edt.call(() -> Notation.formatMoves(controller.analysis().boardView().position().moves()));
    }

    @Test
    void theBoardShowsThePositionAfterTheMoveChosenAndTheGameStaysAsItIs() {
        start(TWO_PLAYERS, TestStrategies.scripted(""));
        play("h8 h9 i8 i9 j8");
        show(2);
        assertThat(shown()).isEqualTo("h8 h9");
        assertThat(Edt.call(() -> controller.analysis().boardView().lastMove())).contains(Notation.parsePoint("h9", GOMOKU));
        assertThat(Edt.call(controller::review)).isEqualTo(new ReviewState(2, 5));
        assertThat(Edt.call(controller::isReviewing)).isTrue();
        assertThat(moves()).as("the game itself").isEqualTo("h8 h9 i8 i9 j8");
        assertThat(Edt.call(() -> StatusText.reviewing(controller.review()))).isEqualTo("Review: move 2 of 5");

        show(0);
        assertThat(shown()).isEmpty();
        assertThat(Edt.call(() -> controller.analysis().boardView().lastMove())).isEmpty();
        show(4);
        assertThat(shown()).isEqualTo("h8 h9 i8 i9");
        show(5);
        assertThat(Edt.call(controller::isReviewing)).as("all the moves: back to the game").isFalse();
        assertThat(shown()).isEqualTo("h8 h9 i8 i9 j8");
    }

    @Test
    void undoAndRedoWaitWhileReviewingButHintWorks() {
        start(TWO_PLAYERS, TestStrategies.scripted(""));
        play("h8 h9 i8");
        Edt.run(controller::undo);
        show(1);
        assertThat(Edt.call(controller::canUndo)).isFalse();
        assertThat(Edt.call(controller::canRedo)).isFalse();
        assertThat(Edt.call(controller::canHint)).as("\"what should I have played?\" (issue 11)").isTrue();
        Edt.run(controller::undo);
        assertThat(moves()).as("undo does nothing while reviewing").isEqualTo("h8 h9");
        show(2);
        assertThat(Edt.call(controller::canRedo)).isTrue();
        Edt.run(controller::redo);
        assertThat(moves()).isEqualTo("h8 h9 i8");
    }

    private String tree() {
        return Edt.call(() -> describe(controller.moveTree()));
    }

    /** The tree as SGF-like text: {@code h8 h9 (a1 | i8 i9 j8)}. */
    private static String describe(MoveTree tree) {
        StringBuilder text = new StringBuilder();
        MoveTree node = tree;
        while (node.branches().size() == 1) {
            text.append(text.length() == 0 ? "" : " ").append(Notation.format(node.branches().get(0).move()));
            node = node.branches().get(0).after();
        }
        if (node.branches().size() > 1) {
            text.append(text.length() == 0 ? "(" : " (");
            for (int i = 0; i < node.branches().size(); i++) {
                MoveTree.Branch b = node.branches().get(i);
                String rest = describe(b.after());
                text.append(i == 0 ? "" : " | ").append(Notation.format(b.move())).append(rest.isEmpty() ? "" : " " + rest);
            }
            text.append(')');
        }
        return text.toString();
    }

    private List<String> rows() {
        return Edt.call(() -> controller.moveRows().stream().map(MoveRow::text).toList());
    }

    @Test
    void aMoveOnAnEarlierPositionStartsANewLineAndKeepsTheOldOneAsAVariation() {
        start(TWO_PLAYERS, TestStrategies.scripted(""));
        play("h8 h9 i8 i9 j8");
        show(2);
        play("a1");
        assertThat(prompts.questions).as("nothing is lost: nothing to ask").isEmpty();
        assertThat(moves()).isEqualTo("h8 h9 a1");
        assertThat(Edt.call(controller::isReviewing)).as("the game goes on from the new move").isFalse();
        assertThat(Edt.call(controller::canRedo)).as("the new line has nothing after it").isFalse();
        assertThat(tree()).isEqualTo("h8 h9 (a1 | i8 i9 j8)");
        assertThat(rows()).containsExactly("1.  Black  h8", "2.  White  h9", "3.  Black  a1", "      (3. i8  4. i9  5. j8)");
        assertThat(Edt.call(() -> controller.moveRows().get(3).line())).as("a click switches to it")
                .isEqualTo(Notation.parseMoves("h8 h9 i8", GOMOKU));
        play("a2");
        assertThat(moves()).isEqualTo("h8 h9 a1 a2");
        assertThat(tree()).isEqualTo("h8 h9 (a1 a2 | i8 i9 j8)");
    }

    @Test
    void aVariationRowSwitchesToItsLineShowingWhereItBranchedAndTheArrowsFollowIt() {
        start(TWO_PLAYERS, TestStrategies.scripted(""));
        play("h8 h9 i8 i9 j8");
        show(2);
        play("a1 a2");
        Edt.run(() -> controller.switchToLine(controller.moveRows().get(3).line()));
        assertThat(moves()).as("the old line is the game's again, to its end").isEqualTo("h8 h9 i8 i9 j8");
        assertThat(Edt.call(controller::review)).as("showing the variation's first move").isEqualTo(new ReviewState(3, 5));
        assertThat(shown()).isEqualTo("h8 h9 i8");
        assertThat(tree()).isEqualTo("h8 h9 (i8 i9 j8 | a1 a2)");
        assertThat(rows()).containsExactly("1.  Black  h8", "2.  White  h9", "3.  Black  i8", "      (3. a1  4. a2)",
                "4.  White  i9", "5.  Black  j8");
        show(4);
        assertThat(shown()).isEqualTo("h8 h9 i8 i9");
        Edt.run(() -> controller.switchToLine(Notation.parseMoves("h8 h9 k11", GOMOKU)));
        assertThat(moves()).as("a line the game does not have changes nothing").isEqualTo("h8 h9 i8 i9 j8");
    }

    @Test
    void undoGoesBackAlongTheGamesLineAndTheVariationStays() {
        start(TWO_PLAYERS, TestStrategies.scripted(""));
        play("h8 h9 i8 i9 j8");
        Edt.run(controller::undo); // something to redo: it stays with the old line
        show(2);
        play("a1");
        assertThat(tree()).isEqualTo("h8 h9 (a1 | i8 i9 j8)");
        Edt.run(controller::undo);
        assertThat(moves()).isEqualTo("h8 h9");
        assertThat(Edt.call(controller::canRedo)).isTrue();
        Edt.run(controller::redo);
        assertThat(moves()).as("redo follows the game's line, not the variation").isEqualTo("h8 h9 a1");
        assertThat(tree()).isEqualTo("h8 h9 (a1 | i8 i9 j8)");
        Edt.run(controller::undo);
        play("i8");
        assertThat(moves()).as("playing a variation's move follows it").isEqualTo("h8 h9 i8");
        assertThat(Edt.call(controller::canRedo)).isTrue();
        Edt.run(controller::redo);
        assertThat(moves()).isEqualTo("h8 h9 i8 i9");
    }

    @Test
    void playingTheMoveTheGameWentOnWithStepsForwardWithoutAsking() {
        start(TWO_PLAYERS, TestStrategies.scripted(""));
        play("h8 h9 i8");
        show(1);
        play("h9");
        assertThat(prompts.questions).isEmpty();
        assertThat(Edt.call(controller::review)).isEqualTo(new ReviewState(2, 3));
        assertThat(moves()).isEqualTo("h8 h9 i8");
    }

    @Test
    void anOccupiedPointIsRefusedOnAnEarlierPosition() {
        start(TWO_PLAYERS, TestStrategies.scripted(""));
        play("h8 h9 i8");
        show(2);
        play("h8");
        assertThat(prompts.questions).isEmpty();
        assertThat(Edt.call(controller::notice)).isEqualTo("h8 is occupied.");
        play("j8");
        assertThat(moves()).as("j8 is empty and was not the next move: a new line").isEqualTo("h8 h9 j8");
    }

    @Test
    void theComputerDoesNotMoveWhileAnEarlierPositionIsShownAndResumesAtTheEnd() throws Exception {
        TestStrategies.Slow slow = TestStrategies.slow("a1 a2 a3", 400);
        start(new GameSetup(GOMOKU, Mode.VS_COMPUTER, Side.FIRST, Level.MEDIUM, 1), slow);
        play("h8");
        assertThat(slow.started.await(5, TimeUnit.SECONDS)).isTrue();
        show(0);
        assertThat(Edt.call(controller::isThinking)).isFalse();
        Edt.waitFor("the stopped search to answer", 5000, () -> slow.answered.get() == 1);
        TestStrategies.sleep(100); // its done() has run on the event thread
        assertThat(moves()).as("its late answer was dropped").isEqualTo("h8");

        show(1);
        Edt.waitFor("the computer's move after returning", 5000,
                () -> controller.moves().size() == 2 && !controller.isThinking());
        assertThat(moves()).isEqualTo("h8 a1");
    }

    @Test
    void againstTheComputerItsTurnOnAnEarlierPositionIsNotThePlayers() {
        start(new GameSetup(GOMOKU, Mode.VS_COMPUTER, Side.FIRST, Level.MEDIUM, 1), TestStrategies.scripted("a1 a2"));
        play("h8");
        Edt.waitFor("the reply", 5000, () -> controller.moves().size() == 2 && !controller.isThinking());
        show(1);
        assertThat(Edt.call(controller::acceptsMoves)).isFalse();
        play("k11");
        assertThat(prompts.questions).isEmpty();
        assertThat(Edt.call(controller::notice)).contains("computer's turn");
        show(0);
        play("g7");
        assertThat(moves()).as("a new line from the empty board").isEqualTo("g7");
        Edt.waitFor("the reply", 5000, () -> controller.moves().size() == 2 && !controller.isThinking());
        assertThat(moves()).as("the computer answers on the new line").isEqualTo("g7 a1");
        assertThat(tree()).as("the old line stays as a variation").isEqualTo("(g7 a1 | h8 a1)");
    }
}
