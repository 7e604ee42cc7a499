package org.inarow.ui;

import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;
import javax.swing.SwingUtilities;
import org.inarow.io.Autosave;
import org.inarow.io.AutosaveLoad;
import org.inarow.ui.board.PainterWarmUp;
import org.inarow.ui.files.AutosaveScheduler;
import org.inarow.ui.files.StandingNotices;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.PredictorFactory;
import org.inarow.ui.game.StrategyFactory;
import org.inarow.ui.text.LanguageFont;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;
import org.inarow.ui.window.ErrorReporter;
import org.inarow.ui.window.MainFrame;
import org.inarow.ui.window.Settings;

/**
 * Starts the desktop app. The order follows FlatLaf's demo: on the event thread, the look and
 * feel first, then the window is built, packed, centred and shown; then play begins.
 */
public final class InARowApp {

    /**
     * What the app is started with: where settings live, who plays for the computer, who predicts,
     * where unexpected errors go (null: the error dialog), and where the game in progress is kept
     * (null: nowhere; only the real start keeps it, in the user's data folder).
     */
    public record Config(Settings settings, StrategyFactory strategies, PredictorFactory predictors,
                         Consumer<Throwable> errors, Autosave autosave) {

        /** The real players and predictors, errors shown in a dialog, settings kept in {@code settings}, no autosave. */
        public static Config of(Settings settings) {
            return new Config(settings, StrategyFactory.standard(), PredictorFactory.standard(), null, null);
        }

        public Config withStrategies(StrategyFactory factory) {
            return new Config(settings, factory, predictors, errors, autosave);
        }

        public Config withPredictors(PredictorFactory factory) {
            return new Config(settings, strategies, factory, errors, autosave);
        }

        public Config withErrors(Consumer<Throwable> sink) {
            return new Config(settings, strategies, predictors, sink, autosave);
        }

        /** Resumes the game kept in {@code keeper} at start, and keeps the game there while it is played. */
        public Config withAutosave(Autosave keeper) {
            return new Config(settings, strategies, predictors, errors, keeper);
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
        Settings settings = config.settings();
        Texts.use(settings.language());
        ThemeStart.install(settings.theme());
        LanguageFont.fit(); // the early install may have run before the language was known
        TextBindings.followLanguage();
        StartupTimeline.mark("look and feel");
        ErrorReporter reporter = null;
        Consumer<Throwable> errors = config.errors();
        if (errors == null) {
            reporter = new ErrorReporter();
            reporter.install();
            errors = reporter;
        }
        GameController controller = new GameController(settings.setup(), settings.showPrediction(),
                config.strategies(), config.predictors(), errors);
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
        MainFrame frame = new MainFrame(controller, settings, () -> {
            if (keeper != null) {
                keeper.close(); // the last move reaches the disk before the app goes
            }
            onClosed.run();
        });
        StartupTimeline.mark("frame built");
        if (reporter != null) {
            reporter.setOwner(frame);
        }
        if (config.autosave() != null) {
            frame.restoreFileLink(resumed); // the autosave keeps the game's link to its file
        }
        PainterWarmUp.start(frame.board().painter());
        frame.placeOnScreen();
        StartupTimeline.mark("packed and placed");
        if (DebugLog.enabled()) {
            DebugLog.watch(frame, controller);
        }
        frame.setVisible(true);
        StartupTimeline.mark("shown");
        frame.board().requestFocusInWindow(); // arrows and Enter play at once
        // play (the computer's first search) starts once the window is on screen: it neither delays the first paint
        // nor competes with it for the processor
        FirstPaint.then(frame, () -> {
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
        });
        return frame;
    }

    /** Runs the app until its window is closed; returns the exit status. */
    public static int runUntilClosed(Config config) throws InterruptedException {
        CountDownLatch closed = new CountDownLatch(1);
        java.util.concurrent.atomic.AtomicBoolean failed = new java.util.concurrent.atomic.AtomicBoolean();
        SwingUtilities.invokeLater(() -> {
            try {
                open(config, closed::countDown);
            } catch (RuntimeException | Error e) {
                System.err.println("InARow could not open its window: " + e);
                e.printStackTrace();
                failed.set(true);
                closed.countDown();
            }
        });
        closed.await();
        return failed.get() ? 1 : 0;
    }
}
