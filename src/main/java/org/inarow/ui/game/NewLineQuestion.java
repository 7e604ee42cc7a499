package org.inarow.ui.game;

/** Asks the player whether a move on an earlier position may start a new line there. */
@FunctionalInterface
public interface NewLineQuestion {
    /**
     * Whether to play from the position after {@code fromMove} moves, dropping the {@code later}
     * moves that followed it.
     */
    boolean startNewLine(int fromMove, int later);
}
