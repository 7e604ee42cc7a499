/**
 * The gomoku ladder: levels from a first-time player to the full engine, each a {@link
 * org.inarow.ai.ladder.Rung} (its weaknesses as data) played by {@link org.inarow.ai.ladder.RungStrategy}.
 */
package org.inarow.ai.ladder;
