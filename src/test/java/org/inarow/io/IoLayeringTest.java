package org.inarow.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The io layer uses the model and ai only: no GUI toolkit, no ui or cli classes (DESIGN.md layers). */
class IoLayeringTest {
    private static final List<String> FORBIDDEN = List.of("java/awt/", "javax/swing/", "com/formdev/", "net/miginfocom/",
            "org/inarow/ui/", "org/inarow/cli/");

    @Test
    void ioClassesReferToNoGuiAndNoHigherLayer() throws IOException {
        Path classes = Path.of("target", "classes", "org", "inarow", "io");
        List<Path> files;
        try (Stream<Path> walk = Files.walk(classes)) {
            files = walk.filter(p -> p.toString().endsWith(".class")).toList();
        }
        assertThat(files).as("the io layer is compiled where this test looks").isNotEmpty();
        for (Path file : files) {
            String pool = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
            for (String forbidden : FORBIDDEN) {
                assertThat(pool).as("%s refers to %s", file, forbidden).doesNotContain(forbidden);
            }
        }
    }
}
