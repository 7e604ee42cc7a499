package org.inarow.io.pbrain;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategies;
import org.inarow.ai.Strategy;
import org.inarow.model.Game;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * SWAP2BOARD, the Gomocup protocol's swap2 extension: the answers for 0, 3 and 5 stones, bad
 * blocks refused, and a whole swap2 game between two brains driven through the protocol.
 */
class Swap2ProtocolTest {
    private static final String STONES3 = "^\\d+,\\d+ \\d+,\\d+ \\d+,\\d+$";
    private final List<ManagerHarness> managers = new ArrayList<>();

    /** Judges every position {@code score} for the side to move and plays the first empty point. */
    private static Strategy judging(int score) {
        return new Strategy() {
            @Override
            public String name() {
                return "judging";
            }

            @Override
            public SearchResult search(Position position, Limits limits, Cancellation cancellation, ProgressSink progress) {
                Point p = FakeBrains.firstEmpty(position);
                return new SearchResult(p, score, 1, 1, 0, List.of(p));
            }
        };
    }

    private ManagerHarness brain(PbrainProtocol.BrainFactory brains) {
        ManagerHarness m = new ManagerHarness(brains);
        managers.add(m);
        m.send("INFO timeout_turn 300", "START 15");
        assertThat(m.answer()).isEqualTo("OK");
        return m;
    }

    @AfterEach
    void close() throws Exception {
        for (ManagerHarness m : managers) {
            m.close();
        }
    }

    @Test
    void anEmptyBoardGetsThreeDistinctStones() {
        ManagerHarness m = brain((rules, seed) -> judging(0));
        m.send("SWAP2BOARD", "DONE");
        String answer = m.move();
        assertThat(answer).matches(STONES3);
        assertThat(new HashSet<>(List.of(answer.split(" ")))).hasSize(3);
    }

    @Test
    void afterThreeStonesTheBrainSwapsStaysWhiteOrPlacesTwoByItsJudgement() {
        ManagerHarness whiteAhead = brain((rules, seed) -> judging(500));
        whiteAhead.send("SWAP2BOARD", "7,7", "8,7", "9,9", "DONE");
        assertThat(whiteAhead.move()).isEqualTo("0,0"); // stays White: the fourth move
        whiteAhead.send("TURN 1,0"); // Black's fifth: the brain plays White
        assertThat(whiteAhead.move()).isEqualTo("2,0");

        ManagerHarness blackAhead = brain((rules, seed) -> judging(-500));
        blackAhead.send("SWAP2BOARD", "7,7", "8,7", "9,9", "DONE");
        assertThat(blackAhead.move()).isEqualTo("SWAP");
        blackAhead.send("TURN 0,0"); // the opponent, now White, plays the fourth move
        assertThat(blackAhead.move()).isEqualTo("1,0");

        ManagerHarness even = brain((rules, seed) -> judging(0));
        even.send("SWAP2BOARD", "7,7", "8,7", "9,9", "DONE");
        assertThat(even.move()).isEqualTo("0,0 1,0"); // White's fourth and Black's fifth
    }

    @Test
    void afterFiveStonesTheBrainSwapsOrPlaysWhitesSixth() {
        ManagerHarness blackAhead = brain((rules, seed) -> judging(-500));
        blackAhead.send("SWAP2BOARD", "7,7", "8,7", "9,9", "8,8", "8,6", "DONE");
        assertThat(blackAhead.move()).isEqualTo("SWAP");

        ManagerHarness even = brain((rules, seed) -> judging(0)); // no placing after five: the colour preferred
        even.send("SWAP2BOARD", "7,7", "8,7", "9,9", "8,8", "8,6", "DONE");
        assertThat(even.move()).isIn("SWAP", "0,0");
    }

    @Test
    void stonesWithTheirFieldAsManagersSendThemAreReadTheSame() {
        ManagerHarness blackAhead = brain((rules, seed) -> judging(-500));
        blackAhead.send("SWAP2BOARD", "7,7,2", "8,7,1", "9,9,2", "8,8,1", "8,6,2", "DONE");
        assertThat(blackAhead.move()).isEqualTo("SWAP");
    }

    @Test
    void badBlocksAreRefusedAndChangeNothing() {
        ManagerHarness m = brain((rules, seed) -> judging(0));
        m.send("SWAP2BOARD", "7,7", "8,7", "DONE");
        assertThat(m.answer()).isEqualTo("ERROR SWAP2BOARD: swap2 asks with 0, 3 or 5 stones, not 2");
        m.send("SWAP2BOARD", "7,7", "8,7", "7,7", "DONE");
        assertThat(m.answer()).isEqualTo("ERROR SWAP2BOARD: SWAP2BOARD line 3 '7,7': 7,7 is given twice");
        m.send("SWAP2BOARD", "7,7", "8,7", "99,9", "DONE");
        assertThat(m.answer()).startsWith("ERROR SWAP2BOARD: SWAP2BOARD line 3 '99,9': ");
        m.send("BEGIN"); // the board is still empty
        assertThat(m.move()).isEqualTo("0,0");
    }

    /**
     * A swap2 decision holds the brain's table as a move's search does: stopped by END but deaf to
     * it, it still runs once the protocol has ended, and awaitSearchesEnded waits for it.
     */
    @Test
    void awaitSearchesEndedWaitsForASwap2DecisionStillRunning() {
        FakeBrains.Stuck deaf = new FakeBrains.Stuck(new Point(0, 0));
        PbrainProtocol protocol = new PbrainProtocol(new StringReader("START 15\nSWAP2BOARD\n7,7\n8,7\n9,9\nDONE\nEND\n"),
                new StringWriter(), (rules, seed) -> deaf, ManagerHarness.ABOUT, 1);
        try {
            protocol.run(); // after three stones the decision searches at once, and hangs there until released
            assertThat(protocol.awaitSearchesEnded(300)).as("the swap2 decision still runs").isFalse();
        } finally {
            deaf.release.countDown();
        }
        assertThat(protocol.awaitSearchesEnded(10_000)).as("the swap2 decision has ended").isTrue();
    }

    /**
     * Two real brains play swap2 the way a Gomocup manager runs it: A places three, B answers, A
     * answers five stones if B placed two, then the game goes on with TURN to its end.
     */
    @Test
    void twoBrainsPlayASwap2GameThroughTheProtocol() {
        PbrainProtocol.BrainFactory hard = (rules, seed) -> Strategies.parse("hard", rules, seed);
        ManagerHarness a = brain(hard);
        ManagerHarness b = brain(hard);
        Rules rules = Rules.gomokuFreestyle(15);
        Game game = new Game(rules);

        a.send("SWAP2BOARD", "DONE");
        List<String> opening = new ArrayList<>(List.of(a.move().split(" ")));
        assertThat(opening).hasSize(3);
        opening.forEach(s -> game.play(ProtocolPoint.parse(s, rules)));

        List<String> block = new ArrayList<>(List.of("SWAP2BOARD"));
        block.addAll(opening);
        block.add("DONE");
        b.send(block.toArray(String[]::new));
        String bAnswer = b.move();
        ManagerHarness black;
        ManagerHarness white;
        String lastMove;
        Set<String> answersSeen = new HashSet<>();
        answersSeen.add(bAnswer.equals("SWAP") ? "swap" : bAnswer.split(" ").length + " stones");
        if (bAnswer.equals("SWAP")) { // B takes Black: A, now White, plays the fourth move
            black = b;
            white = a;
            white.send(boardFor(game, rules, true));
            lastMove = white.move();
            game.play(ProtocolPoint.parse(lastMove, rules));
        } else if (bAnswer.split(" ").length == 1) { // B stays White and has played the fourth move
            black = a;
            white = b;
            lastMove = bAnswer;
            game.play(ProtocolPoint.parse(lastMove, rules));
        } else { // B placed two: A chooses
            assertThat(bAnswer.split(" ")).hasSize(2);
            for (String s : bAnswer.split(" ")) {
                game.play(ProtocolPoint.parse(s, rules));
            }
            List<String> five = new ArrayList<>(List.of("SWAP2BOARD"));
            game.moves().forEach(p -> five.add(ProtocolPoint.format(p, rules)));
            five.add("DONE");
            a.send(five.toArray(String[]::new));
            String aAnswer = a.move();
            if (aAnswer.equals("SWAP")) { // A takes Black: B plays White's sixth
                black = a;
                white = b;
                white.send(boardFor(game, rules, true));
                lastMove = white.move();
            } else {
                black = b;
                white = a;
                lastMove = aAnswer;
            }
            game.play(ProtocolPoint.parse(lastMove, rules));
        }
        // Black has not seen the moves since its last answer: it gets the board, then TURN goes on
        black.send(boardFor(game, rules, false));
        ManagerHarness next = white;
        String reply = black.move();
        game.play(ProtocolPoint.parse(reply, rules));
        while (!game.isOver() && game.moveCount() < 60) {
            next.send("TURN " + ProtocolPoint.format(game.lastMove().orElseThrow().point(), rules));
            reply = next.move();
            assertThat(game.isLegal(ProtocolPoint.parse(reply, rules))).as("%s after %s", reply, game).isTrue();
            game.play(ProtocolPoint.parse(reply, rules));
            next = next == white ? black : white;
        }
        assertThat(game.moveCount()).isGreaterThan(6);
        System.out.println("swap2 through the protocol: the responder answered " + answersSeen + "; " + game);
    }

    /** A BOARD block for the side to move: its stones field 1, the other's field 2. */
    private static String[] boardFor(Game game, Rules rules, boolean forWhite) {
        List<String> lines = new ArrayList<>(List.of("BOARD"));
        List<Point> moves = game.moves();
        for (int i = 0; i < moves.size(); i++) {
            boolean whiteStone = i % 2 == 1;
            lines.add(ProtocolPoint.format(moves.get(i), rules) + "," + (whiteStone == forWhite ? 1 : 2));
        }
        lines.add("DONE");
        return lines.toArray(String[]::new);
    }
}
