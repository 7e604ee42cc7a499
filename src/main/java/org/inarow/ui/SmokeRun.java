package org.inarow.ui;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.lang.management.ManagementFactory;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.SwingUtilities;
import org.inarow.ai.Level;
import org.inarow.io.Autosave;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.StrategyFactory;
import org.inarow.ui.window.MainFrame;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.inarow.ui.window.Theme;

/**
 * {@code --smoke}: opens the real window (with settings in memory and an autosave in a temporary
 * folder, never the user's), lets the computer play the first move of a gomoku game, and prints
 * how soon the window was visible (its first paint done, counted from the start of the JVM) and the longest
 * event-thread stall after that, while the computer thought and its move was shown and autosaved.
 * Any exception on any thread, no move within the time limit, or no autosave of it, fails the run.
 */
public final class SmokeRun {
    private static final long TIMEOUT_SECONDS = 60;
    private static final int THINK_SECONDS = 1;
    /** The smoke run's look: its settings are fresh ones, in memory. */
    public static final Theme THEME = Theme.LIGHT;
    private static final Rules RULES = Rules.gomokuFreestyle(15);

    private SmokeRun() {
    }

    /** The first look of the smoke run's window (fresh settings: the packed size), begun now; {@code after} runs next on its thread. */
    public static FirstLook firstLook(Runnable after) {
        return FirstLook.prepare(THEME, RULES, Optional.empty(), Optional.empty(), after);
    }

    /** Runs the smoke test with the window's {@code look} begun; returns the exit status (0 when all went well). */
    public static int run(PrintStream out, PrintStream err, StrategyFactory strategies, FirstLook look)
            throws InterruptedException {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        CountDownLatch finished = new CountDownLatch(1);
        CountDownLatch closed = new CountDownLatch(1);
        CountDownLatch painted = new CountDownLatch(1); // a failure releases it too: a paint that throws never ends
        CountDownLatch firstLook = new CountDownLatch(1);
        Thread.UncaughtExceptionHandler previous = Thread.getDefaultUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler((thread, e) -> {
            failure.compareAndSet(null, e);
            painted.countDown();
            finished.countDown();
            firstLook.countDown();
        });
        AtomicLong visibleAfter = new AtomicLong(-1);
        AtomicLong completeAfter = new AtomicLong(-1);
        AtomicReference<String> move = new AtomicReference<>();
        AtomicReference<MainFrame> frame = new AtomicReference<>();
        AtomicReference<Autosave> keeper = new AtomicReference<>();
        EdtStallProbe probe = null;
        Path autosaveFolder = null;
        try {
            // the rest is made here once the window shows its first look: the window asks for it once shown
            CompletableFuture<InARowApp.Config> config = new CompletableFuture<>();
            AtomicReference<EdtStallProbe> probing = new AtomicReference<>();
            SwingUtilities.invokeLater(() -> {
                MainFrame f = InARowApp.openAtOnce(look, config::join, closed::countDown, built -> {
                    // complete: the built window painted; the stalls are counted from then on, while the computer plays
                    PaintedMark.add(built, () -> {
                        completeAfter.set(System.currentTimeMillis());
                        StartupTimeline.mark("built window painted");
                        StartupTimeline.threads();
                        probing.set(EdtStallProbe.start(5));
                        painted.countDown();
                    });
                    built.controller().addListener(() -> {
                        if (!built.controller().history().isEmpty() && move.get() == null) {
                            StartupTimeline.mark("first move");
                            move.set(built.controller().history().get(0).point().toString());
                            finished.countDown();
                        }
                    });
                }, e -> {
                    failure.compareAndSet(null, e);
                    painted.countDown();
                    finished.countDown();
                    firstLook.countDown();
                });
                frame.set(f);
                // visible means painted: the window's own first paint, as the system asks for it (a paint forced
                // here would be one the window never makes, and the system's would still follow it)
                PaintedMark.add(f, () -> {
                    visibleAfter.set(System.currentTimeMillis());
                    firstLook.countDown();
                    StartupTimeline.mark("painted");
                });
            });
            // the rest once the first look is on screen: made meanwhile, it took the processor from it (as a player's
            // start, whose settings are read before the window opens, does not)
            firstLook.await(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
            try {
                Settings settings = new Settings(new MemoryPreferences());
                settings.setTheme(THEME);
                settings.setSetup(new GameSetup(RULES, Mode.VS_COMPUTER, Side.SECOND, Level.HARD, THINK_SECONDS));
                autosaveFolder = Files.createTempDirectory("inarow-smoke");
                Autosave autosave = new Autosave(autosaveFolder);
                keeper.set(autosave);
                config.complete(InARowApp.Config.of(settings).withStrategies(strategies).withAutosave(autosave)
                        .withErrors(e -> {
                            failure.compareAndSet(null, e);
                            painted.countDown();
                            finished.countDown();
                        }));
            } catch (RuntimeException | Error | IOException e) {
                config.completeExceptionally(e); // the window's build fails with it, and so does the run
                throw e;
            }
            boolean paintedInTime = painted.await(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            probe = probing.get();
            if (failure.get() != null || !paintedInTime) {
                err.println("smoke: failed: " + (failure.get() != null ? failure.get()
                        : "the window was not painted within " + TIMEOUT_SECONDS + " s"));
                if (failure.get() != null) {
                    failure.get().printStackTrace(err);
                }
                return 1;
            }
            if (!finished.await(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                err.println("smoke: failed: no computer move within " + TIMEOUT_SECONDS + " s");
                return 1;
            }
            // let the move be painted (the first stones are the costliest paint) before reading the probe
            SwingUtilities.invokeAndWait(() -> { });
            Thread.sleep(200);
            SwingUtilities.invokeAndWait(() -> { });
            long stall = probe.maxStallMillis();
            SwingUtilities.invokeAndWait(() -> frame.get().close());
            closed.await(10, TimeUnit.SECONDS); // closing finishes the autosave
            // a failure first: it explains what follows from it (no move, so no autosave)
            if (failure.get() != null) {
                err.println("smoke: failed: " + failure.get());
                failure.get().printStackTrace(err);
                return 1;
            }
            if (keeper.get().load().record().map(r -> r.moves().size()).orElse(0) < 1) {
                err.println("smoke: failed: the computer's move was not autosaved");
                return 1;
            }
            StartupTimeline.print(err);
            out.println("visible after " + (visibleAfter.get() - jvmStart) + " ms");
            out.println("complete after " + (completeAfter.get() - jvmStart) + " ms");
            out.println("computer played " + move.get());
            out.println("max edt stall " + stall + " ms");
            return 0;
        } catch (java.lang.reflect.InvocationTargetException e) {
            err.println("smoke: failed: " + e.getCause());
            e.getCause().printStackTrace(err);
            return 1;
        } catch (IOException e) {
            err.println("smoke: failed: no temporary folder for the autosave: " + e);
            return 1;
        } finally {
            if (probe != null) {
                probe.close();
            }
            deleteQuietly(autosaveFolder);
            Thread.setDefaultUncaughtExceptionHandler(previous);
        }
    }

    private static void deleteQuietly(Path folder) {
        if (folder == null) {
            return;
        }
        try (var files = Files.list(folder)) {
            for (Path f : files.toList()) {
                Files.deleteIfExists(f);
            }
            Files.deleteIfExists(folder);
        } catch (IOException e) {
            // a temporary folder left behind is no failure of the app
        }
    }
}
