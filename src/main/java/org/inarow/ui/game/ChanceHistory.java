package org.inarow.ui.game;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.inarow.ai.Prediction;
import org.inarow.model.GameResult;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Status;

/**
 * The win chances worked out so far in this game, by the moves that led to each position, so
 * that undoing, reviewing or playing another line finds them again (for the graph and the bar).
 * A finished position needs no prediction: its result is certain.
 */
final class ChanceHistory {
    private final Map<List<Point>, ChancePoint> known = new HashMap<>();

    void record(Position position, Prediction prediction) {
        known.put(List.copyOf(position.moves()), new ChancePoint(position.moveCount(),
                prediction.firstPlayerWinChance(), prediction.isProven()));
    }

    /** Forgets everything: another game, or other rules. */
    void clear() {
        known.clear();
    }

    /** What is known of {@code position}: its result if it is over, else the chance recorded for it. */
    Optional<ChancePoint> at(Position position) {
        if (position.isOver()) {
            return Optional.of(ofResult(position.moveCount(), position.result()));
        }
        return Optional.ofNullable(known.get(position.moves()));
    }

    /** The points known along {@code game}'s moves, from the empty board to its last position, in order. */
    List<ChancePoint> along(Position game) {
        List<Point> moves = game.moves();
        List<ChancePoint> points = new ArrayList<>();
        for (int n = 0; n < moves.size(); n++) {
            ChancePoint point = known.get(moves.subList(0, n));
            if (point != null) {
                points.add(point);
            }
        }
        at(game).ifPresent(points::add);
        return points;
    }

    private static ChancePoint ofResult(int move, GameResult result) {
        double chance = result.status() == Status.DRAW ? 0.5 : Prediction.provenChance(
                org.inarow.ai.Outcome.winFor(result.winner()), 0.5);
        return new ChancePoint(move, chance, true);
    }
}
