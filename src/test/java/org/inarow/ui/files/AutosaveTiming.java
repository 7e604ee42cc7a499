package org.inarow.ui.files;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentHashMap;
import javax.swing.SwingUtilities;
import org.inarow.io.Autosave;
import org.inarow.io.GameRecord;
import org.inarow.model.Point;
import org.inarow.model.Rules;

/**
 * Measures what the autosave costs: a write done in place (what it would cost the event thread),
 * what it costs the event thread as the app does it (hand the game to the writer thread), and how
 * soon after a move the file holds it. Run after {@code mvn test-compile}:
 * {@code java -cp target/classes:target/test-classes org.inarow.ui.files.AutosaveTiming [folder]}
 * (the folder defaults to a temporary one: measure on the disk that matters).
 */
public final class AutosaveTiming {
    private static final int WRITES = 300;
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);

    private AutosaveTiming() {
    }

    public static void main(String[] args) throws Exception {
        Path folder = args.length > 0 ? Path.of(args[0]) : Files.createTempDirectory("inarow-autosave-timing");
        Autosave autosave = new Autosave(folder);
        List<List<Point>> games = games();

        long[] inPlace = new long[WRITES];
        for (int i = 0; i < WRITES; i++) {
            GameRecord record = GameRecord.of(GOMOKU, games.get(i));
            long start = System.nanoTime();
            autosave.save(record);
            inPlace[i] = System.nanoTime() - start;
        }
        print("write in place (atomic, forced to disk)", inPlace);

        ConcurrentHashMap<List<Point>, Long> submittedAt = new ConcurrentHashMap<>();
        List<Long> latencies = java.util.Collections.synchronizedList(new ArrayList<>());
        long[] onEdt = new long[WRITES];
        try (AutosaveScheduler scheduler = new AutosaveScheduler(autosave::save, System.err::println,
                record -> latencies.add(System.nanoTime() - submittedAt.get(record.moves())))) {
            for (int i = 0; i < WRITES; i++) {
                List<Point> moves = games.get(i);
                int n = i;
                SwingUtilities.invokeAndWait(() -> {
                    long start = System.nanoTime();
                    submittedAt.put(moves, start);
                    scheduler.submit(GOMOKU, moves);
                    onEdt[n] = System.nanoTime() - start;
                });
                Thread.sleep(20); // a fast player: fifty moves a second
            }
        }
        System.out.printf(Locale.ROOT, "event thread, the first move (links the writer's code): %.3f ms%n", onEdt[0] / 1e6);
        print("event thread per move after the first (hand over to the writer)", Arrays.copyOfRange(onEdt, 1, WRITES));
        print("move to file, in the background (" + latencies.size() + " of " + WRITES + " written; newer games overtake)",
                latencies.stream().mapToLong(Long::longValue).toArray());
        System.exit(0);
    }

    /**
     * Games of 1 to 60 moves, the board filled row by row: colours alternate along rows and columns,
     * and the first diagonal five would only come with move 65.
     */
    private static List<List<Point>> games() {
        List<List<Point>> games = new ArrayList<>();
        for (int i = 0; i < WRITES; i++) {
            List<Point> moves = new ArrayList<>();
            for (int k = 0; k <= i % 60; k++) {
                moves.add(new Point(k % 15, k / 15));
            }
            games.add(List.copyOf(moves));
        }
        return games;
    }

    private static void print(String what, long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        System.out.printf(Locale.ROOT, "%-75s median %6.3f ms  p90 %6.3f ms  p99 %6.3f ms  max %6.3f ms%n", what,
                sorted[sorted.length / 2] / 1e6, sorted[sorted.length * 9 / 10] / 1e6,
                sorted[sorted.length * 99 / 100] / 1e6, sorted[sorted.length - 1] / 1e6);
    }
}
