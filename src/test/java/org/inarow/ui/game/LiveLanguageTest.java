package org.inarow.ui.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.inarow.ai.Level;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictor;
import org.inarow.ai.Proof;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.board.BoardPanel;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.text.Language;
import org.inarow.ui.text.Texts;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A switch of language rewrites what the controller says without anything happening in the game:
 * the turn, a refusal, the review's summary and its verdict on a move are read in the new language
 * (the views read them again when told, as View › Language does).
 */
class LiveLanguageTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final GameSetup TWO_PLAYERS = new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1);
    /** The first player's chance after 0, 1, … 5 moves of h8 h9 i8 i9 j8: White's i9 (move 4) gives 40 points away. */
    private static final double[] CHANCES = {0.5, 0.5, 0.5, 0.5, 0.9, 0.9};
    private static final Point BEST = Notation.parsePoint("a1", GOMOKU);

    private final List<Throwable> errors = Collections.synchronizedList(new ArrayList<>());
    private GameController controller;

    @AfterEach
    void stop() {
        Texts.use(Language.ENGLISH);
        if (controller != null) {
            Edt.run(controller::shutdown);
            Edt.waitFor("every search to end", 10_000, controller::isSettled);
        }
        assertThat(errors).isEmpty();
    }

    /** A review's predictions by the number of moves, best always a1 (ReviewRunnerTest's). */
    private static Predictor scripted() {
        return (position, limits, cancellation) -> new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, BEST, List.of(BEST),
                0, 0, List.of(), Map.of(), position.toMove(),
                CHANCES[Math.min(position.moveCount(), CHANCES.length - 1)], List.of());
    }

    private void start() {
        controller = Edt.call(() -> {
            GameController c = new GameController(TWO_PLAYERS, false, (level, rules, seed) -> TestStrategies.scripted(""),
                    rules -> scripted(), errors::add);
            c.start();
            return c;
        });
    }

    private void play(String moves) {
        for (String cell : moves.split(" ")) {
            Edt.run(() -> controller.cellChosen(Notation.parsePoint(cell, GOMOKU)));
        }
    }

    @Test
    void aRefusalAndTheTurnFollowTheLanguage() {
        start();
        play("h8 h8");
        assertThat(Edt.call(controller::notice)).isEqualTo("h8 is occupied.");
        assertThat(Edt.call(controller::turnText)).isEqualTo("White to move");
        AtomicInteger told = new AtomicInteger();
        Edt.run(() -> controller.addListener(told::incrementAndGet));
        Edt.run(() -> {
            Texts.use(Language.CHINESE);
            controller.languageChanged();
        });
        assertThat(told.get()).as("the views are told to read again").isPositive();
        assertThat(Edt.call(controller::notice)).isEqualTo("h8 已经有子。");
        assertThat(Edt.call(controller::turnText)).isEqualTo("白方走棋");
        Edt.run(() -> Texts.use(Language.ENGLISH));
        assertThat(Edt.call(controller::notice)).isEqualTo("h8 is occupied.");
    }

    @Test
    void theReviewsSummaryAndItsVerdictOnAMarkedMoveFollowTheLanguage() {
        start();
        play("h8 h9 i8 i9 j8");
        Edt.run(controller.reviewer()::start);
        Edt.waitFor("the review", 10_000, () -> controller.reviewer().result().isPresent());
        Edt.waitFor("its summary", 5_000, () -> controller.notice() != null);
        assertThat(Edt.call(controller::notice)).isEqualTo("Review done: 1 blunder; 1 turning point (Alt+↓ steps to the next).");
        Edt.run(() -> Texts.use(Language.CHINESE));
        assertThat(Edt.call(controller::notice)).isEqualTo("复盘完成：1 个败着；1 个转折点（按 Alt+↓ 跳到下一个）。");

        Edt.run(() -> controller.showMove(4));
        assertThat(Edt.call(() -> controller.reviewer().shownVerdict().orElseThrow().mark()))
                .isEqualTo(org.inarow.ai.review.Mark.BLUNDER);
        assertThat(Edt.call(controller::notice)).isEqualTo("第 4 手 i9?? 是败着：a1 更好。白方 50% → 10%");
        assertThat(Edt.call(() -> StatusText.reviewing(controller.review()))).isEqualTo("复盘：第 4 手，共 5 手");
        Edt.run(() -> Texts.use(Language.ENGLISH));
        assertThat(Edt.call(controller::notice)).isEqualTo("4. i9?? is a blunder: a1 was better. White 50 % → 10 %");
    }

    @Test
    void theBoardsAccessibleNameFollowsTheLanguage() {
        BoardPanel board = Edt.call(() -> new BoardPanel(Position.empty(GOMOKU)));
        assertThat(Edt.call(() -> board.getAccessibleContext().getAccessibleName()))
                .isEqualTo("Board: arrow keys move the cursor, Enter or Space plays");
        Edt.run(() -> Texts.use(Language.CHINESE));
        assertThat(Edt.call(() -> board.getAccessibleContext().getAccessibleName())).isEqualTo("棋盘：方向键移动光标，Enter 或空格键落子");
    }
}
