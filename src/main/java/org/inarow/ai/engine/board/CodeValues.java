package org.inarow.ai.engine.board;

/**
 * Values by cell code (a cell's four line patterns as one number: {@link EngineBoard#code}) that a
 * board keeps summed over its empty cells, per side: {@code toMove} as the side to move, {@code
 * waiting} as the side that waits. The evaluation owns them; the board only adds them up, move by
 * move, so that the board knows nothing of how positions are judged.
 */
public record CodeValues(int[] toMove, int[] waiting) {
}
