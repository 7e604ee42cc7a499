package org.inarow.ai.engine;

/**
 * The static judgement of a position and the move-ordering value of a cell, both from patterns
 * that {@link EngineBoard} keeps up to date.
 * <p>
 * The position: every k-cell window (way to win) holding stones of one side only is worth a
 * weight that grows steeply with its stones; a side's total minus the other's is the score, from
 * the side to move, plus a bonus for the move in hand. Units: an open three in the open is worth
 * about 150, so a few hundred is a clear advantage.
 */
public final class Evaluation {
    /** Extra weight for having the move: threats of the side to move come first. */
    private static final int TEMPO = 20;

    // move ordering: what the cell makes for the side to move, and what it takes from the opponent
    private static final int[] ATTACK = {0, 1, 4, 12, 14, 60, 64, 700, 20000};
    private static final int[] DEFENCE = {0, 1, 3, 10, 12, 50, 55, 600, 10000};

    /** {@link #moveValue}'s two halves for every cell code (see {@link EngineBoard#code}). */
    private static final int[] ATTACK_BY_CODE = byCode(ATTACK, 500);
    private static final int[] DEFENCE_BY_CODE = byCode(DEFENCE, 400);

    private Evaluation() {
    }

    /** The sum of the line values of a code's four patterns, plus the bonus when two or more are open threes or better. */
    private static int[] byCode(int[] values, int doubleBonus) {
        int[] table = new int[EngineBoard.CODES];
        for (int code = 0; code < table.length; code++) {
            int strong = 0;
            for (int d = 0; d < Geometry.DIRECTIONS; d++) {
                int ordinal = EngineBoard.ordinalInCode(code, d);
                table[code] += values[ordinal];
                if (ordinal >= LinePattern.OPEN_THREE.ordinal()) {
                    strong++;
                }
            }
            // two strong lines at once (4-4, 4-3, 3-3) are worth far more than their parts
            if (strong >= 2) {
                table[code] += doubleBonus;
            }
        }
        return table;
    }

    /** Window weights by stones in the window, for k in a row: 0, then growing five-fold. */
    static int[] windowWeights(int k) {
        int[] weights = new int[k + 1];
        int w = 2;
        for (int n = 1; n <= k; n++) {
            weights[n] = w;
            w *= 5;
        }
        return weights;
    }

    /** The score of the board from {@code side}'s view, {@code side} to move. */
    public static int evaluate(EngineBoard board, int side) {
        long own = board.windowSum(side);
        long theirs = board.windowSum(1 - side);
        int score = (int) Math.max(-500_000, Math.min(500_000, own - theirs)) + TEMPO;
        // an open four or double four for the side to move, with no four to hold it up, is a win
        // the search proves; here it only needs to outweigh any quiet advantage
        if (!board.doubleFourPoints(side).isEmpty()) {
            score += 2000;
        } else if (!board.doubleFourPoints(1 - side).isEmpty() && board.fourPoints(side).isEmpty()) {
            score -= 400;
        }
        return score;
    }

    /** How promising the empty cell is for {@code side} to play: its own patterns plus the opponent's it spoils. */
    public static int moveValue(EngineBoard board, int side, int cell) {
        return ATTACK_BY_CODE[board.code(side, cell)] + DEFENCE_BY_CODE[board.code(1 - side, cell)];
    }
}
