package org.inarow.ui.game;

import java.util.Optional;
import org.inarow.model.Point;

/** An engine's move, with its evaluation of the position when its MESSAGE lines gave one. */
public record EngineAnswer(Point move, Optional<EngineEval> eval) {
}
