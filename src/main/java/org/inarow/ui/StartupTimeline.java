package org.inarow.ui;

import com.sun.management.OperatingSystemMXBean;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * With {@code -Dinarow.startup.timeline=true}, where the start-up's time goes: each step (main,
 * display checked, look and feel, frame built, shown, painted, play started) with the
 * milliseconds since the JVM started, the process's processor time so far and the marking
 * thread's own, and at the paint every thread's processor time (Linux); the smoke run prints them
 * on standard error. Off, a mark costs one boolean test.
 */
public final class StartupTimeline {
    static final String PROPERTY = "inarow.startup.timeline";
    private static final boolean ON = Boolean.getBoolean(PROPERTY);
    private static final List<String> MARKS = new ArrayList<>();

    private StartupTimeline() {
    }

    /** Notes that {@code step} is done now. */
    public static void mark(String step) {
        if (ON) {
            long now = System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
            long cpu = ((OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
            long thread = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
            add(now + " ms (cpu " + cpu / 1_000_000 + " ms, thread " + thread / 1_000_000 + " ms) " + step
                    + " [" + Thread.currentThread().getName() + "]");
        }
    }

    /** Notes every thread's processor time so far, compilers and collector included (Linux only). */
    public static void threads() {
        if (!ON) {
            return;
        }
        StringBuilder line = new StringBuilder("threads (ms):");
        try (var tasks = Files.list(Path.of("/proc/self/task"))) {
            for (Path task : tasks.toList()) {
                String stat = Files.readString(task.resolve("stat"));
                String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replace(' ', '_');
                String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                long ticks = Long.parseLong(fields[11]) + Long.parseLong(fields[12]); // user + system, 1/100 s
                if (ticks > 0) {
                    line.append(' ').append(name).append('=').append(ticks * 10);
                }
            }
        } catch (IOException | RuntimeException e) {
            line.append(" not known here");
        }
        add(line.toString());
    }

    private static void add(String mark) {
        synchronized (MARKS) {
            MARKS.add(mark);
        }
    }

    static void print(PrintStream err) {
        if (ON) {
            synchronized (MARKS) {
                MARKS.forEach(m -> err.println("startup: " + m));
            }
        }
    }
}
