package org.inarow.ui.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Candidate;
import org.inarow.ai.Level;
import org.inarow.ai.Limits;
import org.inarow.ai.OutcomeClass;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictors;
import org.inarow.ai.Progress;
import org.inarow.ai.Proof;
import org.inarow.ai.Score;
import org.inarow.ai.engine.ThreatPredictor;
import org.inarow.model.IllegalReason;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;

class StatusTextTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final Rules TTT = Rules.ticTacToe();

    private static Prediction prediction(Outcome outcome, Proof proof, int score, int winIn, List<Point> mustBlock) {
        return new Prediction(outcome, proof, null, List.of(), score, winIn, mustBlock, Map.of());
    }

    @Test
    void ticTacToeIsPredictedExactly() {
        Position empty = Position.empty(TTT);
        assertThat(PredictionText.prediction(prediction(Outcome.DRAW, Proof.EXACT, 0, 0, List.of()), empty))
                .isEqualTo("Draw with best play");
        assertThat(PredictionText.prediction(prediction(Outcome.FIRST_WINS, Proof.EXACT, Score.winIn(3), 2, List.of()),
                Position.parse(TTT, "b2 a2"))).isEqualTo("X wins with best play");
        assertThat(PredictionText.prediction(prediction(Outcome.SECOND_WINS, Proof.EXACT, Score.winIn(3), 2, List.of()),
                Position.parse(TTT, "a1 b2 c3 c1 c2"))).isEqualTo("O wins with best play");
    }

    /** A gomoku estimate with the first player's chance {@code chance} and nothing to block. */
    private static Prediction chance(double chance, Side toMove) {
        return new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, null, List.of(), 0, 0, List.of(), Map.of(), toMove,
                chance, List.of());
    }

    private static Prediction real(Position position) {
        return Predictors.forRules(position.rules()).predict(position, Limits.nodes(200_000), Cancellation.never());
    }

    private static List<Point> points(String names) {
        return Notation.parseMoves(names, GOMOKU);
    }

    private static Point p(String name) {
        return Notation.parsePoint(name, GOMOKU);
    }

    @Test
    void aNamedBlockThatTheSearchFindsLostIsNotSaidToStopTheThreat() {
        Candidate holds = new Candidate(p("k4"), OutcomeClass.BETTER, 0.3, -400, List.of(), true, true);
        assertThat(ChanceText.mapTooltip(holds, "Black", 0.3, 0.3, true, "White"))
                .isEqualTo("<html>k4, the best move: Black 30 %<br>k4 stops White's threat</html>");
        Candidate lost = new Candidate(p("k4"), OutcomeClass.WORSE, 0.07, -ThreatPredictor.MAX_ESTIMATE, List.of(), true,
                true);
        assertThat(ChanceText.mapTooltip(lost, "Black", 0.07, 0.07, true, "White"))
                .isEqualTo("<html>k4, the best move: Black 7 %<br>k4 blocks White's threat, but White still wins after"
                        + " it</html>");
    }

    @Test
    void aWinForTheSideToMoveNamesItsMoveAndItsLine() {
        Position blackToMove = Position.parse(GOMOKU, "h8 h9");
        Prediction winNow = new Prediction(Outcome.FIRST_WINS, Proof.THREAT, new Point(11, 7), List.of(new Point(11, 7)),
                Score.winIn(1), 1, List.of(), Map.of());
        assertThat(PredictionText.prediction(winNow, blackToMove)).isEqualTo("Black wins by playing l8");
        // the line alternates the winner's and the defender's moves: the words name both, each move with its answer
        Prediction inFour = new Prediction(Outcome.FIRST_WINS, Proof.THREAT, p("h9"), points("h9 a1 j7 a2 k6 a3 l5"),
                Score.winIn(7), 4, List.of(), Map.of());
        assertThat(PredictionText.prediction(inFour, blackToMove)).isEqualTo("Black wins in 4 moves: h9 a1, j7 a2, k6 a3, l5");
        Prediction inSix = new Prediction(Outcome.FIRST_WINS, Proof.THREAT, p("h9"),
                points("h9 a1 j7 a2 k6 a3 l5 a4 m4 a5 n3"), Score.winIn(11), 6, List.of(), Map.of());
        assertThat(PredictionText.prediction(inSix, blackToMove)).isEqualTo("Black wins in 6 moves: h9 a1, j7 a2, k6 a3, l5 a4 …");
        Prediction noLine = new Prediction(Outcome.FIRST_WINS, Proof.THREAT, null, List.of(), Score.winIn(7), 4,
                List.of(), Map.of());
        assertThat(PredictionText.prediction(noLine, blackToMove)).isEqualTo("Black wins in 4 moves");
    }

    @Test
    void whenTheSideToMoveHasLostTheWordsNameTheWinnersThreatNeverTheLosersMove() {
        // White's open four h8–k8: g8 and l8 both make five; Black to move has lost
        Position position = Position.parse(GOMOKU, "a1 h8 a3 i8 a5 j8 a7 k8");
        Prediction p = real(position);
        assertThat(p.provenWinner()).contains(Side.SECOND);
        String words = PredictionText.prediction(p, position);
        assertThat(words).isEqualTo("White has an open four: White wins next move (g8 and l8 cannot both be blocked)");
        assertThat(words).as("Black's futile block is not called White's move").doesNotContain("Black wins")
                .doesNotContain("by playing");
        // two fours on two lines: neither can be blocked with the other
        Prediction twoFours = new Prediction(Outcome.SECOND_WINS, Proof.THREAT, p("c3"), points("c3 l8"),
                Score.lossIn(2), 1, points("c3 l8"), Map.of(), Side.FIRST, 0, points("h8 i8 j8 k8"));
        assertThat(PredictionText.prediction(twoFours, position))
                .isEqualTo("White has two fours: White wins next move (c3 and l8 cannot both be blocked)");
        Prediction byFours = new Prediction(Outcome.SECOND_WINS, Proof.THREAT, p("c3"), points("c3 d4 e5 f6 g7"),
                Score.lossIn(6), 3, List.of(), Map.of(), Side.FIRST, 0, points("d5 e6"));
        assertThat(PredictionText.prediction(byFours, position))
                .isEqualTo("Black cannot stop White: White wins within 3 moves").doesNotContain("c3");
    }

    @Test
    void theBlockingPointsComeWithTheThreatTheyAnswer() {
        // White's four h8–k8, closed at g8 by Black: only l8 stops it
        Position four = Position.parse(GOMOKU, "g8 h8 a1 i8 a3 j8 a5 k8");
        assertThat(PredictionText.prediction(real(four), four)).isEqualTo("Black must block l8 (White's four h8–k8)");
        // White's open three h8–j8: the points next to it (and maybe further) stop it
        Position three = Position.parse(GOMOKU, "a1 h8 a3 i8 a15 j8");
        Prediction p = real(three);
        assertThat(p.mustBlock()).contains(p("g8"), p("k8"));
        assertThat(PredictionText.prediction(p, three)).startsWith("Black must block ")
                .endsWith(" (White's open three h8–j8)");
        Position whiteToMove = Position.parse(GOMOKU, "h8 h9 i8");
        assertThat(PredictionText.prediction(prediction(Outcome.UNKNOWN, Proof.ESTIMATE, -300, 0,
                List.of(new Point(7, 8))), whiteToMove)).isEqualTo("White must block h9");
        assertThat(PredictionText.prediction(prediction(Outcome.UNKNOWN, Proof.ESTIMATE, -300, 0,
                points("h9 m8")), whiteToMove)).isEqualTo("White must block h9 or m8");
        assertThat(PredictionText.prediction(prediction(Outcome.UNKNOWN, Proof.ESTIMATE, -300, 0,
                points("h9 m8 c3")), whiteToMove)).isEqualTo("White must block h9, m8 or c3");
        assertThat(PredictionText.prediction(prediction(Outcome.UNKNOWN, Proof.ESTIMATE, -300, 0,
                points("h9 m8 c3 d4")), whiteToMove)).as("the board marks them all")
                .isEqualTo("White must block one of 4 marked points");
        Prediction split = new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, p("g7"), List.of(), -300, 0, points("g7"),
                Map.of(), Side.SECOND, 0.6, points("e5 f6 h8 d9"));
        assertThat(PredictionText.prediction(split, whiteToMove)).isEqualTo("White must block g7 (Black threatens to win by fours)");
    }

    @Test
    void anEstimateIsOneSentenceWithTheChanceOfTheSideAhead() {
        Position whiteToMove = Position.parse(GOMOKU, "h8");
        assertThat(PredictionText.prediction(chance(0.68, Side.SECOND), whiteToMove)).isEqualTo("Black 68 % — better");
        assertThat(PredictionText.prediction(chance(0.32, Side.SECOND), whiteToMove)).isEqualTo("White 68 % — better");
        assertThat(PredictionText.prediction(chance(0.5, Side.SECOND), whiteToMove)).isEqualTo("Black 50 % — about even");
        assertThat(PredictionText.prediction(chance(0.46, Side.SECOND), whiteToMove)).isEqualTo("White 54 % — about even");
        assertThat(PredictionText.prediction(chance(0.81, Side.SECOND), whiteToMove)).isEqualTo("Black 81 % — clearly better");
        assertThat(PredictionText.prediction(chance(0.04, Side.SECOND), whiteToMove)).isEqualTo("White 96 % — winning");
        assertThat(PredictionText.prediction(chance(0.9996, Side.SECOND), whiteToMove))
                .as("an estimate never claims 100 %: that is for proofs").isEqualTo("Black 99 % — winning");
        // an estimate that says one side should win is still an estimate, with its number
        Prediction clear = new Prediction(Outcome.FIRST_WINS, Proof.ESTIMATE, p("a1"), points("a1"), 2000, 0, List.of(),
                Map.of(), Side.SECOND, 0.77, List.of());
        assertThat(PredictionText.prediction(clear, whiteToMove)).isEqualTo("Black 77 % — clearly better");
        assertThat(PredictionText.prediction(real(whiteToMove), whiteToMove)).matches("(Black|White) \\d\\d? % — .+");
    }

    @Test
    void theTurnAndTheResultInWords() {
        GameSetup twoPlayers = new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.HARD, 1);
        GameSetup vsComputer = twoPlayers.withMode(Mode.VS_COMPUTER);
        assertThat(StatusText.turn(twoPlayers, Position.parse(GOMOKU, "h8"))).isEqualTo("White to move");
        assertThat(StatusText.turn(vsComputer, Position.parse(GOMOKU, "h8"))).isEqualTo("The computer is thinking…");
        assertThat(StatusText.turn(vsComputer, Position.parse(GOMOKU, "h8 a1"))).isEqualTo("Your move (Black)");
        Position blackWon = Position.parse(GOMOKU, "h8 a1 i8 a2 j8 a3 k8 a4 l8");
        assertThat(StatusText.turn(twoPlayers, blackWon)).isEqualTo("Black wins");
        assertThat(StatusText.turn(vsComputer, blackWon)).isEqualTo("You win!");
        assertThat(StatusText.turn(vsComputer.withHumanSide(Side.SECOND), blackWon))
                .isEqualTo("The computer wins");
        GameSetup vsRapfi = vsComputer.withHumanSide(Side.SECOND).withEngines(new EngineSeats("Rapfi", null));
        assertThat(StatusText.turn(vsRapfi, blackWon)).as("an added engine is named").isEqualTo("Rapfi wins");
        assertThat(StatusText.turn(vsRapfi, Position.parse(GOMOKU, "h8 a1"))).isEqualTo("Rapfi is thinking…");
        GameSetup watching = vsComputer.withEngines(new EngineSeats(null, "Yixin"));
        assertThat(StatusText.turn(watching, blackWon)).as("the person's side played by an engine")
                .isEqualTo("Yixin wins");
        assertThat(StatusText.result(vsComputer.withEngines(new EngineSeats("Rapfi", null)),
                org.inarow.model.GameResult.onTime(Side.FIRST))).isEqualTo("You win on time: Rapfi's clock ran out");
        Position draw = Position.parse(TTT, "b2 a1 c3 a3 a2 c2 b3 b1 c1");
        assertThat(StatusText.turn(twoPlayers.withRules(TTT), draw)).isEqualTo("Draw: the board is full");
    }

    @Test
    void aLineLongerThanFiveSaysWhyItDidNotWin() {
        assertThat(StatusText.overline(6)).isEqualTo("Six in a row does not win under Exactly five.");
        assertThat(StatusText.overline(9)).isEqualTo("Nine in a row does not win under Exactly five.");
        assertThat(StatusText.overline(11)).isEqualTo("11 in a row does not win under Exactly five.");
        Rules standard = Rules.gomokuStandard(15);
        String six = "h8 a1 i8 a3 j8 a5 k8 a7 m8 a9 l8"; // l8 joins h8..k8 and m8: six
        assertThat(OverlineNote.madeByLastMove(Position.parse(standard, six))).contains(6);
        assertThat(OverlineNote.madeByLastMove(Position.parse(standard, six + " b1"))).as("the next move").isEmpty();
        assertThat(OverlineNote.madeByLastMove(Position.parse(standard, "h8 a1 i8 a3 j8 a5 k8 a7 m8 a9"))).isEmpty();
        assertThat(OverlineNote.madeByLastMove(Position.parse(Rules.gomokuFreestyle(15), six)))
                .as("five or more: the six won").isEmpty();
    }

    @Test
    void theTintLegendNamesTheSideToMove() {
        GameSetup two = new GameSetup(TTT, Mode.TWO_PLAYERS, Side.FIRST, Level.HARD, 1);
        assertThat(StatusText.tintLegend(two, Position.parse(TTT, ""))).isEqualTo("Green X wins, yellow draw, red X loses");
        assertThat(StatusText.tintLegend(two.withMode(Mode.VS_COMPUTER).withHumanSide(Side.SECOND),
                Position.parse(TTT, "b2"))).isEqualTo("Green you win, yellow draw, red lose");
        assertThat(StatusText.tintLegend(two, Position.parse(TTT, "b2"))).isEqualTo("Green O wins, yellow draw, red O loses")
                .doesNotContain("(O)");
    }

    @Test
    void refusalsAndProgress() {
        assertThat(StatusText.refusal(new Point(7, 7), IllegalReason.OCCUPIED)).isEqualTo("h8 is occupied.");
        assertThat(StatusText.refusal(new Point(7, 7), IllegalReason.FORBIDDEN_DOUBLE_THREE))
                .isEqualTo("h8 is forbidden for Black: double three");
        assertThat(StatusText.refusal(new Point(7, 7), IllegalReason.GAME_OVER)).startsWith("The game is over");
        assertThat(StatusText.progress(3250, new Progress(7, 12, 154_321, 3200, new Point(7, 7), List.of())))
                .isEqualTo(new ProgressText("Thinking for 3.3 s", "depth 7 · 154k nodes · best h8"));
        assertThat(StatusText.progress(400, new Progress(1, 0, 12, 400, null, List.of())))
                .isEqualTo(new ProgressText("Thinking for 0.4 s", "depth 1 · 12 nodes"));
        assertThat(StatusText.progress(400, null)).isEqualTo(new ProgressText("Thinking for 0.4 s", "Searching…"));
    }

    @Test
    void aLongMessageWrapsAtSpacesAndALongWordAfterItsSeparators() {
        java.util.function.ToIntFunction<String> oneEach = String::length; // one pixel per letter
        assertThat(StatusText.lines("the game is over now", 11, oneEach)).containsExactly("the game is ", "over now");
        assertThat(StatusText.lines("kept as /home/me/inarow/autosave-corrupt.sgf", 16, oneEach))
                .containsExactly("kept as ", "/home/me/inarow/", "autosave-", "corrupt.sgf");
        assertThat(StatusText.lines("abcdefghijklmnopqrstuvwxyz", 10, oneEach))
                .containsExactly("abcdefghij", "klmnopqrst", "uvwxyz");
        String message = "A new game has begun: it was kept as C:\\Users\\me\\AppData\\Roaming\\InARow\\autosave-corrupt-1.sgf";
        for (int width : new int[] {12, 20, 37}) {
            List<String> lines = StatusText.lines(message, width, oneEach);
            assertThat(String.join("", lines)).as("nothing lost or added").isEqualTo(message);
            assertThat(lines).allSatisfy(line -> assertThat(line.stripTrailing().length()).isLessThanOrEqualTo(width));
        }
        assertThat(StatusText.wrapped("a <b> & c", 4, oneEach)).isEqualTo("<html>a <br>&lt;b&gt; <br>&amp; c</html>");
    }

    @Test
    void theGraphTellsTheHoveredMovesChance() {
        var family = org.inarow.model.Family.GOMOKU;
        assertThat(ChanceText.graphReadout(new ChancePoint(5, 0.62, false), family))
                .isEqualTo("Move 5: Black 62 %, White 38 %");
        assertThat(ChanceText.graphReadout(new ChancePoint(0, 0.5, false), family)).isEqualTo("Start: Black 50 %, White 50 %");
        assertThat(ChanceText.graphReadout(new ChancePoint(9, 1.0, true), family)).isEqualTo("Move 9: Black wins");
        assertThat(ChanceText.graphReadout(new ChancePoint(4, 0.5, true), org.inarow.model.Family.TIC_TAC_TOE))
                .isEqualTo("Move 4: draw");
    }
}
