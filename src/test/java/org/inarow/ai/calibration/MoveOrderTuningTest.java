package org.inarow.ai.calibration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.engine.eval.MoveOrderWeights;
import org.inarow.ai.engine.eval.PatternFeatures;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/** The move order fitted on the moves that the winners of games chose. */
class MoveOrderTuningTest {
    private static final Rules FREESTYLE = Rules.gomokuFreestyle(15);
    private static final int OPEN_THREE = PatternFeatures.NAMES.indexOf("open-three");
    private static final int ONE = PatternFeatures.NAMES.indexOf("one");

    /** First: h8 i8 j8 k8 l8, a five at the 9th stone; Second: h9 i9 j9 k9. */
    private static final CalibrationGame FIRST_WINS = new CalibrationGame(1, 0,
            Notation.parseMoves("h8 h9 i8 i9 j8 j9 k8 k9 l8", FREESTYLE));

    @Test
    void aGameGivesTheWinnersUnforcedChoicesAmongTheCellsNearTheStones() {
        List<MoveOrderTuning.Decision> decisions = MoveOrderTuning.decisions(FIRST_WINS, FREESTYLE, 0);

        // i8, j8 and k8: h8 has no stone near it, and l8 is a five to make (forced); Second's moves are not learnt
        assertThat(decisions).hasSize(3);
        List<Point> moves = FIRST_WINS.moves();
        EngineBoard board = new EngineBoard(FREESTYLE, 2, Evaluation.CODE_VALUES);
        for (int i = 0; i < 6; i++) {
            int cell = board.index(moves.get(i));
            if (i % 2 == 0 && i > 0) {
                MoveOrderTuning.Decision d = decisions.get(i / 2 - 1);
                assertThat(d.ownCodes()).hasSize(board.candidateCells().length);
                assertThat(d.ownCodes()[d.chosen()]).isEqualTo(PatternFeatures.codeOf(board, EngineBoard.FIRST, cell));
                assertThat(d.theirCodes()[d.chosen()]).isEqualTo(PatternFeatures.codeOf(board, 1 - EngineBoard.FIRST, cell));
            }
            board.place(cell, i % 2);
        }
        // k8 makes an open four of h8 i8 j8: the chosen cell's own code counts it
        MoveOrderTuning.Decision k8 = decisions.get(2);
        assertThat(PatternFeatures.ofCode(k8.ownCodes()[k8.chosen()])[PatternFeatures.NAMES.indexOf("open-four")])
                .isEqualTo(1);
        assertThat(MoveOrderTuning.decisions(FIRST_WINS, FREESTYLE, 4)).hasSize(2);
    }

    @Test
    void aDrawTeachesNothing() {
        Rules tiny = Rules.gomokuFreestyle(5);
        // fills the 5x5 board without five in a row
        CalibrationGame draw = new CalibrationGame(1, 0, Notation.parseMoves(
                "a1 a2 b1 b2 c1 c2 d2 d1 e2 e1 a3 a4 b3 b4 c3 c4 d4 d3 e4 e3 a5 b5 c5 d5 e5", tiny));
        assertThat(draw.firstPlayerResult(tiny)).isEqualTo(0.5);
        assertThat(MoveOrderTuning.decisions(draw, tiny, 0)).isEmpty();
    }

    @Test
    void theFitFindsTheWeightsThatMadeTheChoices() {
        int n = PatternFeatures.COUNT;
        double[] truth = new double[2 * n];
        Random random = new Random(11);
        for (int f = 0; f < 2 * n; f++) {
            truth[f] = random.nextDouble() * 2 - 1;
        }
        truth[OPEN_THREE] = 2.5;
        truth[n + OPEN_THREE] = 1.5;
        List<MoveOrderTuning.Decision> decisions = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            int[] own = new int[12];
            int[] theirs = new int[12];
            double[] values = new double[12];
            for (int j = 0; j < own.length; j++) {
                own[j] = random.nextInt(PatternFeatures.CODES);
                theirs[j] = random.nextInt(PatternFeatures.CODES);
                values[j] = dot(truth, 0, PatternFeatures.ofCode(own[j])) + dot(truth, n, PatternFeatures.ofCode(theirs[j]));
            }
            decisions.add(new MoveOrderTuning.Decision(own, theirs, sample(values, random)));
        }

        double[] fitted = MoveOrderTuning.fitLogits(decisions);

        // the line counts, the commonest features of random codes, are recovered closely
        for (int f = ONE; f <= OPEN_THREE; f++) {
            assertThat(fitted[f]).as("attack %s", PatternFeatures.NAMES.get(f)).isCloseTo(truth[f], within(0.15));
            assertThat(fitted[n + f]).as("defence %s", PatternFeatures.NAMES.get(f)).isCloseTo(truth[n + f], within(0.15));
        }
    }

    @Test
    void recallRanksTheChosenMoveAmongTheCandidates() {
        int n = PatternFeatures.COUNT;
        int[] attack = new int[n];
        attack[OPEN_THREE] = 300;
        MoveOrderWeights likesOpenThrees = new MoveOrderWeights(attack, new int[n]);
        attack[OPEN_THREE] = -300;
        MoveOrderWeights hatesThem = new MoveOrderWeights(attack, new int[n]);
        int openThreeCode = codeWith(OPEN_THREE);
        int oneCode = codeWith(ONE);
        List<MoveOrderTuning.Decision> decisions = new ArrayList<>();
        for (int chosen = 0; chosen < 20; chosen++) {
            int[] own = new int[20];
            java.util.Arrays.fill(own, oneCode);
            own[chosen] = openThreeCode;
            decisions.add(new MoveOrderTuning.Decision(own, new int[20], chosen));
        }

        assertThat(MoveOrderTuning.recall(likesOpenThrees, decisions)).isEqualTo(new MoveOrderTuning.Recall(1, 1, 1));
        assertThat(MoveOrderTuning.recall(hatesThem, decisions)).isEqualTo(new MoveOrderTuning.Recall(0, 0, 0));
    }

    @Test
    void theSplitNeedsDecisionsOnBothSides() {
        assertThatThrownBy(() -> MoveOrderTuning.tune(List.of(FIRST_WINS), FREESTYLE, 0, 5))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("held-out");
        assertThatThrownBy(() -> MoveOrderTuning.fitLogits(List.of())).isInstanceOf(IllegalArgumentException.class);
    }

    /** A code whose only feature is one line of the given kind. */
    private static int codeWith(int feature) {
        for (int code = 0; code < PatternFeatures.CODES; code++) {
            int[] counts = PatternFeatures.ofCode(code);
            if (counts[feature] == 1 && java.util.Arrays.stream(counts).sum() == 1) {
                return code;
            }
        }
        throw new AssertionError("no code with only " + PatternFeatures.NAMES.get(feature));
    }

    private static double dot(double[] w, int offset, int[] counts) {
        double sum = 0;
        for (int f = 0; f < counts.length; f++) {
            sum += w[offset + f] * counts[f];
        }
        return sum;
    }

    /** An index drawn with chance proportional to e^value. */
    private static int sample(double[] values, Random random) {
        double[] weights = new double[values.length];
        double sum = 0;
        for (int j = 0; j < values.length; j++) {
            weights[j] = Math.exp(values[j]);
            sum += weights[j];
        }
        double r = random.nextDouble() * sum;
        for (int j = 0; j < values.length; j++) {
            r -= weights[j];
            if (r <= 0) {
                return j;
            }
        }
        return values.length - 1;
    }
}
