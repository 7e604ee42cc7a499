package org.inarow.ui.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.inarow.ai.Candidate;
import org.inarow.ai.CandidateAnalysis;
import org.inarow.ai.Candidates;
import org.inarow.ai.Level;
import org.inarow.ai.Outcome;
import org.inarow.ai.OutcomeClass;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictor;
import org.inarow.ai.Proof;
import org.inarow.ai.Strategy;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.board.BoardMap;
import org.inarow.ui.board.MapPoint;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The controller without a window: its rules about turns, undo, and stale answers from other threads. */
class GameControllerTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private final List<Throwable> errors = new ArrayList<>();
    private GameController controller;

    @AfterEach
    void stop() {
        if (controller != null) {
            Edt.run(controller::shutdown);
        }
        assertThat(errors).isEmpty();
    }

    private GameController start(GameSetup setup, Strategy strategy, Predictor predictor, boolean predictions) {
        controller = Edt.call(() -> {
            GameController c = new GameController(setup, predictions, (level, rules, seed) -> strategy,
                    rules -> predictor, errors::add);
            c.start();
            return c;
        });
        return controller;
    }

    private GameController vsComputer(Strategy strategy) {
        return start(new GameSetup(GOMOKU, Mode.VS_COMPUTER, Side.FIRST, Level.MEDIUM, 1), strategy,
                (p, l, c) -> unknown(0), false);
    }

    private static Prediction unknown(int score) {
        return new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, null, List.of(), score, 0, List.of(), Map.of());
    }

    private void play(String cell) {
        Edt.run(() -> controller.cellChosen(Notation.parsePoint(cell, GOMOKU)));
    }

    private String moves() {
        return Edt.call(() -> Notation.formatMoves(controller.position().moves()));
    }

    /** Waits until every search has answered and its done() has used or dropped the answer. */
    private void waitUntilSettled() {
        Edt.waitFor("every search answered and dealt with", 5000, controller::isSettled);
    }

    private void waitForMoves(int count) {
        Edt.waitFor(count + " moves", 5000, () -> controller.history().size() == count && !controller.isThinking());
    }

    @Test
    void againstTheComputerUndoTakesBackYourMoveAndItsReply() {
        vsComputer(TestStrategies.scripted("a1 b1 c1 d1"));
        play("h8");
        waitForMoves(2);
        play("h9");
        waitForMoves(4);
        assertThat(moves()).isEqualTo("h8 a1 h9 b1");

        Edt.run(controller::undo);
        assertThat(moves()).isEqualTo("h8 a1");
        assertThat(Edt.call(controller::acceptsMoves)).isTrue();
        Edt.run(controller::undo);
        assertThat(moves()).isEmpty();
        assertThat(Edt.call(controller::canUndo)).isFalse();

        Edt.run(controller::redo);
        assertThat(moves()).as("redo brings back the reply too").isEqualTo("h8 a1");
        Edt.run(controller::redo);
        assertThat(moves()).isEqualTo("h8 a1 h9 b1");
        assertThat(Edt.call(controller::canRedo)).isFalse();
    }

    @Test
    void twoPlayersUndoOneMoveAtATime() {
        start(new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1), TestStrategies.scripted(""),
                (p, l, c) -> unknown(0), false);
        play("h8");
        play("h9");
        Edt.run(controller::undo);
        assertThat(moves()).isEqualTo("h8");
        Edt.run(controller::redo);
        assertThat(moves()).isEqualTo("h8 h9");
    }

    @Test
    void aLateMoveAfterNewGameIsDropped() throws Exception {
        TestStrategies.Slow slow = TestStrategies.slow("a1", 600);
        vsComputer(slow);
        play("h8");
        assertThat(slow.started.await(5, TimeUnit.SECONDS)).isTrue();
        assertThat(Edt.call(controller::isThinking)).isTrue();
        Edt.run(controller::newGame);
        waitUntilSettled();
        assertThat(slow.answered).hasValue(1);
        assertThat(moves()).isEmpty();
        assertThat(Edt.call(controller::isThinking)).isFalse();
    }

    @Test
    void undoWhileTheComputerThinksTakesBackYourMoveAndDropsItsAnswer() throws Exception {
        TestStrategies.Slow slow = TestStrategies.slow("a1", 500);
        vsComputer(slow);
        play("h8");
        assertThat(slow.started.await(5, TimeUnit.SECONDS)).isTrue();
        Edt.run(controller::undo);
        waitUntilSettled();
        assertThat(slow.answered).hasValue(1);
        assertThat(moves()).isEmpty();
        assertThat(Edt.call(controller::canRedo)).isTrue();
    }

    @Test
    void moveNowPlaysTheBestMoveFoundSoFar() {
        vsComputer(TestStrategies.untilStopped("j10"));
        play("h8");
        Edt.waitFor("progress", 5000, () -> controller.progress().isPresent());
        Edt.run(controller::moveNow);
        waitForMoves(2);
        assertThat(moves()).isEqualTo("h8 j10");
    }

    @Test
    void clicksWhileTheComputerIsToMoveAndOnStonesChangeNothing() throws Exception {
        TestStrategies.Slow slow = TestStrategies.slow("a1", 400);
        vsComputer(slow);
        play("h8");
        play("h9");
        assertThat(Edt.call(controller::notice)).contains("computer is thinking");
        waitForMoves(2);
        play("h8");
        assertThat(Edt.call(controller::notice)).isEqualTo("h8 is occupied.");
        assertThat(moves()).isEqualTo("h8 a1");
        play("k11");
        assertThat(Edt.call(controller::notice)).isNull();
    }

    @Test
    void theComputerOpensWhenItHasTheFirstMove() {
        start(new GameSetup(GOMOKU, Mode.VS_COMPUTER, Side.SECOND, Level.MEDIUM, 1), TestStrategies.scripted("h8"),
                (p, l, c) -> unknown(0), false);
        waitForMoves(1);
        assertThat(moves()).isEqualTo("h8");
        assertThat(Edt.call(controller::canUndo)).as("no move of yours to take back").isFalse();
    }

    @Test
    void switchingToTwoPlayersWhileItThinksKeepsThePositionAndDropsTheSearch() throws Exception {
        TestStrategies.Slow slow = TestStrategies.slow("a1", 400);
        vsComputer(slow);
        play("h8");
        assertThat(slow.started.await(5, TimeUnit.SECONDS)).isTrue();
        Edt.run(() -> controller.changeSetup(controller.setup().withMode(Mode.TWO_PLAYERS)));
        waitUntilSettled();
        assertThat(slow.answered).hasValue(1);
        assertThat(moves()).isEqualTo("h8");
        play("h9");
        assertThat(moves()).as("now people play both sides").isEqualTo("h8 h9");
    }

    @Test
    void aPredictionForAPositionNoLongerOnTheBoardIsDropped() {
        // answers with the number of moves it was asked about as its score; earlier positions answer
        // later, so without the staleness check the answer for h8 would arrive last and stay
        Predictor slowPredictor = (position, limits, cancellation) -> {
            TestStrategies.sleep(200L * (4 - position.moveCount()));
            return unknown(position.moveCount() * 1000);
        };
        start(new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1), TestStrategies.scripted(""),
                slowPredictor, true);
        play("h8");
        play("h9");
        play("h10");
        waitUntilSettled(); // the answers for h8 and h8 h9 too
        assertThat(Edt.call(controller.analysis()::isPredicting)).isFalse();
        assertThat(Edt.call(() -> controller.analysis().prediction().orElseThrow().score())).isEqualTo(3000);
    }

    @Test
    void aPredictionArrivingAfterTheSwitchWentOffIsDropped() {
        Predictor slowPredictor = (position, limits, cancellation) -> {
            TestStrategies.sleep(300);
            return unknown(0);
        };
        start(new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1), TestStrategies.scripted(""),
                slowPredictor, true);
        play("h8");
        assertThat(Edt.call(controller.analysis()::isPredicting)).isTrue();
        Edt.run(() -> controller.analysis().setShowPrediction(false)); // the same position: only the switch tells it apart
        waitUntilSettled();
        assertThat(Edt.call(controller.analysis()::prediction)).isEmpty();
    }

    @Test
    void theHintMarksTheMoveTheSearchFinds() {
        start(new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1), TestStrategies.scripted("g7"),
                (p, l, c) -> unknown(0), false);
        play("h8");
        Edt.run(controller::hint);
        Edt.waitFor("a hint", 5000, () -> controller.hintedMove().isPresent());
        assertThat(Edt.call(() -> controller.hintedMove().orElseThrow())).isEqualTo(new Point(6, 6));
        assertThat(Edt.call(() -> controller.analysis().boardView().hint())).isEqualTo(new Point(6, 6));
        play("g7");
        assertThat(Edt.call(controller::hintedMove)).as("a move clears the hint").isEmpty();
    }

    @Test
    void hintWorksWhileReviewingAndMarksTheBestMoveOfTheReviewedPosition() {
        start(new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1), TestStrategies.scripted("h9 g7"),
                (p, l, c) -> unknown(0), false);
        play("h8");
        play("h9");
        play("i8");
        Edt.run(() -> controller.showMove(1));
        assertThat(Edt.call(controller::canHint)).as("what should I have played?").isTrue();
        Edt.run(controller::hint);
        Edt.waitFor("a hint", 5000, () -> controller.hintedMove().isPresent());
        // h9 is taken in the game, free after move 1: the hint is for the position on the board
        assertThat(Edt.call(() -> controller.analysis().boardView().hint())).isEqualTo(Notation.parsePoint("h9", GOMOKU));
        assertThat(Edt.call(controller::isReviewing)).isTrue();
    }

    /** A map maker with fixed answers: after one move, h9 is best and g7 must block the stone at h8. */
    private static PredictorFactory fixedMap() {
        Prediction prediction = new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, Notation.parsePoint("h9", GOMOKU),
                List.of(), -100, 0, List.of(Notation.parsePoint("g7", GOMOKU)), Map.of(), Side.SECOND, 0.6,
                List.of(Notation.parsePoint("h8", GOMOKU)));
        Candidates map = new Candidates(prediction, List.of(
                new Candidate(Notation.parsePoint("h9", GOMOKU), OutcomeClass.BETTER, 0.6, -100, List.of(), true, false),
                new Candidate(Notation.parsePoint("g7", GOMOKU), OutcomeClass.WORSE, 0.8, -400, List.of(), false, true)));
        return new PredictorFactory() {
            @Override
            public Predictor create(Rules rules) {
                return (position, limits, cancellation) -> prediction;
            }

            @Override
            public CandidateAnalysis candidates(Rules rules) {
                return (position, count, limits, cancellation, progress) -> map;
            }
        };
    }

    @Test
    void theMapComesWithThePredictionAndGoesWithTheSwitch() {
        controller = Edt.call(() -> {
            GameController c = new GameController(new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1),
                    true, (level, rules, seed) -> TestStrategies.scripted(""), fixedMap(), errors::add);
            c.start();
            return c;
        });
        play("h8");
        Edt.waitFor("the map", 5000, () -> controller.analysis().prediction().isPresent());
        BoardMap map = Edt.call(() -> controller.analysis().boardView().map());
        // White to move: the labels are White's chances (40 and 20), the tooltips say so
        assertThat(map.points()).extracting(MapPoint::label).containsExactly("40", "20");
        assertThat(map.points()).extracting(MapPoint::best).containsExactly(true, false);
        assertThat(map.points()).extracting(MapPoint::outcome).containsExactly(OutcomeClass.BETTER, OutcomeClass.WORSE);
        assertThat(map.points().get(0).tooltip()).isEqualTo("h9, the best move: White 40 %");
        assertThat(map.points().get(1).tooltip()).contains("g7: White 20 %, 20 points less than the best move")
                .contains("g7 stops Black's threat");
        assertThat(map.mustBlock()).containsExactly(Notation.parsePoint("g7", GOMOKU));
        assertThat(map.threatStones()).containsExactly(Notation.parsePoint("h8", GOMOKU));
        Edt.run(() -> controller.analysis().setShowPrediction(false));
        assertThat(Edt.call(() -> controller.analysis().boardView().map())).isEqualTo(BoardMap.NONE);
    }

    @Test
    void theChancesOfTheGameAreKeptMoveByMoveAndTheEndIsCertain() {
        // the first player's chance rises by a tenth with every move
        Predictor rising = (position, limits, cancellation) -> new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, null,
                List.of(), 0, 0, List.of(), Map.of(), position.toMove(), 0.5 + position.moveCount() / 100.0, List.of());
        start(new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1), TestStrategies.scripted(""),
                rising, true);
        Edt.waitFor("a prediction", 5000, () -> controller.analysis().prediction().isPresent());
        for (String cell : "h8 a1 i8 a2".split(" ")) {
            play(cell);
            Edt.waitFor("a prediction", 5000, () -> controller.analysis().prediction().isPresent());
        }
        assertThat(Edt.call(controller.analysis()::chances)).extracting(ChancePoint::move).containsExactly(0, 1, 2, 3, 4);
        assertThat(Edt.call(controller.analysis()::chances)).extracting(ChancePoint::firstPlayerChance)
                .containsExactly(0.5, 0.51, 0.52, 0.53, 0.54);
        Edt.run(() -> controller.showMove(2));
        assertThat(Edt.call(controller.analysis()::shownChance)).as("known from before, at once")
                .contains(new ChancePoint(2, 0.52, false));
        Edt.run(() -> controller.showMove(4));
        for (String cell : "j8 a3 k8 a4 l8".split(" ")) {
            play(cell);
        }
        assertThat(Edt.call(() -> controller.position().isOver())).isTrue();
        List<ChancePoint> chances = Edt.call(controller.analysis()::chances);
        assertThat(chances.get(chances.size() - 1)).as("Black's five: certain").isEqualTo(new ChancePoint(9, 1, true));
        Edt.run(controller::newGame);
        assertThat(Edt.call(controller.analysis()::chances)).as("a new game starts afresh").hasSizeLessThanOrEqualTo(1);
    }

    @Test
    void anIllegalComputerMoveIsReportedAndTheGameKept() {
        Strategy cheat = new Strategy() {
            @Override
            public String name() {
                return "cheat";
            }

            @Override
            public org.inarow.ai.SearchResult search(org.inarow.model.Position position, org.inarow.ai.Limits limits,
                                                     org.inarow.ai.Cancellation cancellation,
                                                     org.inarow.ai.ProgressSink progress) {
                return new org.inarow.ai.SearchResult(new Point(7, 7), 0, 1, 1, 0, List.of());
            }
        };
        vsComputer(cheat);
        play("h8");
        Edt.waitFor("the error", 5000, () -> !errors.isEmpty());
        assertThat(errors.get(0)).hasMessageContaining("h8").hasMessageContaining("occupied");
        errors.clear();
        assertThat(moves()).isEqualTo("h8");
    }

    @Test
    void aGameInProgressIsReplacedOnlyIfThePlayerAgrees() {
        start(new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1), TestStrategies.scripted(""),
                (p, l, c) -> unknown(0), false);
        List<String> asked = new ArrayList<>();
        boolean[] yes = {false};
        Edt.run(() -> controller.setDiscardQuestion((moves, replacement) -> {
            asked.add(replacement + " " + moves);
            return yes[0];
        }));
        Edt.run(controller::newGame);
        assertThat(asked).as("an empty board: nothing to lose").isEmpty();
        play("h8");
        play("h9");

        Edt.run(controller::newGame);
        assertThat(Edt.call(() -> controller.changeSetup(controller.setup().withRules(Rules.gomokuFreestyle(19)))))
                .isFalse();
        var record = org.inarow.io.GameRecord.of(Rules.ticTacToe(), Notation.parseMoves("b2", Rules.ticTacToe()));
        assertThat(Edt.call(() -> controller.load(record))).isFalse();
        assertThat(asked).containsExactly("NEW_GAME 2", "NEW_RULES 2", "OTHER_GAME 2");
        assertThat(moves()).as("No changes nothing").isEqualTo("h8 h9");
        assertThat(Edt.call(controller::setup).rules()).isEqualTo(GOMOKU);

        assertThat(Edt.call(() -> controller.changeSetup(controller.setup().withLevel(Level.HARD)))).isTrue();
        assertThat(asked).as("the level applies to the game in progress: no question").hasSize(3);
        yes[0] = true;
        assertThat(Edt.call(() -> controller.changeSetup(controller.setup().withRules(Rules.gomokuFreestyle(19)))))
                .isTrue();
        assertThat(moves()).isEmpty();
        assertThat(Edt.call(controller::rules)).isEqualTo(Rules.gomokuFreestyle(19));
    }

    @Test
    void theOtherSideAgainstTheComputerIsANewGameAskedForFirst() {
        vsComputer(TestStrategies.scripted("a1 a2 a3"));
        List<String> asked = new ArrayList<>();
        boolean[] yes = {false};
        Edt.run(() -> controller.setDiscardQuestion((moves, replacement) -> {
            asked.add(replacement + " " + moves);
            return yes[0];
        }));
        play("h8");
        waitForMoves(2);
        assertThat(Edt.call(() -> controller.changeSetup(controller.setup().withHumanSide(Side.SECOND)))).isFalse();
        assertThat(asked).containsExactly("NEW_SIDE 2");
        waitUntilSettled();
        assertThat(moves()).as("No: the computer does not take over Black").isEqualTo("h8 a1");
        assertThat(Edt.call(controller::setup).humanSide()).isEqualTo(Side.FIRST);

        yes[0] = true;
        assertThat(Edt.call(() -> controller.changeSetup(controller.setup().withHumanSide(Side.SECOND)))).isTrue();
        waitForMoves(1);
        assertThat(moves()).as("a new game, the computer opening as Black").isEqualTo("a1");
        Edt.run(() -> controller.changeSetup(controller.setup().withMode(Mode.TWO_PLAYERS).withHumanSide(Side.FIRST)));
        assertThat(asked).as("in two players' mode the side is no one's: no question").hasSize(2);
    }

    @Test
    void aFinishedGameOrTheComputersOpeningAloneGoesWithoutAQuestion() {
        start(new GameSetup(GOMOKU, Mode.VS_COMPUTER, Side.SECOND, Level.MEDIUM, 1), TestStrategies.scripted("h8"),
                (p, l, c) -> unknown(0), false);
        List<Integer> asked = new ArrayList<>();
        Edt.run(() -> controller.setDiscardQuestion((moves, replacement) -> asked.add(moves) && false));
        waitForMoves(1);
        assertThat(Edt.call(controller::hasGameInProgress)).isFalse();
        Edt.run(controller::newGame);
        assertThat(asked).isEmpty();
        waitForMoves(1);

        Edt.run(() -> controller.changeSetup(controller.setup().withMode(Mode.TWO_PLAYERS)));
        for (String cell : "a1 h9 b1 h10 c1 h11 d1".split(" ")) {
            play(cell);
        }
        assertThat(Edt.call(controller::hasGameInProgress)).isTrue();
        play("h12"); // black's five: h8 (the computer's) to h12
        assertThat(Edt.call(() -> controller.position().isOver())).isTrue();
        Edt.run(controller::newGame);
        assertThat(asked).as("the game is over: nothing to lose").isEmpty();
        assertThat(moves()).isEmpty();
    }

    @Test
    void aFinishedGameCountsOnceInTheLevelsRecordEvenWhenUndoneAndEndedAgain() {
        vsComputer(TestStrategies.scripted("a1 a2 a3 a4 a5 a6 a7"));
        for (String cell : "h8 h9 h10 h11 h12".split(" ")) {
            play(cell);
            waitUntilSettled();
        }
        assertThat(Edt.call(() -> controller.position().isOver())).isTrue();
        assertThat(Edt.call(() -> controller.tally().levels().record(5))).isEqualTo(new LevelRecord(1, 0, 0));
        Edt.run(controller::undo);
        play("h12");
        waitUntilSettled();
        assertThat(Edt.call(() -> controller.position().isOver())).isTrue();
        assertThat(Edt.call(() -> controller.tally().levels().record(5))).as("the same game, once").isEqualTo(new LevelRecord(1, 0, 0));
        Edt.run(controller::newGame);
        for (String cell : "o1 o3 o5 o7 o9".split(" ")) {
            play(cell);
            waitUntilSettled();
        }
        assertThat(Edt.call(() -> controller.tally().levels().record(5))).isEqualTo(new LevelRecord(1, 0, 1));
    }

    @Test
    void twoPlayerGamesAndTicTacToeDoNotCountForTheLadder() {
        start(new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1), TestStrategies.scripted(""),
                (p, l, c) -> unknown(0), false);
        for (String cell : "h8 a1 h9 a2 h10 a3 h11 a4 h12".split(" ")) {
            play(cell);
        }
        assertThat(Edt.call(() -> controller.position().isOver())).isTrue();
        assertThat(Edt.call(() -> controller.tally().levels().record(5))).isEqualTo(LevelRecord.NONE);
    }
}
