package org.inarow.io.gomocup;

import java.io.File;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Commands that start engines for the tests as separate processes: our own {@code pbrain} (the
 * main classes with picocli) and the {@link FakeEngine}s, with this JVM's {@code java}.
 */
public final class TestEngines {
    private TestEngines() {
    }

    /** Our own brain at {@code level}, e.g. {@code level=1}. */
    public static EngineCommand pbrain(String level) {
        List<String> argv = java();
        argv.add("org.inarow.cli.Main");
        argv.add("pbrain");
        argv.add("--level");
        argv.add(level);
        return new EngineCommand("inarow-pbrain", argv);
    }

    /** The command line of {@link #pbrain}, for {@code arena --b "pbrain:…"}. */
    public static String pbrainCommandLine(String level) {
        return pbrain(level).commandLine();
    }

    /** A fake engine that behaves as {@code mode} says ({@link FakeEngine}). */
    public static EngineCommand fake(String mode) {
        List<String> argv = java();
        argv.add(FakeEngine.class.getName());
        argv.add(mode);
        return new EngineCommand("fake-" + mode, argv);
    }

    private static List<String> java() {
        List<String> argv = new ArrayList<>();
        argv.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        argv.add("-Xmx256m");
        argv.add("-XX:+UseSerialGC");
        argv.add("-Djava.awt.headless=true");
        argv.add("-cp");
        argv.add(classPath());
        return argv;
    }

    /** The main classes, the test classes and the libraries the command line needs. */
    static String classPath() {
        List<String> entries = new ArrayList<>();
        for (Class<?> c : List.of(org.inarow.cli.ExitCodes.class, TestEngines.class, picocli.CommandLine.class,
                com.formdev.flatlaf.FlatLaf.class, net.miginfocom.swing.MigLayout.class)) {
            try {
                String entry = Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
                if (!entries.contains(entry)) {
                    entries.add(entry);
                }
            } catch (URISyntaxException e) {
                throw new IllegalStateException(e);
            }
        }
        return String.join(File.pathSeparator, entries);
    }
}
