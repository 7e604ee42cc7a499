package org.inarow.io.gomocup;

import java.util.Optional;
import org.inarow.model.Point;

/**
 * An engine's answer to a move request: the (checked, legal) point, the last evaluation it printed
 * while thinking, and how long it took.
 */
public record EngineReply(Point move, Optional<EngineEvaluation> evaluation, long millis) {
}
