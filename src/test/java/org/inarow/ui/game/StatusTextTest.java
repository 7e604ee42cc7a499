package org.inarow.ui.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.inarow.ai.Level;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Progress;
import org.inarow.ai.Proof;
import org.inarow.ai.Score;
import org.inarow.model.IllegalReason;
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
        assertThat(StatusText.prediction(prediction(Outcome.DRAW, Proof.EXACT, 0, 0, List.of()), empty))
                .isEqualTo("Draw with best play");
        assertThat(StatusText.prediction(prediction(Outcome.FIRST_WINS, Proof.EXACT, Score.winIn(3), 2, List.of()),
                Position.parse(TTT, "b2 a2"))).isEqualTo("X wins with best play");
        assertThat(StatusText.prediction(prediction(Outcome.SECOND_WINS, Proof.EXACT, Score.winIn(3), 2, List.of()),
                Position.parse(TTT, "a1 b2 c3 c1 c2"))).isEqualTo("O wins with best play");
    }

    @Test
    void gomokuNamesAForcedWinOrTheBlockingPoint() {
        Position position = Position.parse(GOMOKU, "h8 h9 i8");
        assertThat(StatusText.prediction(prediction(Outcome.FIRST_WINS, Proof.THREAT, -Score.winIn(7), 4, List.of()),
                position)).isEqualTo("Black has a forced win in 4");
        Prediction winNow = new Prediction(Outcome.FIRST_WINS, Proof.THREAT, new Point(11, 7), List.of(), Score.winIn(1),
                1, List.of(), Map.of());
        assertThat(StatusText.prediction(winNow, position)).isEqualTo("Black wins by playing l8");
        assertThat(StatusText.prediction(prediction(Outcome.UNKNOWN, Proof.ESTIMATE, -300, 0,
                List.of(new Point(7, 8))), position)).isEqualTo("White must block h9");
        assertThat(StatusText.prediction(prediction(Outcome.UNKNOWN, Proof.ESTIMATE, -300, 0,
                List.of(new Point(7, 8), new Point(12, 7))), position)).isEqualTo("White must block h9 or m8");
    }

    @Test
    void otherwiseAPlainEstimateFromTheScore() {
        Position whiteToMove = Position.parse(GOMOKU, "h8");
        assertThat(StatusText.prediction(prediction(Outcome.UNKNOWN, Proof.ESTIMATE, 20, 0, List.of()), whiteToMove))
                .isEqualTo("About even (estimate)");
        assertThat(StatusText.prediction(prediction(Outcome.UNKNOWN, Proof.ESTIMATE, -600, 0, List.of()), whiteToMove))
                .isEqualTo("Black is a little better (estimate)");
        assertThat(StatusText.prediction(prediction(Outcome.UNKNOWN, Proof.ESTIMATE, 5000, 0, List.of()), whiteToMove))
                .isEqualTo("White is clearly better (estimate)");
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
}
