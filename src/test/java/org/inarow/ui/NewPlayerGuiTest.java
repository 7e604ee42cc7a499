package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javax.swing.filechooser.FileFilter;
import org.assertj.swing.fixture.JComboBoxFixture;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.inarow.ai.Level;
import org.inarow.io.Autosave;
import org.inarow.io.GameFormat;
import org.inarow.io.GameRecord;
import org.inarow.io.GameRecords;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.board.BoardGeometry;
import org.inarow.ui.board.BoardPainter;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.StrategyFactory;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a new player tripped over (issue 10), each played in the real window as they met it: an
 * opened file quit unsaved, a game's choices lost on a switch, Save As ignoring the chosen type,
 * the computer moving behind a question, a six that says nothing, a board too small to play on,
 * and "You play" handing the player's side to the computer.
 */
@GuiTest
@Timeout(value = 120, unit = TimeUnit.SECONDS) // a stuck window test must not hold CI for long
class NewPlayerGuiTest {
    private static final GameSetup TWO_PLAYERS =
            new GameSetup(Rules.gomokuFreestyle(15), Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1);

    @TempDir
    Path folder;

    private static AppDriver open(Settings settings, Autosave autosave) {
        InARowApp.Config config = InARowApp.Config.of(settings);
        return AppDriver.open(settings, autosave == null ? config : config.withAutosave(autosave));
    }

    private static Settings settings(GameSetup setup) {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(setup);
        return settings;
    }

    private static void openWithTheChooser(AppDriver app, Path file) {
        app.window.menuItemWithPath("File", "Open…").click();
        JFileChooserFixture chooser = app.window.fileChooser("openChooser");
        chooser.setCurrentDirectory(file.getParent().toFile());
        chooser.selectFile(file.toFile()).approve();
    }

    /**
     * Selects an item as a player does, clicking the list open and the item. Under a heavily loaded
     * machine the robot's click now and then lands before the list has opened and selects nothing;
     * then it clicks again. A question the choice brings ("Start a new game?") shows it arrived (while
     * the question is open the box shows the game in progress, not the choice).
     */
    private static void choose(AppDriver app, String box, String item) {
        JComboBoxFixture combo = app.window.comboBox(box);
        for (int attempt = 1; attempt <= 3; attempt++) {
            combo.selectItem(item);
            app.robot.waitForIdle();
            if (item.equals(combo.selectedItem()) || Edt.call(() -> java.util.Arrays.stream(java.awt.Window.getWindows())
                    .anyMatch(w -> w.isShowing() && "prompt".equals(w.getName())))) {
                return;
            }
        }
        combo.requireSelection(item);
    }

    @Test
    void quittingAnOpenedGameWithChangesAsksAndTheAutosaveKeepsItsFile() throws Exception {
        Rules rules = Rules.gomokuFreestyle(19);
        Path file = Files.writeString(folder.resolve("other19.sgf"),
                GameRecords.write(GameRecord.of(rules, Notation.parseMoves("j10 j11", rules)), GameFormat.SGF));
        Settings settings = settings(TWO_PLAYERS);
        Autosave autosave = new Autosave(folder.resolve("data"));
        try (AppDriver app = open(settings, autosave)) {
            openWithTheChooser(app, file);
            Edt.waitFor("the opened game", 5000, () -> app.controller().moves().size() == 2);
            app.click("k10");
            app.window.requireTitle("*other19.sgf — InARow");

            app.shortcut(KeyEvent.VK_CONTROL, KeyEvent.VK_Q);
            JOptionPaneFixture question = app.window.optionPane().requireTitle("Save changes?");
            question.requireMessage("(?s)other19\\.sgf has changed.*");
            question.buttonWithText("Cancel").click();
            app.robot.waitForIdle();
            assertThat(Edt.call(app.frame::isDisplayable)).as("Cancel keeps the app open").isTrue();

            app.shortcut(KeyEvent.VK_CONTROL, KeyEvent.VK_Q);
            app.window.optionPane().requireTitle("Save changes?").buttonWithText("Don't save").click();
            Edt.waitFor("the window closed", 5000, () -> !app.frame.isDisplayable());
            assertThat(GameRecords.read(file).moves()).as("the file as it was").hasSize(2);
            assertThat(app.errors).isEmpty();
        }
        try (AppDriver again = open(settings, autosave)) {
            assertThat(again.moves()).isEqualTo("j10 j11 k10");
            again.window.requireTitle("*other19.sgf — InARow");
            again.shortcut(KeyEvent.VK_CONTROL, KeyEvent.VK_S); // to its file, no chooser
            Edt.waitFor("the title without its star", 5000, () -> again.frame.getTitle().equals("other19.sgf — InARow"));
            assertThat(Notation.formatMoves(GameRecords.read(file).moves())).isEqualTo("j10 j11 k10");
            assertThat(again.errors).isEmpty();
        }
    }

    @Test
    void quittingWithSaveWritesTheFileFirst() throws Exception {
        Rules rules = Rules.gomokuFreestyle(15);
        Path file = Files.writeString(folder.resolve("game1.sgf"),
                GameRecords.write(GameRecord.of(rules, Notation.parseMoves("h8", rules)), GameFormat.SGF));
        try (AppDriver app = open(settings(TWO_PLAYERS), null)) {
            openWithTheChooser(app, file);
            Edt.waitFor("the opened game", 5000, () -> app.controller().moves().size() == 1);
            app.click("h9");
            app.shortcut(KeyEvent.VK_CONTROL, KeyEvent.VK_Q);
            app.window.optionPane().requireTitle("Save changes?").buttonWithText("Save").click();
            Edt.waitFor("the window closed", 5000, () -> !app.frame.isDisplayable());
            assertThat(Notation.formatMoves(GameRecords.read(file).moves())).isEqualTo("h8 h9");
        }
    }

    @Test
    void eachGameKeepsItsOwnRuleAndBoardSizeInTheSessionAndAfterARestart() {
        Settings settings = settings(TWO_PLAYERS);
        try (AppDriver app = open(settings, null)) {
            choose(app, "rule", "Exactly five");
            choose(app, "size", "19 × 19");
            Edt.waitFor("19 × 19, exactly five", 5000, () -> app.controller().rules().equals(Rules.gomokuStandard(19)));
            choose(app, "game", "Tic-tac-toe");
            Edt.waitFor("tic-tac-toe", 5000, () -> app.controller().rules().equals(Rules.ticTacToe()));
            choose(app, "game", "Gomoku");
            Edt.waitFor("gomoku", 5000, () -> !app.controller().rules().equals(Rules.ticTacToe()));
            app.window.comboBox("rule").requireSelection("Exactly five");
            app.window.comboBox("size").requireSelection("19 × 19");
            assertThat(Edt.call(() -> app.controller().rules())).isEqualTo(Rules.gomokuStandard(19));
            choose(app, "game", "Tic-tac-toe"); // and quit in tic-tac-toe
            Edt.waitFor("tic-tac-toe", 5000, () -> app.controller().rules().equals(Rules.ticTacToe()));
        }
        try (AppDriver again = open(settings, null)) {
            again.window.comboBox("game").requireSelection("Tic-tac-toe");
            choose(again, "game", "Gomoku");
            Edt.waitFor("gomoku", 5000, () -> !again.controller().rules().equals(Rules.ticTacToe()));
            again.window.comboBox("rule").requireSelection("Exactly five");
            again.window.comboBox("size").requireSelection("19 × 19");
            assertThat(Edt.call(() -> again.controller().rules())).isEqualTo(Rules.gomokuStandard(19));
        }
    }

    @Test
    void saveAsWritesTheFileTypeChosenUnderItsExtension() throws Exception {
        try (AppDriver app = open(settings(TWO_PLAYERS), null)) {
            app.click("h8");
            app.click("h9");
            app.window.menuItemWithPath("File", "Save As…").click();
            JFileChooserFixture chooser = app.window.fileChooser("saveChooser");
            chooser.setCurrentDirectory(folder.toFile());
            chooser.fileNameTextBox().deleteText().enterText("game1.sgf");
            Edt.run(() -> {
                for (FileFilter filter : chooser.target().getChoosableFileFilters()) {
                    if (filter.getDescription().equals("Piskvork game (*.psq)")) {
                        chooser.target().setFileFilter(filter);
                    }
                }
            });
            app.robot.waitForIdle();
            chooser.approve();
            Path psq = folder.resolve("game1.psq");
            Edt.waitFor("the title naming the PSQ file", 5000, () -> app.frame.getTitle().equals("game1.psq — InARow"));
            assertThat(Files.exists(folder.resolve("game1.sgf"))).as("no SGF written").isFalse();
            assertThat(GameRecords.detect(Files.readString(psq), java.util.Optional.empty())).isEqualTo(GameFormat.PSQ);
            assertThat(GameRecords.read(psq).moves()).isEqualTo(app.position().moves());
            assertThat(app.errors).isEmpty();
        }
    }

    @Test
    void whileAQuestionIsOpenTheComputerWaitsAndTheQuestionCountsTheBoard() {
        TestStrategies.Slow slow = TestStrategies.slow("a1 a2 a3", 1200);
        Settings settings = settings(TWO_PLAYERS.withMode(Mode.VS_COMPUTER));
        try (AppDriver app = AppDriver.open(settings, InARowApp.Config.of(settings)
                .withStrategies((level, rules, seed) -> slow))) {
            app.click("h8");
            Edt.waitFor("the computer thinking", 5000, () -> app.controller().isThinking());
            app.shortcut(KeyEvent.VK_CONTROL, KeyEvent.VK_N);
            JOptionPaneFixture question = app.window.optionPane().requireTitle("Start a new game?");
            question.requireMessage("(?s).*\\(1 move\\).*");
            TestStrategies.sleep(2500); // the computer's answer comes meanwhile
            assertThat(slow.answered.get()).as("the computer has answered").isPositive();
            assertThat(app.moves()).as("the board behind the question").isEqualTo("h8");
            question.noButton().click();
            Edt.waitFor("the computer's move after No", 5000, () -> app.controller().moves().size() == 2);
            assertThat(app.moves()).isEqualTo("h8 a1");
            assertThat(app.errors).isEmpty();
        }
    }

    @Test
    void underExactlyFiveASixInARowSaysWhyNoOneWon() {
        try (AppDriver app = open(settings(TWO_PLAYERS.withRules(Rules.gomokuStandard(15))), null)) {
            for (String cell : "h8 a1 i8 a3 j8 a5 k8 a7 m8 a9 l8".split(" ")) {
                app.click(cell);
            }
            Edt.waitFor("eleven moves", 5000, () -> app.controller().moves().size() == 11);
            assertThat(app.status()).isEqualTo("White to move");
            assertThat(app.notice()).isEqualTo("Six in a row does not win under Exactly five.");
            app.click("b1");
            assertThat(Edt.call(() -> app.controller().notice())).as("gone with the next move").isNull();
        }
    }

    @Test
    void atTheSmallestWindowEveryBoardStaysPlayable() {
        try (AppDriver app = open(settings(TWO_PLAYERS.withRules(Rules.gomokuFreestyle(20))), null)) {
            Edt.run(() -> {
                app.frame.setSize(app.frame.getMinimumSize());
                app.frame.validate();
            });
            app.robot.waitForIdle();
            Dimension board = Edt.call(() -> app.frame.board().getSize());
            BoardGeometry drawn = BoardPainter.layout(Rules.gomokuFreestyle(20), board.width, board.height);
            System.out.println("NewPlayerGuiTest: minimum window " + Edt.call(app.frame::getMinimumSize) + ", board "
                    + board + ", 20×20 cells of " + drawn.cellSize() + " px, coordinates "
                    + Math.round(drawn.cellSize() * 0.36 * 10) / 10.0 + " px");
            assertThat(drawn.cellSize()).as("a 20×20 board's cells at the smallest window, px").isGreaterThanOrEqualTo(24);
            assertThat(Edt.call(() -> app.frame.board().geometry().cellSize())).isGreaterThanOrEqualTo(24);
        }
    }

    @Test
    void changingYouPlayMidGameAsksAndNoKeepsTheGameAsItIs() {
        Settings settings = settings(TWO_PLAYERS.withMode(Mode.VS_COMPUTER));
        try (AppDriver app = AppDriver.open(settings, InARowApp.Config.of(settings)
                .withStrategies((level, rules, seed) -> TestStrategies.scripted("a1 a2 a3 a4")))) {
            app.click("h8");
            app.waitForYourTurn();
            assertThat(app.moves()).isEqualTo("h8 a1");
            choose(app, "side", "White");
            app.window.optionPane().requireTitle("Start a new game?").noButton().click();
            app.robot.waitForIdle();
            TestStrategies.sleep(500);
            assertThat(app.moves()).as("the computer did not take over Black").isEqualTo("h8 a1");
            app.window.comboBox("side").requireSelection("Black (first)");
            assertThat(Edt.call(() -> app.controller().setup().humanSide())).isEqualTo(Side.FIRST);

            choose(app, "side", "White");
            app.window.optionPane().requireTitle("Start a new game?").yesButton().click();
            Edt.waitFor("a new game with the computer's opening move", 5000,
                    () -> app.controller().moves().size() == 1 && !app.controller().isThinking());
            assertThat(app.moves()).isEqualTo("a1");
            assertThat(app.status()).isEqualTo("Your move (White)");
            assertThat(app.errors).isEmpty();
        }
    }

    @Test
    void ticTacToeHardOffersNoThinkingTime() {
        GameSetup hard = new GameSetup(Rules.ticTacToe(), Mode.VS_COMPUTER, Side.FIRST, Level.HARD, 2);
        try (AppDriver app = AppDriver.open(hard, StrategyFactory.standard())) {
            javax.swing.JComboBox<?> time = app.robot.finder().findByName(app.frame, "thinkTime", javax.swing.JComboBox.class, false);
            assertThat(Edt.call(time::isShowing)).as("the thinking time, in tic-tac-toe").isFalse();
            choose(app, "game", "Gomoku");
            Edt.waitFor("gomoku", 5000, () -> !app.controller().rules().equals(Rules.ticTacToe()));
            app.window.comboBox("thinkTime").requireVisible().requireEnabled();
        }
    }
}
