package org.inarow.model;

import java.util.List;
import java.util.Optional;

/**
 * An immutable position: the rules and the moves from the empty board, with the stones and the
 * result they lead to. It is what crosses threads (to the AI, to the painter).
 */
public final class Position {
    private final Rules rules;
    private final List<Point> moves;
    private final Board board;
    private final GameResult result;

    Position(Rules rules, List<Point> moves, Board privateBoard, GameResult result) {
        this.rules = rules;
        this.moves = List.copyOf(moves);
        this.board = privateBoard;
        this.result = result;
    }

    public static Position empty(Rules rules) {
        return new Game(rules).snapshot();
    }

    /** The position after {@code moves}; an illegal move fails naming its number. */
    public static Position of(Rules rules, List<Point> moves) {
        return Game.fromMoves(rules, moves).snapshot();
    }

    /** The position after a move list in notation ({@code "h8 h9 i8"}). */
    public static Position parse(Rules rules, String moves) {
        return Notation.parseGame(moves, rules).snapshot();
    }

    public Rules rules() {
        return rules;
    }

    public List<Point> moves() {
        return moves;
    }

    public int moveCount() {
        return moves.size();
    }

    public Side toMove() {
        return Side.toMoveAfter(moves.size());
    }

    public Optional<Point> lastMove() {
        return moves.isEmpty() ? Optional.empty() : Optional.of(moves.get(moves.size() - 1));
    }

    public Optional<Side> stoneAt(Point p) {
        return rules.contains(p) ? board.at(p) : Optional.empty();
    }

    public boolean isEmpty(Point p) {
        return rules.contains(p) && board.isEmpty(board.index(p));
    }

    /** The points the side to move may not play for their shape (Black's under renju), a1 b1 … a2 …. */
    public List<Point> forbiddenPoints() {
        return rules.isRestricted(toMove()) && !result.isOver() ? FoulDetector.forbiddenPoints(board) : List.of();
    }

    /**
     * The cells (by board index, {@code row * width + col}) the side to move may not play for their
     * shape: Black's forbidden points under renju; none otherwise.
     */
    public boolean[] forbiddenMask() {
        boolean[] mask = new boolean[board.cellCount()];
        if (rules.isRestricted(toMove()) && !result.isOver()) {
            FoulDetector detector = new FoulDetector(board);
            for (int i = 0; i < mask.length; i++) {
                mask[i] = board.isEmpty(i) && detector.foul(i) != null;
            }
        }
        return mask;
    }

    /** Whether the side to move may play {@code p}: on the board, empty, and not forbidden to it. */
    public boolean isPlayable(Point p) {
        return isEmpty(p) && !result.isOver()
                && !(rules.isRestricted(toMove()) && FoulDetector.foulAt(board, p) != null);
    }

    public GameResult result() {
        return result;
    }

    public boolean isOver() {
        return result.isOver();
    }

    /** A fresh mutable board with these stones, for a search to work on. */
    public Board toBoard() {
        return board.copy();
    }

    /** A fresh game at this position (with its history, without redo). */
    public Game toGame() {
        return Game.fromMoves(rules, moves);
    }

    /** The position after one more move by the side to move. */
    public Position play(Point p) {
        Game game = toGame();
        game.play(p);
        return game.snapshot();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position other && rules.equals(other.rules) && moves.equals(other.moves);
    }

    @Override
    public int hashCode() {
        return rules.hashCode() * 31 + moves.hashCode();
    }

    @Override
    public String toString() {
        return Notation.formatMoves(moves);
    }
}
