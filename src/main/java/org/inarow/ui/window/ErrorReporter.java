package org.inarow.ui.window;

import java.awt.Window;
import java.util.function.Consumer;
import javax.swing.SwingUtilities;

/**
 * Where unexpected errors go in a normal run: an {@link ErrorDialog} over the main window, one at
 * a time, and the trace on standard error. Installed as the default uncaught-exception handler,
 * so an exception on the event thread (or any other) cannot take the game with it.
 */
public final class ErrorReporter implements Consumer<Throwable>, Thread.UncaughtExceptionHandler {
    private Window owner;
    private boolean showing;

    public void setOwner(Window owner) {
        this.owner = owner;
    }

    public void install() {
        Thread.setDefaultUncaughtExceptionHandler(this);
    }

    @Override
    public void uncaughtException(Thread thread, Throwable error) {
        accept(error);
    }

    @Override
    public void accept(Throwable error) {
        System.err.println("InARow: unexpected error (the game goes on)");
        error.printStackTrace();
        SwingUtilities.invokeLater(() -> show(error));
    }

    private void show(Throwable error) {
        if (showing) {
            return; // one dialog at a time: a storm of the same error helps nobody
        }
        showing = true;
        try {
            new ErrorDialog(owner, error).setVisible(true);
        } catch (RuntimeException dialogFailed) {
            dialogFailed.printStackTrace();
        } finally {
            showing = false;
        }
    }
}
