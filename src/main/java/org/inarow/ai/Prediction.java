package org.inarow.ai;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.inarow.model.Point;
import org.inarow.model.Side;

/**
 * "Who will win" for a position, as a plain value the UI and the command line only format.
 *
 * @param outcome      who wins with best play, as far as known
 * @param proof        how that is known
 * @param best         the best move for the side to move ({@code toMove}); null when the game is over
 * @param line         the expected continuation, starting with {@code best} (so with the side to move's move,
 *                     also when that side has lost: see {@link #winningLine()})
 * @param score        the evaluation from the side to move's view (see {@link Score})
 * @param winInMoves   for a proven win: the winner's own moves still needed, the five included, besides
 *                     blocks of the loser's fours (each of those delays the end by one); else 0
 * @param mustBlock    when the side to move must answer an opponent's threat: the points that do; else empty
 * @param cellOutcomes where known for every empty cell (tic-tac-toe): the outcome if the side to move plays there
 * @param toMove       the side to move, whom {@code best} is for; null when the game is over or not known
 * @param firstPlayerWinChance the first player's chance to win, 0 to 1: 1 or 0 for a proven win, 0.5 for a
 *                     proven draw (see {@link #isDrawWithBestPlay()}), otherwise calibrated from the score
 *                     (see {@link WinChance})
 * @param threatStones the opponent's stones that make the threat {@code mustBlock} answers (its four, open
 *                     three, or the stones its winning line builds on), so they can be outlined; else empty
 * @param delays       the side to move's fours that only delay that threat: after each and its forced block
 *                     the threat stands as before (never among {@code mustBlock} unless nothing else holds)
 */
public record Prediction(Outcome outcome, Proof proof, Point best, List<Point> line, int score,
                         int winInMoves, List<Point> mustBlock, Map<Point, Outcome> cellOutcomes,
                         Side toMove, double firstPlayerWinChance, List<Point> threatStones, List<Point> delays) {

    public Prediction {
        line = List.copyOf(line);
        mustBlock = List.copyOf(mustBlock);
        cellOutcomes = Map.copyOf(cellOutcomes);
        threatStones = List.copyOf(threatStones);
        delays = List.copyOf(delays);
        if (!(firstPlayerWinChance >= 0 && firstPlayerWinChance <= 1)) {
            throw new IllegalArgumentException("a win chance is between 0 and 1, not " + firstPlayerWinChance);
        }
        if (proof != Proof.ESTIMATE && firstPlayerWinChance != provenChance(outcome, firstPlayerWinChance)) {
            throw new IllegalArgumentException("a proven " + outcome.id() + " has the win chance "
                    + provenChance(outcome, firstPlayerWinChance) + ", not " + firstPlayerWinChance);
        }
    }

    /** Without delaying fours (there are none, or they are not known). */
    public Prediction(Outcome outcome, Proof proof, Point best, List<Point> line, int score,
                      int winInMoves, List<Point> mustBlock, Map<Point, Outcome> cellOutcomes,
                      Side toMove, double firstPlayerWinChance, List<Point> threatStones) {
        this(outcome, proof, best, line, score, winInMoves, mustBlock, cellOutcomes, toMove, firstPlayerWinChance,
                threatStones, List.of());
    }

    /**
     * The earlier form, without the side to move, the win chance or the threat's stones (test fakes use it):
     * the chance is the proven outcome's (1, 0 or 0.5), or 0.5 for an estimate.
     */
    public Prediction(Outcome outcome, Proof proof, Point best, List<Point> line, int score,
                      int winInMoves, List<Point> mustBlock, Map<Point, Outcome> cellOutcomes) {
        this(outcome, proof, best, line, score, winInMoves, mustBlock, cellOutcomes, null,
                proof == Proof.ESTIMATE ? 0.5 : provenChance(outcome, 0.5), List.of(), List.of());
    }

    /** Nothing known: no outcome, no move, an even estimate. */
    public static Prediction unknown() {
        return new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, null, List.of(), 0, 0, List.of(), Map.of());
    }

    /** The first player's chance when the outcome is proven: 1, 0, or 0.5 for a draw ({@code otherwise} if unknown). */
    public static double provenChance(Outcome outcome, double otherwise) {
        return switch (outcome) {
            case FIRST_WINS -> 1.0;
            case SECOND_WINS -> 0.0;
            case DRAW -> 0.5;
            case UNKNOWN -> otherwise;
        };
    }

    /** Whether the outcome is certain (a search to the end, or a forced win by threats). */
    public boolean isProven() {
        return proof != Proof.ESTIMATE && outcome != Outcome.UNKNOWN;
    }

    /** The side that wins whatever the other does, when that is proven. */
    public Optional<Side> provenWinner() {
        if (!isProven()) {
            return Optional.empty();
        }
        return switch (outcome) {
            case FIRST_WINS -> Optional.of(Side.FIRST);
            case SECOND_WINS -> Optional.of(Side.SECOND);
            default -> Optional.empty();
        };
    }

    /** Whether the side to move faces an opponent's threat it must answer (a four, an open three, a win by fours). */
    public boolean facesThreat() {
        return !mustBlock.isEmpty() || !threatStones.isEmpty();
    }

    /** Whether the side to move faces a threat that nothing it plays stops: it has lost to it, proven. */
    public boolean threatUnstoppable() {
        return facesThreat() && toMove != null && provenWinner().filter(winner -> winner != toMove).isPresent();
    }

    /** A proven draw: neither side can force a win (tic-tac-toe's empty board). */
    public boolean isDrawWithBestPlay() {
        return isProven() && outcome == Outcome.DRAW;
    }

    /** {@code side}'s chance to win, 0 to 1. */
    public double winChance(Side side) {
        return side == Side.FIRST ? firstPlayerWinChance : 1 - firstPlayerWinChance;
    }

    /**
     * For a proven win, the winning line from the winner's side: the winner's next move first. When the
     * side to move is the winner this is {@link #line()}; when it has lost, the line without its (futile)
     * first move. Empty when no win is proven, or when the side to move is not known.
     */
    public List<Point> winningLine() {
        Optional<Side> winner = provenWinner();
        if (winner.isEmpty() || toMove == null || line.isEmpty()) {
            return List.of();
        }
        return winner.get() == toMove ? line : line.subList(1, line.size());
    }

    /** The winner's next move in a proven win (the side to move's best only when it is the winner). */
    public Optional<Point> winningMove() {
        List<Point> winning = winningLine();
        return winning.isEmpty() ? Optional.empty() : Optional.of(winning.get(0));
    }
}
