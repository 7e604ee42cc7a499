package org.inarow.ui.game;

/**
 * Spaces in a Chinese sentence as Chinese typesetting has them: none between two Chinese
 * characters or beside full-width punctuation (，。：（）…), one between a Chinese character and a
 * Latin letter or a digit. Other spaces stay as they are.
 */
final class ChineseSpacing {
    private ChineseSpacing() {
    }

    static String tidy(String text) {
        StringBuilder out = new StringBuilder(text.length() + 8);
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == ' ') {
                int end = i;
                while (end < text.length() && text.charAt(end) == ' ') {
                    end++;
                }
                char before = out.length() == 0 ? 0 : out.charAt(out.length() - 1);
                char after = end < text.length() ? text.charAt(end) : 0;
                boolean drop = isHan(before) && isHan(after) || isFullWidthMark(before) || isFullWidthMark(after);
                if (!drop) {
                    out.append(text, i, end);
                }
                i = end;
                continue;
            }
            char before = out.length() == 0 ? 0 : out.charAt(out.length() - 1);
            if (isHan(before) && isLatinOrDigit(c) || isLatinOrDigit(before) && isHan(c)) {
                out.append(' ');
            }
            out.append(c);
            i++;
        }
        return out.toString();
    }

    private static boolean isHan(char c) {
        return Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN;
    }

    /** Chinese punctuation: the CJK symbols (、。「」), the full-width forms (，：（）！？) and the ellipsis. */
    private static boolean isFullWidthMark(char c) {
        return c >= '\u3000' && c <= '\u303f' || c >= '\uff00' && c <= '\uffef' && !Character.isLetterOrDigit(c)
                || c == '…' || c == '“' || c == '”';
    }

    private static boolean isLatinOrDigit(char c) {
        return c < 0x250 && Character.isLetterOrDigit(c);
    }
}
