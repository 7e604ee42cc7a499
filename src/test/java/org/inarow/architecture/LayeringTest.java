package org.inarow.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The engine layers never touch the GUI toolkit, and inside {@code ui} every arrow points down:
 * app → window → files → game → board → text (DESIGN.md). Checked on the compiled classes, whose
 * constant pools name every class they use, so fully qualified names and imports are both caught.
 */
class LayeringTest {
    private static final List<String> FORBIDDEN = List.of("java/awt/", "javax/swing/", "com/formdev/", "net/miginfocom/");
    /** The rooms of {@code ui}, lowest first: each may refer to those before it, never to those after. */
    private static final List<String> UI_ROOMS = List.of("text", "board", "game", "files", "window");
    /** A class name in the constant pool inside {@code ui} (or its rooms), e.g. {@code org/inarow/ui/window/MainFrame}. */
    private static final Pattern UI_CLASS = Pattern.compile("org/inarow/ui/(?:([a-z]\\w*)/)?(?:[a-z]\\w*/)*[A-Z]");

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

    @ParameterizedTest
    @ValueSource(strings = {"text", "board", "game", "files", "window"})
    void uiRoomsReferOnlyToTheRoomsBelow(String room) throws IOException {
        List<Path> files = classFiles(Path.of("target", "classes", "org", "inarow", "ui", room));
        assertThat(files).as("ui.%s is compiled where this test looks", room).isNotEmpty();
        for (Path file : files) {
            assertThat(upwardReferences(room, file)).as("%s refers to a room above ui.%s", file, room).isEmpty();
        }
    }

    @org.junit.jupiter.api.Test
    void theCheckCatchesAReferenceUpTheRooms() throws IOException {
        // a test class that names a class of each room, and the app, by fully qualified name
        Path upward = Path.of("target", "test-classes", "org", "inarow", "architecture", "UpwardUser.class");
        assertThat(upwardReferences("text", upward)).containsExactlyInAnyOrder("ui.board", "ui.game", "ui.files", "ui.window", "ui");
        assertThat(upwardReferences("board", upward)).containsExactlyInAnyOrder("ui.game", "ui.files", "ui.window", "ui");
        assertThat(upwardReferences("game", upward)).containsExactlyInAnyOrder("ui.files", "ui.window", "ui");
        assertThat(upwardReferences("files", upward)).containsExactlyInAnyOrder("ui.window", "ui");
        assertThat(upwardReferences("window", upward)).containsExactly("ui");
    }

    /**
     * The packages above {@code room} that the class file refers to: a later room of {@link #UI_ROOMS},
     * or {@code ui} itself (the app, which stands on all of them).
     */
    private static List<String> upwardReferences(String room, Path classFile) throws IOException {
        String pool = new String(Files.readAllBytes(classFile), StandardCharsets.ISO_8859_1);
        List<String> above = UI_ROOMS.subList(UI_ROOMS.indexOf(room) + 1, UI_ROOMS.size());
        List<String> found = new ArrayList<>();
        Matcher m = UI_CLASS.matcher(pool);
        while (m.find()) {
            String target = m.group(1);
            String name = target == null ? "ui" : "ui." + target;
            if ((target == null || above.contains(target)) && !found.contains(name)) {
                found.add(name);
            }
        }
        return found;
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
