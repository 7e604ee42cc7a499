package org.inarow.ai;

import org.inarow.model.Position;

/** Answers "who will win" for a position (finished or not) within limits. */
public interface Predictor {

    Prediction predict(Position position, Limits limits, Cancellation cancellation);
}
