package org.inarow.ui.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.SortedMap;
import org.junit.jupiter.api.Test;

/**
 * Every key the code names is in the bundles (a missing one would show as "[key]"). A key's
 * first part names its area; a literal ending in "." is the start of keys made from a value (an
 * enum's name), which that value's own test covers.
 */
class KeysExistTest {
    private static final Path UI = Path.of("src", "main", "java", "org", "inarow", "ui");

    @Test
    void everyKeyInTheCodeHasAText() throws Exception {
        SortedMap<String, Properties> english = Bundles.english();
        List<String> missing = new ArrayList<>();
        int keys = 0;
        for (SourceLiterals.Literal literal : SourceLiterals.under(UI)) {
            String value = literal.value();
            int dot = value.indexOf('.');
            if (dot <= 0 || value.endsWith(".") || !value.matches("[a-z][A-Za-z0-9]*(\\.[A-Za-z0-9_-]+)+")) {
                continue;
            }
            Properties area = english.get(value.substring(0, dot));
            if (area == null) {
                continue; // not a text's key: a property name, a resource
            }
            keys++;
            if (!area.containsKey(value)) {
                missing.add(literal.toString());
            }
        }
        assertThat(keys).as("keys named in the code").isPositive();
        assertThat(missing).as("keys named in the code without a text").isEmpty();
    }
}
