package org.inarow.ui.game;

import org.inarow.ui.text.Language;
import org.inarow.ui.text.Texts;

/**
 * The game's sentences in the current language, read at each call (a switch of language shows
 * at the next read). Chinese sentences are tidied as Chinese is written: no space between two
 * Chinese characters or next to full-width punctuation, a space between a Chinese character and a
 * Latin letter or a digit ("黑方 h8", "第 12 手"), so that a pattern may put a name, a point or a
 * number anywhere without minding the spaces around it.
 */
final class Words {
    private Words() {
    }

    static String get(String key) {
        return tidy(Texts.get(key));
    }

    static String format(String key, Object... arguments) {
        return tidy(Texts.format(key, arguments));
    }

    private static String tidy(String text) {
        return Texts.language() == Language.CHINESE ? ChineseSpacing.tidy(text) : text;
    }
}
