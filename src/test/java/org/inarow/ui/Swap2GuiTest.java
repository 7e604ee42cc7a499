package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Level;
import org.inarow.ai.Limits;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import org.inarow.model.Notation;
import org.inarow.model.OpeningChoice;
import org.inarow.model.OpeningRule;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Swap2 in the real window: chosen in the setup, the opening played through by two players with
 * the guide in the status and the choice buttons beside the board, then against the computer on
 * either seat, and the game played on after the opening each time.
 */
@GuiTest
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class Swap2GuiTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);

    /** Judges every position even (score 0) and plays the first free point of a fixed list: the computer's part is known. */
    private static Strategy evenJudge() {
        return new Strategy() {
            @Override
            public String name() {
                return "even";
            }

            @Override
            public SearchResult search(Position position, Limits limits, Cancellation cancellation, ProgressSink progress) {
                Point p = TestStrategies.firstEmpty(position, "a1 b1 c1 d1 e1 f1 g1 a3 b3 c3 d3 e3 f3 g3");
                return new SearchResult(p, 0, 1, 1, 0, List.of(p));
            }
        };
    }

    private static AppDriver open(GameSetup setup) {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(setup);
        return AppDriver.open(settings, InARowApp.Config.of(settings).withStrategies((level, rules, seed) -> evenJudge()));
    }

    private static void clickChoice(AppDriver app, OpeningChoice choice) {
        app.window.button("choice-" + choice.id()).requireVisible().click();
        app.robot.waitForIdle();
    }

    private static void waitFor(AppDriver app, String what, java.util.function.BooleanSupplier condition) {
        Edt.waitFor(what, 20_000, () -> condition.getAsBoolean() && !app.controller().isThinking());
        app.robot.waitForIdle();
    }

    @Test
    void twoPlayersPlayASwap2OpeningThroughWithTheButtonsAndPlayOn() throws IOException {
        try (AppDriver app = open(new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1))) {
            app.window.comboBox("opening").requireVisible().selectItem("Swap2");
            app.robot.waitForIdle();
            Edt.waitFor("swap2 chosen", 5000, () -> app.controller().setup().opening() == OpeningRule.SWAP2);
            assertThat(app.settings.setup().opening()).as("remembered").isEqualTo(OpeningRule.SWAP2);
            assertThat(app.status()).isEqualTo("Player 1: place stones");
            assertThat(app.notice()).isEqualTo("Place three stones: black, white, black");
            assertThat(showing(app, "openingChoices")).isFalse();

            for (String cell : "h8 h9 j10".split(" ")) {
                app.click(cell);
            }
            assertThat(app.status()).isEqualTo("Player 2: choose");
            assertThat(app.notice()).isEqualTo("Choose: play White, play Black, or place two more");
            app.window.button("choice-white").requireVisible().requireText("Play White");
            app.window.button("choice-black").requireVisible().requireText("Play Black");
            app.window.button("choice-two").requireVisible().requireText("Place two more");
            screenshot(app, "target/swap2-choice.png");

            app.click("g7"); // the board waits for the choice
            assertThat(app.notice()).isEqualTo("g7 waits for the colour choice.");
            assertThat(app.moves()).isEqualTo("h8 h9 j10");

            clickChoice(app, OpeningChoice.PLACE_TWO);
            assertThat(app.status()).isEqualTo("Player 2: place stones");
            assertThat(showing(app, "openingChoices")).isFalse();
            app.click("g9");
            app.click("k11");
            assertThat(app.status()).isEqualTo("Player 1: choose");
            assertThat(showing(app, "choice-two")).isFalse();
            clickChoice(app, OpeningChoice.PLAY_WHITE);
            assertThat(app.notice()).isEqualTo("Player 1 plays White, Player 2 Black.");
            assertThat(app.status()).isEqualTo("White to move (Player 1)");
            assertThat(app.window.list("moveList").contents()).as("the choices beside the stones they were made on")
                    .containsExactly("1.  Black  h8", "2.  White  h9", "3.  Black  j10  · two more", "4.  White  g9",
                            "5.  Black  k11  · White chosen");

            for (String cell : "g7 l12 f6".split(" ")) {
                app.click(cell);
            }
            assertThat(app.moves()).isEqualTo("h8 h9 j10 g9 k11 g7 l12 f6");
            assertThat(app.status()).isEqualTo("Black to move (Player 2)");

            app.window.comboBox("game").selectItem("Tic-tac-toe");
            app.robot.waitForIdle();
            app.window.optionPane().yesButton().click();
            app.robot.waitForIdle();
            assertThat(showing(app, "opening")).as("no opening rule for tic-tac-toe").isFalse();
            assertThat(app.errors).isEmpty();
        }
    }

    @Test
    void againstTheComputerOnEitherSeatTheOpeningIsPlayedThroughAndTheGameGoesOn() throws IOException {
        // the player responds: the computer opens with book stones, the player takes Black, the computer plays White's fourth
        try (AppDriver app = open(new GameSetup(GOMOKU, Mode.VS_COMPUTER, Side.SECOND, Level.MEDIUM, 1, OpeningRule.SWAP2))) {
            waitFor(app, "the computer's three stones", () -> app.controller().moves().size() == 3);
            assertThat(app.status()).isEqualTo("Your choice");
            clickChoice(app, OpeningChoice.PLAY_BLACK);
            waitFor(app, "White's fourth", () -> app.controller().moves().size() == 4);
            assertThat(app.status()).isEqualTo("Your move (Black)");
            app.click(Notation.format(TestStrategies.firstEmpty(app.position(), "h7 i6 j5")));
            waitFor(app, "the computer's reply", () -> app.controller().moves().size() == 6);
            assertThat(app.status()).isEqualTo("Your move (Black)");
            assertThat(app.errors).isEmpty();
        }
        // the player opens: the computer finds the position even and places two more; the player takes White and plays on
        try (AppDriver app = open(new GameSetup(GOMOKU, Mode.VS_COMPUTER, Side.FIRST, Level.MEDIUM, 1, OpeningRule.SWAP2))) {
            assertThat(app.status()).isEqualTo("Your opening stones");
            for (String cell : "h8 h9 j10".split(" ")) {
                app.click(cell);
            }
            waitFor(app, "the computer's two stones", () -> app.controller().moves().size() == 5);
            assertThat(app.notice()).isEqualTo("The computer placed two more stones: now you choose.");
            screenshot(app, "target/swap2-vs-computer.png");
            clickChoice(app, OpeningChoice.PLAY_WHITE);
            assertThat(app.status()).isEqualTo("Your move (White)");
            app.click("g7");
            waitFor(app, "the computer's seventh", () -> app.controller().moves().size() == 7);
            assertThat(app.status()).isEqualTo("Your move (White)");
            assertThat(app.errors).isEmpty();
        }
    }

    @Test
    void backToNoOpeningRuleTheChooserWhoTookBlackStillPlaysBlack() {
        try (AppDriver app = open(new GameSetup(GOMOKU, Mode.VS_COMPUTER, Side.SECOND, Level.MEDIUM, 1, OpeningRule.SWAP2))) {
            waitFor(app, "the computer's three stones", () -> app.controller().moves().size() == 3);
            clickChoice(app, OpeningChoice.PLAY_BLACK);
            waitFor(app, "White's fourth", () -> app.controller().moves().size() == 4);
            app.click(Notation.format(TestStrategies.firstEmpty(app.position(), "h7 i6 j5")));
            waitFor(app, "the computer's reply", () -> app.controller().moves().size() == 6);
            assertThat(app.status()).isEqualTo("Your move (Black)");
            int game = Edt.call(() -> app.controller().gameNumber());

            app.window.comboBox("opening").selectItem("None");
            app.robot.waitForIdle();
            app.window.optionPane().yesButton().click(); // the game in progress goes
            waitFor(app, "the new game", () -> app.controller().gameNumber() > game);

            assertThat(Edt.call(() -> app.controller().setup().humanSide())).as("You play").isEqualTo(Side.FIRST);
            assertThat(app.window.comboBox("side").selectedItem()).isEqualTo("Black (first)");
            assertThat(app.moves()).as("the computer waits for Black, the player").isEmpty();
            assertThat(app.status()).isEqualTo("Your move (Black)");
            assertThat(app.errors).isEmpty();
        }
    }

    /** Whether the component named {@code name} is on the screen (hidden ones are found too). */
    private static boolean showing(AppDriver app, String name) {
        java.awt.Component c = app.robot.finder().findByName(app.frame, name, false);
        return Edt.call(c::isShowing);
    }

    private static void screenshot(AppDriver app, String path) throws IOException {
        Rectangle bounds = Edt.call(() -> app.frame.getBounds());
        try {
            BufferedImage shot = new java.awt.Robot().createScreenCapture(bounds);
            File file = new File(path);
            file.getParentFile().mkdirs();
            ImageIO.write(shot, "png", file);
        } catch (java.awt.AWTException e) {
            throw new IllegalStateException(e);
        }
    }
}
