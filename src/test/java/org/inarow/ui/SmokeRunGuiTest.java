package org.inarow.ui;

import java.util.concurrent.TimeUnit;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.inarow.cli.Main;
import org.inarow.testing.GuiTest;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.Test;

/** {@code --smoke} in this JVM: the real window opens, the computer moves, the figures are printed. */
@GuiTest
@Timeout(value = 90, unit = TimeUnit.SECONDS) // a stuck window test must not hold CI for long
class SmokeRunGuiTest {

    @Test
    void theSmokeRunOpensTheWindowPlaysAMoveAndPrintsItsFigures() {
        PrintStream out = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        int status;
        try {
            System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
            status = Main.run("--smoke");
        } finally {
            System.setOut(out);
        }
        String text = captured.toString(StandardCharsets.UTF_8);
        // here "visible after" counts from the test JVM's start, other tests included; JarLaunchTest measures a real start
        System.out.print(text.replace("visible after", "in the test JVM: visible after"));
        assertThat(status).as(text).isZero();
        assertThat(text).containsPattern("(?m)^visible after \\d+ ms$")
                .containsPattern("(?m)^complete after \\d+ ms$")
                .containsPattern("(?m)^computer played [a-o]\\d{1,2}$")
                .containsPattern("(?m)^max edt stall \\d+ ms$");
    }

    @Test
    void aFailureOnAnyThreadFailsTheSmokeRun() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = SmokeRun.run(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), (level, rules, seed) -> {
                    throw new IllegalStateException("no player today");
                }, SmokeRun.firstLook(() -> { }));
        assertThat(status).isNotZero();
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("smoke: failed").contains("no player today");
        assertThat(out.toString(StandardCharsets.UTF_8)).doesNotContain("max edt stall");
    }
}
