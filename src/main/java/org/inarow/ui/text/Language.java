package org.inarow.ui.text;

import java.util.Locale;
import java.util.Optional;

/** The languages the window speaks; each is named in itself, as a language menu shows it. */
public enum Language {
    ENGLISH("en", Locale.ENGLISH, "English"),
    CHINESE("zh-CN", Locale.SIMPLIFIED_CHINESE, "中文（简体）");

    private final String id;
    private final Locale locale;
    private final String ownName;

    Language(String id, Locale locale, String ownName) {
        this.id = id;
        this.locale = locale;
        this.ownName = ownName;
    }

    /** The tag kept in the settings. */
    public String id() {
        return id;
    }

    public Locale locale() {
        return locale;
    }

    /** The language's name in that language ("中文（简体）"), as players look for it. */
    public String ownName() {
        return ownName;
    }

    public static Optional<Language> fromId(String id) {
        for (Language language : values()) {
            if (language.id.equalsIgnoreCase(id)) {
                return Optional.of(language);
            }
        }
        return Optional.empty();
    }

    /** The language for a system locale: any Chinese reads the simplified texts better than English. */
    public static Language forLocale(Locale locale) {
        return "zh".equals(locale.getLanguage()) ? CHINESE : ENGLISH;
    }
}
