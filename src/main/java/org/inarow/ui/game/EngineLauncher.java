package org.inarow.ui.game;

import org.inarow.model.Rules;

/** Starts an added engine for a game's rules (START with the board size, INFO rule, …). */
@FunctionalInterface
public interface EngineLauncher {

    /**
     * A started engine that answered START with OK.
     *
     * @throws EngineFault {@link EngineFault.Kind#NOT_STARTED} when it could not start or refused the board
     */
    EngineConnection start(EngineEntry engine, Rules rules);
}
