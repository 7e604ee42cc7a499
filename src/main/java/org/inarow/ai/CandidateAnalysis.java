package org.inarow.ai;

import org.inarow.model.Position;

/** Works out the map of a position (see {@link Candidates}) within limits, cancellable, reporting progress. */
public interface CandidateAnalysis {

    /** The map with at least the best {@code count} points of the search (fewer if the board has fewer). */
    Candidates analyze(Position position, int count, Limits limits, Cancellation cancellation, ProgressSink progress);
}
