package org.inarow.ui.game;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import org.inarow.ai.Candidate;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictors;
import org.inarow.ai.review.GameReview;
import org.inarow.ai.review.MoveCheck;
import org.inarow.model.Point;
import org.inarow.model.Rules;

/**
 * The parts of the game behind the window, each holding its own state, built and wired to one another once:
 * who tells whom of a prediction or a computer move, and what follows every change ({@link Changes}): a new
 * search generation, which stops running searches and so makes any late answer stale, the computer's search
 * when it is to move, the prediction when it is on, and the views told. {@link GameController} is the face
 * the views see of them.
 */
final class GameParts {
    final CurrentGame current;
    final Searches searches;
    final ResultTally tally;
    final DiscardAsker asker;
    final Reviewer reviewer;
    final GameNavigator navigator;
    final Turns turns;
    final SetupChanges setups;
    final Records records;
    final RecordInfo recordInfo;
    final AnalysisDisplay display;
    final ShownLine line;
    final Solver solver;
    final ContinuousAnalysis deepAnalysis;
    final Changes changes = new AfterChanges();
    final Teacher teacher;
    final MistakePractice practice;
    final GameClocks clocks;

    GameParts(GameSetup setup, boolean showPrediction, StrategyFactory strategies, PredictorFactory predictors,
              Consumer<Throwable> errors) {
        current = new CurrentGame(setup);
        tally = new ResultTally(current);
        current.addListener(tally::check); // before the views: they show what it counts
        searches = new Searches(strategies, predictors, current::notifyListeners, errors);
        // the review's judgement of one move, for the teaching mode and the practice alike
        Function<Rules, MoveCheck> checks = rules -> new MoveCheck(predictors.create(rules), Predictors.candidatesFor(rules));
        teacher = new Teacher(current, searches, changes, checks, errors);
        searches.onPredicted((position, prediction) -> {
            current.chances().record(position, prediction);
            teacher.predicted(position, prediction); // the lesson's better move is then the map's
        });
        reviewer = new Reviewer(current, searches, rules -> new GameReview(predictors.create(rules),
                Predictors.candidatesFor(rules)), errors);
        asker = new DiscardAsker(current);
        navigator = new GameNavigator(current, reviewer, changes);
        turns = new Turns(current, searches, asker, navigator, changes, teacher);
        teacher.onResume(turns::startComputerIfToMove);
        searches.onComputerMoved(turns::computerMoved);
        setups = new SetupChanges(current, asker, changes);
        recordInfo = new RecordInfo(current, reviewer, java.time.LocalDate::now);
        records = new Records(current, asker, reviewer, changes, recordInfo);
        line = new ShownLine(current, turns);
        solver = new Solver(current, line, errors);
        deepAnalysis = new ContinuousAnalysis(current, predictors, searches, errors);
        practice = new MistakePractice(current, reviewer, navigator, line, searches, predictors::create, checks,
                errors);
        display = new AnalysisDisplay(current, searches, turns, reviewer, line, showPrediction, practice::isActive);
        clocks = new GameClocks(current, changes, () -> System.nanoTime() / 1_000_000);
        current.addListener(clocks::update); // before the views: they show the clocks as the game has them
        searches.capThinking(clocks::thinkingCapMillis);
        searches.readEngineClock(clocks::engineTime);
        recordInfo.readTimeLeft(clocks::timeLeft);
        turns.refuseTakeBacksWhile(clocks::running);
    }

    /** What follows every change, in this order: the views are told last, of everything. */
    private final class AfterChanges implements Changes {
        @Override
        public void playerActed() {
            current.setInfo(null);
            gameMoved();
        }

        @Override
        public void gameMoved() {
            current.showLive();
            reviewer.keepInStep();
            shownChanged();
        }

        @Override
        public void shownChanged() {
            current.clearNotice();
            searches.newGeneration();
            turns.startComputerIfToMove();
            display.predictIfShown();
            solver.positionChanged();
            practice.positionChanged();
            deepAnalysis.positionChanged();
            current.notifyListeners();
        }
    }

    /** The analysis panel's best line, or else the continuation "who will win" expects; empty when neither is known. */
    List<Point> lineToShow() {
        return deepAnalysis.shown().flatMap(r -> r.map().best()).map(Candidate::line)
                .or(() -> display.prediction().map(Prediction::line))
                .orElse(List.of());
    }

    /** Stops all background work; late answers will be dropped. */
    void shutdown() {
        searches.newGeneration();
        reviewer.stop();
        solver.cancel();
        deepAnalysis.stop();
        current.notifyListeners(); // views stop their timers
    }
}
