package org.inarow.ai.calibration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import java.util.List;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.CellShapes;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.engine.eval.ShapeWeights;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/** A game's rows: the evaluation as the offset, every empty cell counted once a side by its shape. */
class ShapeTuningTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);

    private static CalibrationGame game() {
        // Black makes five on row 8 while White plays along row 10
        return new CalibrationGame(1, 1, Notation.parseMoves("h8 h10 i8 i10 j8 c10 k8 d12 l8", GOMOKU));
    }

    @Test
    void everyQuietPositionIsARowWithTheEvaluationAsItsOffset() {
        List<SparseLogisticFit.Row> rows = ShapeTuning.rows(game(), GOMOKU, 2);
        // the positions after 2 and 3 stones are quiet; once Black has an open four, none is
        assertThat(rows).hasSizeBetween(2, 5);
        EngineBoard board = new EngineBoard(GOMOKU, 1, Evaluation.CODE_VALUES);
        List<Point> moves = game().moves();
        board.place(board.index(moves.get(0)), 0);
        board.place(board.index(moves.get(1)), 1);
        SparseLogisticFit.Row first = rows.get(0);
        assertThat(first.offset()).isCloseTo(Evaluation.evaluate(board, 0) / (double) Evaluation.POINTS_PER_LOGIT, offset(1e-9));
        assertThat(first.target()).isEqualTo(1.0); // Black to move, and Black won
        double toMove = 0;
        double waiting = 0;
        for (int k = 0; k < first.features().length; k++) {
            int f = first.features()[k];
            if (f < CellShapes.COUNT) {
                toMove += first.values()[k];
            } else if (f < 2 * CellShapes.COUNT) {
                waiting += first.values()[k];
            } else {
                assertThat(first.values()[k]).isEqualTo(1.0); // the tempo's constant
            }
        }
        assertThat(toMove).isEqualTo(225 - 2);
        assertThat(waiting).isEqualTo(225 - 2);
        assertThat(rows.get(1).target()).isEqualTo(0.0); // White to move lost
    }

    @Test
    void anOpeningsLeanIsAFeatureOfItsOwnSignedByWhoIsToMove() {
        int feature = 2 * CellShapes.COUNT + 1;
        List<SparseLogisticFit.Row> rows = ShapeTuning.rows(game(), GOMOKU, 2, feature);
        List<SparseLogisticFit.Row> plain = ShapeTuning.rows(game(), GOMOKU, 2);
        assertThat(rows).hasSameSizeAs(plain);
        for (int i = 0; i < rows.size(); i++) {
            SparseLogisticFit.Row row = rows.get(i);
            int last = row.features().length - 1;
            assertThat(row.features()[last]).isEqualTo(feature);
            assertThat(row.values()[last]).isEqualTo(row.target() == 1.0 ? 1.0 : -1.0); // Black won: Black to move is +1
            assertThat(last).isEqualTo(plain.get(i).features().length);
        }
    }

    @Test
    void onlyOpeningsWithEnoughTrainingGamesGetALeanTheMostPlayedFirst() {
        List<CalibrationGame> games = new java.util.ArrayList<>();
        int number = 1;
        for (int[] openingAndGames : new int[][] {{9, 25}, {8, 15}, {7, 30}}) {
            for (int i = 0; i < openingAndGames[1]; i++) {
                games.add(new CalibrationGame(number++, openingAndGames[0], game().moves()));
            }
        }
        // every 5th game is held out: opening 9 keeps 20 training games, 8 keeps 12, 7 keeps 24
        java.util.Map<Integer, Integer> leans = ShapeTuning.leanFeatures(games, 5);
        assertThat(leans).containsOnlyKeys(7, 9);
        assertThat(leans.get(7)).isEqualTo(ShapeTuning.DIMENSION);
        assertThat(leans.get(9)).isEqualTo(ShapeTuning.DIMENSION + 1);
    }

    @Test
    void theFittedLogOddsBecomeSixteenthsOfAPoint() {
        double[] w = new double[2 * CellShapes.COUNT + 1];
        w[CellShapes.byName("open-three+none+none+none")] = 1.0;
        w[CellShapes.COUNT + CellShapes.byName("two+two+none+none")] = -0.5;
        w[w.length - 1] = 0.25;
        w[0] = 1e9;
        ShapeWeights weights = ShapeTuning.weights(w);
        int unit = Evaluation.POINTS_PER_LOGIT * Evaluation.SIXTEENTHS;
        assertThat(weights.toMove()[CellShapes.byName("open-three+none+none+none")]).isEqualTo(unit);
        assertThat(weights.waiting()[CellShapes.byName("two+two+none+none")]).isEqualTo(-unit / 2);
        assertThat(weights.tempo()).isEqualTo(unit / 4);
        assertThat(weights.toMove()[0]).isEqualTo(ShapeWeights.MAX_VALUE);
    }
}
