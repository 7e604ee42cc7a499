package org.inarow.ui.window;

import org.inarow.model.TimeControl;
import org.inarow.ui.text.Texts;

/** A time control's name in the current language: in full for the clock box's list, brief for the closed box. */
final class ClockNames {
    private ClockNames() {
    }

    /** "No clock", "30 s a move", "5 min + 3 s" (a main time under a minute in seconds: "3 s + 0 s"). */
    static String full(TimeControl control) {
        return text(control, "");
    }

    /** Short, for half a row: "No clock", "30 s/move", "5+3". */
    static String brief(TimeControl control) {
        return text(control, ".short");
    }

    private static String text(TimeControl control, String suffix) {
        long main = control.mainMillis() / 1000;
        long increment = control.incrementMillis() / 1000;
        return switch (control.kind()) {
            case NONE -> Texts.get("setup.clock.NONE" + suffix);
            case PER_MOVE -> Texts.format("setup.clock.PER_MOVE" + suffix, main);
            case FISCHER -> main % 60 == 0 ? Texts.format("setup.clock.FISCHER" + suffix, main / 60, increment)
                    : Texts.format("setup.clock.FISCHER_SECONDS" + suffix, main, increment);
        };
    }
}
