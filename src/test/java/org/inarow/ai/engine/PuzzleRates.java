package org.inarow.ai.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.inarow.ai.Level;
import org.inarow.ai.Limits;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategies;

/**
 * Solve rates of the levels on the public puzzles, per category, and the table that shows them.
 * Also a main for the report, with a move time instead of node budgets:
 * {@code java -cp target/classes:target/test-classes org.inarow.ai.engine.PuzzleRates 1000}.
 */
public final class PuzzleRates {
    static final List<String> CATEGORIES = List.of("win1", "block", "win", "defend");

    /** Per level: solved and total per category, and the puzzles missed with the move played. */
    record Rates(Map<Level, Map<String, int[]>> table, Map<Level, List<String>> missed, Map<Level, Limits> budgets) {

        int solved(Level level, String category) {
            return table.get(level).get(category)[0];
        }

        int total(Level level, String category) {
            return table.get(level).get(category)[1];
        }

        String format() {
            StringBuilder out = new StringBuilder("puzzle solve rates (public set, freestyle 15x15)\n");
            out.append(String.format("%-7s %-16s", "level", "budget"));
            CATEGORIES.forEach(c -> out.append(String.format(" %7s", c)));
            out.append(String.format(" %7s%n", "all"));
            for (Level level : table.keySet()) {
                out.append(String.format("%-7s %-16s", level.id(), describe(budgets.get(level))));
                int solved = 0;
                int total = 0;
                for (String c : CATEGORIES) {
                    out.append(String.format(" %7s", solved(level, c) + "/" + total(level, c)));
                    solved += solved(level, c);
                    total += total(level, c);
                }
                out.append(String.format(" %7s%n", solved + "/" + total));
            }
            missed.forEach((level, list) -> list.forEach(m -> out.append(level.id()).append(" missed ").append(m).append('\n')));
            return out.toString();
        }

        private static String describe(Limits b) {
            if (b.hasTime()) {
                return b.timeMillis() + " ms";
            }
            return b.hasNodes() ? b.maxNodes() + " nodes" : "none";
        }
    }

    private PuzzleRates() {
    }

    static Rates measure(Map<Level, Limits> budgets) {
        Map<Level, Map<String, int[]>> table = new LinkedHashMap<>();
        Map<Level, List<String>> missed = new LinkedHashMap<>();
        for (Level level : budgets.keySet()) {
            Map<String, int[]> row = new LinkedHashMap<>();
            CATEGORIES.forEach(c -> row.put(c, new int[2]));
            List<String> misses = new ArrayList<>();
            for (Puzzle p : Puzzle.all()) {
                SearchResult r = Strategies.forLevel(level, Puzzle.RULES, 1).search(p.position(), budgets.get(level));
                boolean solved = p.accepted().contains(r.move());
                if (!solved) {
                    misses.add(p + " played " + r.move() + ", accepted " + p.accepted());
                }
                int[] cell = row.get(p.category());
                cell[0] += solved ? 1 : 0;
                cell[1]++;
            }
            table.put(level, row);
            missed.put(level, misses);
        }
        return new Rates(table, missed, budgets);
    }

    public static void main(String[] args) {
        long millis = args.length > 0 ? Long.parseLong(args[0]) : 1000;
        Map<Level, Limits> budgets = new LinkedHashMap<>();
        for (Level level : Level.values()) {
            budgets.put(level, Limits.time(millis));
        }
        long start = System.nanoTime();
        Rates rates = measure(budgets);
        System.out.print(rates.format());
        System.out.printf("(%d s)%n", (System.nanoTime() - start) / 1_000_000_000L);
    }
}
