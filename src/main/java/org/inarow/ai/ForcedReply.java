package org.inarow.ai;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.inarow.model.Board;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Side;

/**
 * A position where the side to move has one move only: the opponent has a four (one point where it
 * would make five), the side to move has no five of its own, and it may play the block. Such a
 * position is judged as the position after the block: a four and its forced answer then never move
 * the win chance apart (searched on their own, the pending four swings the estimate by the parity of
 * the search), and the only legal reply can never look like a mistake.
 */
public final class ForcedReply {

    private ForcedReply() {
    }

    /** The one move the side to move has, if the position leaves it only that: the block of the opponent's one five. */
    public static Optional<Point> of(Position position) {
        if (position.isOver()) {
            return Optional.empty();
        }
        Side mover = position.toMove();
        Board board = position.toBoard();
        if (!fives(board, mover).isEmpty()) {
            return Optional.empty();
        }
        List<Point> theirs = fives(board, mover.opponent());
        if (theirs.size() != 1 || !position.isPlayable(theirs.get(0))) {
            return Optional.empty(); // nothing to answer, two fives (lost), or a block forbidden to Black (lost)
        }
        return Optional.of(theirs.get(0));
    }

    /**
     * The prediction for {@code position}, whose forced reply is {@code block}, from {@code after}, the
     * prediction for the position after the block: the same outcome, proof and win chance, the block
     * as the best move and the line through it, the score seen from this side with the block's ply added.
     */
    public static Prediction before(Position position, Point block, Prediction after) {
        List<Point> line = new ArrayList<>();
        line.add(block);
        line.addAll(after.line());
        Side mover = position.toMove();
        List<Point> four = ThreatStones.of(position, mover.opponent(), List.of(block));
        return new Prediction(after.outcome(), after.proof(), block, line, negate(after.score()), after.winInMoves(),
                List.of(block), Map.of(), mover, after.firstPlayerWinChance(), four);
    }

    /** A score from the other side, one ply earlier: a decisive score's end is a ply further away. */
    static int negate(int score) {
        if (!Score.isDecisive(score)) {
            return -score;
        }
        return score > 0 ? -score + 1 : -score - 1;
    }

    /** The empty points where {@code side} would win at once. */
    private static List<Point> fives(Board board, Side side) {
        List<Point> fives = new ArrayList<>();
        for (int cell = 0; cell < board.cellCount(); cell++) {
            if (board.isEmpty(cell)) {
                board.place(cell, side);
                if (board.isWinAt(cell)) {
                    fives.add(board.point(cell));
                }
                board.remove(cell);
            }
        }
        return fives;
    }
}
