package org.inarow.ui.text;

import java.awt.Font;
import java.awt.GraphicsEnvironment;
import java.util.List;
import java.util.Locale;
import javax.swing.UIManager;
import javax.swing.plaf.FontUIResource;

/**
 * Keeps the look and feel's font able to draw the chosen language. Java's logical fonts (FlatLaf's
 * default on Linux) fall back to the system's CJK font by themselves; where the theme's font is a
 * physical one without Chinese glyphs, a family that has them takes its place, the platform's own
 * first.
 */
public final class LanguageFont {
    /** Families that draw simplified Chinese well, by platform: Windows, macOS, Linux. */
    private static final List<String> PREFERRED = List.of("Microsoft YaHei UI", "Microsoft YaHei", "PingFang SC",
            "Hiragino Sans GB", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "WenQuanYi Micro Hei",
            "WenQuanYi Zen Hei", "Droid Sans Fallback", "SimSun");

    /**
     * The font {@link #fit()} put in place of the theme's, or null. It sits among the developer's
     * defaults, which outlive every look and feel installed later, so it is taken out again by hand.
     */
    private static volatile Font ours;

    private LanguageFont() {
    }

    /** A few characters of the language, each of which its font must draw. */
    public static String sample(Language language) {
        return language == Language.CHINESE ? "五子棋井字棋连珠禁手活三冲四" : "Aa";
    }

    /** Puts a font that draws the current language in the look and feel's defaults where the theme's cannot; true if it did. */
    public static boolean fit() {
        if (ours != null && ours == UIManager.get("defaultFont")) {
            UIManager.put("defaultFont", null); // the theme's own font again
        }
        ours = null;
        Font font = UIManager.getFont("defaultFont");
        String sample = sample(Texts.language());
        if (font == null || font.canDisplayUpTo(sample) == -1) {
            return false;
        }
        String family = familyFor(sample);
        if (family == null) {
            return false; // nothing on this system draws it: the boxes are the platform's to fix
        }
        Font fitting = new FontUIResource(family, font.getStyle(), font.getSize());
        UIManager.put("defaultFont", fitting);
        ours = fitting;
        return true;
    }

    /**
     * Whether the look and feel must be installed again for the current language: its font
     * cannot draw it, or was replaced for another language.
     */
    public static boolean needsOtherFont() {
        Font font = UIManager.getFont("defaultFont");
        return ours != null || font != null && font.canDisplayUpTo(sample(Texts.language())) != -1;
    }

    /** The first family on this system that draws {@code sample}: a preferred one, else any, else none. */
    static String familyFor(String sample) {
        String[] installed = GraphicsEnvironment.getLocalGraphicsEnvironment().getAvailableFontFamilyNames(Locale.ROOT);
        List<String> names = List.of(installed);
        for (String family : PREFERRED) {
            if (names.contains(family) && new Font(family, Font.PLAIN, 12).canDisplayUpTo(sample) == -1) {
                return family;
            }
        }
        for (String family : installed) {
            if (new Font(family, Font.PLAIN, 12).canDisplayUpTo(sample) == -1) {
                return family;
            }
        }
        return null;
    }
}
