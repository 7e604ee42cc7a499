package org.inarow.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** The state of a game: going on, drawn (board full), or won by a side along a line of cells. */
public record GameResult(Status status, Side winner, List<Point> winningLine) {

    public static final GameResult ONGOING = new GameResult(Status.ONGOING, null, List.of());
    public static final GameResult DRAW = new GameResult(Status.DRAW, null, List.of());

    public GameResult {
        Objects.requireNonNull(status);
        winningLine = List.copyOf(winningLine);
        if ((status == Status.WIN) != (winner != null)) {
            throw new IllegalArgumentException("a winner goes with a win and only with a win");
        }
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
