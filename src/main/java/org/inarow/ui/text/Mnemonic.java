package org.inarow.ui.text;

import java.awt.event.KeyEvent;

/**
 * A text with its mnemonic marked by {@code &} ("&Game", "游戏(&G)"): the text without the mark,
 * the key it names and where it is underlined. {@code &&} is a plain ampersand.
 */
record Mnemonic(String text, int key, int index) {
    static Mnemonic of(String marked) {
        StringBuilder text = new StringBuilder(marked.length());
        int key = 0;
        int index = -1;
        for (int i = 0; i < marked.length(); i++) {
            char c = marked.charAt(i);
            if (c == '&' && i + 1 < marked.length()) {
                char next = marked.charAt(++i);
                if (next != '&' && key == 0) {
                    key = next < 128 && Character.isLetterOrDigit(next)
                            ? Character.toUpperCase(next) : KeyEvent.getExtendedKeyCodeForChar(next);
                    index = text.length();
                }
                text.append(next);
            } else {
                text.append(c);
            }
        }
        return new Mnemonic(text.toString(), key, index);
    }
}
