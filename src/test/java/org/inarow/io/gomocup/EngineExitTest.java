package org.inarow.io.gomocup;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** An engine left open when the JVM exits (System.exit, Ctrl+C) is ended with it. */
class EngineExitTest {

    @Test
    @Timeout(120)
    void an_engine_left_open_is_killed_when_the_jvm_exits() throws Exception {
        ProcessBuilder builder = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx128m", "-cp", TestEngines.classPath(), EngineLeftOpenMain.class.getName()));
        builder.redirectError(ProcessBuilder.Redirect.DISCARD);
        Process parent = builder.start();
        String pidLine;
        try (BufferedReader out = new BufferedReader(new InputStreamReader(parent.getInputStream(), StandardCharsets.UTF_8))) {
            pidLine = out.readLine();
        }
        assertThat(parent.waitFor(60, TimeUnit.SECONDS)).as("the parent exits").isTrue();
        assertThat(pidLine).as("the engine's pid").matches("\\d+");
        Optional<ProcessHandle> engine = ProcessHandle.of(Long.parseLong(pidLine));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (engine.map(ProcessHandle::isAlive).orElse(false) && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        boolean alive = engine.map(ProcessHandle::isAlive).orElse(false);
        engine.ifPresent(ProcessHandle::destroyForcibly); // no leftover when it fails
        assertThat(alive).as("the engine after its manager exited").isFalse();
    }
}
