/**
 * Proofs, not guesses: wins by continuous fours ({@link org.inarow.ai.engine.threats.VcfSearch}) and
 * by continuous threats ({@link org.inarow.ai.engine.threats.VctSearch}), the moves that stop them,
 * and the answers to a threat that only delay it.
 */
package org.inarow.ai.engine.threats;
