package org.inarow.ai.calibration;

import java.util.function.Consumer;
import java.util.function.Supplier;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.Predictor;
import org.inarow.model.Position;
import org.inarow.model.Rules;

/**
 * Asks the predictor about the positions of calibration games, as the window does: a fresh
 * predictor for each position, at the given limits. Every {@code every}-th position of a game is
 * taken (positions of one game are much alike), starting at a different move in each game so that
 * every move number is represented; the opening's own positions and the finished one are left out.
 */
public final class PositionScoring {
    private final Rules rules;
    private final Supplier<Predictor> predictors;
    private final Limits limits;
    private final int every;

    public PositionScoring(Rules rules, Supplier<Predictor> predictors, Limits limits, int every) {
        if (every < 1) {
            throw new IllegalArgumentException("--every " + every + ": give 1 or more");
        }
        this.rules = rules;
        this.predictors = predictors;
        this.limits = limits;
        this.every = every;
    }

    /** Scores the chosen positions of {@code game}, whose opening had {@code openingLength} moves. */
    public void score(CalibrationGame game, int openingLength, Consumer<ScoredPosition> onPosition) {
        double result = game.firstPlayerResult(rules);
        int offset = Math.floorMod(game.number(), every);
        for (int n = openingLength; n < game.moves().size(); n++) {
            if ((n - openingLength) % every != offset) {
                continue;
            }
            Position position = Position.of(rules, game.moves().subList(0, n));
            onPosition.accept(ScoredPosition.of(game, n,
                    predictors.get().predict(position, limits, Cancellation.never()), result));
        }
    }
}
