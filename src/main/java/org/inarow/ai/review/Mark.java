package org.inarow.ai.review;

import java.util.Locale;
import org.inarow.ai.OutcomeClass;
import org.inarow.ai.Prediction;
import org.inarow.model.Side;

/**
 * How a reviewed move is judged, by how much of the mover's win chance it gave away (the chance
 * with the best move before it, less the chance after it), in win-chance points as Lichess does:
 * an inaccuracy from {@link OutcomeClass#INACCURACY} (5 points), a mistake from
 * {@link OutcomeClass#MISTAKE} (10), a blunder from {@link OutcomeClass#BLUNDER} (15). Proofs
 * decide first: turning a proven win into no proven win, or anything not yet lost into a proven
 * loss, is a blunder (in tic-tac-toe that is every move that changes the outcome with best play). Never
 * marked: a move in a position already proven lost, the predicted best move, and a move that is itself
 * proven to win (the prediction after it may not prove the win again within its limits).
 */
public enum Mark {
    BLUNDER,
    MISTAKE,
    INACCURACY,
    NONE;

    /** The command-line spelling: {@code blunder}, {@code mistake}, {@code inaccuracy}, or {@code -} for none. */
    public String id() {
        return this == NONE ? "-" : name().toLowerCase(Locale.ROOT);
    }

    /**
     * The mark for {@code mover}'s move from the position predicted {@code before} to the one predicted
     * {@code after}; {@code playedTheBest} if it was the best move predicted before, {@code provenWin} if
     * it is known to keep a proven win.
     */
    public static Mark of(Side mover, Prediction before, Prediction after, boolean playedTheBest, boolean provenWin) {
        boolean wonBefore = before.provenWinner().filter(mover::equals).isPresent();
        boolean lostBefore = before.provenWinner().filter(mover.opponent()::equals).isPresent();
        boolean wonAfter = after.provenWinner().filter(mover::equals).isPresent();
        boolean lostAfter = after.provenWinner().filter(mover.opponent()::equals).isPresent();
        if (lostBefore || playedTheBest || provenWin) {
            return NONE;
        }
        if (wonBefore && !wonAfter || lostAfter) {
            return BLUNDER;
        }
        double given = before.winChance(mover) - after.winChance(mover);
        if (OutcomeClass.reaches(given, OutcomeClass.BLUNDER)) {
            return BLUNDER;
        }
        if (OutcomeClass.reaches(given, OutcomeClass.MISTAKE)) {
            return MISTAKE;
        }
        return OutcomeClass.reaches(given, OutcomeClass.INACCURACY) ? INACCURACY : NONE;
    }
}
