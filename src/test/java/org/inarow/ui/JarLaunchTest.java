package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.inarow.testing.DisplayCondition;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The packaged jar, started as players start it (runs after {@code package}: tag "jar"). */
@Tag("jar")
class JarLaunchTest {
    private static final Path JAR = Path.of("target", "inarow.jar");

    private record Run(int status, String stdout, String stderr) {
    }

    private static Run run(Map<String, String> env, List<String> removeEnv, String... args)
            throws IOException, InterruptedException {
        assertThat(JAR).as("the jar is built before this test runs").exists();
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        for (String arg : args) {
            if (arg.startsWith("-D")) {
                command.add(arg);
            }
        }
        command.add("-jar");
        command.add(JAR.toString());
        for (String arg : args) {
            if (!arg.startsWith("-D")) {
                command.add(arg);
            }
        }
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().remove("JAVA_TOOL_OPTIONS"); // the JVM would announce it on standard error
        builder.environment().remove("_JAVA_OPTIONS");
        removeEnv.forEach(builder.environment()::remove);
        builder.environment().putAll(env);
        Path out = Files.createTempFile("inarow-out", ".txt");
        Path err = Files.createTempFile("inarow-err", ".txt");
        builder.redirectOutput(out.toFile()).redirectError(err.toFile());
        Process process = builder.start();
        if (!process.waitFor(90, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("the jar did not finish within 90 s: " + Files.readString(err));
        }
        Run run = new Run(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
        Files.delete(out);
        Files.delete(err);
        return run;
    }

    @Test
    void theJarKnowsTheFlatLafVersionItWasBuiltWith() throws IOException {
        assertThat(JAR).as("the jar is built before this test runs").exists();
        try (java.util.zip.ZipFile jar = new java.util.zip.ZipFile(JAR.toFile())) {
            java.util.Properties versions = new java.util.Properties();
            try (var in = jar.getInputStream(jar.getEntry("org/inarow/ui/window/versions.properties"))) {
                versions.load(in);
            }
            String flatLaf = com.formdev.flatlaf.FlatLaf.class.getPackage().getImplementationVersion();
            assertThat(versions.getProperty("flatlaf.version")).isEqualTo(flatLaf);
            java.util.jar.Manifest manifest = new java.util.jar.Manifest(jar.getInputStream(jar.getEntry("META-INF/MANIFEST.MF")));
            assertThat(manifest.getMainAttributes().getValue("Implementation-Version"))
                    .as("the jar's manifest is InARow's: FlatLaf's package cannot tell its own version there")
                    .isNotEqualTo(flatLaf);
        }
    }

    @Test
    void withNoDisplayTheJarSaysSoInOneLine() throws Exception {
        Run run = run(Map.of(), List.of("DISPLAY", "WAYLAND_DISPLAY"));
        assertThat(run.status()).isNotZero();
        assertThat(run.stdout()).isEmpty();
        assertThat(run.stderr().strip().lines()).singleElement().asString()
                .startsWith("inarow: cannot open the game window: no display");
        System.out.println("no display: " + run.stderr().strip());
    }

    @Test
    void inHeadlessJavaTheJarSaysSoInOneLine() throws Exception {
        Run run = run(Map.of(), List.of(), "-Djava.awt.headless=true");
        assertThat(run.status()).isNotZero();
        assertThat(run.stderr().strip().lines()).singleElement().asString()
                .startsWith("inarow: cannot open the game window: no display");
    }

    @Test
    @ExtendWith(DisplayCondition.class)
    void smokeOpensTheWindowAndReportsItsFigures() throws Exception {
        Run run = run(Map.of(), List.of(), "--smoke");
        System.out.print(run.stdout());
        assertThat(run.status()).as(run.stdout() + run.stderr()).isZero();
        Matcher visible = Pattern.compile("(?m)^visible after (\\d+) ms$").matcher(run.stdout());
        Matcher complete = Pattern.compile("(?m)^complete after (\\d+) ms$").matcher(run.stdout());
        Matcher stall = Pattern.compile("(?m)^max edt stall (\\d+) ms$").matcher(run.stdout());
        assertThat(visible.find()).as(run.stdout()).isTrue();
        assertThat(complete.find()).as(run.stdout()).isTrue();
        assertThat(stall.find()).as(run.stdout()).isTrue();
        assertThat(Long.parseLong(visible.group(1))).as("visible within a generous bound").isLessThan(20_000);
        assertThat(Long.parseLong(complete.group(1))).as("the first look first, then the built window")
                .isGreaterThan(Long.parseLong(visible.group(1)));
        // a cold JVM on a shared machine stalls for a while when it compiles; a search on the event
        // thread would block it for the whole second of thinking, which this bound still catches
        assertThat(Long.parseLong(stall.group(1))).as("event thread never blocked for long").isLessThan(600);
    }
}
