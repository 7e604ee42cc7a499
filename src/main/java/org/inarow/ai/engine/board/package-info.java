/**
 * The engine's board: stones with incrementally kept line patterns, cell codes, threat sets and a
 * Zobrist hash ({@link org.inarow.ai.engine.board.EngineBoard}), built on the pattern tables. It
 * knows nothing of how a position is judged: it sums the values by cell code it is given.
 */
package org.inarow.ai.engine.board;
