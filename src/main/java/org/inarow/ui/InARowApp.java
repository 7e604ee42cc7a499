package org.inarow.ui;

import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;
import javax.swing.SwingUtilities;

/**
 * Starts the desktop app. The order follows FlatLaf's demo: on the event thread, the look and
 * feel first, then the window is built, packed, centred and shown; then play begins.
 */
public final class InARowApp {

    /**
     * What the app is started with: where settings live, who plays for the computer, who predicts,
     * and where unexpected errors go (null: the error dialog).
     */
    public record Config(Settings settings, StrategyFactory strategies, PredictorFactory predictors,
                         Consumer<Throwable> errors) {

        /** The real players and predictors, errors shown in a dialog, settings kept in {@code settings}. */
        public static Config of(Settings settings) {
            return new Config(settings, StrategyFactory.standard(), PredictorFactory.standard(), null);
        }

        public Config withStrategies(StrategyFactory factory) {
            return new Config(settings, factory, predictors, errors);
        }

        public Config withPredictors(PredictorFactory factory) {
            return new Config(settings, strategies, factory, errors);
        }

        public Config withErrors(Consumer<Throwable> sink) {
            return new Config(settings, strategies, predictors, sink);
        }
    }

    private InARowApp() {
    }

    /** Builds and shows the main window; call on the event thread. {@code onClosed} runs when it has closed. */
    static MainFrame open(Config config, Runnable onClosed) {
        if (!SwingUtilities.isEventDispatchThread()) {
            throw new IllegalStateException("the window is built on the event thread");
        }
        Settings settings = config.settings();
        settings.theme().install();
        ErrorReporter reporter = null;
        Consumer<Throwable> errors = config.errors();
        if (errors == null) {
            reporter = new ErrorReporter();
            reporter.install();
            errors = reporter;
        }
        GameController controller = new GameController(settings.setup(), settings.showPrediction(),
                config.strategies(), config.predictors(), errors);
        MainFrame frame = new MainFrame(controller, settings, onClosed);
        if (reporter != null) {
            reporter.setOwner(frame);
        }
        PainterWarmUp.start(frame.board().painter());
        frame.placeOnScreen();
        frame.setVisible(true);
        frame.board().requestFocusInWindow(); // arrows and Enter play at once
        try {
            controller.start();
        } catch (RuntimeException | Error e) {
            frame.dispose(); // no half-started window left behind
            throw e;
        }
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
