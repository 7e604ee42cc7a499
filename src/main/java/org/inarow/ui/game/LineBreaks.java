package org.inarow.ui.game;

import java.util.ArrayList;
import java.util.List;

/**
 * Where a line may break in the window's sentences, English or Chinese. English breaks at spaces.
 * Chinese is written without them, so it also breaks between two Chinese characters, but not
 * before a closing mark (，。：）…) nor after an opening one (（“), as Chinese typesetting has it;
 * and never between a number and the measure word after it ("4 个点", where the space is
 * {@link ChineseSpacing}'s) nor between 第 and its number: a line ending "标出的 4" above one
 * starting "个点之一" reads as two thoughts. A point's name (h8, h8–j8) has no break inside.
 */
final class LineBreaks {
    private static final String CLOSING = "，。、；：！？）」』】》〉”’…";
    private static final String OPENING = "（「『【《〈“‘";

    private LineBreaks() {
    }

    /** {@code text} cut where a line may break: each piece keeps the spaces after it; together they are the text. */
    static List<String> segments(String text) {
        List<String> pieces = new ArrayList<>();
        int start = 0;
        for (int i = 1; i < text.length(); i++) {
            if (mayBreakBefore(text, i)) {
                pieces.add(text.substring(start, i));
                start = i;
            }
        }
        if (start < text.length()) {
            pieces.add(text.substring(start));
        }
        return pieces;
    }

    /** Whether a line may end just before the character at {@code i} (never at a space: spaces end their line). */
    static boolean mayBreakBefore(String text, int i) {
        char before = text.charAt(i - 1);
        char after = text.charAt(i);
        if (after == ' ' || CLOSING.indexOf(after) >= 0 || OPENING.indexOf(before) >= 0) {
            return false;
        }
        if (before == ' ') {
            return !keptTogether(text, i);
        }
        return isChinese(before) && (isChinese(after) || OPENING.indexOf(after) >= 0)
                || CLOSING.indexOf(before) >= 0;
    }

    /** Whether the spaces before {@code i} join what they stand between: a number and its measure word, 第 and its number. */
    private static boolean keptTogether(String text, int i) {
        int last = i - 1;
        while (last >= 0 && text.charAt(last) == ' ') {
            last--;
        }
        if (last < 0) {
            return false;
        }
        char before = text.charAt(last);
        char after = text.charAt(i);
        return Character.isDigit(before) && isChinese(after) || before == '第' && Character.isDigit(after);
    }

    private static boolean isChinese(char c) {
        return Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN;
    }
}
