package org.inarow.ui.text;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.concurrent.ConcurrentHashMap;
import java.util.Map;

/**
 * Every text the window shows, from the bundles {@code org/inarow/ui/text/<area>.properties}
 * (English) and {@code <area>_zh_CN.properties}; a key's area is its first part
 * ({@code status.yourMove} is in {@code status}). Patterns take {@link MessageFormat}
 * placeholders ({@code {0}}, and {@code {0,choice,1#one move|1<{0} moves}} for plurals) and
 * write an apostrophe as it reads: it is never a quote here.
 */
public final class Texts {
    private static final String BUNDLES = "org.inarow.ui.text.";
    private static final ResourceBundle.Control NO_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

    private static volatile Language language = Language.ENGLISH;
    /** Per language: a helper thread's read as the language changes never caches the old one's for the new. */
    private static final Map<Language, Map<String, ResourceBundle>> BUNDLE_CACHE = new ConcurrentHashMap<>();

    private Texts() {
    }

    public static Language language() {
        return language;
    }

    public static Locale locale() {
        return language.locale();
    }

    /**
     * Speaks {@code chosen} from now on; what is already shown changes with
     * {@link TextBindings#retextAll()}, which {@link LanguageSwitch} calls.
     */
    public static void use(Language chosen) {
        if (chosen != language) {
            language = chosen;
            BUNDLE_CACHE.clear();
        }
    }

    /** The text of {@code key}, or the key itself in brackets when it is missing (a test keeps that from shipping). */
    public static String get(String key) {
        try {
            return bundle(key).getString(key);
        } catch (MissingResourceException e) {
            return "[" + key + "]";
        }
    }

    /** Whether {@code key} has a text (optional parts, like an action's tool tip). */
    public static boolean has(String key) {
        try {
            return bundle(key).containsKey(key);
        } catch (MissingResourceException e) {
            return false;
        }
    }

    /** The text of {@code key} with its placeholders filled, numbers written as the language writes them. */
    public static String format(String key, Object... arguments) {
        return pattern(get(key)).format(arguments);
    }

    /** {@code text} as a {@link MessageFormat} in the current language, an apostrophe kept as it is. */
    static MessageFormat pattern(String text) {
        return new MessageFormat(text.replace("'", "''"), locale());
    }

    private static ResourceBundle bundle(String key) {
        int dot = key.indexOf('.');
        String area = dot < 0 ? key : key.substring(0, dot);
        Language now = language;
        return BUNDLE_CACHE.computeIfAbsent(now, l -> new ConcurrentHashMap<>()).computeIfAbsent(area,
                a -> ResourceBundle.getBundle(BUNDLES + a, now.locale(), Texts.class.getClassLoader(), NO_FALLBACK));
    }
}
