package org.inarow.ai.engine;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.inarow.ai.Level;
import org.inarow.ai.Limits;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategies;

/**
 * Figures for the report: how fast the hard level solves each public puzzle. A puzzle's time is
 * the shortest move time on a ladder (5 ms to 1 s) from which on every longer one the answer is
 * accepted; the wall time of the 1 s search is shown too (a proven win answers at once). Run:
 * {@code java -cp target/classes:target/test-classes org.inarow.ai.engine.PuzzleTimes}.
 */
public final class PuzzleTimes {
    static final List<Integer> LADDER = List.of(5, 10, 20, 50, 100, 200, 500, 1000);

    private PuzzleTimes() {
    }

    public static void main(String[] args) {
        // warm-up, so the JIT has compiled the engine before anything is timed
        for (Puzzle p : Puzzle.all().subList(0, 20)) {
            Strategies.forLevel(Level.HARD, Puzzle.RULES, 1).search(p.position(), Limits.time(50));
        }
        Map<String, int[]> worst = new LinkedHashMap<>(); // category -> {max solve ms, count, unsolved, max wall ms}
        for (Puzzle p : Puzzle.all()) {
            int solvedFrom = -1;
            long wall = 0;
            for (int ms : LADDER) {
                long start = System.nanoTime();
                SearchResult r = Strategies.forLevel(Level.HARD, Puzzle.RULES, 1).search(p.position(), Limits.time(ms));
                wall = (System.nanoTime() - start) / 1_000_000;
                boolean ok = p.accepted().contains(r.move());
                if (ok && solvedFrom < 0) {
                    solvedFrom = ms;
                } else if (!ok) {
                    solvedFrom = -1;
                }
            }
            int[] w = worst.computeIfAbsent(p.category(), c -> new int[4]);
            w[1]++;
            if (solvedFrom < 0) {
                w[2]++;
            } else {
                w[0] = Math.max(w[0], solvedFrom);
            }
            w[3] = (int) Math.max(w[3], wall);
            System.out.printf("%-8s %-7s solved-from-ms %5s wall-ms-at-1s %4d%n", p.id(), p.category(),
                    solvedFrom < 0 ? "never" : Integer.toString(solvedFrom), wall);
        }
        worst.forEach((c, w) -> System.out.printf("category %-7s puzzles %2d unsolved %d slowest-solve-ms %4d slowest-wall-ms %4d%n",
                c, w[1], w[2], w[0], w[3]));
    }
}
