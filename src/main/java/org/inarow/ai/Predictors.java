package org.inarow.ai;

import java.util.List;
import java.util.Map;
import org.inarow.model.Rules;

/** The "who will win" predictor for each game. */
public final class Predictors {

    private Predictors() {
    }

    /** The predictor for these rules. */
    public static Predictor forRules(Rules rules) {
        // placeholder until the real predictors land: knows nothing
        return (position, limits, cancellation) -> new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, null,
                List.of(), 0, 0, List.of(), Map.of());
    }
}
