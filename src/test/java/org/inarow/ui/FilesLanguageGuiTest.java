package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.SwingUtilities;
import javax.swing.TransferHandler;
import org.inarow.ai.Level;
import org.inarow.io.GameFormat;
import org.inarow.io.GameRecord;
import org.inarow.io.GameRecords;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.StrategyFactory;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.Transfers;
import org.inarow.ui.text.Language;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** View › Language in the real window: the File and Edit menus, the recent files and a file's error in Chinese at once. */
@GuiTest
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class FilesLanguageGuiTest {
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
        Edt.run(() -> {
            Texts.use(Language.ENGLISH);
            TextBindings.retextAll();
        });
        app.close();
        assertThat(app.errors).isEmpty();
    }

    private void drop(Path file) {
        TransferHandler handler = Edt.call(app.frame::getTransferHandler);
        TransferHandler.TransferSupport support = new TransferHandler.TransferSupport(app.frame.board(),
                Transfers.fileList(file));
        assertThat(Edt.call(() -> handler.importData(support))).isTrue();
    }

    @Test
    void switchingToChineseRenamesTheFileMenusAtOnceAndAFilesErrorSpeaksChinese() throws Exception {
        Path game = Files.writeString(folder.resolve("dropped.sgf"),
                GameRecords.write(GameRecord.of(Rules.ticTacToe(), Notation.parseMoves("b2 a1", Rules.ticTacToe())),
                        GameFormat.SGF));
        drop(game);
        Edt.waitFor("the opened game", 5000, () -> app.frame.getTitle().equals("dropped.sgf — InARow"));
        assertThat(menuTexts()).startsWith("File", "Edit");

        app.window.menuItemWithPath("View", "Language", "中文（简体）").click();

        Edt.waitFor("the menus in Chinese", 5000, () -> menuTextsNow().get(0).equals("文件(F)"));
        assertThat(menuTexts()).startsWith("文件(F)", "编辑(E)");
        assertThat(app.frame.getTitle()).as("the title keeps its file").isEqualTo("dropped.sgf — InARow");
        JMenu recent = Edt.call(() -> (JMenu) Arrays.stream(app.frame.getJMenuBar().getMenu(0).getMenuComponents())
                .filter(c -> "openRecent".equals(c.getName())).findFirst().orElseThrow());
        assertThat(Edt.call(() -> Arrays.stream(recent.getMenuComponents()).filter(JMenuItem.class::isInstance)
                .map(c -> ((JMenuItem) c).getText()).toList())).as("rewritten without being opened")
                .containsExactly("1  dropped.sgf", "清除此列表");

        Path bad = Files.writeString(folder.resolve("bad.sgf"), "(;FF[4]GM[4]SZ[15];B[hh];W[hh])");
        TransferHandler handler = Edt.call(app.frame::getTransferHandler);
        TransferHandler.TransferSupport support = new TransferHandler.TransferSupport(app.frame.board(),
                Transfers.fileList(bad));
        SwingUtilities.invokeLater(() -> handler.importData(support)); // its error is a modal dialog: nothing waits for it
        app.window.optionPane().requireTitle("无法打开对局")
                .requireMessage(Pattern.compile("bad\\.sgf：第 1 行，第 2 手：h8 \\(W\\[hh]\\) 已有棋子\\s+棋盘上的对局没有改变。"))
                .buttonWithText("确定").click(); // Swing's own OK, in the language too
        assertThat(app.moves()).as("nothing changed").isEqualTo("b2 a1");
    }

    private List<String> menuTexts() {
        return Edt.call(this::menuTextsNow);
    }

    /** The menu bar's titles (event thread). */
    private List<String> menuTextsNow() {
        var bar = app.frame.getJMenuBar();
        return java.util.stream.IntStream.range(0, bar.getMenuCount()).mapToObj(i -> bar.getMenu(i).getText()).toList();
    }
}
