package org.inarow.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The state of a game: going on, drawn (board full), or won by a side along a line of cells, or won on time
 * ({@code onTime}: the other side's clock ran out; no line on the board).
 */
public record GameResult(Status status, Side winner, List<Point> winningLine, boolean onTime) {

    public static final GameResult ONGOING = new GameResult(Status.ONGOING, null, List.of());
    public static final GameResult DRAW = new GameResult(Status.DRAW, null, List.of());

    public GameResult {
        Objects.requireNonNull(status);
        winningLine = List.copyOf(winningLine);
        if ((status == Status.WIN) != (winner != null)) {
            throw new IllegalArgumentException("a winner goes with a win and only with a win");
        }
        if (onTime && (status != Status.WIN || !winningLine.isEmpty())) {
            throw new IllegalArgumentException("a win on time is a win with no line on the board");
        }
    }

    public GameResult(Status status, Side winner, List<Point> winningLine) {
        this(status, winner, winningLine, false);
    }

    /** {@code winner} wins because the other side's time ran out. */
    public static GameResult onTime(Side winner) {
        return new GameResult(Status.WIN, Objects.requireNonNull(winner), List.of(), true);
    }

    public static GameResult win(Side winner, List<Point> line) {
        return new GameResult(Status.WIN, Objects.requireNonNull(winner), line);
    }

    public boolean isOver() {
        return status != Status.ONGOING;
    }

    public Optional<Side> winnerIfAny() {
        return Optional.ofNullable(winner);
    }
}
