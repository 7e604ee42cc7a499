package org.inarow.io.pbrain;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.inarow.ai.Limits;
import org.inarow.ai.Strategy;
import org.inarow.ai.search.MoveBudget;
import org.inarow.model.Point;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The brain's side of the Gomocup protocol, fed line by line like a manager does, with exact
 * answers. The fake brain plays the first empty point from the top left (x along rows from y = 0),
 * so BEGIN on an empty board answers 0,0.
 */
class PbrainProtocolTest {
    private static final String FIRST_MOVE_MESSAGE = "MESSAGE depth 1 score 0 nodes 1 time 0 pv ";

    private ManagerHarness manager;

    private ManagerHarness brain(Strategy strategy) {
        manager = new ManagerHarness((rules, seed) -> strategy);
        return manager;
    }

    @AfterEach
    void closePipe() throws Exception {
        if (manager != null) {
            manager.close();
        }
    }

    @Test
    void startAnswersOkForTheSupportedSizesAndAnErrorOtherwise() {
        ManagerHarness m = brain(new FakeBrains.FirstEmpty());

        m.send("START 20");
        assertThat(m.answer()).isEqualTo("OK");
        m.send("START 15");
        assertThat(m.answer()).isEqualTo("OK");
        m.send("START 10");
        assertThat(m.answer()).isEqualTo("ERROR START 10: size 10 is not supported (I play on 15, 19, 20)");
        m.send("START big");
        assertThat(m.answer()).isEqualTo("ERROR START big: 'big' is not a whole number");
        m.send("RECTSTART 19,19");
        assertThat(m.answer()).isEqualTo("OK");
        m.send("RECTSTART 30,20");
        assertThat(m.answer()).isEqualTo("ERROR RECTSTART 30,20: rectangular boards are not supported (I play on 15, 19, 20)");
    }

    @Test
    void beginOpensAndTurnAnswersInProtocolCoordinates() {
        ManagerHarness m = brain(new FakeBrains.FirstEmpty());

        m.send("START 15", "BEGIN");
        assertThat(m.answers(3)).containsExactly("OK", FIRST_MOVE_MESSAGE + "0,0", "0,0");
        m.send("TURN 1,0");
        assertThat(m.answers(2)).containsExactly(FIRST_MOVE_MESSAGE + "2,0", "2,0");
    }

    @Test
    void theBrainPlaysSecondAfterATurnOnTheEmptyBoard() {
        ManagerHarness m = brain(new FakeBrains.FirstEmpty());

        m.send("START 15", "TURN 0,0");
        assertThat(m.answer()).isEqualTo("OK");
        assertThat(m.move()).isEqualTo("1,0");
        m.send("TURN 2,0");
        assertThat(m.move()).isEqualTo("3,0");
    }

    @Test
    void anOccupiedOffBoardOrMalformedTurnIsAnErrorAndChangesNothing() {
        ManagerHarness m = brain(new FakeBrains.FirstEmpty());
        m.send("START 15", "BEGIN");
        assertThat(m.answer()).isEqualTo("OK");
        assertThat(m.move()).isEqualTo("0,0");

        m.send("TURN 0,0");
        assertThat(m.answer()).isEqualTo("ERROR TURN 0,0: 0,0 is occupied");
        m.send("TURN 15,3");
        assertThat(m.answer()).isEqualTo("ERROR TURN 15,3: 15,3 is off the 15x15 board");
        m.send("TURN -1,3");
        assertThat(m.answer()).isEqualTo("ERROR TURN -1,3: -1,3 is off the 15x15 board");
        m.send("TURN seven,eight");
        assertThat(m.answer()).isEqualTo("ERROR TURN seven,eight: 'seven,eight' is not a point x,y");
        m.send("TURN");
        assertThat(m.answer()).isEqualTo("ERROR TURN: '' is not a point x,y");

        m.send("TURN 1,0"); // the game goes on as if nothing had happened
        assertThat(m.move()).isEqualTo("2,0");
    }

    @Test
    void boardSetsTheWholePositionAndTheBrainMoves() {
        ManagerHarness m = brain(new FakeBrains.FirstEmpty());

        m.send("START 15", "BOARD", "0,0,1", "1,0,2", "3,0,2", "DONE");
        assertThat(m.answer()).isEqualTo("OK");
        assertThat(m.move()).isEqualTo("2,0"); // one own and two opponent stones: the brain plays second
        m.send("TURN 2,0");
        assertThat(m.answer()).isEqualTo("ERROR TURN 2,0: 2,0 is occupied");
        m.send("TURN 4,0");
        assertThat(m.move()).isEqualTo("5,0");
    }

    @Test
    void aBadBoardIsAnErrorNamingItsLineAndKeepsTheOldPosition() {
        ManagerHarness m = brain(new FakeBrains.FirstEmpty());
        m.send("START 15", "BEGIN");
        assertThat(m.answer()).isEqualTo("OK");
        assertThat(m.move()).isEqualTo("0,0");

        m.send("BOARD", "7,7,1", "7,7,2", "DONE");
        assertThat(m.answer()).isEqualTo("ERROR BOARD: BOARD line 2 '7,7,2': 7,7 is given twice");
        m.send("BOARD", "7,7,1", "8,8,3", "DONE");
        assertThat(m.answer()).isEqualTo("ERROR BOARD: BOARD line 2 '8,8,3': field 3 (continuous game) is not supported");
        m.send("BOARD", "7,7,4", "DONE");
        assertThat(m.answer()).isEqualTo("ERROR BOARD: BOARD line 1 '7,7,4': field '4' is not 1 (own stone) or 2 (opponent's)");
        m.send("BOARD", "7,15,1", "DONE");
        assertThat(m.answer()).isEqualTo("ERROR BOARD: BOARD line 1 '7,15,1': 7,15 is off the 15x15 board");
        m.send("BOARD", "hello", "DONE");
        assertThat(m.answer()).isEqualTo("ERROR BOARD: BOARD line 1 'hello': expected x,y,field");
        m.send("BOARD", "1,1,1", "2,2,1", "DONE");
        assertThat(m.answer()).isEqualTo("ERROR BOARD: 2 own and 0 opponent stones cannot come from alternate moves with me to move");
        m.send("BOARD", "0,0,2", "1,0,2", "2,0,2", "3,0,2", "4,0,2", "0,1,1", "1,1,1", "2,1,1", "3,1,1", "DONE");
        assertThat(m.answer()).isEqualTo("ERROR BOARD: the game is over, there is no move to make");

        m.send("TURN 0,0"); // the brain's stone from before is still there
        assertThat(m.answer()).isEqualTo("ERROR TURN 0,0: 0,0 is occupied");
    }

    @Test
    void takebackRemovesAStoneAndAnswersOk() {
        ManagerHarness m = brain(new FakeBrains.FirstEmpty());
        m.send("START 15", "BEGIN");
        assertThat(m.answer()).isEqualTo("OK");
        assertThat(m.move()).isEqualTo("0,0");
        m.send("TURN 1,0");
        assertThat(m.move()).isEqualTo("2,0");

        m.send("TAKEBACK 2,0");
        assertThat(m.answer()).isEqualTo("OK");
        m.send("TAKEBACK 1,0");
        assertThat(m.answer()).isEqualTo("OK");
        m.send("TAKEBACK 9,9");
        assertThat(m.answer()).isEqualTo("ERROR TAKEBACK 9,9: 9,9 has no stone to take back");
        m.send("TURN 2,0"); // 1,0 is free again, so the brain takes it
        assertThat(m.move()).isEqualTo("1,0");
    }

    @Test
    void restartClearsTheBoard() {
        ManagerHarness m = brain(new FakeBrains.FirstEmpty());
        m.send("START 15", "BEGIN");
        assertThat(m.answer()).isEqualTo("OK");
        assertThat(m.move()).isEqualTo("0,0");

        m.send("RESTART");
        assertThat(m.answer()).isEqualTo("OK");
        m.send("BEGIN");
        assertThat(m.move()).isEqualTo("0,0");
    }

    @Test
    void aboutIsOneLineOfKeywordsAndValues() {
        ManagerHarness m = brain(new FakeBrains.FirstEmpty());

        m.send("ABOUT");
        assertThat(m.answer()).isEqualTo(ManagerHarness.ABOUT);
    }

    @Test
    void unknownCommandsAndGarbageGetUnknownAndTheBrainGoesOn() {
        ManagerHarness m = brain(new FakeBrains.FirstEmpty());

        m.send("YXSHOWINFO", "@@@ !!", "", "   ", "start 15");
        assertThat(m.answers(3)).containsExactly(
                "UNKNOWN command 'YXSHOWINFO' is not known",
                "UNKNOWN command '@@@' is not known",
                "OK"); // empty lines are ignored; commands in any case
        m.send("SWAP2BOARD", "7,7", "DONE");
        assertThat(m.answer()).isEqualTo("ERROR SWAP2BOARD: swap2 asks with 0, 3 or 5 stones, not 1");
        m.send("begin");
        assertThat(m.move()).isEqualTo("0,0");
    }

    @Test
    void commandsBeforeStartAreErrors() {
        ManagerHarness m = brain(new FakeBrains.FirstEmpty());

        m.send("BEGIN");
        assertThat(m.answer()).isEqualTo("ERROR BEGIN: no board yet: START first");
        m.send("TURN 7,7");
        assertThat(m.answer()).isEqualTo("ERROR TURN 7,7: no board yet: START first");
    }

    @Test
    void infoIsNotAnsweredButProblemsAreToldBeforeTheNextAnswer() throws Exception {
        ManagerHarness m = brain(new FakeBrains.FirstEmpty());

        m.send("INFO timeout_turn 5000", "INFO timeout_match 100000", "INFO max_memory 83886080", "INFO game_type 1",
                "INFO folder C:\\brains", "INFO evaluate 7,7", "INFO some_future_key 3");
        assertThat(m.answersWithin(100)).isEmpty();
        m.send("INFO rule 4", "INFO time_left soon");
        assertThat(m.answersWithin(100)).isEmpty();
        m.send("START 15");
        assertThat(m.answers(2)).containsExactly(
                "MESSAGE INFO time_left soon: 'soon' is not a whole number; ignored",
                "OK");
    }

    @Test
    void maxMemoryRebuildsTheBrainToFitBeforeTheNextMove() {
        List<String> builds = new java.util.concurrent.CopyOnWriteArrayList<>();
        manager = new ManagerHarness(recordingBuilds(builds));
        manager.send("START 15");
        assertThat(manager.answer()).isEqualTo("OK");
        manager.send("INFO max_memory 367001600", "INFO max_memory 367001600", "BEGIN");
        assertThat(manager.move()).isEqualTo("0,0");
        assertThat(builds).containsExactly("reclaim", "max_memory 0, threads 1", "reclaim", "max_memory 367001600, threads 1"); // a repeated value builds nothing
        manager.send("INFO max_memory -5", "TURN 7,7");
        assertThat(manager.answer()).isEqualTo("MESSAGE INFO max_memory -5: '-5' is not a memory size; ignored");
        assertThat(manager.move()).isEqualTo("1,0");
        assertThat(builds).hasSize(4);
    }

    @Test
    void threadNumRebuildsTheBrainWithThatManyThreadsBeforeTheNextMove() {
        List<String> builds = new java.util.concurrent.CopyOnWriteArrayList<>();
        manager = new ManagerHarness(recordingBuilds(builds));
        manager.send("START 15");
        assertThat(manager.answer()).isEqualTo("OK");
        manager.send("INFO thread_num 2", "INFO thread_num 2", "BEGIN");
        assertThat(manager.move()).isEqualTo("0,0");
        // one until told; the old brain's memory given back before the new one is built; a repeat builds nothing
        assertThat(builds).containsExactly("reclaim", "max_memory 0, threads 1", "reclaim", "max_memory 0, threads 2");
        manager.send("INFO thread_num 0", "TURN 7,7");
        assertThat(manager.answer()).isEqualTo("MESSAGE INFO thread_num 0: '0' is not a number of threads; ignored");
        assertThat(manager.move()).isEqualTo("1,0");
        assertThat(builds).hasSize(4);
    }

    @Test
    void maxNodeLimitsEachMoveToThatManyNodesBesideItsTime() {
        FakeBrains.FirstEmpty strategy = new FakeBrains.FirstEmpty();
        ManagerHarness m = brain(strategy);
        m.send("INFO timeout_turn 1000", "START 15");
        assertThat(m.answer()).isEqualTo("OK");
        m.send("BEGIN");
        assertThat(m.move()).isEqualTo("0,0");
        m.send("INFO max_node 50000", "TURN 7,7");
        assertThat(m.move()).isEqualTo("1,0");
        m.send("INFO max_node -3", "TURN 8,8");
        assertThat(m.answer()).isEqualTo("MESSAGE INFO max_node -3: '-3' is not a number of nodes; ignored");
        assertThat(m.move()).isEqualTo("2,0");
        m.send("INFO max_node 0", "TURN 9,9");
        assertThat(m.move()).isEqualTo("3,0");

        assertThat(strategy.limits).extracting(Limits::maxNodes).containsExactly(0L, 50_000L, 50_000L, 0L);
        assertThat(strategy.limits).allSatisfy(l -> assertThat(l.timeMillis()).as("the turn's time still applies").isBetween(1L, 1000L));
    }

    @Test
    void aNewGameWaitsForTheLastSearchToEndBeforeItBuildsTheNextBrain() {
        List<String> log = new java.util.concurrent.CopyOnWriteArrayList<>();
        PbrainProtocol.BrainFactory lingering = new PbrainProtocol.BrainFactory() {
            @Override
            public Strategy create(org.inarow.model.Rules rules, long seed) {
                log.add("built");
                return new FakeBrains.SlowToStop(log, 400);
            }

            @Override
            public void reclaim() {
                log.add("reclaim");
            }
        };
        manager = new ManagerHarness(lingering);
        manager.send("INFO timeout_turn 100", "START 15");
        assertThat(manager.answer()).isEqualTo("OK");
        manager.send("BEGIN");
        assertThat(manager.move()).as("answered for, with the point nearest the centre, while the search lingers").isEqualTo("7,7");

        manager.send("RESTART");
        assertThat(manager.answer()).isEqualTo("OK");
        // the old brain's table is free to go only once its search has ended: two tables never live at once
        assertThat(log).containsExactly("reclaim", "built", "search ended", "reclaim", "built");
    }

    /** Brains that note the memory and threads each was built with, and each reclaim; built any other way, they fail. */
    private static PbrainProtocol.BrainFactory recordingBuilds(List<String> builds) {
        return new PbrainProtocol.BrainFactory() {
            @Override
            public Strategy create(org.inarow.model.Rules rules, long seed) {
                throw new AssertionError("the brain is built with its memory limit and threads");
            }

            @Override
            public Strategy create(org.inarow.model.Rules rules, long seed, long maxMemoryBytes, int threads) {
                builds.add("max_memory " + maxMemoryBytes + ", threads " + threads);
                return new FakeBrains.FirstEmpty();
            }

            @Override
            public void reclaim() {
                builds.add("reclaim");
            }
        };
    }

    @Test
    void ruleOneMakesOnlyExactlyFiveWin() {
        String[] board = {"BOARD", "0,0,1", "2,0,1", "4,0,1", "6,0,1", "8,0,1",
                "0,14,2", "1,14,2", "2,14,2", "3,14,2", "5,14,2", "DONE"};
        ManagerHarness freestyle = brain(new FakeBrains.FirstEmpty());
        freestyle.send("START 15");
        freestyle.send(board);
        assertThat(freestyle.answer()).isEqualTo("OK");
        assertThat(freestyle.move()).isEqualTo("1,0");
        freestyle.send("TURN 4,14"); // six in a row: a win in freestyle
        assertThat(freestyle.answer()).isEqualTo("ERROR TURN 4,14: the game is over, there is no move to make");

        ManagerHarness exactFive = brain(new FakeBrains.FirstEmpty());
        exactFive.send("INFO rule 1", "START 15");
        exactFive.send(board);
        assertThat(exactFive.answer()).isEqualTo("OK");
        assertThat(exactFive.move()).isEqualTo("1,0");
        exactFive.send("TURN 4,14"); // six in a row wins nothing
        assertThat(exactFive.move()).isEqualTo("3,0");
    }

    @Test
    void ruleFourIsRenjuAndTheBrainNeverPlaysAForbiddenPoint() throws Exception {
        // the brain is Black with d8 e8 f8 g8 and i8: c8 makes five, h8 six (a win in freestyle, forbidden in renju)
        String[] board = {"BOARD", "3,7,1", "4,7,1", "5,7,1", "6,7,1", "8,7,1",
                "0,14,2", "0,12,2", "0,10,2", "0,8,2", "0,6,2", "DONE"};
        List<String> freestyleMoves = new java.util.ArrayList<>();
        for (long seed = 1; seed <= 8; seed++) {
            long fixed = seed;
            ManagerHarness freestyle = new ManagerHarness((rules, ignored) -> org.inarow.ai.Strategies.parse("greedy", rules, fixed));
            freestyle.send("START 15");
            freestyle.send(board);
            freestyle.answer(); // OK
            freestyleMoves.add(freestyle.move());
            freestyle.close();

            ManagerHarness renju = new ManagerHarness((rules, ignored) -> org.inarow.ai.Strategies.parse("greedy", rules, fixed));
            renju.send("INFO rule 4", "START 15");
            renju.send(board);
            assertThat(renju.answer()).isEqualTo("OK");
            assertThat(renju.move()).as("seed %d", seed).isEqualTo("2,7");
            renju.close();
        }
        assertThat(freestyleMoves).as("greedy takes either five in freestyle").contains("7,7");
    }

    @Test
    void playImposesTheBrainsOwnMove() {
        ManagerHarness m = brain(new FakeBrains.FirstEmpty());
        m.send("START 15", "BEGIN");
        assertThat(m.answer()).isEqualTo("OK");
        assertThat(m.move()).isEqualTo("0,0");
        m.send("TURN 1,0");
        assertThat(m.move()).isEqualTo("2,0");
        m.send("TAKEBACK 2,0", "PLAY 7,7");
        assertThat(m.answers(2)).containsExactly("OK", "7,7");
        m.send("TURN 7,7");
        assertThat(m.answer()).isEqualTo("ERROR TURN 7,7: 7,7 is occupied");
    }

    @Test
    void answersWithinTimeoutTurnWhenTheSearchWouldGoOn() {
        FakeBrains.UntilStopped strategy = new FakeBrains.UntilStopped();
        ManagerHarness m = brain(strategy);
        m.send("INFO timeout_turn 1000", "START 15");
        assertThat(m.answer()).isEqualTo("OK");

        long start = System.nanoTime();
        m.send("BEGIN");
        String move = m.move();
        long millis = (System.nanoTime() - start) / 1_000_000;

        assertThat(move).isEqualTo("0,0");
        assertThat(millis).as("answer time").isLessThan(1000);
        assertThat(strategy.limits).singleElement().satisfies(l -> {
            assertThat(l.timeMillis()).isBetween(1L, 900L);
            assertThat(l.spendTheTime()).as("a tournament's move time is spent, not saved").isTrue();
        });
        assertThat(strategy.stopped.getCount()).isZero();
    }

    @Test
    void aSearchDeafToTheStopFlagIsAnsweredForWithItsBestMoveSoFar() throws Exception {
        FakeBrains.Stuck strategy = new FakeBrains.Stuck(new Point(9, 9));
        ManagerHarness m = brain(strategy);
        try {
            m.send("INFO timeout_turn 400", "START 15");
            assertThat(m.answer()).isEqualTo("OK");

            long start = System.nanoTime();
            m.send("BEGIN");
            List<String> answer = m.answers(3);
            long millis = (System.nanoTime() - start) / 1_000_000;

            assertThat(answer).containsExactly(
                    "DEBUG the search did not stop in time; answering with its best move so far",
                    "MESSAGE depth 3 score 42 nodes 1000 time 10 pv 9,5",
                    "9,5"); // j10 on 15x15
            assertThat(millis).as("answer time").isLessThan(400);
        } finally {
            strategy.release.countDown();
        }
    }

    /** A brain told a minute a move, sent {@code beforeBegin} once started, then thinking on BEGIN. */
    private ManagerHarness thinkingForAMinute(FakeBrains.UntilStopped strategy, List<String> beforeBegin) throws Exception {
        ManagerHarness m = brain(strategy);
        m.send("INFO timeout_turn 60000", "START 15");
        assertThat(m.answer()).isEqualTo("OK");
        beforeBegin.forEach(m::send);
        m.send("BEGIN");
        assertThat(strategy.started.await(10, TimeUnit.SECONDS)).isTrue();
        return m;
    }

    @Test
    void endWhileThinkingStopsTheSearchPromptlyAndNothingFollows() throws Exception {
        FakeBrains.UntilStopped strategy = new FakeBrains.UntilStopped();
        ManagerHarness m = thinkingForAMinute(strategy, List.of());

        long start = System.nanoTime();
        m.send("END");

        assertThat(m.endsWithin(2000)).as("the brain ends").isTrue();
        assertThat(strategy.stopped.await(2, TimeUnit.SECONDS)).as("the search stops").isTrue();
        assertThat((System.nanoTime() - start) / 1_000_000).as("time to end").isLessThan(2000);
        assertThat(m.answersWithin(100)).isEmpty();
    }

    @Test
    void yxstopWhileThinkingGivesTheMoveAtOnceAndIsIgnoredWhenIdle() throws Exception {
        FakeBrains.UntilStopped strategy = new FakeBrains.UntilStopped();
        ManagerHarness m = thinkingForAMinute(strategy, List.of("YXSTOP")); // idle: nothing to stop, nothing answered

        long start = System.nanoTime();
        m.send("YXSTOP");

        assertThat(m.answers(2)).containsExactly(FIRST_MOVE_MESSAGE + "0,0", "0,0");
        assertThat((System.nanoTime() - start) / 1_000_000).as("time to the move").isLessThan(5000);
        m.send("TURN 1,0", "STOP");
        assertThat(m.answers(2)).containsExactly(FIRST_MOVE_MESSAGE + "2,0", "2,0");
    }

    @Test
    void endStopsTheBrainAtOnceWhenIdle() throws Exception {
        ManagerHarness m = brain(new FakeBrains.FirstEmpty());
        m.send("START 15");
        assertThat(m.answer()).isEqualTo("OK");

        m.send("END");

        assertThat(m.endsWithin(2000)).isTrue();
        assertThat(m.answersWithin(50)).isEmpty();
    }

    @Test
    void otherCommandsWaitForTheMoveButInfoTakesEffectAtOnce() {
        FakeBrains.UntilStopped strategy = new FakeBrains.UntilStopped();
        ManagerHarness m = brain(strategy);
        // turns long enough that the stop-to-answer reserve (100 ms) holds on a loaded machine too
        m.send("INFO timeout_turn 1000", "START 15");
        assertThat(m.answer()).isEqualTo("OK");

        m.send("BEGIN", "ABOUT", "INFO timeout_turn 3000", "TURN 1,0");

        assertThat(m.answers(5)).containsExactly(
                FIRST_MOVE_MESSAGE + "0,0", "0,0", ManagerHarness.ABOUT, FIRST_MOVE_MESSAGE + "2,0", "2,0");
        // the queued TURN's clock started when it arrived, so its search gets 2.7 s less the wait (~0.95 s);
        // with the old 1 s turn it could not get more than 0.9 s
        assertThat(strategy.limits).extracting(Limits::timeMillis).satisfies(times -> {
            assertThat(times.get(0)).isLessThanOrEqualTo(900);
            assertThat(times.get(1)).isGreaterThan(1000);
        });
    }

    @Test
    void littleTimeLeftInTheMatchMeansAQuickMove() {
        FakeBrains.UntilStopped strategy = new FakeBrains.UntilStopped();
        ManagerHarness m = brain(strategy);
        m.send("INFO timeout_turn 30000", "INFO timeout_match 200000", "START 15", "INFO time_left 900");
        assertThat(m.answer()).isEqualTo("OK");

        long start = System.nanoTime();
        m.send("BEGIN");
        // the search's move, or the fallback (the centre) should its stop come later than half the 18 ms reserve on a loaded machine
        assertThat(m.move()).isIn("0,0", "7,7");

        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(900 / MoveBudget.SHARE_OF_TIME_LEFT + 500);
        // 45 ms for this move (900 / 20): it thinks for at most that less the reserve (27 ms)
        long share = 900 / MoveBudget.SHARE_OF_TIME_LEFT;
        assertThat(strategy.limits.get(0).timeMillis()).isLessThanOrEqualTo(share - MoveBudget.reserve(share));
        assertThat(strategy.limits.get(0).spendTheTime()).as("a share of the match clock is saved, not spent").isFalse();
    }

    @Test
    void aFailingOrIllegalSearchStillGivesALegalMove() {
        ManagerHarness failing = brain(new FakeBrains.Broken(true));
        failing.send("START 15", "BEGIN");
        assertThat(failing.answers(3)).containsExactly("OK", "DEBUG the search failed: java.lang.IllegalStateException: boom", "7,7");

        ManagerHarness illegal = brain(new FakeBrains.Broken(false));
        illegal.send("START 15", "TURN 7,7");
        // the empty point nearest the centre, the first found from the bottom left: g7
        assertThat(illegal.answers(3)).containsExactly("OK", "DEBUG the search answered 7,7, not an empty point", "6,8");
    }

    @Test
    void aProvenResultIsToldInPliesInTheMessage() {
        Strategy winning = new Strategy() {
            @Override
            public String name() {
                return "winning";
            }

            @Override
            public org.inarow.ai.SearchResult search(org.inarow.model.Position position, Limits limits,
                                                     org.inarow.ai.Cancellation cancellation, org.inarow.ai.ProgressSink progress) {
                Point move = FakeBrains.firstEmpty(position);
                return new org.inarow.ai.SearchResult(move, org.inarow.ai.Score.winIn(7), 9, 500, 3, List.of(move));
            }
        };
        ManagerHarness m = brain(winning);

        m.send("START 15", "BEGIN");
        assertThat(m.answers(3)).containsExactly("OK", "MESSAGE depth 9 score win-in-7 nodes 500 time 3 pv 0,0", "0,0");
    }

    @Test
    void theEndOfInputWithoutEndFinishesTheWorkInHand() {
        StringWriter out = new StringWriter();
        PbrainProtocol protocol = new PbrainProtocol(new StringReader("START 15\nBEGIN\nTURN 1,0\n"), out,
                (rules, seed) -> new FakeBrains.FirstEmpty(), ManagerHarness.ABOUT, 1);

        protocol.run();

        assertThat(out.toString().lines()).containsExactly("OK", FIRST_MOVE_MESSAGE + "0,0", "0,0", FIRST_MOVE_MESSAGE + "2,0", "2,0");
    }
}
