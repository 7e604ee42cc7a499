package org.inarow.ui;

import java.awt.Dimension;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javax.imageio.ImageIO;
import javax.swing.SwingUtilities;
import org.inarow.ai.Level;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.window.MainFrame;
import org.inarow.ui.text.Language;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.inarow.ui.window.Theme;

/**
 * Takes the README's screenshots of the real app (run under a display, e.g. Xvfb; see
 * {@code scripts/screenshots.sh}): both games, light and dark, into the given folder.
 */
public final class ScreenshotTool {
    private static final Dimension WINDOW = new Dimension(1040, 760);

    private static final GameSetup GOMOKU = new GameSetup(Rules.gomokuFreestyle(15), Mode.TWO_PLAYERS, Side.FIRST,
            Level.HARD, 2);
    private static final GameSetup TIC_TAC_TOE = GOMOKU.withRules(Rules.ticTacToe());

    /** What happens after the moves are played and before the picture is taken. */
    enum Then { NOTHING, PLAY_THE_COMPUTER_AND_HINT, LET_THE_COMPUTER_THINK, REVIEW_MOVE_15, REVIEW_THE_GAME, SHOW_THE_MAP, SHOW_THE_LINE, OPEN_THE_ANALYSIS, TEACH_AFTER_O1, PRACTISE_O1, ON_THE_CLOCK }

    /** One picture: a theme, a setup, the moves to play, whether predictions show, what then, in which language. */
    record Shot(String file, Theme theme, GameSetup setup, String moves, boolean showPrediction, Then then,
                Language language) {
        Shot(String file, Theme theme, GameSetup setup, String moves, boolean showPrediction, Then then) {
            this(file, theme, setup, moves, showPrediction, then, Language.ENGLISH);
        }
    }

    /** A game where the map has much to show: several candidates of every estimated class. */
    private static final String MAP_GAME = "h8 i9 g7 f6 i7 g9 h7 j7";

    static final List<Shot> SHOTS = List.of(
            new Shot("gomoku-light.png", Theme.LIGHT, GOMOKU,
                    "h8 i9 h9 g8 j8 i8 i7 g9 h10", true, Then.PLAY_THE_COMPUTER_AND_HINT),
            new Shot("gomoku-dark.png", Theme.DARK, GOMOKU,
                    "h8 i9 g7 f6 i7 g9 h7 j7 h6 h9 h5 h4 g6 f5 g5 g4 f4 e3 i6 j5 j6 k6 g8 e6 f7 e8 e7", false, Then.NOTHING),
            new Shot("gomoku-review-light.png", Theme.LIGHT, GOMOKU,
                    "h8 i9 g7 f6 i7 g9 h7 j7 h6 h9 h5 h4 g6 f5 g5 g4 f4 e3 i6 j5 j6 k6 g8 e6 f7 e8 e7", false,
                    Then.REVIEW_MOVE_15),
            new Shot("gomoku-reviewed-light.png", Theme.LIGHT, GOMOKU,
                    "h8 i9 g7 f6 i7 g9 h7 j7 h6 h9 h5 h4 g6 f5 g5 g4 f4 e3 i6 j5 j6 k6 g8 e6 f7 e8 e7", false,
                    Then.REVIEW_THE_GAME),
            new Shot("gomoku-thinking-light.png", Theme.LIGHT, GOMOKU.withMode(Mode.VS_COMPUTER).withThinkSeconds(30),
                    "h8", false, Then.LET_THE_COMPUTER_THINK),
            new Shot("gomoku-map-light.png", Theme.LIGHT, GOMOKU, MAP_GAME, true, Then.SHOW_THE_MAP),
            new Shot("gomoku-map-dark.png", Theme.DARK, GOMOKU, MAP_GAME, true, Then.SHOW_THE_MAP),
            // issue 37's first case: every block fails, the fours only delay it, and the window says so
            new Shot("gomoku-threat-light.png", Theme.LIGHT, GOMOKU,
                    "h8 g7 h7 h9 i8 g8 j9 g6 g9 f7 e6 h5 i4 f8 f10 g5 g4 i7 i5 d8 e8 f4", true, Then.NOTHING),
            // the teaching mode holds Black's o1, which ignores White's open three, before the computer answers
            new Shot("gomoku-teaching-light.png", Theme.LIGHT, GOMOKU, "h8 f10 a1 g10 a15 h10", false, Then.TEACH_AFTER_O1),
            // after a review, the blunder 7. o1 as an exercise: a wrong answer o2 told why, and the first hint
            new Shot("gomoku-practice-light.png", Theme.LIGHT, GOMOKU, "h8 f10 a1 g10 a15 h10 o1 i10 e10 j10", false,
                    Then.PRACTISE_O1),
            new Shot("gomoku-line-light.png", Theme.LIGHT, GOMOKU, MAP_GAME, true, Then.SHOW_THE_LINE),
            new Shot("gomoku-analysis-light.png", Theme.LIGHT, GOMOKU, MAP_GAME, false, Then.OPEN_THE_ANALYSIS),
            // Black to move under renju (opened on the centre): h7, j8 and j9 are forbidden to Black (the red ×)
            new Shot("gomoku-renju-light.png", Theme.LIGHT, GOMOKU.withRules(Rules.renju()),
                    "h8 i6 g6 f9 j11 l11 k5 k11 h9 l7 j10 f7 i8 g5", false, Then.NOTHING),
            new Shot("gomoku-chinese-light.png", Theme.LIGHT, GOMOKU,
                    "h8 i9 h9 g8 j8 i8 i7 g9 h10", true, Then.PLAY_THE_COMPUTER_AND_HINT, Language.CHINESE),
            new Shot("gomoku-renju-chinese-dark.png", Theme.DARK, GOMOKU.withRules(Rules.renju()),
                    "h8 i6 g6 f9 j11 l11 k5 k11 h9 l7 j10 f7 i8 g5", true, Then.NOTHING, Language.CHINESE),
            // a game on the clock against the computer: the player's clock runs (framed), the computer's waits
            new Shot("clock.png", Theme.LIGHT, GOMOKU.withClock(org.inarow.model.TimeControl.fischer(60, 1)),
                    "h8 i9 h9 g8 j8 i8", false, Then.ON_THE_CLOCK),
            new Shot("clock-dark.png", Theme.DARK, GOMOKU.withClock(org.inarow.model.TimeControl.fischer(60, 1)),
                    "h8 i9 h9 g8 j8 i8", false, Then.ON_THE_CLOCK),
            new Shot("clock-chinese-light.png", Theme.LIGHT, GOMOKU.withClock(org.inarow.model.TimeControl.fischer(60, 1)),
                    "h8 i9 h9 g8 j8 i8", false, Then.ON_THE_CLOCK, Language.CHINESE),
            new Shot("tictactoe-light.png", Theme.LIGHT, TIC_TAC_TOE, "b2 a2", true, Then.NOTHING),
            new Shot("tictactoe-dark.png", Theme.DARK, TIC_TAC_TOE, "b2 b1 a3 c1 a1 a2 c3", false, Then.NOTHING));

    private ScreenshotTool() {
    }

    /** Takes the shots into the folder {@code args[0]}; only those named after it, if any are. */
    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args.length > 0 ? args[0] : "docs/screenshots");
        List<String> only = args.length > 1 ? List.of(args).subList(1, args.length) : List.of();
        for (Shot shot : SHOTS) {
            if (!only.isEmpty() && !only.contains(shot.file())) {
                continue;
            }
            take(shot, dir.resolve(shot.file()));
            System.out.println("wrote " + dir.resolve(shot.file()));
        }
        System.exit(0);
    }

    static void take(Shot shot, Path file) throws Exception {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setTheme(shot.theme());
        settings.setLanguage(shot.language());
        settings.setSetup(shot.setup());
        settings.setShowPrediction(shot.showPrediction());
        settings.window().setSize(WINDOW);
        AtomicReference<MainFrame> frame = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> frame.set(InARowApp.open(InARowApp.Config.of(settings)
                .withErrors(Throwable::printStackTrace), () -> { })));
        try {
            GameController controller = frame.get().controller();
            for (Point p : Notation.parseMoves(shot.moves(), shot.setup().rules())) {
                SwingUtilities.invokeAndWait(() -> controller.cellChosen(p));
                if (shot.then() == Then.SHOW_THE_MAP) {
                    waitUntilQuiet(frame.get()); // a prediction after every move: the graph grows
                }
            }
            if (shot.then() == Then.LET_THE_COMPUTER_THINK) {
                Thread.sleep(2500); // long enough for a few depths of progress
            } else {
                waitUntilQuiet(frame.get());
            }
            if (shot.then() == Then.REVIEW_MOVE_15) {
                SwingUtilities.invokeAndWait(() -> controller.showMove(15));
                waitUntilQuiet(frame.get());
            }
            if (shot.then() == Then.REVIEW_THE_GAME) { // Game › Review game at its 0.5 s a position, then the first blunder
                SwingUtilities.invokeAndWait(controller.reviewer()::start);
                waitUntilQuiet(frame.get());
                SwingUtilities.invokeAndWait(() -> controller.reviewer().result().flatMap(r -> r.verdicts().stream()
                        .filter(v -> v.mark() == org.inarow.ai.review.Mark.BLUNDER).findFirst())
                        .ifPresent(v -> controller.showMove(v.number())));
                waitUntilQuiet(frame.get());
            }
            if (shot.then() == Then.PLAY_THE_COMPUTER_AND_HINT) {
                SwingUtilities.invokeAndWait(() -> {
                    GameSetup setup = controller.setup().withMode(Mode.VS_COMPUTER)
                            .withHumanSide(controller.position().toMove());
                    frame.get().side().showSetup(setup);
                    controller.changeSetup(setup);
                });
                waitUntilQuiet(frame.get());
                SwingUtilities.invokeAndWait(controller::hint);
                waitUntilQuiet(frame.get());
            }
            if (shot.then() == Then.ON_THE_CLOCK) { // against the computer from here, the player to move
                SwingUtilities.invokeAndWait(() -> {
                    GameSetup setup = controller.setup().withMode(Mode.VS_COMPUTER).withHumanSide(controller.position().toMove());
                    frame.get().side().showSetup(setup);
                    controller.changeSetup(setup);
                });
                Thread.sleep(9_000); // the player's clock has run a while
            }
            if (shot.then() == Then.TEACH_AFTER_O1) {
                SwingUtilities.invokeAndWait(() -> {
                    GameSetup setup = controller.setup().withMode(Mode.VS_COMPUTER).withHumanSide(controller.position().toMove());
                    frame.get().side().showSetup(setup);
                    controller.changeSetup(setup);
                    controller.teacher().setOn(true);
                });
                SwingUtilities.invokeAndWait(() -> controller.cellChosen(Notation.parsePoint("o1", shot.setup().rules())));
                long deadline = System.currentTimeMillis() + 60_000;
                while (!lessonShowing() && System.currentTimeMillis() < deadline) {
                    Thread.sleep(100);
                }
            }
            if (shot.then() == Then.PRACTISE_O1) {
                SwingUtilities.invokeAndWait(controller.reviewer()::start);
                waitUntilQuiet(frame.get());
                SwingUtilities.invokeAndWait(() -> {
                    frame.get().setLocation(0, 0);
                    practiceItem(frame.get().getJMenuBar()).doClick();
                });
                org.inarow.ui.game.MistakePractice practice = controller.practice();
                Point o1 = Notation.parsePoint("o1", shot.setup().rules());
                while (true) {
                    waitFor(() -> practice.stage() == org.inarow.ui.game.MistakePractice.Stage.ASKING);
                    AtomicReference<Boolean> there = new AtomicReference<>();
                    SwingUtilities.invokeAndWait(() -> there.set(practice.exercise().orElseThrow().move().equals(o1)));
                    if (there.get()) {
                        break;
                    }
                    SwingUtilities.invokeAndWait(practice::next);
                }
                SwingUtilities.invokeAndWait(() -> controller.cellChosen(Notation.parsePoint("o2", shot.setup().rules())));
                waitFor(() -> practice.stage() == org.inarow.ui.game.MistakePractice.Stage.WRONG);
                SwingUtilities.invokeAndWait(practice::hint);
                SwingUtilities.invokeAndWait(() -> {
                    for (java.awt.Window w : java.awt.Window.getWindows()) {
                        if ("practice".equals(w.getName()) && w.isShowing()) { // beside the window, for the picture
                            w.setLocation(frame.get().getX() + frame.get().getWidth(), frame.get().getY() + 280);
                        }
                    }
                });
            }
            if (shot.then() == Then.SHOW_THE_LINE) {
                SwingUtilities.invokeAndWait(() -> controller.line().show(controller.lineToShow()));
            }
            Robot robot = new Robot();
            AtomicReference<Rectangle> bounds = new AtomicReference<>();
            SwingUtilities.invokeAndWait(() -> {
                frame.get().toFront();
                var root = frame.get().getRootPane();
                bounds.set(new Rectangle(root.getLocationOnScreen(), root.getSize()));
            });
            if (shot.then() == Then.OPEN_THE_ANALYSIS) { // View › Analysis… beside the window, a few rounds, its second row chosen
                SwingUtilities.invokeAndWait(() -> {
                    frame.get().setLocation(0, 0); // room on the screen for both side by side
                    menuItem(frame.get().getJMenuBar(), "analysisWindow").doClick();
                });
                Thread.sleep(6000);
                SwingUtilities.invokeAndWait(() -> {
                    java.awt.Rectangle main = frame.get().getBounds();
                    bounds.set(main);
                    for (java.awt.Window w : frame.get().getOwnedWindows()) {
                        if ("analysisWindow".equals(w.getName()) && w.isShowing()) {
                            w.setBounds(main.x + main.width, main.y, w.getWidth(), main.height);
                            w.validate();
                            javax.swing.JTable table = (javax.swing.JTable) find(w, javax.swing.JTable.class);
                            if (table != null && table.getRowCount() > 1) {
                                table.setRowSelectionInterval(1, 1);
                            }
                            bounds.set(bounds.get().union(w.getBounds()));
                        }
                    }
                });
            }
            if (shot.then() == Then.TEACH_AFTER_O1 || shot.then() == Then.PRACTISE_O1) {
                SwingUtilities.invokeAndWait(() -> bounds.set(frame.get().getBounds()));
                for (java.awt.Window w : java.awt.Window.getWindows()) {
                    if (("lesson".equals(w.getName()) || "practice".equals(w.getName())) && w.isShowing()) {
                        bounds.set(bounds.get().union(w.getBounds()));
                    }
                }
            }
            robot.waitForIdle();
            Thread.sleep(400);
            BufferedImage image = robot.createScreenCapture(bounds.get());
            Files.createDirectories(file.getParent());
            ImageIO.write(image, "png", file.toFile());
        } finally {
            SwingUtilities.invokeAndWait(() -> frame.get().close());
        }
    }

    private static javax.swing.JMenuItem practiceItem(javax.swing.JMenuBar bar) {
        for (int i = 0; i < bar.getMenuCount(); i++) {
            for (java.awt.Component c : bar.getMenu(i).getMenuComponents()) {
                if (c instanceof javax.swing.JMenuItem item && "menu.practice".equals(item.getName())) {
                    return item;
                }
            }
        }
        throw new IllegalStateException("no Practise my mistakes item");
    }

    private static void waitFor(java.util.function.BooleanSupplier condition) throws Exception {
        long deadline = System.currentTimeMillis() + 60_000;
        while (System.currentTimeMillis() < deadline) {
            AtomicReference<Boolean> done = new AtomicReference<>();
            SwingUtilities.invokeAndWait(() -> done.set(condition.getAsBoolean()));
            if (done.get()) {
                return;
            }
            Thread.sleep(100);
        }
        throw new IOException("the practice did not get there within 60 s");
    }

    private static boolean lessonShowing() {
        for (java.awt.Window w : java.awt.Window.getWindows()) {
            if ("lesson".equals(w.getName()) && w.isShowing()) {
                return true;
            }
        }
        return false;
    }

    /** The menu item that opens the window named {@code window} (found by its action's command name). */
    private static javax.swing.JMenuItem menuItem(javax.swing.JMenuBar bar, String window) {
        for (int i = 0; i < bar.getMenuCount(); i++) {
            for (java.awt.Component c : bar.getMenu(i).getMenuComponents()) {
                if (c instanceof javax.swing.JMenuItem item && item.getText() != null && item.getText().startsWith("Analysis")) {
                    return item;
                }
            }
        }
        throw new IllegalStateException("no menu item for " + window);
    }

    private static java.awt.Component find(java.awt.Container in, Class<?> type) {
        for (java.awt.Component c : in.getComponents()) {
            if (type.isInstance(c)) {
                return c;
            }
            if (c instanceof java.awt.Container inner) {
                java.awt.Component found = find(inner, type);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static void waitUntilQuiet(MainFrame frame) throws Exception {
        long deadline = System.currentTimeMillis() + 90_000; // a review of a long game takes a while
        while (System.currentTimeMillis() < deadline) {
            AtomicReference<Boolean> busy = new AtomicReference<>();
            SwingUtilities.invokeAndWait(() -> busy.set(frame.controller().isThinking()
                    || frame.controller().analysis().isPredicting() || frame.controller().isHinting()
                    || frame.controller().reviewer().isRunning()));
            if (!busy.get()) {
                return;
            }
            Thread.sleep(50);
        }
        throw new IOException("the app did not settle within 90 s");
    }
}
