package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Image;
import java.awt.Toolkit;
import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.Transferable;
import java.awt.event.KeyEvent;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.inarow.ai.Level;
import org.inarow.io.GameInfo;
import org.inarow.io.GameRecords;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.board.BoardGeometry;
import org.inarow.ui.board.BoardPicture;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.StrategyFactory;
import org.inarow.ui.testing.Edt;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Game › Game info on an opened file, edited and saved; File › Export picture and Edit › Copy picture of the board. */
@GuiTest
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class GameRecordsGuiTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);

    @TempDir
    Path folder;

    private AppDriver app;

    @BeforeEach
    void open() {
        app = AppDriver.open(new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1),
                StrategyFactory.standard());
    }

    @AfterEach
    void close() {
        app.close();
        assertThat(app.errors).isEmpty();
    }

    private void openFile(Path file) {
        app.window.menuItemWithPath("File", "Open…").click();
        JFileChooserFixture chooser = app.window.fileChooser("openChooser");
        chooser.setCurrentDirectory(folder.toFile());
        chooser.selectFile(file.toFile()).approve();
    }

    private DialogFixture gameInfo() {
        app.shortcut(KeyEvent.VK_CONTROL, KeyEvent.VK_I);
        return app.window.dialog("gameInfo");
    }

    @Test
    void theDialogShowsAnOpenedFilesInfoAndItsEditsAreSaved() throws Exception {
        Path file = Files.writeString(folder.resolve("cup.sgf"), "(;GM[4]FF[4]SZ[15]AP[Renlib]PB[Kuro]PW[Shiro]"
                + "EV[Open cup]DT[2024-05-01]RE[W+R]GC[Round three];B[hh];W[ii];B[gg])");
        openFile(file);
        Edt.waitFor("the opened game", 5000, () -> app.controller().moves().size() == 3);

        DialogFixture dialog = gameInfo();
        dialog.textBox("infoFirst").requireText("Kuro");
        dialog.textBox("infoSecond").requireText("Shiro");
        dialog.textBox("infoEvent").requireText("Open cup");
        dialog.textBox("infoDate").requireText("2024-05-01");
        dialog.textBox("infoComment").requireText("Round three");
        dialog.label("infoResult").requireText("White wins (W+R)");

        dialog.textBox("infoFirst").deleteText().enterText("Anna Black");
        dialog.textBox("infoEvent").deleteText().enterText("Club night");
        dialog.textBox("infoDate").deleteText().enterText("6/12/2026");
        dialog.button("infoOk").click();
        dialog.requireVisible();
        dialog.label("infoProblem").requireText("The date is written YYYY-MM-DD, for example 2026-12-06; nothing was changed.");
        assertThat(Edt.call(() -> app.controller().recordInfo().shown().firstPlayer())).as("nothing changed yet")
                .isEqualTo("Kuro");
        dialog.textBox("infoDate").deleteText().enterText("2026-12-06");
        dialog.button("infoOk").click();
        dialog.requireNotVisible();

        app.shortcut(KeyEvent.VK_CONTROL, KeyEvent.VK_S);
        Edt.waitFor("the save", 5000, () -> text(file).contains("Anna Black"));
        String saved = Files.readString(file);
        assertThat(saved).contains("PB[Anna Black]PW[Shiro]RE[W+R]DT[2026-12-06]EV[Club night]GC[Round three]");
        GameInfo back = GameRecords.read(file).info();
        assertThat(back.event()).isEqualTo("Club night");

        DialogFixture again = gameInfo();
        again.textBox("infoFirst").requireText("Anna Black");
        again.button("infoCancel").click();
    }

    @Test
    void theDialogSpeaksChinese() throws Exception {
        Edt.run(() -> app.controller().load(GameRecords.parse("(;GM[4]FF[4]SZ[15]PB[Kuro]PW[Shiro]DT[2024-05-01]"
                + "EV[Open cup];B[hh];W[ii];B[gg])", java.util.Optional.empty())));
        DialogFixture english = gameInfo();
        picture(english, "game-info-en.png");
        english.label("infoResult").requireText("Not decided");
        english.button("infoCancel").click();

        app.chooseLanguage(org.inarow.ui.text.Language.CHINESE);
        DialogFixture chinese = gameInfo();
        assertThat(Edt.call(() -> ((javax.swing.JDialog) chinese.target()).getTitle())).isEqualTo("对局信息");
        chinese.label("infoResult").requireText("未分胜负");
        chinese.textBox("infoFirst").requireText("Kuro");
        chinese.button("infoOk").requireText("确定");
        picture(chinese, "game-info-zh.png");
        chinese.button("infoCancel").click();
    }

    /** The dialog as the screen shows it, under target/ to look at. */
    private void picture(DialogFixture dialog, String name) throws Exception {
        java.awt.Rectangle bounds = Edt.call(() -> dialog.target().getBounds());
        app.robot.waitForIdle();
        BufferedImage shot = new java.awt.Robot().createScreenCapture(bounds);
        ImageIO.write(shot, "png", Path.of("target", name).toFile());
    }

    @Test
    void theExportedPictureShowsTheStonesWhereTheyAre() throws Exception {
        app.click("h8");
        app.click("j10");
        Path png = folder.resolve("board.png");
        app.window.menuItemWithPath("File", "Export picture…").click();
        JFileChooserFixture chooser = app.window.fileChooser("pictureChooser");
        chooser.setCurrentDirectory(folder.toFile());
        chooser.fileNameTextBox().deleteText().enterText(png.toString());
        chooser.approve();
        Edt.waitFor("the picture", 5000, () -> Files.exists(png));
        Files.copy(png, Path.of("target", "exported-board.png"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);

        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(BoardPicture.SIDE);
        assertThat(image.getHeight()).isEqualTo(BoardPicture.SIDE);
        BoardGeometry geometry = Edt.call(() -> app.frame.board().painter().geometry(GOMOKU, BoardPicture.SIDE,
                BoardPicture.SIDE));
        assertThat(brightness(image, geometry, "h8")).as("Black's stone on h8").isLessThan(80);
        assertThat(brightness(image, geometry, "j10")).as("White's stone on j10").isGreaterThan(200);
        int wood = brightness(image, geometry, "c3");
        assertThat(wood).as("an empty point: the wood").isBetween(100, 220);
        assertThat(brightness(image, geometry, "h10")).as("no stone on h10").isBetween(100, 220);
        assertThat(app.notice()).isEqualTo("Picture saved: board.png");
    }

    @Test
    void copyPicturePutsTheBoardOnTheClipboardAsAnImage() throws Exception {
        app.click("h8");
        app.shortcut(KeyEvent.VK_CONTROL, KeyEvent.VK_SHIFT, KeyEvent.VK_C);
        Edt.waitFor("an image on the clipboard", 5000, () -> {
            Transferable t = Toolkit.getDefaultToolkit().getSystemClipboard().getContents(null);
            return t != null && t.isDataFlavorSupported(DataFlavor.imageFlavor);
        });
        Image copied = (Image) Toolkit.getDefaultToolkit().getSystemClipboard().getData(DataFlavor.imageFlavor);
        BufferedImage image = new BufferedImage(copied.getWidth(null), copied.getHeight(null), BufferedImage.TYPE_INT_RGB);
        image.getGraphics().drawImage(copied, 0, 0, null);
        assertThat(image.getWidth()).isEqualTo(BoardPicture.SIDE);
        BoardGeometry geometry = Edt.call(() -> app.frame.board().painter().geometry(GOMOKU, BoardPicture.SIDE,
                BoardPicture.SIDE));
        assertThat(brightness(image, geometry, "h8")).as("Black's stone on h8").isLessThan(80);
        assertThat(brightness(image, geometry, "c3")).as("an empty point").isGreaterThan(100);
    }

    private static String text(Path file) {
        try {
            return Files.readString(file);
        } catch (java.io.IOException e) {
            return "";
        }
    }

    /** The mean brightness (0-255) of a small square around a point's centre, a little off the grid lines. */
    private static int brightness(BufferedImage image, BoardGeometry geometry, String cell) {
        Point2D c = geometry.centre(Notation.parsePoint(cell, GOMOKU));
        int r = (int) Math.max(2, geometry.cellSize() / 6);
        long sum = 0;
        int n = 0;
        for (int dx = 2; dx <= r + 2; dx++) { // beside the lines through the centre
            for (int dy = 2; dy <= r + 2; dy++) {
                Color p = new Color(image.getRGB((int) c.getX() + dx, (int) c.getY() + dy));
                sum += (p.getRed() + p.getGreen() + p.getBlue()) / 3;
                n++;
            }
        }
        return (int) (sum / n);
    }
}
