package org.inarow.ai.ladder;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.Score;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import org.inarow.ai.engine.AlphaBetaStrategy;
import org.inarow.ai.engine.EngineStrategy;
import org.inarow.ai.engine.NarrowSearch;
import org.inarow.model.Board;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Side;

/**
 * Plays a {@link Rung} of the ladder. Above the first rung a five is always taken and a four
 * always blocked. Otherwise it looks where the rung looks ({@link Sight}), judges each point by
 * its shapes with the rung's blind spots ({@link ShapeJudge}) and noise, and plays the best
 * judged, or searches the best few (depth above 1). Never a random move: the seeded random only
 * blurs the judgement and varies the search's node budget, so each game differs and a seed repeats
 * one. The top rungs are the engine, within a node budget or the move time.
 */
public final class RungStrategy implements Strategy {
    private final Rung rung;
    private final Random random;
    private final Strategy engine;

    public RungStrategy(Rung rung, long seed) {
        this.rung = rung;
        this.random = new Random(seed);
        this.engine = rung.fullEngine() ? new EngineStrategy(AlphaBetaStrategy.DEFAULT_RADIUS, EngineStrategy.DEFAULT_DEPTH,
                Ladder.ENGINE_WIDTH, EngineStrategy.DEFAULT_HASH_MB) : null;
    }

    @Override
    public String name() {
        return "level=" + rung.number();
    }

    public Rung rung() {
        return rung;
    }

    @Override
    public SearchResult search(Position position, Limits limits, Cancellation cancellation, ProgressSink progress) {
        if (position.isOver()) {
            throw new IllegalArgumentException("no move to choose: the game is over");
        }
        Limits budget = rung.nodes() > 0 ? limits.withNodes(effort(rung.nodes())) : limits;
        if (engine != null) {
            return engine.search(position, budget, cancellation, progress);
        }
        long start = System.nanoTime();
        if (position.moveCount() == 0) {
            return answer(position.rules().centre(), 0, start);
        }
        Board board = position.toBoard();
        Side side = position.toMove();
        boolean[] forbidden = position.forbiddenMask();
        ShapeJudge judge = new ShapeJudge(board, rung.blind(), random.nextLong());
        if (rung.keepsTactics()) {
            List<Point> fives = Tactics.fivePoints(board, side, forbidden);
            if (!fives.isEmpty()) {
                return answer(fives.get(0), Score.winIn(1), start);
            }
            List<Point> blocks = Tactics.fivePoints(board, side.opponent(), forbidden);
            if (!blocks.isEmpty()) {
                return answer(best(judged(blocks, judge, board, side)).point(), 0, start);
            }
        }
        List<Point> seen = Looking.candidates(position, board, rung.sight(), forbidden);
        List<Judged> judged = judged(seen, judge, board, side);
        if (rung.depth() <= 1 || judged.size() == 1) {
            Judged choice = best(judged);
            return answer(choice.point(), (int) Math.min(choice.value(), Integer.MAX_VALUE / 4), start);
        }
        List<Point> roots = judged.stream().sorted(Comparator.comparingDouble(Judged::value).reversed())
                .limit(rung.width()).map(Judged::point).toList();
        return NarrowSearch.search(position, roots, rung.depth(), budget, cancellation, progress);
    }

    /** The node budget for this move: the rung's, give or take 40 % (people do not think equally long every move). */
    private long effort(long nodes) {
        return Math.max(1, Math.round(nodes * (0.6 + 0.8 * random.nextDouble())));
    }

    /** Each point with its noisy value, in the order given. */
    private List<Judged> judged(List<Point> points, ShapeJudge judge, Board board, Side side) {
        byte own = Board.code(side);
        List<Judged> out = new ArrayList<>(points.size());
        for (Point p : points) {
            double value = judge.value(p.col(), p.row(), own);
            out.add(new Judged(p, value * Math.exp(rung.noise() * random.nextGaussian())));
        }
        return out;
    }

    private static Judged best(List<Judged> judged) {
        return judged.stream().max(Comparator.comparingDouble(Judged::value)).orElseThrow();
    }

    private static SearchResult answer(Point move, int score, long startNanos) {
        long millis = (System.nanoTime() - startNanos) / 1_000_000L;
        return new SearchResult(move, score, 1, 1, millis, List.of(move));
    }

    /** A point and what the rung thinks of it. */
    private record Judged(Point point, double value) {
    }
}
