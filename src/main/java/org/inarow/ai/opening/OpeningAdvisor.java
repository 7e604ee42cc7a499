package org.inarow.ai.opening;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.Score;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import org.inarow.ai.WinChance;
import org.inarow.ai.arena.Opening;
import org.inarow.ai.arena.Openings;
import org.inarow.model.OpeningChoice;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;

/**
 * The computer's decisions in swap and swap2, from its own search: which three stones to open with
 * (a few of the balanced book openings, each searched, the most even taken: the other player
 * chooses the colour after them), and at a choice the colour the search prefers, or, under swap2
 * when the position is close to even, two more stones (White's best move and Black's best reply)
 * so that the choice goes back to the other player.
 */
public final class OpeningAdvisor {
    /** Black's chance within this of one half counts as close to even. */
    public static final double EVEN_MARGIN = 0.08;
    /** How many book openings are searched for the three stones. */
    static final int CANDIDATES = 4;

    private final Strategy strategy;

    public OpeningAdvisor(Strategy strategy) {
        this.strategy = strategy;
    }

    /** Three stones (black, white, black) judged close to balanced under {@code rules}, in {@code millis} in all. */
    public List<Point> threeStones(Rules rules, long millis, Cancellation cancellation, Random random) {
        List<Opening> book = new ArrayList<>(Openings.defaults(rules).stream().filter(o -> o.moves().size() == 3).toList());
        Collections.shuffle(book, random);
        List<Opening> tried = book.subList(0, Math.min(CANDIDATES, book.size()));
        List<Point> best = tried.get(0).moves();
        double bestDistance = Double.MAX_VALUE;
        for (Opening opening : tried) {
            if (cancellation.isCancelled()) {
                break;
            }
            Position position = Position.of(rules, opening.moves());
            double distance = Math.abs(blackChance(position, search(position, millis / tried.size(), cancellation)) - 0.5);
            if (distance < bestDistance) {
                bestDistance = distance;
                best = opening.moves();
            }
        }
        return best;
    }

    /**
     * The choice at {@code position} (White to move, after three or five stones) among {@code offered}:
     * two more stones when offered and the position is close to even, else the colour with the better chance.
     */
    public OpeningVerdict choose(Position position, List<OpeningChoice> offered, long millis, Cancellation cancellation) {
        boolean mayPlaceTwo = offered.contains(OpeningChoice.PLACE_TWO);
        SearchResult white = search(position, mayPlaceTwo ? millis / 2 : millis, cancellation);
        double chance = blackChance(position, white);
        if (mayPlaceTwo && Math.abs(chance - 0.5) < EVEN_MARGIN) {
            Position afterWhite = position.play(white.move());
            SearchResult black = search(afterWhite, millis / 2, cancellation);
            return new OpeningVerdict(OpeningChoice.PLACE_TWO, List.of(white.move(), black.move()), chance);
        }
        if (chance > 0.5) {
            return new OpeningVerdict(OpeningChoice.PLAY_BLACK, List.of(), chance);
        }
        return new OpeningVerdict(OpeningChoice.PLAY_WHITE, List.of(white.move()), chance);
    }

    private SearchResult search(Position position, long millis, Cancellation cancellation) {
        return strategy.search(position, Limits.time(Math.max(1, millis)), cancellation, ProgressSink.NONE);
    }

    /** Black's chance after {@code result} searched {@code position}: 1 or 0 for a proven result, else the calibrated curve. */
    static double blackChance(Position position, SearchResult result) {
        Side toMove = position.toMove();
        if (Score.isDecisive(result.score())) {
            boolean moverWins = result.score() > 0;
            return moverWins == (toMove == Side.FIRST) ? 1.0 : 0.0;
        }
        return WinChance.firstPlayer(result.score(), toMove, position.moveCount());
    }
}
