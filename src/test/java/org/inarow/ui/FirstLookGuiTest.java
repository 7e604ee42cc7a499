package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.awt.event.WindowEvent;
import java.awt.image.BufferedImage;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JRootPane;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import org.inarow.model.Rules;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.PredictorFactory;
import org.inarow.ui.testing.BoundsWatch;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.window.MainFrame;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.inarow.ui.window.Theme;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The window shown at once with its first look is the window built in its place: the same size
 * and place, and the board drawn where the built window draws it (its pixels nearly all the same),
 * at the packed size (the board painted ahead) and at other sizes (painted when shown).
 */
@GuiTest
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class FirstLookGuiTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);

    @Test
    void theBuiltWindowTakesTheFirstLooksPlaceAndItsPartsAreWhereTheFirstLookDrewThem() throws InterruptedException {
        Settings settings = twoPlayers();
        FirstLook look = FirstLook.prepare(Theme.LIGHT, GOMOKU, settings.window().size(), settings.window().location(), () -> { });
        InARowApp.Config config = InARowApp.Config.of(settings)
                .withStrategies((level, rules, seed) -> TestStrategies.scripted("a1"));
        AtomicReference<MainFrame> built = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        AtomicReference<Rectangle> beforeBuild = new AtomicReference<>();
        AtomicBoolean builtBeforeShown = new AtomicBoolean();
        AtomicReference<MainFrame> shown = new AtomicReference<>();
        AtomicReference<BoundsWatch> watcher = new AtomicReference<>();
        MainFrame frame = Edt.call(() -> {
            MainFrame f = InARowApp.openAtOnce(look, () -> {
                // asked for as the build begins: the bounds the window manager has settled on (it frames and may
                // resize a new window some milliseconds after it shows, now and then after its first paint)
                beforeBuild.set(settledBounds(shown.get()));
                watcher.set(BoundsWatch.start(shown.get()));
                return config;
            }, () -> { }, built::set, failure::set);
            shown.set(f);
            builtBeforeShown.set(f.controller() != null);
            return f;
        });
        try {
            Edt.waitFor("the window built", 30_000, () -> built.get() != null || failure.get() != null);
            assertThat(failure.get()).isNull();
            assertThat(builtBeforeShown).as("shown before it was built").isFalse();
            assertThat(built.get()).isSameAs(frame);
            Thread.sleep(500); // a move the build caused may come back from the window manager a little later
            // every bounds the window had from the build's start on, even for a few milliseconds (a move and back flickers)
            assertThat(watcher.get().stop()).as("the window's bounds while built").containsOnly(beforeBuild.get());
            Edt.run(() -> {
                assertThat(frame.getBounds()).as("where the first look was").isEqualTo(beforeBuild.get());
                assertThat(frame.getJMenuBar().getHeight()).isEqualTo(FirstLook.MENU_BAR);
                assertThat(frame.side().getWidth()).isEqualTo(FirstLook.SIDE_PANEL);
                JRootPane root = frame.getRootPane();
                assertThat(frame.board().getSize()).isEqualTo(FirstLook.boardPanel(root.getWidth(), root.getHeight()));
            });
        } finally {
            Edt.run(frame::dispose);
        }
    }

    @Test
    void aCloseWhileTheFirstLookShowsClosesTheWindowOnceBuilt() {
        Settings settings = twoPlayers();
        FirstLook look = FirstLook.prepare(Theme.LIGHT, GOMOKU, settings.window().size(), settings.window().location(), () -> { });
        InARowApp.Config config = InARowApp.Config.of(settings);
        AtomicBoolean closed = new AtomicBoolean();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        MainFrame frame = Edt.call(() -> {
            MainFrame f = InARowApp.openAtOnce(look, () -> config, () -> closed.set(true), built -> { },
                    failure::set);
            f.dispatchEvent(new WindowEvent(f, WindowEvent.WINDOW_CLOSING)); // the close button, before the first paint
            return f;
        });
        try {
            Edt.waitFor("the window closed", 30_000, closed::get);
            assertThat(failure.get()).isNull();
            assertThat(Edt.call(frame::isDisplayable)).isFalse();
        } finally {
            Edt.run(frame::dispose);
        }
    }

    @Test
    void aBuildThatFailsTakesTheFirstLookAwayAndSaysWhy() {
        Settings settings = twoPlayers();
        FirstLook look = FirstLook.prepare(Theme.LIGHT, GOMOKU, settings.window().size(), settings.window().location(), () -> { });
        AtomicReference<Throwable> failure = new AtomicReference<>();
        AtomicBoolean closed = new AtomicBoolean();
        MainFrame frame = Edt.call(() -> InARowApp.openAtOnce(look, () -> {
            throw new IllegalStateException("no config today");
        }, () -> closed.set(true), built -> { }, failure::set));
        try {
            Edt.waitFor("the failure told", 30_000, () -> failure.get() != null);
            assertThat(failure.get()).hasMessage("no config today");
            assertThat(Edt.call(frame::isDisplayable)).as("the first look gone").isFalse();
            // a whole look and feel in again: the dialog that says why needs buttons, labels, fonts
            assertThat(Edt.call(() -> UIManager.getLookAndFeel())).isNotInstanceOf(FirstLookLaf.class);
            assertThat(Edt.call(() -> new JButton("OK").getUI())).isNotNull();
        } finally {
            Edt.run(frame::dispose);
        }
    }

    @Test
    void theWindowNeverSizedBeforeIsPackedToTheFirstLooksSize() {
        MainFrame frame = Edt.call(() -> built(twoPlayers()));
        try {
            Edt.run(() -> {
                frame.pack();
                JRootPane root = frame.getRootPane();
                assertThat(root.getSize()).as("the packed window's content").isEqualTo(FirstLook.PACKED);
                assertThat(root.getMinimumSize()).isEqualTo(FirstLook.MINIMUM);
            });
        } finally {
            Edt.run(frame::dispose);
        }
    }

    // sizes from the packed one up; below its width the layout gives the board's side 2 px more than the
    // room beside the side panel (MigLayout, measured), which the first look does not copy
    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"953, 791", "961, 796", "1040, 860", "1300, 760"})
    void theBoardIsDrawnWhereTheBuiltWindowDrawsIt(int width, int height) {
        FirstLook look = FirstLook.prepare(Theme.LIGHT, GOMOKU, Optional.empty(), Optional.empty(), () -> { }); // painted ahead for 953 x 791
        BufferedImage first = Edt.call(() -> {
            JComponent pane = look.pane();
            pane.setSize(width, height);
            return paint(pane);
        });
        MainFrame frame = Edt.call(() -> built(twoPlayers()));
        try {
            BufferedImage built = Edt.call(() -> {
                frame.pack(); // displayable, not shown
                java.awt.Insets around = frame.getInsets();
                frame.setSize(width + around.left + around.right, height + around.top + around.bottom);
                frame.validate();
                JRootPane root = frame.getRootPane();
                assertThat(root.getSize()).isEqualTo(new java.awt.Dimension(width, height));
                return paint(root);
            });
            Rectangle board = Edt.call(() -> SwingUtilities.convertRectangle(frame.board().getParent(),
                    frame.board().getBounds(), frame.getRootPane()));
            assertThat(board.width).isGreaterThan(300);
            int same = 0;
            int differ = 0;
            for (int y = board.y; y < board.y + board.height; y += 2) {
                for (int x = board.x; x < board.x + board.width; x += 2) {
                    if (near(built.getRGB(x, y), first.getRGB(x, y))) {
                        same++;
                    } else {
                        differ++;
                    }
                }
            }
            assertThat(same / (double) (same + differ)).as("board pixels alike (%d differ of %d)", differ, same + differ)
                    .isGreaterThan(0.98);
        } finally {
            Edt.run(frame::dispose);
        }
    }

    /** The window's bounds once unchanged for 300 ms (at most 5 s): the window manager's work on a new window done. */
    private static Rectangle settledBounds(MainFrame frame) {
        Rectangle last = frame.getBounds(); // kept up to date by the toolkit's thread, so it moves while this one waits
        long stableSince = System.nanoTime();
        long giveUp = stableSince + 5_000_000_000L;
        while (System.nanoTime() - stableSince < 300_000_000L && System.nanoTime() < giveUp) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            Rectangle now = frame.getBounds();
            if (!now.equals(last)) {
                last = now;
                stableSince = System.nanoTime();
            }
        }
        return last;
    }

    private static Settings twoPlayers() {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setTheme(Theme.LIGHT);
        settings.setSetup(GameSetup.defaults().withRules(GOMOKU).withMode(Mode.TWO_PLAYERS));
        return settings;
    }

    private static MainFrame built(Settings settings) {
        Theme.LIGHT.install();
        GameController controller = new GameController(settings.setup(), false,
                (level, rules, seed) -> TestStrategies.scripted("a1"), PredictorFactory.standard(), e -> { });
        return new MainFrame(controller, settings, () -> { });
    }

    private static boolean near(int a, int b) {
        for (int shift = 0; shift <= 16; shift += 8) {
            if (Math.abs((a >> shift & 0xff) - (b >> shift & 0xff)) > 24) {
                return false;
            }
        }
        return true;
    }

    private static BufferedImage paint(JComponent component) {
        BufferedImage image = new BufferedImage(component.getWidth(), component.getHeight(), BufferedImage.TYPE_INT_RGB);
        var g = image.createGraphics();
        try {
            component.paint(g);
        } finally {
            g.dispose();
        }
        return image;
    }
}
