package org.inarow.ai;

import org.inarow.ai.engine.CandidateSearch;
import org.inarow.ai.engine.board.PatternTable;
import org.inarow.ai.engine.ThreatPredictor;
import org.inarow.ai.exact.ExactCandidates;
import org.inarow.ai.exact.ExactPredictor;
import org.inarow.ai.exact.Finished;
import org.inarow.model.Rules;

/** The "who will win" predictor for each game. */
public final class Predictors {
    /** Boards up to this many cells are searched to the end (tic-tac-toe has 9). */
    public static final int EXACT_MAX_CELLS = 12;

    private Predictors() {
    }

    /** The predictor for these rules: exact on small boards, from threats and a search on large ones. */
    public static Predictor forRules(Rules rules) {
        if (rules.cellCount() <= EXACT_MAX_CELLS) {
            return new ExactPredictor();
        }
        if (PatternTable.supports(rules)) {
            return new ThreatPredictor();
        }
        // a variant the engines cannot play: only finished games are known
        return (position, limits, cancellation) -> position.isOver() ? Finished.prediction(position)
                : Prediction.unknown();
    }

    /** The map maker for these rules: every cell exactly on small boards, a multi-line search on large ones. */
    public static CandidateAnalysis candidatesFor(Rules rules) {
        if (rules.cellCount() <= EXACT_MAX_CELLS) {
            return new ExactCandidates();
        }
        if (PatternTable.supports(rules)) {
            return new CandidateSearch();
        }
        Predictor predictor = forRules(rules);
        return (position, count, limits, cancellation, progress) ->
                new Candidates(predictor.predict(position, limits, cancellation), java.util.List.of());
    }
}
