package org.inarow.ui.game;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import org.inarow.model.Position;
import org.inarow.model.Rules;

/**
 * The added engines running for the window: one per seat at the board and one for "who will win", each
 * started when first asked (on a worker thread: a program can take seconds to start) and kept for the
 * moves that follow. The event thread only ever takes a connection away and closes it on a thread of its
 * own ({@link #keepOnly}, {@link #closeAll}), so it never waits for an engine. A fault closes the
 * engine; the next request starts it again (Retry). Each engine's last connection stays readable for its log.
 */
public final class EngineTable {
    /** Where a connection serves. */
    public enum Use {
        FIRST, SECOND, ANALYST
    }

    private final EngineLauncher launcher;
    private final Function<String, Optional<EngineEntry>> registry;
    private final Map<Use, Slot> slots = new EnumMap<>(Use.class);
    private final Map<String, EngineConnection> lastByName = new ConcurrentHashMap<>();
    private final List<ProcessHandle> started = new ArrayList<>();

    /** {@code registry} finds an added engine by its name (the settings' list, as it is now). */
    public EngineTable(EngineLauncher launcher, Function<String, Optional<EngineEntry>> registry) {
        this.launcher = launcher;
        this.registry = registry;
        for (Use use : Use.values()) {
            slots.put(use, new Slot());
        }
    }

    /** One use's engine: the lock a search holds while it starts and asks it; the connection itself. */
    private static final class Slot {
        final Object inUse = new Object();
        final AtomicReference<Running> running = new AtomicReference<>();
    }

    private record Running(String name, Rules rules, EngineConnection connection) {
    }

    /**
     * The move of the engine named {@code name} at {@code use} in {@code position} (worker thread; waits for
     * an earlier request at the same place to end first).
     *
     * @throws EngineFault when the engine is not in the list, cannot start, or fails; it is then closed
     */
    public EngineAnswer play(Use use, String name, Position position, EngineTime time) {
        Slot slot = slots.get(use);
        synchronized (slot.inUse) {
            Running running = running(slot, name, position.rules());
            try {
                EngineAnswer answer = running.connection().play(position, time);
                var illegal = position.toGame().check(answer.move());
                if (illegal.isPresent()) { // an occupied or off-board point: a lie, the engine is stopped
                    throw new EngineFault(name, EngineFault.Kind.ILLEGAL_MOVE,
                            org.inarow.model.Notation.format(answer.move()));
                }
                return answer;
            } catch (RuntimeException e) {
                if (slot.running.compareAndSet(running, null)) {
                    close(running);
                }
                throw e;
            }
        }
    }

    /**
     * The swap2 decision of the engine named {@code name} at {@code use} with {@code stones} on the board (worker
     * thread); empty when the engine does not answer SWAP2BOARD. A decision that is no legal answer is a fault.
     */
    public Optional<org.inarow.io.gomocup.Swap2Reply> swap2(Use use, String name, Rules rules, List<org.inarow.model.Point> stones,
                                                           EngineTime time) {
        Slot slot = slots.get(use);
        synchronized (slot.inUse) {
            Running running = running(slot, name, rules);
            try {
                return running.connection().swap2(rules, stones, time);
            } catch (RuntimeException e) {
                if (slot.running.compareAndSet(running, null)) {
                    close(running);
                }
                throw e;
            }
        }
    }

    /** Asks the engine thinking at {@code use}, if any, for its move now (any thread, never waits). */
    public void hurry(Use use) {
        Running running = slots.get(use).running.get();
        if (running != null) {
            running.connection().hurry();
        }
    }

    /** The slot's engine, started (or started again) when it is not the one named for these rules. */
    private Running running(Slot slot, String name, Rules rules) {
        Running running = slot.running.get();
        if (running == null || !running.name().equals(name) || !running.rules().equals(rules)) {
            close(slot.running.getAndSet(null));
            EngineEntry entry = registry.apply(name)
                    .orElseThrow(() -> new EngineFault(name, EngineFault.Kind.NOT_STARTED, ""));
            EngineConnection connection = launcher.start(entry, rules);
            connection.process().ifPresent(this::remember);
            lastByName.put(name, connection);
            running = new Running(name, rules, connection);
            slot.running.set(running);
        }
        return running;
    }

    /** Closes the engines no longer wanted: those not named for their place (event thread; never waits). */
    public void keepOnly(Optional<String> first, Optional<String> second, Optional<String> analyst) {
        retire(Use.FIRST, first);
        retire(Use.SECOND, second);
        retire(Use.ANALYST, analyst);
    }

    private void retire(Use use, Optional<String> wanted) {
        Slot slot = slots.get(use);
        Running running = slot.running.get();
        if (running != null && (wanted.isEmpty() || !wanted.get().equals(running.name()))
                && slot.running.compareAndSet(running, null)) {
            closeAside(running);
        }
    }

    /** Ends every engine (the window closed): END to each, then stopped; returns once all are gone or ~3 s passed. */
    public void closeAll() {
        List<Thread> closing = new ArrayList<>();
        for (Slot slot : slots.values()) {
            Running running = slot.running.getAndSet(null);
            if (running != null) {
                closing.add(closeAside(running));
            }
        }
        long deadline = System.currentTimeMillis() + 3000;
        for (Thread t : closing) {
            try {
                t.join(Math.max(1, deadline - System.currentTimeMillis()));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** The engine's log (its last connection's), or empty if it has not run. */
    public List<String> log(String name) {
        EngineConnection last = lastByName.get(name);
        return last == null ? List.of() : last.log();
    }

    /** The names of the engines that ran, with a log to show. */
    public List<String> logged() {
        return lastByName.keySet().stream().sorted().toList();
    }

    /** Every process the table started (tests check none outlives the window). */
    public synchronized List<ProcessHandle> processes() {
        return List.copyOf(started);
    }

    private synchronized void remember(ProcessHandle process) {
        started.add(process);
    }

    private static Thread closeAside(Running running) {
        Thread t = new Thread(() -> close(running), "engine-close");
        t.setDaemon(false); // the JVM waits for END to be sent and the process stopped
        t.start();
        return t;
    }

    private static void close(Running running) {
        if (running != null) {
            running.connection().close();
        }
    }
}
