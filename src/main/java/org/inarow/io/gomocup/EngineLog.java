package org.inarow.io.gomocup;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The last lines an engine printed for people ({@code MESSAGE}, {@code DEBUG}, {@code ERROR},
 * {@code UNKNOWN}, its standard error) and what the client noted (a fault), oldest first, at most
 * {@link #capacity()}: a window can show it and follow it. Thread-safe; listeners are called on the
 * thread that adds the line (the engine's reader thread), so a window must hop to its own thread.
 */
public final class EngineLog {
    /** Lines kept by default. */
    public static final int DEFAULT_CAPACITY = 2_000;

    private final int capacity;
    private final Deque<String> lines = new ArrayDeque<>();
    private final List<Consumer<String>> listeners = new CopyOnWriteArrayList<>();

    public EngineLog() {
        this(DEFAULT_CAPACITY);
    }

    public EngineLog(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("a log keeps at least one line");
        }
        this.capacity = capacity;
    }

    public int capacity() {
        return capacity;
    }

    public void add(String line) {
        synchronized (lines) {
            if (lines.size() == capacity) {
                lines.removeFirst();
            }
            lines.addLast(line);
        }
        for (Consumer<String> listener : listeners) {
            listener.accept(line);
        }
    }

    /** A copy of the lines kept, oldest first. */
    public List<String> lines() {
        synchronized (lines) {
            return new ArrayList<>(lines);
        }
    }

    /** Tells {@code listener} about every line added from now on. */
    public void addListener(Consumer<String> listener) {
        listeners.add(listener);
    }

    public void removeListener(Consumer<String> listener) {
        listeners.remove(listener);
    }
}
