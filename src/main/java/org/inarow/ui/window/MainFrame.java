package org.inarow.ui.window;

import java.awt.Dimension;
import java.awt.GraphicsConfiguration;
import java.awt.GraphicsDevice;
import java.awt.GraphicsEnvironment;
import java.awt.Insets;
import java.awt.Rectangle;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JPanel;
import javax.swing.JSeparator;
import javax.swing.SwingConstants;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.inarow.ui.board.BoardPanel;
import org.inarow.ui.board.BoardPicture;
import org.inarow.ui.files.FileActions;
import org.inarow.ui.files.GameFiles;
import org.inarow.ui.files.GameTransferHandler;
import org.inarow.ui.files.PictureExport;
import org.inarow.ui.files.Prompts;
import org.inarow.ui.files.RecentFiles;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.LevelProgress;
import org.inarow.ui.text.TextBindings;

/**
 * The main window: the board on the left (it takes all the room it gets and stays square), the
 * side panel on the right, the menu bar on top; a game file dropped on it opens. It wires the
 * views to the controller and the file commands; the logic lives in {@link GameController} and
 * {@link GameFiles}.
 */
public final class MainFrame extends JFrame {
    private static final long serialVersionUID = 1L;

    // the window's parts and settings, given and made by build (once the look and feel is in): a window shown
    // first with only its first look has none yet
    private transient Settings settings;
    private transient GameController controller;
    private BoardPanel board;
    private SidePanel side;
    private WinChanceBar bar;
    private transient GameActions actions;
    private transient Announcer announcer;
    private transient GameFiles files;
    private transient FileActions fileActions;
    private transient GameSetup rememberedSetup;
    private boolean closeAsked;
    // the puzzle trainer's progress and where its errors go: given by the app before the menu can open it
    private transient org.inarow.ui.game.PuzzleProgressStore puzzleProgress = org.inarow.ui.game.PuzzleProgressStore.inMemory();
    private transient java.util.function.Consumer<Throwable> puzzleErrors = e -> {
        throw new IllegalStateException(e);
    };

    /** The whole window, built at once. */
    public MainFrame(GameController controller, Settings settings, Runnable onClosed) {
        this();
        build(controller, settings, onClosed);
    }

    /**
     * The window alone, with nothing in it yet: it can be shown with a first look painted in it
     * before the look and feel is installed, and be {@linkplain #build built} then.
     */
    public MainFrame() {
        super(); // the title is the game file's and the app's name (update)
        setName("mainFrame");
        setIconImages(AppIcon.images()); // before it shows: the task bar has it from the start
        setDefaultCloseOperation(DO_NOTHING_ON_CLOSE);
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                closeAsked |= MainFrame.this.controller == null; // a close before the window is built waits for it
            }
        });
    }

    /**
     * Makes the window's parts and wires them to {@code controller}, its choices kept in {@code settings};
     * once, on the event thread, with the look and feel in.
     */
    public void build(GameController controller, Settings settings, Runnable onClosed) {
        if (this.controller != null) {
            throw new IllegalStateException("the window is built already");
        }
        this.controller = controller;
        this.settings = settings;
        bar = new WinChanceBar();
        controller.analysis().setShowForbidden(settings.showForbidden());
        controller.tally().setLevels(new LevelProgress(settings.levels())); // the record per level and "adjust", kept between runs
        actions = new GameActions(controller, settings.theme(), this::switchTheme,
                () -> HowToPlay.show(this, getJMenuBar()), () -> AboutBox.show(this),
                this::close, this::switchPrediction, settings.moveNumbers(), this::switchMoveNumbers, this::switchForbidden);
        board = new BoardPanel(controller.position());
        // on a switch of language every view reads the controller's texts again (the status, the notices, the map's)
        org.inarow.ui.text.TextBindings.onRetext(board, controller::languageChanged);
        side = new SidePanel(controller, actions, board::requestFocusInWindow);
        side.rememberGomokuChoices(settings.gomokuRules(), settings.gomokuOpening()); // each game keeps its own choices, also between runs
        DialogPlace dialogs = new DialogPlace(this, board); // where they hide the least of the game
        Prompts prompts = new DialogPrompts(this, dialogs::place);
        files = new GameFiles(controller, new RecentFiles(settings.files()), prompts, settings.files());
        fileActions = new FileActions(files, controller, this, prompts, dialogs::place);
        fileActions.addPictures(new PictureExport(this::boardPicture, controller, prompts));
        MainMenuBar menus = new MainMenuBar(actions, fileActions, StoneSoundSwitch.attach(controller, settings),
                SetupPositionDialog.action(this, controller), AnalysisWindow.action(this, controller),
                PuzzleWindow.action(this, () -> puzzleProgress, e -> puzzleErrors.accept(e)), LanguageMenu.create(settings));
        announcer = new Announcer(controller, board::announce); // a screen reader hears each move, the end, a refusal
        side.addClocks(new ClockPanel(controller, announcer::say)); // a clock low on time is said too
        board.setListener(cell -> {
            announcer.pointChosen();
            controller.cellChosen(cell);
        });
        menus.addScreenReaderMenu(new SpeakingKeys(controller, announcer, board).menu());
        setJMenuBar(menus);
        TeachingSwitch.addTo(getJMenuBar(), controller, settings);
        LessonPrompt.attach(controller, this, dialogs::place);
        PracticeWindow.addTo(getJMenuBar(), this, controller, dialogs::place, actions.previousTurningPoint);
        // a game kept in its file as it is loses nothing; any other game in progress is asked for, naming the change
        // chosen in the side panel, if that is what replaces it
        controller.setDiscardQuestion((moves, replacement) -> files.isSavedAsItIs()
                || prompts.confirm(replacement.title(), side.changeAsked()
                        .flatMap(chosen -> SetupChangeWords.why(controller.setup(), chosen))
                        .map(why -> replacement.message(moves, why)).orElseGet(() -> replacement.message(moves))));

        JPanel content = new JPanel(new MigLayout("insets 0, gap 0, fill", "[grow,fill][][]", "[grow,fill]"));
        int boardMin = PlayableBoard.minimumSide();
        board.setMinimumSize(new Dimension(boardMin, boardMin)); // the bar beside it adds its own width
        content.add(new BoardArea(board, bar)); // as small as the board and the bar may be
        content.add(new JSeparator(SwingConstants.VERTICAL), "growy");
        content.add(side, "growy");
        setContentPane(content);

        GameInfoDialog.addTo(getJMenuBar(), this, controller);
        content.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(GameActions.REDO_ALTERNATIVE, "redo");
        content.getActionMap().put("redo", actions.redo);
        GameTransferHandler transfers = new GameTransferHandler(files);
        setTransferHandler(transfers); // a game file dropped anywhere on the window opens
        board.setTransferHandler(transfers);
        side.moveList().jList().setTransferHandler(transfers); // its own would copy list rows
        rememberedSetup = settings.setup();
        controller.addListener(this::update);
        announcer.listen();
        TextBindings.onRetext(getRootPane(), this::update); // the title, in the new language
        update();

        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                close();
            }

            @Override
            public void windowClosed(WindowEvent e) {
                onClosed.run();
            }
        });
        if (closeAsked) {
            SwingUtilities.invokeLater(this::close); // asked while the first look showed: as if asked now
        }
    }

    /**
     * Sizes and places the window: the remembered size if any, else packed; a sensible minimum; all
     * on a screen, at the remembered place if that is still on one, else centred.
     */
    public void placeOnScreen() {
        pack();
        place(getSize(), getMinimumSize(), settings.window().size(), settings.window().location());
    }

    /**
     * Sizes and places the window before it is built, to show its first look: as {@link #placeOnScreen}
     * does with this packed size and minimum of its content (what the built window's will be), to which
     * the system's frame around it is added, and the size and place remembered from the last run.
     */
    public void placeBeforeBuilt(Dimension packed, Dimension minimum, Optional<Dimension> size,
                                 Optional<java.awt.Point> place) {
        if (!isDisplayable()) {
            addNotify(); // as pack does: the frame the system puts around the window is known from then on
        }
        Insets frame = getInsets();
        place(grown(packed, frame), grown(minimum, frame), size, place);
    }

    private static Dimension grown(Dimension inside, Insets frame) {
        return new Dimension(inside.width + frame.left + frame.right, inside.height + frame.top + frame.bottom);
    }

    /**
     * Once built in a window already on screen (its first look): leaves its size and place as they
     * are, which the first look had as the built window's, unless the built window's own minimum
     * wants it bigger. (The frame the system draws around a window is known only once it is on
     * screen, so even a first look of the packed size may be a few pixels off the packed window; the
     * board is drawn for the room it gets, so keeping the room keeps the board where the first look
     * drew it. Setting the bounds or the minimum again moved or resized the shown window on X11:
     * openbox, FirstLookGuiTest and screenshots.)
     */
    public void placeAgainOnScreen() {
        // the layout's minimum, asked of the layout: setting the window's minimum, even back to what it was, tells the
        // window manager, and openbox moved the window 20 px up and back for it
        Dimension own = getLayout().minimumLayoutSize(this);
        Dimension size = getSize();
        if (size.width >= own.width && size.height >= own.height) {
            validate(); // the new content laid out in the same bounds
            return;
        }
        Rectangle before = getBounds();
        ScreenFit fit = ScreenFit.of(size, own, Optional.of(size), Optional.of(before.getLocation()), usableAreas(),
                usableArea(getGraphicsConfiguration()));
        setMinimumSize(fit.minimum());
        setBounds(fit.bounds());
        validate();
    }

    private void place(Dimension packed, Dimension minimum, Optional<Dimension> size, Optional<java.awt.Point> place) {
        GraphicsConfiguration screen = getGraphicsConfiguration();
        Rectangle usable = usableArea(screen);
        ScreenFit fit = ScreenFit.of(packed, minimum, size, place, usableAreas(), usable);
        setMinimumSize(fit.minimum());
        setBounds(fit.bounds());
    }

    /** A screen less its task bars. */
    private Rectangle usableArea(GraphicsConfiguration screen) {
        Insets bars = getToolkit().getScreenInsets(screen);
        Rectangle all = screen.getBounds();
        return new Rectangle(all.x + bars.left, all.y + bars.top,
                all.width - bars.left - bars.right, all.height - bars.top - bars.bottom);
    }

    /** Every screen's usable area: a remembered place is kept only on a screen still there. */
    private List<Rectangle> usableAreas() {
        List<Rectangle> areas = new ArrayList<>();
        for (GraphicsDevice device : GraphicsEnvironment.getLocalGraphicsEnvironment().getScreenDevices()) {
            areas.add(usableArea(device.getDefaultConfiguration()));
        }
        return areas;
    }

    /**
     * None: nothing in this window takes text (the dialogs that do are windows of their own, with
     * their own). AWT hands every focus change and keystroke of a window with one to the system's
     * input method: on X11 the first focus made the window's X input context, 25-240 ms of the event
     * thread as the computer made its first move, and each later focus change asks the display
     * server again; and a composer (Chinese input) in front of the board would swallow its letter
     * shortcuts.
     */
    @Override
    public java.awt.im.InputContext getInputContext() {
        return null;
    }

    /** The board as it is shown, as a picture to export or copy. */
    BufferedImage boardPicture() {
        return BoardPicture.of(board.painter(), board.view(), UIManager.getColor("Panel.background"));
    }

    public BoardPanel board() {
        return board;
    }

    public SidePanel side() {
        return side;
    }

    WinChanceBar bar() {
        return bar;
    }

    public GameController controller() {
        return controller;
    }

    /** Where Game › Puzzles keeps the player's progress, and where its unexpected errors go. */
    public void usePuzzleProgress(org.inarow.ui.game.PuzzleProgressStore store, java.util.function.Consumer<Throwable> errors) {
        puzzleProgress = store;
        puzzleErrors = errors;
    }

    GameActions actions() {
        return actions;
    }

    /** What a screen reader is told as the game goes on. */
    Announcer announcer() {
        return announcer;
    }

    GameFiles files() {
        return files;
    }

    FileActions fileActions() {
        return fileActions;
    }

    /**
     * At start: whether the game on the board was resumed from the autosave, which keeps the link
     * to its file (Save goes on writing to the file it was opened from).
     */
    public void restoreFileLink(boolean resumed) {
        files.restoreLink(resumed);
        update();
    }

    /**
     * Saves the window's size and place, stops the computer and closes the window; an opened game changed
     * since asks first whether to save it (Cancel, or a save that failed, keeps the app open).
     */
    public void close() {
        if (!files.mayClose()) {
            return;
        }
        settings.window().setSize(getSize());
        settings.window().setLocation(getLocation());
        controller.shutdown();
        dispose();
    }

    private void update() {
        board.setView(controller.analysis().boardView().withMoveNumbers(settings.moveNumbers()));
        bar.setVisible(controller.analysis().showPrediction());
        bar.show(controller.analysis().shownChance(), controller.rules().family(), controller.gameNumber());
        setTitle(files.title());
        getRootPane().putClientProperty("Window.documentModified", files.isModified()); // macOS: a dot in the close button
        if (!controller.setup().equals(rememberedSetup)) {
            rememberedSetup = controller.setup(); // chosen in the side panel, or brought by an opened game
            settings.setSetup(rememberedSetup);
        }
    }

    private void switchPrediction(boolean show) {
        settings.setShowPrediction(show);
        controller.analysis().setShowPrediction(show);
    }

    private void switchMoveNumbers(boolean shown) {
        settings.setMoveNumbers(shown);
        update();
    }

    private void switchForbidden(boolean show) {
        settings.setShowForbidden(show);
        controller.analysis().setShowForbidden(show);
    }

    private void switchTheme(Theme theme) {
        settings.setTheme(theme);
        theme.switchTo();
    }
}
