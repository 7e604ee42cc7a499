package org.inarow.ai.engine.eval;

import org.inarow.ai.engine.board.CodeValues;
import org.inarow.ai.engine.board.EngineBoard;

/**
 * The static judgement of a position and the move-ordering value of a cell, both from patterns
 * that {@link EngineBoard} keeps up to date.
 * <p>
 * The position: every empty cell is worth the weighted sum of its {@link PatternFeatures} for each
 * side, with one set of weights for the side to move and another for the side that waits (an open
 * three to move is a four next; one that waits must be answered). The weights are fitted on the
 * outcomes of games ({@code calibrate tune}): a point is 1/{@value #POINTS_PER_LOGIT} of the log-odds
 * of winning, the scale of the window count this evaluation replaced, so the search's margins and
 * the win chance keep their meaning: a few hundred is a clear advantage.
 */
public final class Evaluation {
    /** Points per unit of the log-odds of winning. */
    public static final int POINTS_PER_LOGIT = 290;
    /** The weights' unit: a sixteenth of a point, fine enough for the small weights' sums over hundreds of cells. */
    public static final int SIXTEENTHS = 16;

    /**
     * The weights, in the order of {@link PatternFeatures#NAMES}: {@code calibrate tune} on 5,909 freestyle
     * games at 0.2-1 s a move (the engine against itself and against two Gomocup engines), 129,091 quiet
     * positions. The side to move's open fours are zero: such a position is not quiet, so the fit
     * never sees one; {@link #evaluate} scores it apart.
     */
    public static final EvaluationWeights WEIGHTS = new EvaluationWeights(
            new int[] {-6, 54, 37, 79, 452, 615, 0, -95, 34, -36, -10, 292, 444, 17, 446, 466, -362, 339, 1584, 1304,
                7916, 0, 0, 0, 0, 0, 0, 0},
            new int[] {9, -32, -40, -29, -365, -473, -2549, 19, -19, 85, -80, -202, -445, -39, -398, -516, 595, -626,
                -1489, -1803, -3939, -3478, -1328, -1805, -2427, -1389, -1593, 4342},
            -91);

    /** What an empty cell adds to the evaluation by its code (see {@link EngineBoard#code}), for the side to move and for the side that waits. */
    /** The weights by cell code, which every search board keeps summed over its empty cells ({@link #evaluate} reads the sums). */
    public static final CodeValues CODE_VALUES = new CodeValues(
            PatternFeatures.valuesByCode(WEIGHTS.toMove()), PatternFeatures.valuesByCode(WEIGHTS.waiting()));

    /** The move order's unit: its values per unit of log-odds that the move is the one a winner plays. */
    public static final int MOVE_ORDER_PER_LOGIT = 300;

    /**
     * The move order's weights: what the cell makes for the side to move, and what it takes from
     * the opponent. Fitted ({@code calibrate order}) on the moves that the winners chose in the
     * 1,968 games of the evaluation's first fit: 19,180 moves, each with 6 stones or more on the board
     * (a refit on {@link #WEIGHTS}' 5,909 games ranks the held-out moves no better).
     */
    public static final MoveOrderWeights MOVE_ORDER = new MoveOrderWeights(
            new int[] {35, 132, 383, 431, 1018, 1085, 4197, -86, -64, 29, -44, 73, 114, -9, 198, 157, 78, 30, 269, 251,
                913, 2405, 21, -267, -279, -905, -348, 0},
            new int[] {-20, -11, 82, 181, 547, 787, 2058, 10, -18, -62, -51, -3, 5, 20, 59, 2, -58, 59, 236, 178, 517,
                656, 164, 234, -11, -422, -256, 0});

    /** {@link #moveValue}'s two halves for every cell code (see {@link EngineBoard#code}). */
    private static final int[] ATTACK_BY_CODE = moveOrderByCode(MOVE_ORDER.attack());
    private static final int[] DEFENCE_BY_CODE = moveOrderByCode(MOVE_ORDER.defence());

    private Evaluation() {
    }

    /** For every cell code, what one side's move-order weights give a cell of that code. */
    public static int[] moveOrderByCode(int[] weights) {
        return PatternFeatures.valuesByCode(weights);
    }

    /** The score of the board from {@code side}'s view, {@code side} to move. */
    public static int evaluate(EngineBoard board, int side) {
        long sixteenths = board.patternSum(side, true) + board.patternSum(1 - side, false) + WEIGHTS.tempo();
        int score = (int) Math.max(-500_000, Math.min(500_000, Math.floorDiv(sixteenths, SIXTEENTHS)));
        // an open four or double four for the side to move is a win the search proves; here it only
        // needs to outweigh any quiet advantage (the fit never sees one: such a position is not quiet).
        // The waiting side's are quiet, and the weights price them.
        if (!board.doubleFourPoints(side).isEmpty()) {
            score += 2000;
        }
        return score;
    }

    /** How promising the empty cell is for {@code side} to play: its own patterns plus the opponent's it spoils. */
    public static int moveValue(EngineBoard board, int side, int cell) {
        return ATTACK_BY_CODE[board.code(side, cell)] + DEFENCE_BY_CODE[board.code(1 - side, cell)];
    }
}
