package org.inarow.io.gomocup;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An engine's answer to {@code ABOUT}: {@code name="Rapfi", version="0.43", author="…"} (AIWine
 * writes {@code name = "Wine", version ="2.1"}). Unknown keys are kept too.
 *
 * @param fields every {@code key="value"} pair, in the order given, keys in lower case
 */
public record EngineAbout(Map<String, String> fields) {
    private static final Pattern PAIR = Pattern.compile("([A-Za-z_]+)\\s*=\\s*\"([^\"]*)\"");

    /** An engine that told nothing about itself. */
    public static final EngineAbout NONE = new EngineAbout(Map.of());

    public EngineAbout {
        fields = Map.copyOf(fields);
    }

    /** The pairs of an ABOUT line; {@link #NONE} when it holds none. */
    public static EngineAbout parse(String line) {
        Map<String, String> pairs = new LinkedHashMap<>();
        Matcher m = PAIR.matcher(line);
        while (m.find()) {
            pairs.putIfAbsent(m.group(1).toLowerCase(java.util.Locale.ROOT), m.group(2).strip());
        }
        return new EngineAbout(pairs);
    }

    /** Whether {@code line} looks like an ABOUT answer (has a {@code key="value"} pair). */
    static boolean looksLikeAbout(String line) {
        return PAIR.matcher(line).find();
    }

    public Optional<String> name() {
        return field("name");
    }

    public Optional<String> version() {
        return field("version");
    }

    public Optional<String> author() {
        return field("author");
    }

    public Optional<String> field(String key) {
        return Optional.ofNullable(fields.get(key)).filter(v -> !v.isEmpty());
    }

    /** {@code Rapfi 0.43.02} or the name alone, or empty. */
    public String describe() {
        return name().map(n -> version().map(v -> n + " " + v).orElse(n)).orElse("");
    }
}
