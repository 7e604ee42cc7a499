package org.inarow.ui.game;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.inarow.ai.CandidateAnalysis;
import org.inarow.ai.Candidates;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictor;
import org.inarow.ai.Proof;
import org.inarow.model.Family;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;

/**
 * "Who will win" with an added engine as the analyst: our own search makes the map of candidate points as
 * always, then the engine is asked for its move in the position, and its move (the ringed best move) and
 * its evaluation (the bar; a win or loss in n moves proven as such) replace ours in the prediction
 * ({@link EngineVerdicts} names the engine). A fault of the analyst leaves our own prediction, and is told.
 */
public final class EngineAnalysts implements PredictorFactory {
    /** An engine's score (its own units, side to move) at which the side to move's chance is about 73 %. */
    private static final double SCORE_SCALE = 200;

    private final PredictorFactory ours;
    private final EngineTable engines;
    private final Supplier<Optional<String>> analyst;
    private final Consumer<EngineFault> faults;

    /** {@code analyst}: the engine chosen (any thread); {@code faults} hears of a fault (on the worker thread). */
    public EngineAnalysts(PredictorFactory ours, EngineTable engines, Supplier<Optional<String>> analyst,
                          Consumer<EngineFault> faults) {
        this.ours = ours;
        this.engines = engines;
        this.analyst = analyst;
        this.faults = faults;
    }

    @Override
    public Predictor create(Rules rules) {
        return ours.create(rules);
    }

    @Override
    public CandidateAnalysis candidates(Rules rules) {
        CandidateAnalysis own = ours.candidates(rules);
        if (rules.family() != Family.GOMOKU) {
            return own;
        }
        return (position, count, limits, cancellation, progress) -> {
            Candidates map = own.analyze(position, count, limits, cancellation, progress);
            Optional<String> engine = analyst.get();
            if (engine.isEmpty() || cancellation.isCancelled() || position.isOver()) {
                return map;
            }
            cancellation.whenCancelled(() -> engines.hurry(EngineTable.Use.ANALYST)); // a move made: its answer is not wanted
            try {
                EngineAnswer answer = engines.play(EngineTable.Use.ANALYST, engine.get(), position,
                        EngineTime.perMove(limits.hasTime() ? limits.timeMillis() : 1000));
                Prediction said = merged(map.prediction(), answer, position);
                EngineVerdicts.remember(said, engine.get());
                return new Candidates(said, map.candidates());
            } catch (EngineFault fault) {
                faults.accept(fault);
                return map;
            }
        };
    }

    /** Ours with the engine's move and, when it gave one, its evaluation. */
    static Prediction merged(Prediction ours, EngineAnswer answer, Position position) {
        Side toMove = position.toMove();
        Outcome outcome = ours.outcome();
        Proof proof = ours.proof();
        int score = ours.score();
        int winIn = ours.winInMoves();
        double chance = ours.firstPlayerWinChance();
        if (answer.eval().isPresent()) {
            EngineEval eval = answer.eval().get();
            score = eval.asScore();
            switch (eval.kind()) {
                case WIN_IN -> {
                    outcome = Outcome.winFor(toMove);
                    proof = Proof.THREAT;
                    winIn = eval.value();
                }
                case LOSS_IN -> {
                    outcome = Outcome.winFor(toMove.opponent());
                    proof = Proof.THREAT;
                    winIn = eval.value();
                }
                case SCORE -> {
                    outcome = Outcome.UNKNOWN;
                    proof = Proof.ESTIMATE;
                    winIn = 0;
                    double own = 1 / (1 + Math.exp(-eval.value() / SCORE_SCALE));
                    chance = toMove == Side.FIRST ? own : 1 - own;
                }
            }
            chance = Prediction.provenChance(outcome, chance);
        }
        return new Prediction(outcome, proof, answer.move(), List.of(answer.move()), score, winIn, ours.mustBlock(),
                ours.cellOutcomes(), toMove, chance, ours.threatStones(), ours.delays());
    }
}
