package org.inarow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.function.IntSupplier;
import org.junit.jupiter.api.Test;

/** The window's start without the command-line parser: taken only for the two ways it is opened, and alike. */
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
