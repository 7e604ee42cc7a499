package org.inarow.ai.simple;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.Score;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import org.inarow.model.Board;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;

/** Takes a win in one when there is one, otherwise plays any empty cell at random ({@code greedy}; seeded). */
public final class GreedyStrategy implements Strategy {
    private final Random random;

    public GreedyStrategy(long seed) {
        this.random = new Random(seed);
    }

    @Override
    public String name() {
        return "greedy";
    }

    @Override
    public SearchResult search(Position position, Limits limits, Cancellation cancellation, ProgressSink progress) {
        if (position.isOver()) {
            throw new IllegalArgumentException("no move to choose: the game is over");
        }
        Rules rules = position.rules();
        Board board = position.toBoard();
        Side side = position.toMove();
        List<Point> empty = new ArrayList<>();
        List<Point> wins = new ArrayList<>();
        boolean[] forbidden = position.forbiddenMask();
        for (int i = 0; i < board.cellCount(); i++) {
            if (board.isEmpty(i) && !forbidden[i]) {
                Point p = board.point(i);
                empty.add(p);
                board.place(i, side);
                if (board.isWinAt(i)) {
                    wins.add(p);
                }
                board.remove(i);
            }
        }
        boolean winning = !wins.isEmpty();
        List<Point> choices = winning ? wins : empty;
        Point move = choices.get(random.nextInt(choices.size()));
        return new SearchResult(move, winning ? Score.winIn(1) : 0, 1, rules.cellCount(), 0, List.of(move));
    }
}
