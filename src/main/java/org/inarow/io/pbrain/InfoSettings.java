package org.inarow.io.pbrain;

import java.util.Locale;
import org.inarow.ai.search.MoveBudget;
import org.inarow.model.Overline;
import org.inarow.model.Rules;
import org.inarow.model.UserText;

/**
 * What the manager's INFO lines set: the clock ({@link TimeControl}), the memory, threads and nodes the
 * brain may use, and the rule. A bad value changes nothing and is told as {@code MESSAGE} before
 * the next answer, since the manager reads no reply to INFO. Runs on the protocol's loop thread.
 */
final class InfoSettings {
    private final Answers answers;
    /** Called when the memory or the threads change: the strategy built for the old ones no longer fits. */
    private final Runnable brainLimitsChanged;
    private final TimeControl time = new TimeControl();
    private long maxMemory;
    /** INFO thread_num: the search threads the manager allows. */
    private int threads = 1;
    /** INFO max_node: at most this many nodes a move (0: no limit), for matches that must repeat whatever the load. */
    private long maxNodes;
    private Overline overline = Overline.WINS;
    private boolean renju;

    InfoSettings(Answers answers, Runnable brainLimitsChanged) {
        this.answers = answers;
        this.brainLimitsChanged = brainLimitsChanged;
    }

    /** INFO key value: settings; problems are told before the next answer (the manager reads none now). */
    void info(String argument) {
        String[] parts = argument.split("\\s+", 2);
        String key = parts[0].toLowerCase(Locale.ROOT);
        String value = parts.length > 1 ? parts[1].strip() : "";
        try {
            switch (key) {
                case "timeout_turn" -> time.setTurnMillis(ProtocolNumber.parse(value));
                case "timeout_match" -> time.setMatchMillis(ProtocolNumber.parse(value));
                case "time_left" -> time.setLeftMillis(ProtocolNumber.parse(value));
                case "max_memory" -> maxMemory(ProtocolNumber.parse(value));
                case "thread_num" -> threads(ProtocolNumber.parse(value));
                case "max_node" -> maxNodes(ProtocolNumber.parse(value));
                case "game_type" -> ProtocolNumber.parse(value); // checked, nothing to do
                case "rule" -> rule((int) ProtocolNumber.parse(value));
                default -> {
                    // folder, evaluate and keys from later protocol versions: not needed
                }
            }
        } catch (IllegalArgumentException e) {
            answers.tell("MESSAGE INFO " + UserText.shown(argument, PbrainProtocol.ECHOED) + ": " + e.getMessage() + "; ignored");
        }
    }

    /** The thinking time the clock leaves for the next move. */
    MoveBudget budget() {
        return time.budget();
    }

    /** INFO max_memory: bytes for the whole brain, 0 = no limit. */
    long maxMemory() {
        return maxMemory;
    }

    /** INFO thread_num: the threads the brain may search with (1 unless the manager says). */
    int threads() {
        return threads;
    }

    /** INFO max_node: the nodes a move may search, 0 = no limit (the time still applies). */
    long maxNodes() {
        return maxNodes;
    }

    /** Renju is played on 15x15 only; on another board the rule falls back to gomoku (five or more). */
    Rules rules(int size) {
        return renju && size == Rules.RENJU_SIZE ? Rules.renju() : Rules.gomoku(size, overline);
    }

    /** INFO max_memory: bytes for the whole brain, 0 = no limit; the strategy is rebuilt to fit, now if it is idle. */
    private void maxMemory(long bytes) {
        if (bytes < 0) {
            throw new IllegalArgumentException("'" + bytes + "' is not a memory size");
        }
        if (bytes != maxMemory) {
            maxMemory = bytes;
            brainLimitsChanged.run();
        }
    }

    /** INFO thread_num: the threads the brain may search with (at least 1); the strategy is rebuilt, now if it is idle. */
    private void threads(long count) {
        if (count < 1) {
            throw new IllegalArgumentException("'" + count + "' is not a number of threads");
        }
        int allowed = (int) Math.min(count, Integer.MAX_VALUE);
        if (allowed != threads) {
            threads = allowed;
            brainLimitsChanged.run();
        }
    }

    /** INFO max_node: c-gomoku-cli's {@code nodes=}; 0 (or none) lifts the limit. */
    private void maxNodes(long nodes) {
        if (nodes < 0) {
            throw new IllegalArgumentException("'" + nodes + "' is not a number of nodes");
        }
        maxNodes = nodes;
    }

    /** INFO rule: a bit mask of 1 exactly five, 2 continuous game, 4 renju, 8 caro. */
    private void rule(int mask) {
        renju = (mask & 4) != 0;
        overline = (mask & 1) != 0 && !renju ? Overline.DOES_NOT_WIN : Overline.WINS;
        String playing = renju ? "renju: forbidden points for black on 15x15"
                : overline == Overline.WINS ? "five or more in a row wins" : "exactly five in a row wins";
        if ((mask & 2) != 0) {
            answers.tell("MESSAGE continuous games are not supported; playing single games (" + playing + ")");
        }
        if ((mask & 8) != 0) {
            answers.tell("MESSAGE caro is not supported; playing gomoku (" + playing + ")");
        }
    }
}
