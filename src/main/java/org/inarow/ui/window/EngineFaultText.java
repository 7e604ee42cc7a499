package org.inarow.ui.window;

import org.inarow.model.UserText;
import org.inarow.ui.game.EngineFault;
import org.inarow.ui.text.Texts;

/** The one sentence that tells the player what went wrong with an engine: never a stack trace. */
final class EngineFaultText {
    private EngineFaultText() {
    }

    /** For {@code problem} (an {@link EngineFault}, or anything else an engine's start threw) of the engine {@code name}. */
    static String sentence(Throwable problem, String name) {
        if (problem instanceof EngineFault fault) {
            String detail = UserText.shown(fault.detail(), 80);
            return switch (fault.kind()) {
                case NOT_STARTED -> Texts.format("engines.fault.NOT_STARTED", fault.engine(),
                        detail.isEmpty() ? "" : Texts.format("engines.fault.detail", detail));
                case ILLEGAL_MOVE, GARBAGE -> Texts.format("engines.fault." + fault.kind().name(), fault.engine(), detail);
                default -> Texts.format("engines.fault." + fault.kind().name(), fault.engine());
            };
        }
        String why = problem.getMessage() == null ? problem.getClass().getSimpleName() : problem.getMessage();
        return Texts.format("engines.fault.NOT_STARTED", name, Texts.format("engines.fault.detail", UserText.shown(why, 80)));
    }
}
