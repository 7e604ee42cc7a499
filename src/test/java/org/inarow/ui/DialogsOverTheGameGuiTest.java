package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.swing.JFileChooser;
import javax.swing.SwingUtilities;
import org.assertj.core.api.SoftAssertions;
import org.inarow.ai.Level;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.board.BoardPanel;
import org.inarow.ui.board.BoardView;
import org.inarow.ui.board.MapPoint;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.inarow.ui.window.Theme;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * While a dialog asks something (Save, Open, "Start a new game?"), the window goes on showing the
 * game: every stone and every point of the "who will win" map stays visible on screen, read from
 * the screen's own pixels (issue 38, item 2: the dialogs opened over the board's middle, where the
 * game is, and the player saw an empty board behind them), and the side panel shows the game in
 * progress, not the setup of the game the question is about, until the answer is given.
 */
@GuiTest
@Timeout(value = 150, unit = TimeUnit.SECONDS) // a stuck window test must not hold CI for long
class DialogsOverTheGameGuiTest {
    /** A game as it goes: stones around the centre, the map's points among them. */
    private static final String MOVES = "h8 i9 g7 f6 i7 g9 h7 j7";
    private static final GameSetup TWO_PLAYERS =
            new GameSetup(Rules.gomokuFreestyle(15), Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1);

    private AppDriver app;

    @AfterEach
    void close() {
        if (app != null) {
            app.close();
            assertThat(app.errors).isEmpty();
        }
        Edt.run(Theme.LIGHT::switchTo);
    }

    private void open(Theme theme, GameSetup setup) {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(setup);
        settings.setTheme(theme);
        settings.setShowPrediction(true);
        app = AppDriver.open(settings, InARowApp.Config.of(settings));
    }

    private void playAndWaitForTheMap(String moves) {
        for (String move : moves.split(" ")) {
            app.click(move);
        }
        Edt.waitFor("the map of the last move", 30_000, () -> app.controller().analysis().prediction().isPresent()
                && !app.frame.board().view().map().points().isEmpty());
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Theme.class)
    void saveOpenAndTheNewGameQuestionLeaveTheStonesAndTheMapInSight(Theme theme) {
        open(theme, TWO_PLAYERS);
        playAndWaitForTheMap(MOVES);
        assertThat(hidden("no dialog", null)).as("the check itself: with no dialog open").isEmpty();
        SoftAssertions softly = new SoftAssertions();

        app.window.menuItemWithPath("File", "Save As…").click();
        Window save = chooserWindow("saveChooser");
        softly.assertThat(hidden("Save", save)).as("%s: stones and map points hidden while Save asks", theme).isEmpty();
        app.window.fileChooser("saveChooser").cancel();

        app.window.menuItemWithPath("File", "Open…").click();
        Window open = chooserWindow("openChooser");
        softly.assertThat(hidden("Open", open)).as("%s: stones and map points hidden while Open asks", theme).isEmpty();
        app.window.fileChooser("openChooser").cancel();

        app.window.button("newGame").click();
        Window question = SwingUtilities.getWindowAncestor(app.window.optionPane().requireTitle("Start a new game?").target());
        softly.assertThat(hidden("Start a new game?", question))
                .as("%s: stones and map points hidden while the new game is asked for", theme).isEmpty();
        app.window.optionPane().noButton().click();

        assertThat(app.moves()).isEqualTo(MOVES);
        softly.assertAll();
    }

    @Test
    void behindTheQuestionThePanelShowsTheGameInProgress() {
        open(Theme.LIGHT, TWO_PLAYERS);
        app.click("h8");
        app.click("i9");
        app.window.comboBox("game").selectItem("Tic-tac-toe");
        app.window.optionPane().requireTitle("Start a new game?");
        app.robot.waitForIdle();
        // the question is open: the panel is still gomoku's, as the board is
        assertThat(Edt.call(() -> app.window.comboBox("game").target().getSelectedItem()))
                .as("the game box while the question is open").hasToString("GOMOKU");
        assertThat(showing("rule")).as("gomoku's rule box while the question is open").isTrue();
        assertThat(showing("size")).as("gomoku's board size while the question is open").isTrue();
        assertThat(hidden("Start a new game?", SwingUtilities.getWindowAncestor(app.window.optionPane().target())))
                .as("stones hidden by the question").isEmpty();

        app.window.optionPane().yesButton().click();
        Edt.waitFor("tic-tac-toe", 5000, () -> app.controller().rules().equals(Rules.ticTacToe()));
        app.window.comboBox("game").requireSelection("Tic-tac-toe");
        assertThat(showing("rule")).as("after Yes").isFalse();
    }

    private boolean showing(String name) {
        return Edt.call(() -> app.robot.finder().findByName(app.frame, name, javax.swing.JComboBox.class, false).isShowing());
    }

    @Test
    void anOpeningChangeAsksNamingTheOpeningAndYouPlayKeepsTheSideUntilTheAnswer() {
        open(Theme.LIGHT, TWO_PLAYERS.withMode(Mode.VS_COMPUTER));
        app.click("h8");
        app.waitForYourTurn();
        app.window.comboBox("opening").selectItem("Swap2");
        var question = app.window.optionPane().requireTitle("Start a new game?");
        app.robot.waitForIdle();
        assertThat(shownText("side")).as("You play, while the question is open").isEqualTo("Black (first)");
        assertThat(shownText("opening")).as("the opening, while the question is open").isEqualTo("None");
        question.requireMessage("The opening rule “Swap2” starts a new game.\nThe game in progress (2 moves) will be"
                + " lost.\nTo keep it, answer No and save it first (File › Save).");
        question.noButton().click();
        app.waitForYourTurn();
        assertThat(shownText("opening")).isEqualTo("None");
        assertThat(shownText("side")).isEqualTo("Black (first)");
        assertThat(Edt.call(() -> app.controller().moves().size())).as("the game kept").isEqualTo(2);
    }

    /** What a combo box shows of its choice, as its renderer names it. */
    private String shownText(String name) {
        return Edt.call(() -> {
            @SuppressWarnings("unchecked")
            javax.swing.JComboBox<Object> box = app.robot.finder().findByName(app.frame, name, javax.swing.JComboBox.class,
                    false);
            var shown = box.getRenderer().getListCellRendererComponent(new javax.swing.JList<>(), box.getSelectedItem(),
                    -1, false, false);
            return ((javax.swing.JLabel) shown).getText();
        });
    }

    private Window chooserWindow(String name) {
        JFileChooser chooser = app.window.fileChooser(name).target();
        Window window = Edt.call(() -> SwingUtilities.getWindowAncestor(chooser));
        Edt.waitFor("the " + name + " on screen", 5000, window::isShowing);
        return window;
    }

    /**
     * The stones and map points of the board that the screen does not show as the board paints
     * them, each with its colours, read from the screen after {@code dialog} (if any) is painted.
     */
    private List<String> hidden(String what, Window dialog) {
        app.robot.waitForIdle();
        TestStrategies.sleep(300); // the dialog's own paint, and the window manager's
        app.robot.waitForIdle();
        BoardPanel board = app.frame.board();
        BufferedImage painted = Edt.call(() -> {
            BufferedImage image = new BufferedImage(board.getWidth(), board.getHeight(), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = image.createGraphics();
            board.paint(g);
            g.dispose();
            return image;
        });
        Rectangle onScreen = Edt.call(() -> new Rectangle(board.getLocationOnScreen(), board.getSize()));
        BufferedImage screen = screenCapture(onScreen);
        Map<String, Point2D> marks = Edt.call(() -> marks(board));
        String dialogAt = dialog == null ? "" : " under " + what + " at " + Edt.call(dialog::getBounds);
        List<String> hidden = new ArrayList<>();
        for (var mark : marks.entrySet()) {
            int x = (int) Math.round(mark.getValue().getX());
            int y = (int) Math.round(mark.getValue().getY());
            Color want = new Color(painted.getRGB(x, y));
            Color seen = new Color(screen.getRGB(x, y));
            if (distance(want, seen) > 40) {
                hidden.add(String.format("%s: the board paints %s, the screen shows %s%s", mark.getKey(), hex(want),
                        hex(seen), dialogAt));
            }
        }
        return hidden;
    }

    /** Each stone's and map point's centre on the board panel, named ("h8 stone", "e5 map 62"). */
    private static Map<String, Point2D> marks(BoardPanel board) {
        BoardView view = board.view();
        var geometry = board.geometry();
        Map<String, Point2D> marks = new LinkedHashMap<>();
        for (Point p : view.position().moves()) {
            marks.put(Notation.format(p) + " stone", geometry.centre(p));
        }
        for (MapPoint p : view.map().points()) {
            marks.put(Notation.format(p.point()) + " map " + p.label(), geometry.centre(p.point()));
        }
        return marks;
    }

    private static BufferedImage screenCapture(Rectangle bounds) {
        try {
            return new java.awt.Robot().createScreenCapture(bounds);
        } catch (java.awt.AWTException e) {
            throw new IllegalStateException(e);
        }
    }

    private static double distance(Color a, Color b) {
        int dr = a.getRed() - b.getRed();
        int dg = a.getGreen() - b.getGreen();
        int db = a.getBlue() - b.getBlue();
        return Math.sqrt(dr * dr + dg * dg + db * db);
    }

    private static String hex(Color c) {
        return String.format("#%06x", c.getRGB() & 0xffffff);
    }
}
