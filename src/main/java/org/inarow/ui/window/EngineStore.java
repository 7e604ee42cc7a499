package org.inarow.ui.window;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.prefs.Preferences;
import org.inarow.ui.game.EngineEntry;

/**
 * The engines the player added, and the one chosen as the analyst, kept in the settings' node:
 * {@code engine.count}, then per engine {@code engine.N.name}, {@code .executable}, {@code .arguments}
 * (one line, {@link EngineEntry#splitArguments}). A damaged entry is skipped, the others kept.
 */
public final class EngineStore {
    private static final String COUNT = "engine.count";
    private static final String ANALYST = "engine.analyst";
    private static final int MOST = 50;

    private final Preferences node;
    private final Runnable flush;

    EngineStore(Preferences node, Runnable flush) {
        this.node = node;
        this.flush = flush;
    }

    public List<EngineEntry> list() {
        List<EngineEntry> engines = new ArrayList<>();
        int count = Math.min(MOST, Math.max(0, node.getInt(COUNT, 0)));
        for (int i = 0; i < count; i++) {
            String name = node.get(key(i, "name"), "");
            String executable = node.get(key(i, "executable"), "");
            if (!name.isBlank() && !executable.isBlank() && find(engines, name).isEmpty()) {
                engines.add(new EngineEntry(name, executable,
                        EngineEntry.splitArguments(node.get(key(i, "arguments"), ""))));
            }
        }
        return engines;
    }

    public Optional<EngineEntry> find(String name) {
        return name == null ? Optional.empty() : find(list(), name);
    }

    public void save(List<EngineEntry> engines) {
        int old = node.getInt(COUNT, 0);
        for (int i = engines.size(); i < Math.min(MOST, old); i++) {
            for (String part : List.of("name", "executable", "arguments")) {
                node.remove(key(i, part));
            }
        }
        for (int i = 0; i < engines.size() && i < MOST; i++) {
            EngineEntry e = engines.get(i);
            put(key(i, "name"), e.name());
            put(key(i, "executable"), e.executable());
            put(key(i, "arguments"), e.argumentLine());
        }
        node.putInt(COUNT, Math.min(MOST, engines.size()));
        flush.run();
    }

    /** The engine that answers "who will win", or empty for our own search. */
    public Optional<String> analyst() {
        String name = node.get(ANALYST, "");
        return name.isBlank() || find(name).isEmpty() ? Optional.empty() : Optional.of(name);
    }

    public void setAnalyst(Optional<String> name) {
        put(ANALYST, name.orElse(""));
        flush.run();
    }

    private void put(String key, String value) {
        if (value.length() <= Preferences.MAX_VALUE_LENGTH) {
            node.put(key, value);
        }
    }

    private static Optional<EngineEntry> find(List<EngineEntry> engines, String name) {
        return engines.stream().filter(e -> e.name().equals(name)).findFirst();
    }

    private static String key(int i, String part) {
        return "engine." + i + "." + part;
    }
}
