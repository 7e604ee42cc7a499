package org.inarow.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A reader never sees half a file: not while it is being rewritten, and not after the writer is killed. */
class AtomicFilesTest {
    private static final int REWRITES = 2000;

    @TempDir
    Path folder;

    @Test
    void aPollingReaderSeesOnlyWholeVersionsDuringThousandsOfRewrites() throws Exception {
        Path file = folder.resolve("game.sgf");
        AtomicFiles.write(file, Versions.content(0));
        AtomicBoolean done = new AtomicBoolean();
        AtomicReference<Throwable> writerFailure = new AtomicReference<>();
        Thread writer = new Thread(() -> {
            try {
                for (int n = 1; n <= REWRITES; n++) {
                    AtomicFiles.write(file, Versions.content(n));
                }
            } catch (Throwable t) {
                writerFailure.set(t);
            } finally {
                done.set(true);
            }
        });
        List<String> torn = new ArrayList<>();
        int reads = 0;
        int last = 0;
        boolean wentBack = false;

        writer.start();
        while (!done.get() || reads == 0) {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            reads++;
            try {
                int n = Versions.check(text);
                wentBack |= n < last;
                last = n;
            } catch (AssertionError e) {
                torn.add(e.getMessage());
            }
            LockSupport.parkNanos(50_000); // two cores are shared: leave the writer room
        }
        writer.join();

        System.out.printf("atomic write: %d rewrites, %d reads during them, %d torn%n", REWRITES, reads, torn.size());
        assertThat(writerFailure.get()).isNull();
        assertThat(torn).isEmpty();
        assertThat(wentBack).as("versions only move forward").isFalse();
        assertThat(reads).as("the reader really overlapped the writer").isGreaterThan(50);
        assertThat(Versions.check(Files.readString(file))).isEqualTo(REWRITES);
        try (var leftovers = Files.list(folder)) {
            assertThat(leftovers.map(p -> p.getFileName().toString())).containsExactly("game.sgf");
        }
    }

    @Test
    void theCheckCatchesATornFile() {
        String whole = Versions.content(12);
        assertThat(Versions.check(whole)).isEqualTo(12);
        for (int cut : new int[] {0, 10, whole.length() / 2, whole.length() - 1}) {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> Versions.check(whole.substring(0, cut)))
                    .isInstanceOf(AssertionError.class);
        }
        String mixed = Versions.content(13).substring(0, 40) + whole.substring(40);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Versions.check(mixed)).isInstanceOf(AssertionError.class);
    }

    @Test
    void killingTheWriterAtAnyMomentLeavesAWholeFile() throws Exception {
        for (int round = 0; round < 4; round++) {
            Path file = folder.resolve("autosave-" + round + ".sgf");
            Process child = new ProcessBuilder(javaBinary(), "-cp", classPath(), AtomicWriterMain.class.getName(), file.toString())
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            try {
                int firstSeen = waitForVersions(file, 3);
                Thread.sleep(17L * round); // vary the moment of the kill
                child.destroyForcibly();
                assertThat(child.waitFor(20, TimeUnit.SECONDS)).isTrue();
                int after = Versions.check(Files.readString(file));
                assertThat(after).isGreaterThanOrEqualTo(firstSeen);
            } finally {
                child.destroyForcibly();
            }
        }
    }

    @Test
    void writesCreateTheFolderAndReplaceTheOldContent() throws IOException {
        Path file = folder.resolve("a/b/c.txt");
        AtomicFiles.write(file, "one");
        AtomicFiles.write(file, "two, longer");
        AtomicFiles.write(file, "3");

        assertThat(Files.readString(file)).isEqualTo("3");
    }

    /** Waits until the child has written at least {@code count} versions; returns the last seen. */
    private static int waitForVersions(Path file, int count) throws InterruptedException, IOException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        AtomicInteger seen = new AtomicInteger();
        while (System.nanoTime() < deadline) {
            try {
                int n = Versions.check(Files.readString(file));
                seen.set(n);
                if (n >= count) {
                    return n;
                }
            } catch (NoSuchFileException e) {
                // not written yet
            }
            Thread.sleep(5);
        }
        throw new AssertionError("the child wrote only " + seen.get() + " versions in 30 s");
    }

    private static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** The main classes and the test classes: all the child needs. */
    private static String classPath() throws Exception {
        Path main = Path.of(AtomicFiles.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path test = Path.of(AtomicWriterMain.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        return main + File.pathSeparator + test;
    }
}
