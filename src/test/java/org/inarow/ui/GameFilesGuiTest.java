package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Toolkit;
import java.awt.Window;
import java.awt.datatransfer.Clipboard;
import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.StringSelection;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import javax.swing.JDialog;
import javax.swing.TransferHandler;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.inarow.ai.Level;
import org.inarow.io.GameFormat;
import org.inarow.io.GameRecord;
import org.inarow.io.GameRecords;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.testing.SpecialFiles;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.StrategyFactory;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.testing.Transfers;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Games in and out of the real window: the file choosers, a dropped file, Ctrl+C and Ctrl+V on the system clipboard. */
@GuiTest
@Timeout(value = 90, unit = TimeUnit.SECONDS) // a stuck window test must not hold CI for long
class GameFilesGuiTest {
    @TempDir
    Path folder;

    private AppDriver app;

    @BeforeEach
    void open() {
        app = AppDriver.open(new GameSetup(Rules.gomokuFreestyle(15), Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1),
                StrategyFactory.standard());
    }

    @AfterEach
    void close() {
        app.close();
        assertThat(app.errors).isEmpty();
    }

    private static Clipboard clipboard() {
        return Toolkit.getDefaultToolkit().getSystemClipboard();
    }

    private Path sgf(String name, Rules rules, String moves) throws Exception {
        return Files.writeString(folder.resolve(name),
                GameRecords.write(GameRecord.of(rules, Notation.parseMoves(moves, rules)), GameFormat.SGF));
    }

    @Test
    void openingWithTheFileChooserBringsTheGameAndItsRulesIntoTheSidePanel() throws Exception {
        Path file = sgf("final.sgf", Rules.gomokuStandard(19), "j10 j11 k10");
        app.click("h8");
        app.window.menuItemWithPath("File", "Open…").click();
        JFileChooserFixture chooser = app.window.fileChooser("openChooser");
        chooser.setCurrentDirectory(folder.toFile());
        chooser.selectFile(file.toFile()).approve();
        app.window.optionPane().requireTitle("Replace the game in progress?").yesButton().click(); // h8 goes

        Edt.waitFor("the opened game", 5000, () -> app.controller().moves().size() == 3);
        assertThat(app.moves()).isEqualTo("j10 j11 k10");
        app.window.comboBox("game").requireSelection("Gomoku");
        app.window.comboBox("size").requireSelection("19 × 19");
        app.window.comboBox("rule").requireSelection("Exactly five");
        assertThat(app.settings.setup().rules()).as("remembered like a choice in the panel").isEqualTo(Rules.gomokuStandard(19));
        app.window.requireTitle("final.sgf — InARow");
        assertThat(app.notice()).isEqualTo("Opened final.sgf (3 moves).");
        app.window.list("moveList").requireItemCount(3);

        app.click("a1");
        app.window.requireTitle("*final.sgf — InARow");
        app.shortcut(KeyEvent.VK_CONTROL, KeyEvent.VK_S);
        Edt.waitFor("the title without its star", 5000, () -> app.frame.getTitle().equals("final.sgf — InARow"));
        assertThat(GameRecords.read(file).moves()).hasSize(4);
    }

    @Test
    void aFileWithSetupStonesAndVariationsOpensPlaysOnAndIsSavedWithEveryLine() throws Exception {
        // issue 40: three setup stones, White's i7, then Black's j6 or k5 (it was refused naming "the tree")
        Path file = Files.writeString(folder.resolve("setup.sgf"), "(;FF[4]GM[4]SZ[15]AB[hh][hj]AW[ih];W[ii](;B[jj])(;B[kk]))");
        app.window.menuItemWithPath("File", "Open…").click();
        JFileChooserFixture chooser = app.window.fileChooser("openChooser");
        chooser.setCurrentDirectory(folder.toFile());
        chooser.selectFile(file.toFile()).approve();

        Edt.waitFor("the opened game, or a message refusing it", 5000,
                () -> app.controller().moves().size() == 5 || aDialogIsShowing());
        assertThat(Edt.call(GameFilesGuiTest::aDialogIsShowing) ? app.window.optionPane().target().getMessage() : "none")
                .as("a message refusing the file").isEqualTo("none");
        assertThat(app.moves()).isEqualTo("h8 i8 h6 i7 j6");
        app.window.requireTitle("setup.sgf — InARow");
        assertThat(app.window.list("moveList").contents()).containsExactly("1.  Black  h8", "2.  White  i8",
                "3.  Black  h6", "4.  White  i7", "5.  Black  j6", "      (5. k5)");

        app.clickMoveRow(5); // the file's variation becomes the game's line
        assertThat(app.moves()).isEqualTo("h8 i8 h6 i7 k5");
        app.click("l4"); // White plays on
        assertThat(app.moves()).isEqualTo("h8 i8 h6 i7 k5 l4");
        app.shortcut(KeyEvent.VK_CONTROL, KeyEvent.VK_S);
        Edt.waitFor("the title without its star", 5000, () -> app.frame.getTitle().equals("setup.sgf — InARow"));

        GameRecord saved = GameRecords.read(file);
        Rules gomoku = Rules.gomokuFreestyle(15);
        assertThat(saved.moves()).isEqualTo(Notation.parseMoves("h8 i8 h6 i7 k5 l4", gomoku));
        assertThat(saved.tree().at(Notation.parseMoves("h8 i8 h6 i7", gomoku)).orElseThrow().next())
                .as("both of Black's tries").isEqualTo(Notation.parseMoves("k5 j6", gomoku));
    }

    private static boolean aDialogIsShowing() {
        return Arrays.stream(Window.getWindows()).anyMatch(w -> w instanceof JDialog && w.isShowing());
    }

    @Test
    void saveAsWritesTheFileNamedInTheChooser() throws Exception {
        app.click("h8");
        app.click("h9");
        app.window.menuItemWithPath("File", "Save As…").click();
        JFileChooserFixture chooser = app.window.fileChooser("saveChooser");
        chooser.setCurrentDirectory(folder.toFile());
        chooser.fileNameTextBox().deleteText().enterText("kept");
        chooser.approve();
        Path saved = folder.resolve("kept.sgf");
        Edt.waitFor("the title naming the new file", 5000, () -> app.frame.getTitle().equals("kept.sgf — InARow"));
        assertThat(Files.readString(saved)).startsWith("(;FF[4]GM[4]");
        assertThat(GameRecords.read(saved).moves()).isEqualTo(app.position().moves());
        assertThat(app.settings.files().recentFiles()).first().isEqualTo(saved.toAbsolutePath());
    }

    @Test
    void aFileDroppedOnTheWindowOpens() throws Exception {
        Path file = sgf("dropped.sgf", Rules.ticTacToe(), "b2 a1");
        TransferHandler handler = Edt.call(app.frame::getTransferHandler);
        TransferHandler.TransferSupport drop = new TransferHandler.TransferSupport(app.frame.board(),
                Transfers.fileList(file));
        assertThat(Edt.call(() -> handler.canImport(drop))).isTrue();
        assertThat(Edt.call(() -> handler.importData(drop))).isTrue();
        assertThat(app.position().rules()).isEqualTo(Rules.ticTacToe());
        assertThat(app.moves()).isEqualTo("b2 a1");
        app.window.comboBox("game").requireSelection("Tic-tac-toe");
        app.window.requireTitle("dropped.sgf — InARow");
    }

    @Test
    void aNamedPipePastedOrHandedToTheWindowIsRefusedAndTheWindowGoesOn() throws Exception {
        Path pipe = SpecialFiles.fifo(folder, "pipe.sgf"); // no writer: a read would never end
        app.click("h8");
        clipboard().setContents(Transfers.fileList(pipe), null); // as a file manager's Copy leaves it
        app.shortcut(KeyEvent.VK_CONTROL, KeyEvent.VK_V);
        JOptionPaneFixture message = app.window.optionPane();
        message.requireErrorMessage().requireTitle("Cannot open game");
        message.requireMessage(Pattern.compile("(?s)pipe\\.sgf: is a named pipe \\(FIFO\\), not a regular file.*"));
        message.okButton().click();

        TransferHandler handler = Edt.call(app.frame::getTransferHandler);
        TransferHandler.TransferSupport drop = new TransferHandler.TransferSupport(app.frame.board(), Transfers.fileList(pipe));
        // as a drop brings it (the drop's own wrapping aside): later, so the test is not held by the modal message
        Edt.run(() -> javax.swing.SwingUtilities.invokeLater(() -> handler.importData(drop)));
        app.window.optionPane().requireTitle("Cannot open game").okButton().click();

        app.click("h9");
        assertThat(app.moves()).isEqualTo("h8 h9");
    }

    @Test
    void ctrlVPlaysTheGameOnTheSystemClipboard() {
        app.click("a1");
        clipboard().setContents(new StringSelection("h8h9i8"), null);
        app.shortcut(KeyEvent.VK_CONTROL, KeyEvent.VK_V);
        app.window.optionPane().requireTitle("Replace the game in progress?").yesButton().click(); // a1 goes
        Edt.waitFor("the pasted game", 5000, () -> app.controller().moves().size() == 3);
        assertThat(app.moves()).isEqualTo("h8 h9 i8");
        app.window.label("status").requireText("White to move");
        app.window.requireTitle("InARow");
    }

    @Test
    void ctrlCPutsTheMovesOnTheSystemClipboardFromTheBoardAndFromTheMoveList() throws Exception {
        app.click("h8");
        app.click("h9");
        clipboard().setContents(new StringSelection("nothing yet"), null);
        app.shortcut(KeyEvent.VK_CONTROL, KeyEvent.VK_C);
        awaitClipboard("# InARow: gomoku 15x15 freestyle\nh8 h9\n");

        app.window.list("moveList").clickItem(0); // looking back at move 1, with the list focused
        clipboard().setContents(new StringSelection("nothing yet"), null);
        app.shortcut(KeyEvent.VK_CONTROL, KeyEvent.VK_C);
        awaitClipboard("# InARow: gomoku 15x15 freestyle\nh8\n");
    }

    private static void awaitClipboard(String expected) throws Exception {
        long deadline = System.currentTimeMillis() + 5000;
        Object text = null;
        while (System.currentTimeMillis() < deadline) {
            text = clipboard().getData(DataFlavor.stringFlavor);
            if (expected.equals(text)) {
                return;
            }
            TestStrategies.sleep(20);
        }
        assertThat(text).isEqualTo(expected);
    }

    @Test
    void aBadPasteShowsWhyAndTheGameIsUntouched() {
        app.click("h8");
        app.click("h9");
        app.click("i8");
        app.window.button("undo").click();
        clipboard().setContents(new StringSelection("h8 h8"), null);
        app.shortcut(KeyEvent.VK_CONTROL, KeyEvent.VK_V);

        JOptionPaneFixture message = app.window.optionPane();
        message.requireErrorMessage().requireTitle("Cannot paste");
        message.requireMessage(Pattern.compile("(?s).*move 2: h8 is occupied.*The game on the board has not changed\\."));
        message.okButton().click();

        assertThat(app.moves()).isEqualTo("h8 h9");
        app.window.button("redo").requireEnabled().click();
        assertThat(app.moves()).as("the move taken back could still be redone").isEqualTo("h8 h9 i8");
        app.window.label("status").requireText("White to move");
    }
}
