package org.inarow.ai.bench;

import java.util.List;
import org.inarow.ai.Limits;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategies;
import org.inarow.ai.Strategy;
import org.inarow.model.Position;
import org.inarow.model.Rules;

/**
 * Figures for the report: the hard level's depth, nodes and nodes per second at a fixed move time
 * on middle-game positions. Run: {@code java -cp target/classes:target/test-classes org.inarow.ai.bench.EngineBench [ms]}.
 */
public final class EngineBench {
    /** Balanced openings (shared data) played on for ten moves by the hard level; none has a forced win in sight. */
    static final List<String> MIDDLE_GAMES = List.of(
            "e8 g9 g10 g6 j6 f9 e9 e10 g8 f8 f7 e6 e7 d7 c8",
            "f10 h8 i6 g7 j7 h5 i8 i9 f6 h9 g6 h6 h7",
            "e8 i10 h10 i9 e9 e10 f9 i8 i11 g9 f10 g11 f8",
            "e10 g8 i7 h9 h6 j8 g7 f7 i10 f8 i9 i8 h8",
            "e9 f7 h10 g11 j6 g9 g10 f10 h9 f11 h11 h12 f8 h8 e11",
            "e11 g9 e7 g11 g7 e9 f7 d7 f9 f10 d8 g10 g12");

    private EngineBench() {
    }

    public static void main(String[] args) {
        long millis = args.length > 0 ? Long.parseLong(args[0]) : 1000;
        String spec = args.length > 1 ? args[1] : "hard";
        Rules rules = Rules.gomokuFreestyle(15);
        // warm-up, so the JIT has compiled the engine before anything is timed
        Strategies.parse(spec, rules, 1).search(Position.parse(rules, MIDDLE_GAMES.get(0)), Limits.time(millis));
        long totalNodes = 0;
        long totalMillis = 0;
        for (String moves : MIDDLE_GAMES) {
            Strategy hard = Strategies.parse(spec, rules, 1);
            long start = System.nanoTime();
            SearchResult r = hard.search(Position.parse(rules, moves), Limits.time(millis));
            long wall = (System.nanoTime() - start) / 1_000_000;
            totalNodes += r.nodes();
            totalMillis += wall;
            System.out.printf("%-50s move %-4s score %7d depth %2d nodes %8d wall-ms %5d nps %8d%n",
                    moves, r.move(), r.score(), r.depth(), r.nodes(), wall, r.nodes() * 1000 / Math.max(1, wall));
        }
        System.out.printf("total nodes %d time-ms %d nps %d%n", totalNodes, totalMillis, totalNodes * 1000 / Math.max(1, totalMillis));
    }
}
