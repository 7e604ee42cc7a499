package org.inarow.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The runtime the native packages carry (the pom's {@code native.modules}, linked by jlink) holds
 * every module jdeps finds the shaded jar using, so a new import of, say, {@code java.net.http}
 * cannot leave the installed app failing where the jar works; and besides them only the modules
 * taken on purpose, for what jdeps cannot see. Runs after {@code package} (tag "jar").
 */
@Tag("jar")
class NativeModulesTest {
    private static final Path JAR = Path.of("target", "inarow.jar");
    /** Taken though no class names them: screen readers reach the app through it (the Java Access Bridge). */
    private static final Set<String> ON_PURPOSE = Set.of("jdk.accessibility");

    @Test
    void theRuntimeHoldsEveryModuleTheJarUsesAndOnlyThoseBesidesTheOnesTakenOnPurpose() throws IOException {
        assertThat(JAR).as("the jar is built before this test runs").exists();
        Set<String> linked = nativeModules();
        Set<String> used = jdeps("--multi-release", "17", "--ignore-missing-deps", "--print-module-deps", JAR.toString());
        System.out.println("jdeps: the jar uses " + used + "; the runtime links " + linked);
        assertThat(linked).as("the runtime's modules cover the jar's").containsAll(used);
        Set<String> extra = new TreeSet<>(linked);
        extra.removeAll(used);
        assertThat(extra).as("modules linked that no class of the jar names").isEqualTo(new TreeSet<>(ON_PURPOSE));
    }

    /** The pom's {@code <native.modules>}. */
    private static Set<String> nativeModules() throws IOException {
        Matcher m = Pattern.compile("<native\\.modules>([^<]*)</native\\.modules>")
                .matcher(Files.readString(Path.of("pom.xml"), StandardCharsets.UTF_8));
        assertThat(m.find()).as("pom.xml names the native runtime's modules").isTrue();
        return new TreeSet<>(Arrays.asList(m.group(1).strip().split("\\s*,\\s*")));
    }

    private static Set<String> jdeps(String... args) {
        ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow(() -> new AssertionError("no jdeps in this JDK"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = jdeps.run(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), args);
        assertThat(status).as("jdeps: " + err.toString(StandardCharsets.UTF_8)).isZero();
        return new TreeSet<>(Arrays.asList(out.toString(StandardCharsets.UTF_8).strip().split(",")));
    }
}
