package org.inarow.ui.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class TextsTest {
    @AfterEach
    void english() {
        Texts.use(Language.ENGLISH);
    }

    @Test
    void aKeyReadsInTheChosenLanguage() {
        Texts.use(Language.ENGLISH);
        assertThat(Texts.get("language.menu")).isEqualTo("&Language");
        Texts.use(Language.CHINESE);
        assertThat(Texts.get("language.menu")).isEqualTo("语言(&L)");
    }

    @Test
    void aMissingKeyShowsItselfInsteadOfFailing() {
        assertThat(Texts.get("language.noSuchKey")).isEqualTo("[language.noSuchKey]");
        assertThat(Texts.get("noSuchArea.key")).isEqualTo("[noSuchArea.key]");
        assertThat(Texts.has("noSuchArea.key")).isFalse();
    }

    @Test
    void anApostropheIsKeptAndPluralsFollowTheNumber() {
        String plural = "The computer's {0,choice,1#move|1<{0} moves}";
        assertThat(Texts.pattern(plural).format(new Object[] {1})).isEqualTo("The computer's move");
        assertThat(Texts.pattern(plural).format(new Object[] {3})).isEqualTo("The computer's 3 moves");
    }

    @Test
    void theSystemLocaleChoosesTheFirstLanguage() {
        assertThat(Language.forLocale(java.util.Locale.SIMPLIFIED_CHINESE)).isEqualTo(Language.CHINESE);
        assertThat(Language.forLocale(java.util.Locale.TAIWAN)).isEqualTo(Language.CHINESE);
        assertThat(Language.forLocale(java.util.Locale.GERMANY)).isEqualTo(Language.ENGLISH);
        assertThat(Language.fromId("zh-CN")).contains(Language.CHINESE);
        assertThat(Language.fromId("klingon")).isEmpty();
    }

    @Test
    void anAmpersandMarksTheMnemonic() {
        Mnemonic game = Mnemonic.of("&Game");
        assertThat(game.text()).isEqualTo("Game");
        assertThat(game.key()).isEqualTo(java.awt.event.KeyEvent.VK_G);
        assertThat(game.index()).isZero();
        Mnemonic chinese = Mnemonic.of("游戏(&G)");
        assertThat(chinese.text()).isEqualTo("游戏(G)");
        assertThat(chinese.key()).isEqualTo(java.awt.event.KeyEvent.VK_G);
        assertThat(chinese.index()).isEqualTo(3);
        Mnemonic plain = Mnemonic.of("Save && quit");
        assertThat(plain.text()).isEqualTo("Save & quit");
        assertThat(plain.key()).isZero();
    }
}
