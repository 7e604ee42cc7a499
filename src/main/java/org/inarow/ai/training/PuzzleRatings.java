package org.inarow.ai.training;

import org.inarow.ai.puzzles.GomokuPuzzle;
import org.inarow.ai.training.Glicko2.Rating;

/**
 * A puzzle's rating, derived from what the set records (it has no ratings of its own): a base per
 * category, more for each move the win is longer than the category's shortest, less for each
 * accepted answer beyond the first (more ways to be right). The scale puts the middle of the
 * built-in set near 1500, where a new player starts:
 * <ul>
 *   <li>block: 1200;</li>
 *   <li>win by fours: 1400 at 2 moves, +100 a move (a 9-move win is 2100);</li>
 *   <li>defend: 1550 against a win of 2 moves, +100 a move of the threat;</li>
 *   <li>win by threes and fours: 1700 at 3 moves, +75 a move;</li>
 *   <li>−40 for each accepted answer beyond the first.</li>
 * </ul>
 * Puzzle ratings stay fixed (one player's results would only drag them about) and count as known to
 * within {@link #DEVIATION}.
 */
public final class PuzzleRatings {
    /** The deviation every puzzle's rating is given for Glicko-2. */
    public static final double DEVIATION = 80;
    /** Its volatility (unused by the update, which needs only the opponent's rating and deviation). */
    private static final double VOLATILITY = 0.06;
    private static final int PER_EXTRA_ANSWER = 40;

    private PuzzleRatings() {
    }

    /** The rating of {@code puzzle} on the Glicko scale. */
    public static int of(GomokuPuzzle puzzle) {
        int length = puzzle.length();
        int base = switch (puzzle.category()) {
            case BLOCK, WIN1 -> 1200;
            case WIN -> 1400 + 100 * Math.max(0, length - 2);
            case DEFEND -> 1550 + 100 * Math.max(0, length - 2);
            case WIN_THREATS -> 1700 + 75 * Math.max(0, length - 3);
        };
        return base - PER_EXTRA_ANSWER * (puzzle.accepted().size() - 1);
    }

    /** The puzzle as an opponent for {@link Glicko2}. */
    public static Rating asOpponent(GomokuPuzzle puzzle) {
        return new Rating(of(puzzle), DEVIATION, VOLATILITY);
    }

}
