/**
 * The pattern engine: everything that plays k-in-a-row on a real board, for any rules with k up to
 * {@link org.inarow.ai.engine.board.PatternTable#MAX_K} (gomoku freestyle and standard on 15, 19, 20,
 * and tic-tac-toe too).
 * <p>
 * Four rooms, each standing only on those before it (held by {@code LayeringTest}):
 * {@code board} (the incremental board and its patterns) ← {@code eval} (the fitted evaluation and
 * move order) ← {@code threats} (wins by fours and by threats, and their defences) ← {@code search}
 * (the alpha-beta searches, their tables and root moves). This package holds what stands on all of
 * them: the players, the hints' analysis and the puzzles' prover.
 * <p>
 * How it fits together, and where a tournament engine grows from:
 * <ul>
 *   <li>{@link org.inarow.ai.engine.board.PatternTable}: line patterns (five, open four, four, open
 *       three, ...) by lookup, built once per (k, overline) from their recursive definition;</li>
 *   <li>{@link org.inarow.ai.engine.board.EngineBoard}: the incremental state — a base-3 key per cell,
 *       direction and side, updated on every move and undo, the patterns read from the table, the
 *       cells that make fives, fours, open fours, open threes, four-threes and double threes kept as
 *       sets, the sums the evaluation reads ({@link org.inarow.ai.engine.eval.Evaluation}: the cells' pattern
 *       features weighed for the side to move and the side that waits, fitted on games' results), a
 *       Zobrist hash; tested against a slow scanner of the
 *       model's board and against boards rebuilt from scratch; under renju each side has its own
 *       line table (Black's six is no five) and Black's sets hold only the points it may play (the
 *       model's {@link org.inarow.model.FoulDetector}, kept in step), so every search knows renju;</li>
 *   <li>{@link org.inarow.ai.engine.threats.VcfSearch}, {@link org.inarow.ai.engine.threats.VctSearch} and
 *       {@link org.inarow.ai.engine.threats.ThreatDefence}: wins by continuous fours, by continuous threats
 *       (fours and open threes), and the moves that stop them (proofs, not guesses);</li>
 *   <li>{@link org.inarow.ai.engine.search.AlphaBetaSearch}: principal variation search with iterative
 *       deepening, transposition table, killers and history, forced replies to fours at no depth
 *       (medium before the ladder; the named player {@code alphabeta});</li>
 *   <li>{@link org.inarow.ai.engine.search.EngineSearch}: the hard level's search — the same core with
 *       aspiration windows, static win rules (open fours, four-threes, double threes), complete
 *       answers to threats, late-move pruning, and decisive scores only from proofs;</li>
 *   <li>the players on top: {@code alphabeta} ({@link org.inarow.ai.engine.AlphaBetaStrategy}),
 *       {@code engine} ({@link org.inarow.ai.engine.EngineStrategy}, the hard level), and the
 *       "who will win" {@link org.inarow.ai.engine.ThreatPredictor}.</li>
 * </ul>
 */
package org.inarow.ai.engine;
