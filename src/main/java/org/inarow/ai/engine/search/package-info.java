/**
 * The alpha-beta searches ({@link org.inarow.ai.engine.search.EngineSearch}, the hard level's, and
 * the plainer {@link org.inarow.ai.engine.search.AlphaBetaSearch}), their transposition table, move
 * lists, root moves and helper threads.
 */
package org.inarow.ai.engine.search;
