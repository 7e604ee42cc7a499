package org.inarow.ui.game;

/** How far the game's review is: {@code done} of {@code total} positions analysed. */
public record AnalysisProgress(int done, int total) {

    public AnalysisProgress {
        if (total < 1 || done < 0 || done > total) {
            throw new IllegalArgumentException(done + " of " + total);
        }
    }

    /** Done as a whole percentage, 0 to 100. */
    public int percent() {
        return done * 100 / total;
    }
}
