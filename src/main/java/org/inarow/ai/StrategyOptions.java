package org.inarow.ai;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.inarow.model.UserText;

/** A parsed strategy spec: {@code name[:key=value,...]}, with typed, checked access to options. */
public final class StrategyOptions {
    private final String name;
    private final Map<String, String> values;

    private StrategyOptions(String name, Map<String, String> values) {
        this.name = name;
        this.values = values;
    }

    public static StrategyOptions parse(String spec) {
        int colon = spec.indexOf(':');
        String name = (colon < 0 ? spec : spec.substring(0, colon)).trim();
        Map<String, String> values = new LinkedHashMap<>();
        if (colon >= 0) {
            for (String pair : spec.substring(colon + 1).split(",")) {
                String[] kv = pair.split("=", 2);
                if (kv.length != 2 || kv[0].isBlank() || kv[1].isBlank()) {
                    throw new IllegalArgumentException("'" + UserText.shown(spec, 40) + "': option '" + UserText.shown(pair, 40) + "' is not key=value");
                }
                values.put(kv[0].trim(), kv[1].trim());
            }
        }
        if (name.isEmpty()) {
            throw new IllegalArgumentException("'" + UserText.shown(spec, 40) + "': no strategy name");
        }
        return new StrategyOptions(name, values);
    }

    public String name() {
        return name;
    }

    /** Whether the spec sets the option. */
    public boolean has(String key) {
        return values.containsKey(key);
    }

    public int intValue(String key, int defaultValue, int min, int max) {
        String text = values.get(key);
        if (text == null) {
            return defaultValue;
        }
        try {
            int value = Integer.parseInt(text);
            if (value < min || value > max) {
                throw new IllegalArgumentException(UserText.shown(name, 40) + ": " + UserText.shown(key, 40) + "=" + UserText.shown(text, 40) + " is outside " + min + ".." + max);
            }
            return value;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(UserText.shown(name, 40) + ": " + UserText.shown(key, 40) + "=" + UserText.shown(text, 40) + " is not a whole number");
        }
    }

    /** Fails on any option not in {@code allowed}, naming it. */
    public void requireOnly(String... allowed) {
        Set<String> known = Set.of(allowed);
        for (String key : values.keySet()) {
            if (!known.contains(key)) {
                throw new IllegalArgumentException(UserText.shown(name, 40) + ": unknown option '" + UserText.shown(key, 40) + "'"
                        + (allowed.length == 0 ? " (it takes none)" : " (expected " + String.join(", ", allowed) + ")"));
            }
        }
    }
}
