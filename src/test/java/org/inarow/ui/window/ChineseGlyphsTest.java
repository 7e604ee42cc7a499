package org.inarow.ui.window;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.awt.Font;
import java.awt.GraphicsEnvironment;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.stream.Stream;
import javax.swing.UIManager;
import javax.swing.plaf.FontUIResource;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.text.Language;
import org.inarow.ui.text.LanguageFont;
import org.inarow.ui.text.Texts;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

/**
 * Every Chinese text draws with real glyphs, never a missing-glyph box: in the font each theme
 * gives the window once Chinese is chosen (plain and bold). Needs a font with CJK glyphs on the
 * machine, which .ci/run installs; without one this test fails, as a player would see boxes.
 */
class ChineseGlyphsTest {
    private static final Path TEXTS = Path.of("target", "classes", "org", "inarow", "ui", "text");

    @AfterEach
    void english() {
        Texts.use(Language.ENGLISH);
        Edt.run(Theme.LIGHT::install);
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void everyChineseTextHasItsGlyphsInTheThemesFont(Theme theme) throws IOException {
        List<String> texts = chineseTexts();
        assertThat(texts).as("the Chinese texts").hasSizeGreaterThan(1);
        Font font = Edt.call(() -> {
            Texts.use(Language.CHINESE);
            theme.install();
            return UIManager.getFont("defaultFont");
        });
        assertThat(boxes(font, texts)).as("texts that %s would draw with boxes", font).isEmpty();
        assertThat(boxes(font.deriveFont(Font.BOLD), texts)).as("the same in bold").isEmpty();
    }

    @Test
    void aFontWithoutChineseIsReplacedByOneWithIt() throws IOException {
        Optional<String> latinOnly = latinOnlyFamily();
        assumeThat(latinOnly).as("a font family without Chinese glyphs on this machine").isPresent();
        List<String> texts = chineseTexts();
        Font latin = new Font(latinOnly.get(), Font.PLAIN, 13);
        assertThat(boxes(latin, texts)).as("the check finds boxes in a font without Chinese").isNotEmpty();
        Font fitted = Edt.call(() -> {
            Texts.use(Language.CHINESE);
            UIManager.put("defaultFont", new FontUIResource(latin));
            LanguageFont.fit();
            return UIManager.getFont("defaultFont");
        });
        assertThat(fitted.getFamily()).isNotEqualTo(latinOnly.get());
        assertThat(fitted.getSize()).isEqualTo(13);
        assertThat(boxes(fitted, texts)).isEmpty();
        assertThat(LanguageFont.needsOtherFont()).as("English wants the theme's font back").isTrue();

        Font english = Edt.call(() -> {
            Texts.use(Language.ENGLISH);
            LanguageFont.fit();
            return UIManager.getFont("defaultFont");
        });
        assertThat(english).as("the font put in for Chinese is taken out again").isNotSameAs(fitted);
        assertThat(LanguageFont.needsOtherFont()).isFalse();
    }

    /** Each text that {@code font} cannot draw whole, with the first character it lacks. */
    static List<String> boxes(Font font, List<String> texts) {
        List<String> missing = new ArrayList<>();
        for (String text : texts) {
            int at = font.canDisplayUpTo(text);
            if (at != -1) {
                missing.add("'" + text + "' lacks '" + text.charAt(at) + "'");
            }
        }
        return missing;
    }

    /** Every value of every Chinese bundle. */
    static List<String> chineseTexts() throws IOException {
        List<String> texts = new ArrayList<>();
        try (Stream<Path> files = Files.list(TEXTS)) {
            for (Path file : files.filter(f -> f.toString().endsWith("_zh_CN.properties")).sorted().toList()) {
                Properties bundle = new Properties();
                try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                    bundle.load(in);
                }
                bundle.stringPropertyNames().stream().sorted().map(bundle::getProperty).forEach(texts::add);
            }
        }
        for (Language language : Language.values()) {
            texts.add(language.ownName()); // the language menu names each language in itself
        }
        return texts;
    }

    private static Optional<String> latinOnlyFamily() {
        return Arrays.stream(GraphicsEnvironment.getLocalGraphicsEnvironment().getAvailableFontFamilyNames())
                .filter(family -> !family.equals(Font.DIALOG) && !family.equals(Font.DIALOG_INPUT)
                        && !family.equals(Font.SANS_SERIF) && !family.equals(Font.SERIF) && !family.equals(Font.MONOSPACED))
                .filter(family -> new Font(family, Font.PLAIN, 13).canDisplay('A')
                        && new Font(family, Font.PLAIN, 13).canDisplayUpTo(LanguageFont.sample(Language.CHINESE)) != -1)
                .findFirst();
    }
}
