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
 * app → window → files → game → board → text (DESIGN.md); so inside the engine ({@code
 * ai.engine}): players and analysis → search → threats → eval → board. Checked on the compiled
 * classes, whose constant pools name every class they use, so fully qualified names and imports
 * are both caught.
 */
class LayeringTest {
    private static final List<String> FORBIDDEN = List.of("java/awt/", "javax/swing/", "com/formdev/", "net/miginfocom/");
    /** The rooms of {@code ui}, lowest first: each may refer to those before it, never to those after. */
    private static final List<String> UI_ROOMS = List.of("text", "board", "game", "files", "window");
    /** The rooms of {@code ai.engine}, lowest first: the board, its evaluation, the threat searches, the alpha-beta search. */
    private static final List<String> ENGINE_ROOMS = List.of("board", "eval", "threats", "search");
    private static final Rooms UI = new Rooms("ui", UI_ROOMS);
    private static final Rooms ENGINE = new Rooms("ai/engine", ENGINE_ROOMS);

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
        assertRoomRefersOnlyDown(UI, room);
    }

    @ParameterizedTest
    @ValueSource(strings = {"board", "eval", "threats", "search"})
    void engineRoomsReferOnlyToTheRoomsBelow(String room) throws IOException {
        assertRoomRefersOnlyDown(ENGINE, room);
    }

    @org.junit.jupiter.api.Test
    void theCheckCatchesAReferenceUpTheRooms() throws IOException {
        // a test class that names a class of each room, and the app, by fully qualified name
        Path upward = Path.of("target", "test-classes", "org", "inarow", "architecture", "UpwardUser.class");
        assertThat(UI.upwardReferences("text", upward)).containsExactlyInAnyOrder("ui.board", "ui.game", "ui.files", "ui.window", "ui");
        assertThat(UI.upwardReferences("board", upward)).containsExactlyInAnyOrder("ui.game", "ui.files", "ui.window", "ui");
        assertThat(UI.upwardReferences("game", upward)).containsExactlyInAnyOrder("ui.files", "ui.window", "ui");
        assertThat(UI.upwardReferences("files", upward)).containsExactlyInAnyOrder("ui.window", "ui");
        assertThat(UI.upwardReferences("window", upward)).containsExactly("ui");
    }

    @org.junit.jupiter.api.Test
    void theCheckCatchesAReferenceUpTheEngineRooms() throws IOException {
        Path upward = Path.of("target", "test-classes", "org", "inarow", "architecture", "UpwardUser.class");
        assertThat(ENGINE.upwardReferences("board", upward))
                .containsExactlyInAnyOrder("ai/engine.eval", "ai/engine.threats", "ai/engine.search", "ai/engine");
        assertThat(ENGINE.upwardReferences("eval", upward)).containsExactlyInAnyOrder("ai/engine.threats", "ai/engine.search", "ai/engine");
        assertThat(ENGINE.upwardReferences("threats", upward)).containsExactlyInAnyOrder("ai/engine.search", "ai/engine");
        assertThat(ENGINE.upwardReferences("search", upward)).containsExactly("ai/engine");
    }

    private static void assertRoomRefersOnlyDown(Rooms rooms, String room) throws IOException {
        List<Path> files = classFiles(Path.of("target", "classes", "org", "inarow").resolve(rooms.base()).resolve(room));
        assertThat(files).as("%s.%s is compiled where this test looks", rooms.base(), room).isNotEmpty();
        for (Path file : files) {
            assertThat(rooms.upwardReferences(room, file)).as("%s refers to a room above %s.%s", file, rooms.base(), room).isEmpty();
        }
    }

    /**
     * A package ({@code base}, under {@code org/inarow/}) split into rooms, lowest first: a room may
     * refer to those before it, never to those after, nor to the classes of {@code base} itself,
     * which stand on all of them.
     */
    private record Rooms(String base, List<String> order) {
        /** A class name in a constant pool inside {@code base} (or its rooms), e.g. {@code org/inarow/ui/window/MainFrame}. */
        Pattern className() {
            return Pattern.compile("org/inarow/" + base + "/(?:([a-z]\\w*)/)?(?:[a-z]\\w*/)*[A-Z]");
        }

        /** The packages above {@code room} that the class file refers to: a later room, or {@code base} itself. */
        List<String> upwardReferences(String room, Path classFile) throws IOException {
            String pool = new String(Files.readAllBytes(classFile), StandardCharsets.ISO_8859_1);
            List<String> above = order.subList(order.indexOf(room) + 1, order.size());
            List<String> found = new ArrayList<>();
            Matcher m = className().matcher(pool);
            while (m.find()) {
                String target = m.group(1);
                String name = target == null ? base : base + "." + target;
                if ((target == null || above.contains(target)) && !found.contains(name)) {
                    found.add(name);
                }
            }
            return found;
        }
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
