package org.inarow.ui.game;

import org.inarow.ai.Predictor;
import org.inarow.ai.Predictors;
import org.inarow.model.Rules;

/** Makes the "who will win" predictor for a game; tests may inject their own. */
@FunctionalInterface
public interface PredictorFactory {

    Predictor create(Rules rules);

    /** The real predictors of the {@code ai} package. */
    static PredictorFactory standard() {
        return Predictors::forRules;
    }
}
