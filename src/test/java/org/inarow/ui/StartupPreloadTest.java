package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The list of classes loaded ahead at start: present, current, and nothing the window does not need. */
class StartupPreloadTest {

    private static List<String> listed() throws IOException {
        try (InputStream in = StartupPreload.class.getResourceAsStream(StartupPreload.LIST)) {
            assertThat(in).as("the list ships in the jar, next to the class").isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(line -> !line.isBlank() && !line.startsWith("#")).toList();
        }
    }

    @Test
    void theListNamesTheWindowsClassesAndNearlyAllOfThemStillExist() throws IOException {
        List<String> names = listed();

        assertThat(names).hasSizeGreaterThan(500)
                .contains("com.formdev.flatlaf.FlatLaf", "net.miginfocom.swing.MigLayout", "org.inarow.ui.window.MainFrame")
                .doesNotHaveDuplicates();
        // a stale list (classes renamed since scripts/startup-classes.sh wrote it) loads less and less ahead
        assertThat(StartupPreload.loadAll()).as("classes of the list that load").isGreaterThan(names.size() * 9 / 10);
    }

    @Test
    void theListLeavesOutTheCommandLinesClasses() throws IOException {
        // the window opens without the command-line parser; loading it ahead would undo that
        assertThat(listed()).noneMatch(name -> name.startsWith("picocli.") || name.startsWith("org.inarow.cli."));
    }

    @Test
    void theFirstLooksClassesAreLinkedAheadOnADaemonThreadAndNeverInitialised() throws InterruptedException {
        Thread linker = StartupPreload.linkAhead(List.of(Initialises.class));
        linker.join(30_000);

        assertThat(linker.isDaemon()).isTrue();
        assertThat(linker.isAlive()).isFalse();
        assertThat(Initialised.count).as("static code run off the event thread").isZero();
        assertThat(new Initialises()).isNotNull(); // made here: its static code runs now
        assertThat(Initialised.count).isEqualTo(1);
    }

    /** Counts the static code of {@link Initialises} run. */
    private static final class Initialised {
        static int count;
    }

    private static final class Initialises {
        static {
            Initialised.count++;
        }
    }
}
