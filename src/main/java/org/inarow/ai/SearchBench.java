package org.inarow.ai;

import java.util.ArrayList;
import java.util.List;
import org.inarow.model.Position;
import org.inarow.model.Rules;

/**
 * The engine's benchmark (for the {@code bench} command): fixed middle-game positions, each
 * searched by the hard engine to a fixed depth from a fresh start, so the node counts are the same
 * on every machine and run; only the time varies. A change in the node total means the search
 * changed; a change in nodes per second means its speed did.
 */
public final class SearchBench {
    /** Balanced openings (shared data) played on for a dozen moves by a shallow alpha-beta. */
    public static final List<String> POSITIONS = List.of(
            "e8 i9 h10 h8 j10 i10 i11 i8 h12 i7 i6 k9 g13 f14 g9",
            "e8 f7 i10 e7 d7 f9 f8 g8 d8 h7 c8 b8 e10 g7 i7",
            "e11 f9 f5 j6 g8",
            "f8 e8 j8",
            "e9 g11 h9 g8 k9",
            "e10 e9 i7");
    public static final int DEPTH = 8;

    /** One position's search. */
    public record Line(String moves, String bestMove, int score, int depth, long nodes, long millis) {
    }

    /** All positions: their lines and the totals. */
    public record Result(List<Line> lines, long nodes, long millis) {
        public long nodesPerSecond() {
            return millis == 0 ? nodes * 1000 : nodes * 1000 / millis;
        }
    }

    private SearchBench() {
    }

    /** Runs the bench at {@link #DEPTH} (freestyle 15x15). */
    public static Result run() {
        return run(DEPTH);
    }

    public static Result run(int depth) {
        Rules rules = Rules.gomokuFreestyle(15);
        List<Line> lines = new ArrayList<>();
        long nodes = 0;
        long millis = 0;
        for (String moves : POSITIONS) {
            Strategy engine = Strategies.forLevel(Level.HARD, rules, 1);
            long start = System.nanoTime();
            SearchResult r = engine.search(Position.parse(rules, moves), Limits.depth(depth));
            long elapsed = (System.nanoTime() - start) / 1_000_000L;
            lines.add(new Line(moves, r.move().toString(), r.score(), r.depth(), r.nodes(), elapsed));
            nodes += r.nodes();
            millis += elapsed;
        }
        return new Result(List.copyOf(lines), nodes, millis);
    }
}
