package org.inarow.ui;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.SwingUtilities;
import javax.swing.plaf.ColorUIResource;
import org.inarow.io.Autosave;
import org.inarow.io.AutosaveLoad;
import org.inarow.ui.board.PainterWarmUp;
import org.inarow.ui.files.AutosaveScheduler;
import org.inarow.ui.files.StandingNotices;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.PuzzleProgressStore;
import org.inarow.ui.game.PredictorFactory;
import org.inarow.ui.game.StrategyFactory;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;
import org.inarow.ui.window.ErrorReporter;
import org.inarow.ui.window.MainFrame;
import org.inarow.ui.window.Settings;

/**
 * Starts the desktop app. A player's start shows the window at once with its first look, before
 * the look and feel is in (most of a cold start is FlatLaf and the window's parts: about 0.9 s
 * of a 1.2 s start measured on a 2-core machine); then, on the event thread, the look and feel goes
 * in, the window is built in place, and play begins once it is painted. Tests open the window
 * built at once, in FlatLaf's order: the look and feel, then the window built, packed, centred,
 * shown.
 */
public final class InARowApp {

    /**
     * What the app is started with: where settings live, who plays for the computer, who predicts,
     * where unexpected errors go (null: the error dialog), where the game in progress is kept
     * (null: nowhere; only the real start keeps it, in the user's data folder), and the file of the
     * puzzle trainer's progress (null: kept while the app runs only; the real start's is in the data folder).
     */
    public record Config(Settings settings, StrategyFactory strategies, PredictorFactory predictors,
                         Consumer<Throwable> errors, Autosave autosave, java.nio.file.Path puzzleProgress) {

        /** The real players and predictors, errors shown in a dialog, settings kept in {@code settings}, no autosave. */
        public static Config of(Settings settings) {
            return new Config(settings, StrategyFactory.standard(), PredictorFactory.standard(), null, null, null);
        }

        public Config withStrategies(StrategyFactory factory) {
            return new Config(settings, factory, predictors, errors, autosave, puzzleProgress);
        }

        public Config withPredictors(PredictorFactory factory) {
            return new Config(settings, strategies, factory, errors, autosave, puzzleProgress);
        }

        public Config withErrors(Consumer<Throwable> sink) {
            return new Config(settings, strategies, predictors, sink, autosave, puzzleProgress);
        }

        /** Resumes the game kept in {@code keeper} at start, and keeps the game there while it is played. */
        public Config withAutosave(Autosave keeper) {
            return new Config(settings, strategies, predictors, errors, keeper, puzzleProgress);
        }

        /** Keeps the puzzle trainer's progress in {@code file} between runs. */
        public Config withPuzzleProgress(java.nio.file.Path file) {
            return new Config(settings, strategies, predictors, errors, autosave, file);
        }
    }

    private InARowApp() {
    }

    /** Builds and shows the main window; call on the event thread. {@code onClosed} runs when it has closed. */
    static MainFrame open(Config config, Runnable onClosed) {
        if (!SwingUtilities.isEventDispatchThread()) {
            throw new IllegalStateException("the window is built on the event thread");
        }
        StartupTimeline.mark("open on the event thread");
        installLook(config.settings());
        MainFrame frame = new MainFrame();
        Runnable startPlay = build(config, frame, onClosed);
        frame.placeOnScreen();
        StartupTimeline.mark("packed and placed");
        frame.setVisible(true);
        StartupTimeline.mark("shown");
        frame.board().requestFocusInWindow(); // arrows and Enter play at once
        // play (the computer's first search) starts once the window is on screen: it neither delays the first paint
        // nor competes with it for the processor
        FirstPaint.then(frame, startPlay);
        return frame;
    }

    /**
     * Shows the main window at once with its {@linkplain FirstLook first look}, and builds it once
     * that is on screen: the look and feel goes in, the window's parts take the first look's place,
     * {@code built} gets the window, and play starts once the built window is painted. The window
     * needs only its {@code look} to show; the {@code config} is asked for when it is built, so it may
     * still be in the making. Call on the event thread,
     * before any look and feel is installed; {@code onClosed} runs when it has closed. Should the
     * build fail, the window goes and {@code failed} gets why ({@code onClosed} does not run).
     */
    static MainFrame openAtOnce(FirstLook look, Supplier<Config> config, Runnable onClosed,
                                Consumer<MainFrame> built, Consumer<Throwable> failed) {
        if (!SwingUtilities.isEventDispatchThread()) {
            throw new IllegalStateException("the window is built on the event thread");
        }
        StartupTimeline.mark("open on the event thread");
        FirstLookLaf.install(); // no default look and feel made before the real one
        MainFrame frame = new MainFrame();
        frame.setTitle(Texts.get("files.title.app")); // the app's name; a game's file is named once built
        frame.setBackground(new ColorUIResource(look.ground())); // a UI resource: the look and feel may set its own
        frame.setContentPane(look.pane());
        frame.placeBeforeBuilt(FirstLook.PACKED, FirstLook.MINIMUM, look.size(), look.place());
        frame.setVisible(true);
        StartupTimeline.mark("first look shown");
        FirstPaint.then(frame, () -> {
            look.onScreen();
            Runnable startPlay;
            try {
                FirstUseWarmUp.start(); // on the other core while the window is built
                Config made = config.get();
                installLook(made.settings());
                SwingUtilities.updateComponentTreeUI(frame); // its frame's own panes, made under the default look
                startPlay = build(made, frame, onClosed);
                frame.placeAgainOnScreen();
            } catch (RuntimeException | Error e) {
                frame.dispose(); // no first look left standing for good
                FirstLookLaf.replaceIfInstalled();
                failed.accept(e);
                return;
            }
            StartupTimeline.mark("built in place");
            frame.board().requestFocusInWindow();
            FirstPaint.then(frame, startPlay);
            // after play's start is hooked to the paint: a mark added later is painted first, so a paint
            // mark of built's (--smoke's) tells before play starts
            built.accept(frame);
        });
        return frame;
    }

    /** The look and feel and the texts' language, as the settings want them. */
    private static void installLook(Settings settings) {
        Texts.use(settings.language());
        settings.theme().install(); // and the font its language needs
        TextBindings.followLanguage();
        StartupTimeline.mark("look and feel");
    }

    /**
     * Makes the controller, resumes the autosaved game and builds {@code frame}'s parts; returns
     * what starts play once the window is on screen.
     */
    private static Runnable build(Config config, MainFrame frame, Runnable onClosed) {
        Settings settings = config.settings();
        ErrorReporter reporter = null;
        Consumer<Throwable> errors = config.errors();
        if (errors == null) {
            reporter = new ErrorReporter();
            reporter.install();
            errors = reporter;
        }
        EngineWiring engines = new EngineWiring(settings, EngineWiring.gomocup(), errors);
        GameController controller = new GameController(settings.setup(), settings.showPrediction(),
                engines.strategies(config.strategies()), engines.predictors(config.predictors()), engines.errors());
        StartupTimeline.mark("controller");
        StandingNotices notices = new StandingNotices(controller);
        Optional<String> warning = Optional.empty();
        AutosaveScheduler autosave = null;
        boolean resumed = false;
        if (config.autosave() != null) {
            // read on the event thread: at most a small regular file (a pipe or a device is refused unopened)
            AutosaveLoad load = config.autosave().load();
            resumed = load.record().isPresent();
            warning = AutosaveScheduler.resume(load, controller);
            autosave = new AutosaveScheduler(config.autosave()::save, notices.autosaveHealth(),
                    DebugLog.enabled() ? DebugLog::autosaved : record -> { });
            autosave.prepare();
        }
        StartupTimeline.mark("autosave read");
        AutosaveScheduler keeper = autosave;
        Optional<String> resumeWarning = warning;
        frame.usePuzzleProgress(config.puzzleProgress() == null ? PuzzleProgressStore.inMemory()
                : PuzzleProgressStore.inFile(config.puzzleProgress()), errors);
        frame.build(controller, settings, () -> {
            engines.closeAll(); // END to each engine, none left running
            if (keeper != null) {
                keeper.close(); // the last move reaches the disk before the app goes
            }
            onClosed.run();
        });
        engines.install(frame, controller);
        StartupTimeline.mark("frame built");
        if (reporter != null) {
            reporter.setOwner(frame);
        }
        if (config.autosave() != null) {
            frame.restoreFileLink(resumed); // the autosave keeps the game's link to its file
        }
        PainterWarmUp.start(frame.board().painter());
        if (DebugLog.enabled()) {
            DebugLog.watch(frame, controller);
        }
        return () -> {
            try {
                controller.start(); // clears the notices: those of the start come after it
                StartupTimeline.mark("play started");
            } catch (RuntimeException | Error e) {
                frame.dispose(); // no half-started window left behind
                throw e;
            }
            // in an event of its own, so the event thread answers in between (each of the two pays first-use
            // costs); queued now, it still runs before the computer's answer, and it saves what is there by then
            SwingUtilities.invokeLater(() -> {
                if (keeper != null) {
                    keeper.follow(controller);
                }
                settings.reportProblemsTo(problem -> SwingUtilities.invokeLater(() -> notices.add(problem)));
                resumeWarning.ifPresent(notices::add); // before any autosave failure, which joins it
            });
        };
    }

    /** Runs the app until its window is closed; returns the exit status. */
    public static int runUntilClosed(Config config, FirstLook look) throws InterruptedException {
        return runUntilClosed(config, look, Optional.empty());
    }

    /**
     * Runs the app until its window is closed, opening {@code file} (a game file the app was started
     * for) once the window is playing; returns the exit status.
     */
    public static int runUntilClosed(Config config, FirstLook look, Optional<Path> file) throws InterruptedException {
        CountDownLatch closed = new CountDownLatch(1);
        java.util.concurrent.atomic.AtomicBoolean failed = new java.util.concurrent.atomic.AtomicBoolean();
        StartFile start = new StartFile();
        SwingUtilities.invokeLater(() -> {
            try {
                file.ifPresent(start::open);
                start.takeTheSystemsOpenEvents();
                openAtOnce(look, () -> config, closed::countDown, start::built, e -> {
                    cannotOpen(e);
                    failed.set(true);
                    closed.countDown();
                });
            } catch (RuntimeException | Error e) {
                cannotOpen(e);
                failed.set(true);
                closed.countDown();
            }
        });
        closed.await();
        return failed.get() ? 1 : 0;
    }

    private static void cannotOpen(Throwable e) {
        System.err.println("InARow could not open its window: " + e);
        e.printStackTrace();
    }
}
