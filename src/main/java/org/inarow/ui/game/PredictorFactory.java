package org.inarow.ui.game;

import java.util.List;
import org.inarow.ai.CandidateAnalysis;
import org.inarow.ai.Candidates;
import org.inarow.ai.Predictor;
import org.inarow.ai.Predictors;
import org.inarow.model.Rules;

/** Makes the "who will win" predictor for a game, and the map maker; tests may inject their own. */
@FunctionalInterface
public interface PredictorFactory {

    Predictor create(Rules rules);

    /** The map of a position with its prediction; by default the prediction alone, with no candidates. */
    default CandidateAnalysis candidates(Rules rules) {
        Predictor predictor = create(rules);
        return (position, count, limits, cancellation, progress) ->
                new Candidates(predictor.predict(position, limits, cancellation), List.of());
    }

    /** The real predictors and maps of the {@code ai} package. */
    static PredictorFactory standard() {
        return new PredictorFactory() {
            @Override
            public Predictor create(Rules rules) {
                return Predictors.forRules(rules);
            }

            @Override
            public CandidateAnalysis candidates(Rules rules) {
                return Predictors.candidatesFor(rules);
            }
        };
    }
}
