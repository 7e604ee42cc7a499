package org.inarow.ai.exact;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Candidate;
import org.inarow.ai.CandidateAnalysis;
import org.inarow.ai.Candidates;
import org.inarow.ai.Limits;
import org.inarow.ai.Outcome;
import org.inarow.ai.OutcomeClass;
import org.inarow.ai.Prediction;
import org.inarow.ai.ProgressSink;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Side;

/**
 * The map of a small board, exactly: every empty cell with the outcome of playing there (a proven
 * win, a draw or a proven loss for the side to move), wins first. Stopped by its limits before the
 * end, it has no candidates.
 */
public final class ExactCandidates implements CandidateAnalysis {
    private final ExactPredictor predictor = new ExactPredictor();

    @Override
    public Candidates analyze(Position position, int count, Limits limits, Cancellation cancellation,
                              ProgressSink progress) {
        Prediction prediction = predictor.predict(position, limits, cancellation);
        if (position.isOver() || prediction.cellOutcomes().isEmpty()) {
            return new Candidates(prediction, List.of());
        }
        Side mover = position.toMove();
        List<Candidate> candidates = new ArrayList<>();
        for (Map.Entry<Point, Outcome> cell : prediction.cellOutcomes().entrySet()) {
            Point p = cell.getKey();
            Outcome outcome = cell.getValue();
            OutcomeClass kind = outcome == Outcome.DRAW ? OutcomeClass.DRAW
                    : outcome == Outcome.winFor(mover) ? OutcomeClass.PROVEN_WIN : OutcomeClass.PROVEN_LOSS;
            boolean best = p.equals(prediction.best());
            candidates.add(new Candidate(p, kind, Prediction.provenChance(outcome, 0.5), 0,
                    best ? prediction.line() : List.of(p), best, prediction.mustBlock().contains(p)));
        }
        candidates.sort(Comparator.comparing(Candidate::outcome).thenComparing(c -> !c.best())
                .thenComparing(c -> c.point().row()).thenComparing(c -> c.point().col()));
        return new Candidates(prediction, candidates);
    }
}
