package org.inarow.ui.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.SortedMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The two languages say the same things: every key in both, the same placeholders in each pair,
 * every key in its own area, a mnemonic in both or neither, and every pattern one MessageFormat reads.
 */
class BundleParityTest {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d+)");

    @Test
    void everyAreaHasBothLanguagesWithTheSameKeys() throws Exception {
        SortedMap<String, Properties> english = Bundles.english();
        SortedMap<String, Properties> chinese = Bundles.chinese();
        assertThat(english).as("the text areas").isNotEmpty();
        assertThat(chinese.keySet()).as("the areas with Chinese texts").isEqualTo(english.keySet());
        for (String area : english.keySet()) {
            assertThat(new TreeSet<>(chinese.get(area).stringPropertyNames())).as("the Chinese keys of %s", area)
                    .isEqualTo(new TreeSet<>(english.get(area).stringPropertyNames()));
        }
    }

    @Test
    void eachKeyIsInItsOwnAreaAndHasAText() throws Exception {
        List<String> wrong = new ArrayList<>();
        for (var languages : List.of(Bundles.english(), Bundles.chinese())) {
            languages.forEach((area, texts) -> texts.stringPropertyNames().forEach(key -> {
                if (!key.startsWith(area + ".")) {
                    wrong.add(key + " is in " + area);
                }
                if (texts.getProperty(key).isBlank()) {
                    wrong.add(key + " is empty");
                }
            }));
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void placeholdersAndMnemonicsMatch() throws Exception {
        SortedMap<String, Properties> english = Bundles.english();
        SortedMap<String, Properties> chinese = Bundles.chinese();
        List<String> mismatched = new ArrayList<>();
        english.forEach((area, texts) -> {
            Properties other = chinese.getOrDefault(area, new Properties());
            for (String key : texts.stringPropertyNames()) {
                String en = texts.getProperty(key);
                String zh = other.getProperty(key, "");
                if (!placeholders(en).equals(placeholders(zh))) {
                    mismatched.add(key + ": " + placeholders(en) + " in English, " + placeholders(zh) + " in Chinese");
                }
                if (Mnemonic.of(en).key() == 0 != (Mnemonic.of(zh).key() == 0)) {
                    mismatched.add(key + ": a mnemonic in one language only");
                }
            }
        });
        assertThat(mismatched).isEmpty();
    }

    @Test
    void everyPatternReadsAsAMessageFormat() throws Exception {
        List<String> unreadable = new ArrayList<>();
        for (var languages : List.of(Bundles.english(), Bundles.chinese())) {
            languages.values().forEach(texts -> texts.stringPropertyNames().forEach(key -> {
                try {
                    Texts.pattern(texts.getProperty(key));
                } catch (IllegalArgumentException e) {
                    unreadable.add(key + ": " + e.getMessage());
                }
            }));
        }
        assertThat(unreadable).isEmpty();
    }

    /** The placeholders' numbers ({0}, {1,choice,...} is 1), in order. */
    static TreeSet<String> placeholders(String pattern) {
        TreeSet<String> found = new TreeSet<>();
        Matcher m = PLACEHOLDER.matcher(pattern);
        while (m.find()) {
            found.add(m.group(1)); // a plural's choice in one language may be a plain number in another
        }
        return found;
    }
}
