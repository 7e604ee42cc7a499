package org.inarow.ui.board;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.inarow.ai.Outcome;
import org.inarow.model.Point;
import org.inarow.model.Position;

/**
 * Everything the board shows, as one immutable value: the position (stones, last move, winning
 * line), a hinted move, cells tinted by the outcome of playing there (tic-tac-toe), the "who will
 * win" map (gomoku), whether a move may be made now (for the preview under the mouse), the mouse
 * and keyboard cursors, whether each stone shows its move number, and the points marked as
 * forbidden (renju: Black's, worked out by the caller; the board only draws them), and a line of
 * moves to come drawn as numbered see-through stones. Null means "none".
 */
public record BoardView(Position position, Point hint, Map<Point, Outcome> cellOutcomes, BoardMap map,
                        boolean acceptingMoves, Point hover, Point cursor, boolean moveNumbers,
                        List<Point> forbidden, GhostLine ghosts) {

    public BoardView {
        cellOutcomes = Map.copyOf(cellOutcomes);
        java.util.Objects.requireNonNull(map);
        forbidden = List.copyOf(forbidden);
        java.util.Objects.requireNonNull(ghosts);
    }

    public static BoardView of(Position position) {
        return new BoardView(position, null, Map.of(), BoardMap.NONE, false, null, null, false, List.of(), GhostLine.NONE);
    }

    public Optional<Point> lastMove() {
        return position.lastMove();
    }

    public List<Point> winningLine() {
        return position.result().winningLine();
    }

    /** The cell where a faint stone of the side to move previews a click, if any (none on a forbidden point: it would be refused). */
    public Optional<Point> preview() {
        return acceptingMoves && hover != null && position.isEmpty(hover) && !forbidden.contains(hover)
                ? Optional.of(hover) : Optional.empty();
    }

    public BoardView withHint(Point newHint) {
        return new BoardView(position, newHint, cellOutcomes, map, acceptingMoves, hover, cursor, moveNumbers, forbidden, ghosts);
    }

    public BoardView withCellOutcomes(Map<Point, Outcome> outcomes) {
        return new BoardView(position, hint, outcomes, map, acceptingMoves, hover, cursor, moveNumbers, forbidden, ghosts);
    }

    public BoardView withMap(BoardMap newMap) {
        return new BoardView(position, hint, cellOutcomes, newMap, acceptingMoves, hover, cursor, moveNumbers, forbidden, ghosts);
    }

    public BoardView withAcceptingMoves(boolean accepting) {
        return new BoardView(position, hint, cellOutcomes, map, accepting, hover, cursor, moveNumbers, forbidden, ghosts);
    }

    public BoardView withHover(Point newHover) {
        return new BoardView(position, hint, cellOutcomes, map, acceptingMoves, newHover, cursor, moveNumbers, forbidden, ghosts);
    }

    public BoardView withCursor(Point newCursor) {
        return new BoardView(position, hint, cellOutcomes, map, acceptingMoves, hover, newCursor, moveNumbers, forbidden, ghosts);
    }

    public BoardView withMoveNumbers(boolean shown) {
        return new BoardView(position, hint, cellOutcomes, map, acceptingMoves, hover, cursor, shown, forbidden, ghosts);
    }

    /** Draws {@code line} over the board as numbered see-through stones; {@link GhostLine#NONE} draws none. */
    public BoardView withGhosts(GhostLine line) {
        return new BoardView(position, hint, cellOutcomes, map, acceptingMoves, hover, cursor, moveNumbers, forbidden, line);
    }

    /** Marks {@code points} as forbidden to the side to move (a small ×); empty marks none. */
    public BoardView withForbidden(List<Point> points) {
        return new BoardView(position, hint, cellOutcomes, map, acceptingMoves, hover, cursor, moveNumbers, points, ghosts);
    }
}
