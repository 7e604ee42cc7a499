package org.inarow.ai.review;

import org.inarow.model.Point;
import org.inarow.model.Side;

/**
 * One move of a reviewed game.
 *
 * @param number    the move's number in the game, from 1
 * @param move      the point played
 * @param side      who played it
 * @param firstPlayerWinChance the first player's win chance after it
 * @param best      the best move in the position before it (what the review would have played), or null if unknown
 * @param chanceGiven the mover's win chance given away by it (best move's chance less the chance after it; may be
 *                  below 0 when the search found more after the move)
 * @param mark      the judgement
 * @param turningPoint whether the predicted winner changed with it
 */
public record ReviewedMove(int number, Point move, Side side, double firstPlayerWinChance, Point best,
                           double chanceGiven, Mark mark, boolean turningPoint) {
}
