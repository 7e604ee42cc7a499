package org.inarow.ui.game;

import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.WeakHashMap;
import org.inarow.ai.Prediction;

/**
 * Which engine said a prediction ({@link EngineAnalysts}), so the window names it: "Rapfi: Black wins in 7".
 * Held weakly by the prediction itself: forgotten with it.
 */
public final class EngineVerdicts {
    private static final Map<Prediction, String> SAID_BY = Collections.synchronizedMap(new WeakHashMap<>());

    private EngineVerdicts() {
    }

    static void remember(Prediction prediction, String engine) {
        SAID_BY.put(prediction, engine);
    }

    /** The engine that said {@code prediction}, if an engine did. */
    public static Optional<String> saidBy(Prediction prediction) {
        return Optional.ofNullable(SAID_BY.get(prediction));
    }

    /** {@code words} about {@code prediction}, named by the engine that said it ("Rapfi: …"), or as they are. */
    static String attributed(Prediction prediction, String words) {
        return saidBy(prediction).map(engine -> Words.format("status.engineSays", engine, words)).orElse(words);
    }
}
