package org.inarow.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The engine layers never touch the GUI toolkit (DESIGN.md). Checked on the compiled classes, whose
 * constant pools name every class they use, so fully qualified names and imports are both caught.
 */
class LayeringTest {
    private static final List<String> FORBIDDEN = List.of("java/awt/", "javax/swing/", "com/formdev/", "net/miginfocom/");

    @ParameterizedTest
    @ValueSource(strings = {"model", "ai"})
    void engineLayersUseNoGuiClasses(String layer) throws IOException {
        Path classes = Path.of("target", "classes", "org", "inarow", layer);
        List<Path> files = classFiles(classes);
        if (layer.equals("model")) {
            assertThat(files).as("the model is compiled where this test looks").isNotEmpty();
        }
        for (Path file : files) {
            String pool = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
            for (String forbidden : FORBIDDEN) {
                assertThat(pool).as("%s refers to %s", file, forbidden).doesNotContain(forbidden);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"model", "ai"})
    void engineSourcesImportNoGuiPackages(String layer) throws IOException {
        Path sources = Path.of("src", "main", "java", "org", "inarow", layer);
        if (!Files.isDirectory(sources)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(sources)) {
            for (Path file : walk.filter(p -> p.toString().endsWith(".java")).toList()) {
                String text = Files.readString(file);
                assertThat(text).as(file.toString()).doesNotContain("java.awt").doesNotContain("javax.swing");
            }
        }
    }

    @org.junit.jupiter.api.Test
    void theCheckCatchesAGuiReference() throws IOException {
        // the forbidden marker as it appears in any class that uses Swing, e.g. this test's own deps
        Path swingUser = Path.of("target", "test-classes", "org", "inarow", "architecture", "SwingUser.class");
        String pool = new String(Files.readAllBytes(swingUser), StandardCharsets.ISO_8859_1);
        assertThat(FORBIDDEN).anySatisfy(f -> assertThat(pool).contains(f));
    }

    private static List<Path> classFiles(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            return walk.filter(p -> p.toString().endsWith(".class")).toList();
        }
    }
}
