package org.inarow.ai.exact;

import java.util.List;
import java.util.Map;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Proof;
import org.inarow.ai.Score;
import org.inarow.model.Position;
import org.inarow.model.Status;

/** The prediction for a finished game: its result, exactly; no move, no line. */
public final class Finished {

    private Finished() {
    }

    public static Prediction prediction(Position position) {
        if (position.result().status() == Status.WIN) {
            // the side to move is the one who just lost
            return new Prediction(Outcome.winFor(position.result().winner()), Proof.EXACT, null, List.of(),
                    -Score.WIN, 0, List.of(), Map.of());
        }
        return new Prediction(Outcome.DRAW, Proof.EXACT, null, List.of(), Score.DRAW, 0, List.of(), Map.of());
    }
}
