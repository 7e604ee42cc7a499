package org.inarow.io.gomocup;

import java.util.ArrayList;
import java.util.List;
import org.inarow.model.Overline;
import org.inarow.model.Rules;

/**
 * What a manager tells an engine with {@code INFO}: the rule ({@code 0} freestyle, {@code 1}
 * exactly five, {@code 4} renju), the time per move and per match and the match time left (all in
 * milliseconds, {@code 0} for a match means no limit), and the memory it may use (bytes, 0 = no
 * limit).
 */
public record EngineSettings(int rule, long timeoutTurnMillis, long timeoutMatchMillis, long timeLeftMillis,
                             long maxMemoryBytes) {
    /** What the protocol writes for "no limit" on time left. */
    public static final long UNLIMITED_TIME_LEFT = 2_147_483_647L;
    /** Memory given when nothing else is said: 350 MB, Gomocup's tournament limit. */
    public static final long DEFAULT_MEMORY = 350L * 1024 * 1024;

    public EngineSettings {
        if (timeoutTurnMillis < 0 || timeoutMatchMillis < 0 || maxMemoryBytes < 0) {
            throw new IllegalArgumentException("engine times and memory cannot be negative");
        }
    }

    /** A time per move and no match clock, under {@code rules}. */
    public static EngineSettings perMove(Rules rules, long turnMillis) {
        return new EngineSettings(ruleOf(rules), turnMillis, 0, UNLIMITED_TIME_LEFT, DEFAULT_MEMORY);
    }

    /** The protocol's rule number: 0 freestyle, 1 exactly five (standard), 4 renju. */
    public static int ruleOf(Rules rules) {
        if (rules.isRenju()) {
            return 4;
        }
        return rules.overline() == Overline.DOES_NOT_WIN ? 1 : 0;
    }

    public EngineSettings withTimeLeft(long millis) {
        return new EngineSettings(rule, timeoutTurnMillis, timeoutMatchMillis, millis, maxMemoryBytes);
    }

    public EngineSettings withMatchTime(long millis) {
        return new EngineSettings(rule, timeoutTurnMillis, millis, timeLeftMillis, maxMemoryBytes);
    }

    public EngineSettings withMemory(long bytes) {
        return new EngineSettings(rule, timeoutTurnMillis, timeoutMatchMillis, timeLeftMillis, bytes);
    }

    /** The INFO lines, in the order Piskvork sends them. */
    public List<String> infoLines() {
        List<String> lines = new ArrayList<>();
        lines.add("INFO timeout_turn " + timeoutTurnMillis);
        lines.add("INFO timeout_match " + timeoutMatchMillis);
        lines.add("INFO max_memory " + maxMemoryBytes);
        lines.add("INFO time_left " + timeLeftMillis);
        lines.add("INFO game_type 1");
        lines.add("INFO rule " + rule);
        return lines;
    }
}
