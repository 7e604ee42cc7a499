package org.inarow.ui.window;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.inarow.ui.text.Language;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The language follows the system at first start; a choice is remembered, and a damaged one falls back to the system's. */
class LanguageSettingTest {
    private final Locale system = Locale.getDefault();

    @AfterEach
    void restore() {
        Locale.setDefault(system);
    }

    @Test
    void theFirstStartSpeaksTheSystemsLanguage() {
        Locale.setDefault(Locale.SIMPLIFIED_CHINESE);
        assertThat(new Settings(new MemoryPreferences()).language()).isEqualTo(Language.CHINESE);
        Locale.setDefault(Locale.US);
        assertThat(new Settings(new MemoryPreferences()).language()).isEqualTo(Language.ENGLISH);
    }

    @Test
    void aChoiceIsRememberedOverTheSystemsLanguage() {
        Locale.setDefault(Locale.US);
        MemoryPreferences store = new MemoryPreferences();
        new Settings(store).setLanguage(Language.CHINESE);
        assertThat(new Settings(store).language()).isEqualTo(Language.CHINESE);
        Locale.setDefault(Locale.SIMPLIFIED_CHINESE);
        new Settings(store).setLanguage(Language.ENGLISH);
        assertThat(new Settings(store).language()).isEqualTo(Language.ENGLISH);
    }

    @Test
    void aDamagedChoiceFallsBackToTheSystemsLanguage() {
        Locale.setDefault(Locale.SIMPLIFIED_CHINESE);
        MemoryPreferences store = new MemoryPreferences();
        store.put("language", "xx-garbage");
        assertThat(new Settings(store).language()).isEqualTo(Language.CHINESE);
    }
}
