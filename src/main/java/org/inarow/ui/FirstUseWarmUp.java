package org.inarow.ui;

import java.awt.im.InputContext;
import java.text.MessageFormat;
import java.util.Locale;
import javax.swing.SwingWorker;
import org.inarow.ai.Level;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.PredictorFactory;
import org.inarow.ui.game.StrategyFactory;
import org.inarow.ui.text.Texts;

/**
 * Pays, on a helper thread while the window is being built, one-time costs that the event
 * thread would otherwise pay while the computer makes its first move (measured: 130-200 ms of
 * stall on a loaded 2-core machine): opening the display's input method, which AWT does at the
 * first mouse or key event a window gets, reading the locale data behind the first number
 * formatted ("Thinking for 0.4 s"), making the pool of threads that Swing's background tasks
 * run in, and loading and linking the controller's work for a move (a sample game on a controller
 * of its own). The first three are process-wide; the sample game shares nothing with the window's.
 * All are safe off the event thread.
 */
public final class FirstUseWarmUp {
    private FirstUseWarmUp() {
    }

    /** Starts the warm-up on a daemon thread; call once the display is known to answer. */
    public static Thread start() {
        Thread thread = new Thread(FirstUseWarmUp::warmUp, "first-use warm-up");
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    static void warmUp() {
        try {
            InputContext context = InputContext.getInstance();
            context.getInputMethodControlObject(); // opens the input method (once per process)
            context.dispose();
        } catch (RuntimeException | Error e) {
            // no input method here: the event thread finds none either, at no cost
        }
        String.format(Locale.ROOT, "%.1f %d", 0.5, 1); // the decimal format's symbols, loaded and cached
        new MessageFormat("{0,number,#.#}", Texts.locale()).format(new Object[] {0.5}); // and the game's language's
        new NoWork().execute(); // makes Swing's pool of worker threads (its first thread too), which the computer's first search would make
        try {
            playSampleGame();
        } catch (RuntimeException e) {
            // a warm-up only: the window's own game is played whatever happened here
        }
    }

    /**
     * A game's moves played once on a controller of its own, with no window and no computer: the
     * controller's work for a move (the game's tree, the move list's rows, the status texts) is
     * loaded and linked here, not on the event thread as the first stone is shown.
     */
    static GameController playSampleGame() {
        Rules rules = Rules.gomokuFreestyle(15);
        GameController sample = new GameController(new GameSetup(rules, Mode.TWO_PLAYERS, Side.FIRST, Level.HARD, 1),
                false, StrategyFactory.standard(), PredictorFactory.standard(), e -> { });
        sample.start();
        int centre = rules.width() / 2;
        for (int i = 0; i < 3; i++) {
            sample.cellChosen(Point.of(centre + i, centre + i % 2));
            sample.moveRows();
            sample.turnText();
            sample.analysis().boardView();
        }
        sample.undo();
        sample.cellChosen(Point.of(centre, centre + 2)); // a variation beside the line
        sample.moveRows();
        return sample;
    }

    /** A background task that does nothing: its start makes the pool every later one runs in. */
    private static final class NoWork extends SwingWorker<Void, Void> {
        @Override
        protected Void doInBackground() {
            return null;
        }
    }
}
