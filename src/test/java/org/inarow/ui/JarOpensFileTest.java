package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.inarow.io.GameFormat;
import org.inarow.io.GameRecord;
import org.inarow.io.GameRecords;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.inarow.testing.DisplayCondition;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code inarow game.sgf}, as a file manager starts the app for a game file opened with it: the
 * packaged jar, its own process, shows that game (it says what is on its board on standard output
 * with {@code -Dinarow.debug=true}). Runs after {@code package} (tag "jar").
 */
@Tag("jar")
@ExtendWith(DisplayCondition.class)
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class JarOpensFileTest {
    private static final Path JAR = Path.of("target", "inarow.jar");

    @TempDir
    Path dir;

    @Test
    void theJarStartedWithAGameFileShowsThatGame() throws Exception {
        assertThat(JAR).as("the jar is built before this test runs").exists();
        Rules renju = Rules.renju();
        Path game = dir.resolve("a renju game.sgf");
        GameRecords.save(game, GameRecord.of(renju, Notation.parseMoves("h8 i9 j8 g9", renju)), GameFormat.SGF);
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dinarow.data.dir=" + dir.resolve("data"), "-Djava.util.prefs.userRoot=" + dir.resolve("prefs"),
                "-Dinarow.debug=true", "-jar", JAR.toString(), game.toString());
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(dir.resolve("err.txt").toFile());
        builder.environment().remove("JAVA_TOOL_OPTIONS");
        builder.environment().remove("_JAVA_OPTIONS");
        Process app = builder.start();
        List<String> said = new ArrayList<>();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(app.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                said.add(line);
                if (line.equals("inarow-debug: moves h8 i9 j8 g9")) {
                    break;
                }
            }
        } finally {
            app.destroyForcibly();
            app.waitFor(10, TimeUnit.SECONDS);
        }
        assertThat(said).as("what the app said; standard error:\n" + Files.readString(dir.resolve("err.txt")))
                .contains("inarow-debug: moves h8 i9 j8 g9");
    }
}
