package org.inarow.ui.window;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.inarow.ui.game.EngineEntry;

/**
 * The engines the player added, and the one chosen as the analyst, kept in the settings ({@link SettingsStore}):
 * {@code engine.count}, then per engine {@code engine.N.name}, {@code .executable}, {@code .arguments}
 * (one line, {@link EngineEntry#splitArguments}). A damaged entry is skipped, the others kept.
 */
public final class EngineStore {
    private static final String COUNT = "engine.count";
    private static final String ANALYST = "engine.analyst";
    private static final int MOST = 50;

    private final SettingsStore store;

    EngineStore(SettingsStore store) {
        this.store = store;
    }

    public List<EngineEntry> list() {
        List<EngineEntry> engines = new ArrayList<>();
        int count = Math.min(MOST, Math.max(0, store.getInt(COUNT, 0)));
        for (int i = 0; i < count; i++) {
            String name = store.get(key(i, "name"), "");
            String executable = store.get(key(i, "executable"), "");
            if (!name.isBlank() && !executable.isBlank() && find(engines, name).isEmpty()) {
                engines.add(new EngineEntry(name, executable,
                        EngineEntry.splitArguments(store.get(key(i, "arguments"), ""))));
            }
        }
        return engines;
    }

    public Optional<EngineEntry> find(String name) {
        return name == null ? Optional.empty() : find(list(), name);
    }

    public void save(List<EngineEntry> engines) {
        int old = store.getInt(COUNT, 0);
        for (int i = engines.size(); i < Math.min(MOST, old); i++) {
            for (String part : List.of("name", "executable", "arguments")) {
                store.put(key(i, part), ""); // blank: skipped when read
            }
        }
        for (int i = 0; i < engines.size() && i < MOST; i++) {
            EngineEntry e = engines.get(i);
            store.put(key(i, "name"), e.name());
            store.put(key(i, "executable"), e.executable());
            store.put(key(i, "arguments"), e.argumentLine());
        }
        store.write(COUNT, String.valueOf(Math.min(MOST, engines.size())));
    }

    /** The engine that answers "who will win", or empty for our own search. */
    public Optional<String> analyst() {
        String name = store.get(ANALYST, "");
        return name.isBlank() || find(name).isEmpty() ? Optional.empty() : Optional.of(name);
    }

    public void setAnalyst(Optional<String> name) {
        store.write(ANALYST, name.orElse(""));
    }

    private static Optional<EngineEntry> find(List<EngineEntry> engines, String name) {
        return engines.stream().filter(e -> e.name().equals(name)).findFirst();
    }

    private static String key(int i, String part) {
        return "engine." + i + "." + part;
    }
}
