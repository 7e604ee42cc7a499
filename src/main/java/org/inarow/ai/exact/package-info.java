/**
 * Search to the end of the game for small boards (tic-tac-toe): exact minimax with remembered
 * values, the {@code minimax} players (full and depth-limited), and exact predictions.
 */
package org.inarow.ai.exact;
