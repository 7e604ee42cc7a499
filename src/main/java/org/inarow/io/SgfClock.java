package org.inarow.io;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.inarow.model.TimeControl;

/**
 * A game's time control in SGF: {@code TM} is each player's main time in seconds, {@code OT} the overtime.
 * A Fischer clock is {@code TM[300]OT[fischer 5]} (5 s added after each move); a time per move, which is
 * byo-yomi with no main time and one period, {@code TM[0]OT[1x30 byo-yomi]}; {@code TM} alone sudden death.
 * Anything else another program wrote reads as no time control of ours (the file's moves count, not its clock).
 */
final class SgfClock {
    static final String MAIN_TIME = "TM";
    static final String OVERTIME = "OT";
    static final String BLACK_LEFT = "BL";
    static final String WHITE_LEFT = "WL";
    private static final Pattern FISCHER = Pattern.compile("fischer\\s+([0-9]{1,5})(?:\\s*s)?");
    private static final Pattern PER_MOVE = Pattern.compile("1\\s*x\\s*([0-9]{1,5})(?:\\s*s)?\\s+byo-?yomi");

    private SgfClock() {
    }

    /** The {@code TM} and {@code OT} values to write, or empty strings for no time control. */
    static String[] write(TimeControl control) {
        return switch (control.kind()) {
            case NONE -> new String[] {"", ""};
            case PER_MOVE -> new String[] {"0", "1x" + control.mainMillis() / 1000 + " byo-yomi"};
            case FISCHER -> new String[] {String.valueOf(control.mainMillis() / 1000),
                    "fischer " + control.incrementMillis() / 1000};
        };
    }

    /** The time control {@code TM} and {@code OT} state (empty strings when absent); none when they say another. */
    static TimeControl read(String mainTime, String overtime) {
        Optional<Long> main = seconds(mainTime);
        if (main.isEmpty()) {
            return TimeControl.NONE;
        }
        String ot = overtime.strip().toLowerCase(Locale.ROOT);
        try {
            if (ot.isEmpty()) {
                return TimeControl.fischer(main.get(), 0);
            }
            Matcher fischer = FISCHER.matcher(ot);
            if (fischer.matches()) {
                return TimeControl.fischer(main.get(), Long.parseLong(fischer.group(1)));
            }
            Matcher perMove = PER_MOVE.matcher(ot);
            if (perMove.matches() && main.get() == 0) {
                return TimeControl.perMove(Long.parseLong(perMove.group(1)));
            }
        } catch (IllegalArgumentException e) { // out of range: not a clock of ours
            return TimeControl.NONE;
        }
        return TimeControl.NONE;
    }

    /** A player's time left ({@code BL}, {@code WL}) as SGF's real number of seconds: {@code 287.4}. */
    static String writeLeft(long millis) {
        return String.format(Locale.ROOT, "%.1f", millis / 1000.0);
    }

    /** A time left ({@code BL}, {@code WL}: seconds, up to three decimals) in milliseconds; empty for anything else. */
    static Optional<Long> readLeft(String text) {
        String v = text.strip();
        if (!v.matches("[0-9]{1,6}(\\.[0-9]{0,3})?")) {
            return Optional.empty();
        }
        return Optional.of(Math.round(Double.parseDouble(v) * 1000));
    }

    /** SGF's real number of seconds ({@code 300}, {@code 300.0}), whole seconds only; empty for anything else. */
    private static Optional<Long> seconds(String text) {
        String s = text.strip();
        if (!s.matches("[0-9]{1,6}(\\.0*)?")) {
            return Optional.empty();
        }
        return Optional.of(Long.parseLong(s.replaceFirst("\\..*", "")));
    }
}
