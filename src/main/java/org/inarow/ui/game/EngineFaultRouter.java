package org.inarow.ui.game;

import java.util.function.Consumer;

/**
 * Where the controller's failures go: an {@link EngineFault} is no error of the app but news for the player
 * (the window asks what now), so it goes to {@code faults}; anything else to the error dialog as before.
 */
public final class EngineFaultRouter implements Consumer<Throwable> {
    private final Consumer<Throwable> errors;
    private Consumer<EngineFault> faults;

    public EngineFaultRouter(Consumer<Throwable> errors) {
        this.errors = errors;
    }

    /** Who hears of the engines' faults (event thread); until set, they go to the errors too. */
    public void onFault(Consumer<EngineFault> listener) {
        faults = listener;
    }

    @Override
    public void accept(Throwable t) {
        if (t instanceof EngineFault fault && faults != null) {
            faults.accept(fault);
        } else {
            errors.accept(t);
        }
    }
}
