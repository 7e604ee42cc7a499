package org.inarow.ui;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.image.BufferedImage;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.DoubleUnaryOperator;
import java.util.function.Function;
import javax.swing.JComponent;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.ui.board.BoardColors;
import org.inarow.ui.board.BoardPainter;
import org.inarow.ui.board.BoardView;
import org.inarow.ui.window.Theme;
import org.inarow.ui.window.ThemeFile;

/**
 * The window's first look: the empty board of the game to be played, in the theme's colours, with
 * the menu bar's strip and the side panel's ground where the built window has them, and no text
 * (the board's coordinates come with the rest of the window's texts). It is shown
 * as soon as the display is open, before the look and feel and the window's parts are ready (they
 * are most of the start-up), and the built window takes its place. The board is painted on a
 * helper thread while the display opens, from the theme's file, never from the look and feel
 * (installing one off the event thread while a window exists is not safe); the event thread only
 * copies it.
 */
public final class FirstLook {
    /**
     * The built window's packed size and minimum with fresh settings, in English at scale 1, and
     * where its parts sit (FirstLookGuiTest checks them): the first look of a first run is as big
     * as the window will be, and the board stays where it is drawn.
     */
    static final Dimension PACKED = new Dimension(953, 791);
    static final Dimension MINIMUM = new Dimension(843, 689);
    static final int MENU_BAR = 24;
    static final int SIDE_PANEL = 274;
    static final int SEPARATOR = 3;
    static final int CHANCE_BAR = 34;
    static final int BAR_GAP = 2;

    /**
     * The first look's scale of lengths: 1, the look and feel's at its usual font size. Asking the
     * look and feel's ({@code UIScale}) before one is installed makes Swing's default one, Metal,
     * only to find its font: about 45 ms of a second core at start-up here.
     */
    private static final DoubleUnaryOperator SCALE = length -> length;
    /** Should the first look never be painted (a window hidden behind another), the helper goes on after this long. */
    static final int ON_SCREEN_LIMIT_MILLIS = 1500;

    private final Rules rules;
    private final Optional<Dimension> size;
    private final Optional<Point> place;
    private final CompletableFuture<Function<String, Color>> colours;
    private final CompletableFuture<BufferedImage> board;
    private final CountDownLatch onScreen;

    private FirstLook(Rules rules, Optional<Dimension> size, Optional<Point> place,
                      CompletableFuture<Function<String, Color>> colours, CompletableFuture<BufferedImage> board,
                      CountDownLatch onScreen) {
        this.rules = rules;
        this.size = size;
        this.place = place;
        this.colours = colours;
        this.board = board;
        this.onScreen = onScreen;
    }

    /**
     * Starts reading the theme's colours and painting the board of {@code rules} for a window of the
     * size remembered from the last run (or the packed one) on a daemon thread, then runs {@code after}
     * there once the first look is {@linkplain #onScreen() on screen}; the window will show at the
     * remembered {@code place}, if any and still on a screen. The calling thread goes on at once (to
     * open the display).
     */
    public static FirstLook prepare(Theme theme, Rules rules, Optional<Dimension> remembered, Optional<Point> place,
                                    Runnable after) {
        Dimension size = remembered.orElse(PACKED);
        CompletableFuture<Function<String, Color>> colours = new CompletableFuture<>();
        CompletableFuture<BufferedImage> board = new CompletableFuture<>();
        CountDownLatch onScreen = new CountDownLatch(1);
        Thread thread = new Thread(() -> {
            try {
                Function<String, Color> read = ThemeFile.colours(theme);
                colours.complete(read);
                Dimension panel = boardPanel(size.width, size.height);
                board.complete(painter(read).paintImage(BoardView.of(Position.empty(rules)), panel.width, panel.height,
                        ground(read)));
                StartupTimeline.mark("first look painted");
            } catch (RuntimeException | Error e) {
                colours.complete(key -> null); // every colour its fallback
                board.completeExceptionally(e); // the first look shows the ground alone
            }
            // what comes after (loading the window's classes) waits for the first paint, not to take the processor
            // from it: the first look showed 39 ms sooner on average, the built window 23 ms later (16 runs a side)
            try {
                onScreen.await(ON_SCREEN_LIMIT_MILLIS, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            after.run();
        }, "first look");
        thread.setDaemon(true);
        thread.start();
        return new FirstLook(rules, remembered, place, colours, board, onScreen);
    }

    /** Tells that the first look is on screen (painted, or the player pressed something first): the helper goes on. */
    void onScreen() {
        onScreen.countDown();
    }

    /** The board's image, once painted (for tests). */
    CompletableFuture<BufferedImage> board() {
        return board;
    }

    private static BoardPainter painter(Function<String, Color> colours) {
        // no text: the coordinates come with the window's other texts, once built
        return BoardPainter.withoutText(BoardColors.of(colours), SCALE);
    }

    /**
     * The size of the built window's board panel when its content (the window less its frame) is
     * this big: as high as the room under the menu bar, as wide as that or as the room beside the
     * side panel and the win-chance bar allows.
     */
    static Dimension boardPanel(int width, int height) {
        int high = Math.max(1, height - MENU_BAR);
        return new Dimension(Math.max(1, Math.min(high, width - SIDE_PANEL - SEPARATOR - BAR_GAP - CHANCE_BAR)), high);
    }

    private static Color ground(Function<String, Color> colours) {
        Color c = colours.apply("InARow.firstLook.background");
        return c != null ? c : new Color(0xf2f2f2);
    }

    /** The window's size remembered from the last run. */
    Optional<Dimension> size() {
        return size;
    }

    /** The window's place remembered from the last run. */
    Optional<Point> place() {
        return place;
    }

    /**
     * The window's ground, for the frame itself: what the system shows of a new window before its
     * first paint (a look and feel's own would flash another grey, or light in the dark theme).
     */
    Color ground() {
        return ground(colours.join());
    }

    /** The window's content while it shows its first look. */
    JComponent pane() {
        return new Pane();
    }

    /** Paints the first look; a board not painted yet is waited for (it is begun long before the window shows). */
    private final class Pane extends JComponent {
        private static final long serialVersionUID = 1L;

        Pane() {
            setOpaque(true);
            setFocusable(false);
        }

        @Override
        protected void paintComponent(Graphics g) {
            int width = getWidth();
            int height = getHeight();
            Function<String, Color> colours = FirstLook.this.colours.join();
            g.setColor(ground(colours));
            g.fillRect(0, 0, width, height);
            g.setColor(colour(colours, "InARow.firstLook.menuBar", Color.WHITE));
            g.fillRect(0, 0, width, MENU_BAR);
            g.setColor(colour(colours, "InARow.firstLook.menuBarBorder", Color.LIGHT_GRAY));
            g.fillRect(0, MENU_BAR - 1, width, 1);
            int area = Math.max(0, width - SIDE_PANEL - SEPARATOR);
            g.setColor(colour(colours, "InARow.firstLook.separator", Color.LIGHT_GRAY));
            g.fillRect(area + SEPARATOR / 2, MENU_BAR, 1, height - MENU_BAR);
            Dimension panel = boardPanel(width, height);
            int x = Math.max(0, (area - (panel.width + BAR_GAP + CHANCE_BAR)) / 2);
            BufferedImage image = board.exceptionally(e -> null).join();
            if (image == null) {
                return;
            }
            if (image.getWidth() == panel.width && image.getHeight() == panel.height) {
                g.drawImage(image, x, MENU_BAR, null);
                return;
            }
            // not the size it was painted for (the window's frame took some of a remembered size): painted here
            // again, its classes loaded and warmed up by the helper thread
            Graphics2D board = (Graphics2D) g.create(x, MENU_BAR, panel.width, panel.height);
            try {
                BoardPainter painter = painter(colours);
                painter.paint(board, painter.geometry(rules, panel.width, panel.height), BoardView.of(Position.empty(rules)));
            } finally {
                board.dispose();
            }
        }

        private Color colour(Function<String, Color> colours, String key, Color fallback) {
            Color c = colours.apply(key);
            return c != null ? c : fallback;
        }
    }
}
