/**
 * How the engine judges a position and orders moves: the weights fitted on games, by cell code,
 * read from the board's sums ({@link org.inarow.ai.engine.eval.Evaluation}).
 */
package org.inarow.ai.engine.eval;
