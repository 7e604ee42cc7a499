package org.inarow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.IntSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The window's start without the command-line parser: taken only for the three ways it is opened, and alike. */
class WindowStartTest {

    @Test
    void onlyNoArgumentsAndSmokeAloneTakeTheShortWay() {
        assertThat(Main.opensTheWindow()).isTrue();
        assertThat(Main.opensTheWindow("--smoke")).isTrue();
        assertThat(Main.opensTheWindow("--smoke", "--help")).isFalse();
        assertThat(Main.opensTheWindow("--help")).isFalse();
        assertThat(Main.opensTheWindow("--version")).isFalse();
        assertThat(Main.opensTheWindow("analyze")).isFalse();
        assertThat(Main.opensTheWindow("--SMOKE")).isFalse();
    }

    @Test
    void aLoneGameFileOpensTheWindowWithItAndAMistypedCommandDoesNot(@TempDir Path dir) throws IOException {
        Path noExtension = Files.writeString(dir.resolve("first"), "h8 h9");
        assertThat(Main.gameFile("game.sgf")).contains(Path.of("game.sgf").toAbsolutePath());
        assertThat(Main.gameFile(dir.resolve("game.psq").toString())).contains(dir.resolve("game.psq"));
        assertThat(Main.gameFile("games/first")).contains(Path.of("games", "first").toAbsolutePath());
        assertThat(Main.gameFile(noExtension.toString())).contains(noExtension);
        assertThat(Main.opensTheWindow("game.sgf")).isTrue();
        assertThat(Main.opensTheWindow("game.sgf", "more.sgf")).isFalse();
        assertThat(Main.opensTheWindow("--smoke", "game.sgf")).isFalse();
        assertThat(Main.gameFile("analyse")).as("a mistyped command stays one").isEmpty();
        assertThat(Main.gameFile("-x.sgf")).isEmpty();
        assertThat(Main.gameFile("")).isEmpty();
        assertThat(Main.gameFile("bad\u0000name.sgf")).as("no path at all").isEmpty();
        for (String command : Main.COMMANDS) {
            assertThat(Main.gameFile(command)).as(command).isEmpty();
        }
    }

    @Test
    void theCommandsThatAreNeverFilesAreTheParsersCommands() {
        assertThat(Main.COMMANDS).isEqualTo(new picocli.CommandLine(new Main()).getSubcommands().keySet());
    }

    private record Outcome(int status, String err) {
    }

    private static Outcome capturingStandardError(IntSupplier run) {
        PrintStream saved = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int status = run.getAsInt();
            System.err.flush();
            return new Outcome(status, err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setErr(saved);
        }
    }

    @Test
    void withoutADisplayTheShortWayFailsAsTheParsedWayDoes() {
        // this test JVM runs headless: no window can open
        for (boolean smoke : new boolean[] {false, true}) {
            Outcome parsed = capturingStandardError(() -> smoke ? Main.run("--smoke") : Main.run());
            Outcome direct = capturingStandardError(() -> Main.runWindow(smoke, new PrintWriter(System.err, true)));

            assertThat(direct.status()).isEqualTo(parsed.status()).isEqualTo(ExitCodes.FAILURE);
            assertThat(direct.err()).isEqualTo(parsed.err()).startsWith("inarow: cannot open the game window: no display");
        }
    }
}
