package org.inarow.ui.game;

/**
 * The computer's progress in words, as the two lines under "The computer is thinking…":
 * how long it has thought ("Thinking for 3.3 s") and what its search has found so far
 * ("depth 7 · 154k nodes · best h8", or "Searching…" before the first report).
 */
public record ProgressText(String elapsed, String search) {
}
