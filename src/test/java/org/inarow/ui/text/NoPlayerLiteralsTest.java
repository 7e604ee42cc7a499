package org.inarow.ui.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * No text a player could meet is written in {@code ui}'s code: each is a key of the bundles.
 * What looks like text but is not shown (layout constraints, property names, log lines, font
 * families) is listed, file by file, in {@code reviewed-literals.txt}, each entry read by a person.
 */
class NoPlayerLiteralsTest {
    private static final Path UI = Path.of("src", "main", "java", "org", "inarow", "ui");
    /** MigLayout's words: a constraint made only of these (and numbers) is layout, not text. */
    private static final Set<String> LAYOUT_WORDS = Set.of("insets", "gap", "gapx", "gapy", "gapleft", "gapright",
            "gaptop", "gapbottom", "gapbefore", "gapafter", "fill", "fillx", "filly", "wrap", "grow", "growx", "growy",
            "push", "pushx", "pushy", "span", "spanx", "spany", "split", "skip", "cell", "w", "h", "wmin", "wmax",
            "hmin", "hmax", "width", "height", "align", "alignx", "aligny", "left", "right", "top", "bottom", "center",
            "baseline", "hidemode", "sg", "sizegroup", "shrink", "shrinkprio", "growprio", "flowx", "flowy",
            "novisualpadding", "nogrid", "debug", "pad", "newline", "dock", "north", "south", "east", "west",
            "external", "id", "x", "y", "x2", "y2", "pref", "min", "max", "n", "lp", "trailing", "leading", "ins",
            "nocache", "pos", "visual", "para", "related", "unrelated", "ltr", "rtl");
    private static final Pattern NUMBER = Pattern.compile("[-+]?\\d+(\\.\\d+)?(px|%|sp|lp|mm|cm|in|pt|!)?!?");
    private static final Pattern TECHNICAL = Pattern.compile("[A-Za-z][\\w$]*(\\.[\\w$-]+)+"); // a key, a class, a UI default

    @Test
    void everyTextAPlayerMeetsComesFromTheBundles() throws IOException {
        Set<String> reviewed = reviewed();
        List<String> left = new ArrayList<>();
        for (SourceLiterals.Literal literal : SourceLiterals.under(UI)) {
            if (looksShown(literal.value())
                    && !reviewed.contains(literal.fileName() + " | *")
                    && !reviewed.contains(literal.fileName() + " | " + literal.value().strip())) {
                left.add(literal.toString());
            }
        }
        assertThat(left).as("texts written in the code: move each to a bundle, or review it in reviewed-literals.txt")
                .isEmpty();
    }

    @Test
    void theReviewedListNamesOnlyLiteralsThatStillExist() throws IOException {
        Set<String> present = new HashSet<>();
        for (SourceLiterals.Literal literal : SourceLiterals.under(UI)) {
            present.add(literal.fileName() + " | " + literal.value().strip());
            present.add(literal.fileName() + " | *");
        }
        List<String> stale = reviewed().stream().filter(entry -> !present.contains(entry)).sorted().toList();
        assertThat(stale).as("entries of reviewed-literals.txt with nothing left to review").isEmpty();
    }

    @Test
    void aSentenceIsCaughtAndLayoutIsNot() {
        assertThat(looksShown("Your move")).isTrue();
        assertThat(looksShown("Undo")).isTrue();
        assertThat(looksShown("你的棋")).isTrue();
        assertThat(looksShown("insets 0, gap 0, fill")).isFalse();
        assertThat(looksShown("[grow,fill][][]")).isFalse();
        assertThat(looksShown("status.yourMove")).isFalse();
        assertThat(looksShown("Label.foreground")).isFalse();
        assertThat(looksShown("redo")).isFalse();
        assertThat(looksShown("%d")).isFalse();
    }

    /** Whether a literal could be a text a player reads: a word with a capital, a space between words, or any non-Latin letter. */
    static boolean looksShown(String value) {
        String v = value.strip();
        if (v.codePoints().anyMatch(cp -> Character.isLetter(cp) && cp > 0x24F)) {
            return true;
        }
        if (!v.matches(".*[A-Za-z]{2,}.*") || TECHNICAL.matcher(v).matches() || isLayout(v)) {
            return false;
        }
        return v.contains(" ") || Character.isUpperCase(v.charAt(0));
    }

    private static boolean isLayout(String v) {
        for (String token : v.split("[\\s,\\[\\]:]+")) {
            if (!token.isEmpty() && !LAYOUT_WORDS.contains(token.toLowerCase()) && !NUMBER.matcher(token).matches()) {
                return false;
            }
        }
        return true;
    }

    /** The entries "File.java | literal" (the literal without its outer spaces, or "*" for a file that shows no text), comments skipped. */
    private static Set<String> reviewed() throws IOException {
        Set<String> entries = new HashSet<>();
        try (var in = NoPlayerLiteralsTest.class.getResourceAsStream("reviewed-literals.txt")) {
            assertThat(in).as("reviewed-literals.txt").isNotNull();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String entry = line.strip();
                if (!entry.isEmpty() && !entry.startsWith("#")) {
                    int bar = entry.indexOf(" | ");
                    assertThat(bar).as("an entry is 'File.java | literal': %s", entry).isPositive();
                    entries.add(entry);
                }
            }
        }
        return entries;
    }
}
