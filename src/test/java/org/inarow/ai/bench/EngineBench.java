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
    /** Balanced openings (shared data) played on for a dozen moves by a shallow alpha-beta. */
    static final List<String> MIDDLE_GAMES = List.of(
            "e11 f9 f5 j6 g8 g9 h9 h8 i7 f7 f11 f6 g10 f10 f8 i8 e12",
            "e8 i9 h10 h8 j10 i10 i11 i8 h12 i7 i6 k9 g13 f14 g9",
            "e10 g6 g7 h7 f5 h5 h6 f7 e8 i4 j3 i8 e9 k10 j9",
            "e9 h7 j8 j5 i6 h6 h5 j7 k7 h10 h9 j4 g9 j3 j6",
            "f10 h8 i6 f6 g7 e7 d8 e9 e8 f8 c8 g9 b8 a8 d6",
            "e10 f10 j7 e9 g11 g9 f9 e11 h8 d12 c13 g8 g7 d8 i9",
            "e8 f7 i10 e7 d7 f9 f8 g8 d8 h7 c8 b8 e10 g7 i7",
            "e10 i8 k9 k7 f11 d9 f10 f9 g10 d10 i10 h10 e12 d13 e9 d11");

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
