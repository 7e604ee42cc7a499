package org.inarow.ui;

import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.List;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.fixture.FrameFixture;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.ui.board.BoardPanel;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.StrategyFactory;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.Robots;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.window.MainFrame;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;

/**
 * Drives the real app in a real window for window tests: opens it with settings in memory and
 * injected players, clicks cells of the board with the robot, reads what the window shows.
 */
final class AppDriver implements AutoCloseable {
    final Robot robot;
    final FrameFixture window;
    final MainFrame frame;
    final Settings settings;
    final List<Throwable> errors = new ArrayList<>();
    private final java.util.concurrent.atomic.AtomicInteger releases = new java.util.concurrent.atomic.AtomicInteger();
    private final java.util.concurrent.atomic.AtomicInteger moves = new java.util.concurrent.atomic.AtomicInteger();
    private final java.util.concurrent.atomic.AtomicInteger listReleases = new java.util.concurrent.atomic.AtomicInteger();
    private final java.awt.event.AWTEventListener releaseCounter = event -> {
        if (event.getSource() instanceof BoardPanel) {
            if (event.getID() == java.awt.event.MouseEvent.MOUSE_RELEASED) {
                releases.incrementAndGet();
            } else if (event.getID() == java.awt.event.MouseEvent.MOUSE_MOVED) {
                moves.incrementAndGet();
            }
        } else if (event.getSource() instanceof javax.swing.JList<?> list && "moveList".equals(list.getName())
                && event.getID() == java.awt.event.MouseEvent.MOUSE_RELEASED) {
            listReleases.incrementAndGet();
        }
    };

    private AppDriver(Settings settings, InARowApp.Config config, boolean recordErrors) {
        FailOnThreadViolationRepaintManager.install(); // any Swing call off the event thread fails the test
        this.settings = settings;
        disposeLeftoverWindows();
        robot = Robots.newRobot();
        InARowApp.Config withErrors = !recordErrors ? config : config.withErrors(e -> {
            synchronized (errors) {
                errors.add(e);
            }
        });
        try {
            frame = Edt.call(() -> InARowApp.open(withErrors, () -> { }));
        } catch (RuntimeException | Error e) {
            robot.cleanUp(); // let go of the screen, or every later window test waits for it forever
            throw e;
        }
        window = new FrameFixture(robot, frame);
        java.awt.Toolkit.getDefaultToolkit().addAWTEventListener(releaseCounter,
                java.awt.AWTEvent.MOUSE_EVENT_MASK | java.awt.AWTEvent.MOUSE_MOTION_EVENT_MASK);
        awaitMouseInput();
    }

    static AppDriver open(GameSetup setup, StrategyFactory strategies) {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(setup);
        return open(settings, InARowApp.Config.of(settings).withStrategies(strategies));
    }

    /** Opens the app; unexpected errors are collected in {@link #errors}. */
    static AppDriver open(Settings settings, InARowApp.Config config) {
        return new AppDriver(settings, config, true);
    }

    /** Opens the app exactly as a normal run does: unexpected errors go to the error dialog. */
    static AppDriver openWithErrorDialog(Settings settings, InARowApp.Config config) {
        return new AppDriver(settings, config, false);
    }

    GameController controller() {
        return frame.controller();
    }

    /** Closes windows an earlier test left open, so they cannot cover or hold on to the mouse. */
    private static void disposeLeftoverWindows() {
        Edt.run(() -> {
            for (java.awt.Window w : java.awt.Window.getWindows()) {
                if (w.isDisplayable()) {
                    System.out.println("AppDriver: closing a window left open: " + w.getName());
                    w.dispose();
                }
            }
        });
    }

    /**
     * Waits until the new window really gets the mouse: on a loaded virtual display a window can
     * be showing for a few seconds before pointer events reach it.
     */
    private void awaitMouseInput() {
        long deadline = System.currentTimeMillis() + 15_000;
        int step = 0;
        while (moves.get() == 0 && System.currentTimeMillis() < deadline) {
            if (step > 0 && step % 5 == 0) {
                robot.releaseMouseButtons();
                Edt.run(frame::toFront);
            }
            int offset = 20 + (step++ % 5) * 7;
            robot.moveMouse(frame.board(), offset, offset);
            long wait = System.currentTimeMillis() + 300;
            while (moves.get() == 0 && System.currentTimeMillis() < wait) {
                TestStrategies.sleep(10);
            }
        }
        if (moves.get() == 0) {
            StringBuilder windows = new StringBuilder();
            Edt.run(() -> {
                for (java.awt.Window w : java.awt.Window.getWindows()) {
                    if (w.isShowing()) {
                        windows.append("\n  ").append(w.getClass().getSimpleName()).append(' ').append(w.getName())
                                .append(' ').append(w.getBounds());
                    }
                }
            });
            System.out.println("AppDriver: the window got no mouse events within 15 s; windows showing:" + windows);
        }
    }

    /** Clicks the centre of a cell (in notation) on the real board with the mouse. */
    void click(String cell) {
        Point p = Notation.parsePoint(cell, position().rules());
        java.awt.Point where = Edt.call(() -> {
            Point2D c = frame.board().geometry().centre(p);
            return new java.awt.Point((int) Math.round(c.getX()), (int) Math.round(c.getY()));
        });
        if (Boolean.getBoolean("debug.clicks")) {
            System.out.println("click " + cell + " at " + where + " board " + Edt.call(() -> frame.board().getBounds()
                    + " on screen " + frame.board().getLocationOnScreen() + " frame " + frame.getBounds()));
        }
        // Under a loaded virtual display a robot click now and then never arrives (no press, no
        // release reaches the board). Count releases on the board and click again if none came:
        // that is the harness making sure of its input, not the app being helped along.
        for (int attempt = 1; ; attempt++) {
            int before = releases.get();
            robot.click(frame.board(), where);
            robot.waitForIdle();
            long deadline = System.currentTimeMillis() + 1000;
            while (releases.get() == before && System.currentTimeMillis() < deadline) {
                TestStrategies.sleep(10);
            }
            if (releases.get() > before || attempt == 3) {
                return;
            }
            System.out.println("AppDriver: the click on " + cell + " did not reach the board; clicking again");
        }
    }

    /** Clicks row {@code index} of the move list, again if the click never reached the list (as {@link #click} does). */
    void clickMoveRow(int index) {
        for (int attempt = 1; ; attempt++) {
            int before = listReleases.get();
            window.list("moveList").clickItem(index);
            robot.waitForIdle();
            long deadline = System.currentTimeMillis() + 1000;
            while (listReleases.get() == before && System.currentTimeMillis() < deadline) {
                TestStrategies.sleep(10);
            }
            if (listReleases.get() > before || attempt == 3) {
                return;
            }
            System.out.println("AppDriver: the click on row " + index + " of the move list did not reach it; clicking again");
        }
    }

    /** Presses keys in order and releases them in reverse: {@code shortcut(VK_CONTROL, VK_Z)}. */
    void shortcut(int... keys) {
        for (int key : keys) {
            robot.pressKey(key);
        }
        for (int i = keys.length - 1; i >= 0; i--) {
            robot.releaseKey(keys[i]);
        }
        robot.waitForIdle();
    }

    Position position() {
        return Edt.call(() -> controller().position());
    }

    String moves() {
        return Notation.formatMoves(position().moves());
    }

    /** View › Language › {@code language}, clicked again if the click never arrived (a loaded virtual display drops some). */
    void chooseLanguage(org.inarow.ui.text.Language language) {
        for (int attempt = 1; attempt <= 3 && Edt.call(org.inarow.ui.text.Texts::language) != language; attempt++) {
            window.menuItem("language." + language.id()).click();
            robot.waitForIdle();
            long deadline = System.currentTimeMillis() + 2000;
            while (Edt.call(org.inarow.ui.text.Texts::language) != language && System.currentTimeMillis() < deadline) {
                org.inarow.ui.testing.TestStrategies.sleep(20);
            }
        }
        org.assertj.core.api.Assertions.assertThat(Edt.call(org.inarow.ui.text.Texts::language)).isEqualTo(language);
    }

    String status() {
        return window.label("status").text();
    }

    /** The notice under the status as the player reads it (a long one is wrapped with HTML). */
    String notice() {
        return window.label("notice").requireVisible().text().replaceAll("<[^>]*>", "")
                .replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
    }

    void waitForYourTurn() {
        Edt.waitFor("the player's turn", 20_000, () -> !controller().isThinking()
                && (controller().acceptsMoves() || controller().position().isOver()));
    }

    @Override
    public void close() {
        java.awt.Toolkit.getDefaultToolkit().removeAWTEventListener(releaseCounter);
        try {
            robot.releaseMouseButtons();
            Edt.run(() -> controller().shutdown());
        } finally {
            window.cleanUp();
        }
    }
}
