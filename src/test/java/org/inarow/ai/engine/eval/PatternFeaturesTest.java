package org.inarow.ai.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.Comparator;
import java.util.Locale;
import java.util.Random;
import java.util.stream.IntStream;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.board.Geometry;
import org.inarow.ai.engine.board.LinePattern;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/** The evaluation's features: the line patterns of the empty cells and the cells of two threats. */
class PatternFeaturesTest {
    private static final Rules FREESTYLE = Rules.gomokuFreestyle(15);

    private static int feature(String name) {
        return PatternFeatures.NAMES.indexOf(name);
    }

    @Test
    void anOpenThreeInTheOpenHasTwoCellsThatMakeAnOpenFour() {
        EngineBoard board = new EngineBoard(FREESTYLE, 2, Evaluation.CODE_VALUES);
        for (String at : new String[] {"g8", "h8", "i8"}) {
            board.place(board.index(Notation.parsePoint(at, FREESTYLE)), EngineBoard.FIRST);
        }
        int[] first = PatternFeatures.count(board, EngineBoard.FIRST);
        int[] second = PatternFeatures.count(board, EngineBoard.SECOND);

        assertThat(first[feature("open-four")]).isEqualTo(2); // f8 and j8
        assertThat(first[feature("four")]).isEqualTo(2); // e8 and k8: a broken four each
        assertThat(second[feature("open-four")]).isZero();
        assertThat(second[feature("four")]).isZero();
    }

    @Test
    void theCountsAgreeWithTheBoardsPatterns() {
        Random random = new Random(7);
        for (int game = 0; game < 30; game++) {
            EngineBoard board = new EngineBoard(FREESTYLE, 2, Evaluation.CODE_VALUES);
            for (int move = 0; move < 40; move++) {
                int cell = 4 * 15 + 4 + random.nextInt(7) * 15 + random.nextInt(7);
                if (board.isEmpty(cell)) {
                    board.place(cell, move % 2);
                }
            }
            for (int side = 0; side < 2; side++) {
                int[] counts = PatternFeatures.count(board, side);
                int[] patterns = new int[LinePattern.values().length];
                for (int cell = 0; cell < board.size(); cell++) {
                    for (int d = 0; board.isEmpty(cell) && d < Geometry.DIRECTIONS; d++) {
                        patterns[board.pattern(side, cell, d).ordinal()]++;
                    }
                }
                assertThat(counts[feature("one")]).isEqualTo(patterns[LinePattern.ONE.ordinal()]);
                assertThat(counts[feature("two")]).isEqualTo(patterns[LinePattern.TWO.ordinal()]);
                assertThat(counts[feature("open-two")]).isEqualTo(patterns[LinePattern.OPEN_TWO.ordinal()]);
                assertThat(counts[feature("three")]).isEqualTo(patterns[LinePattern.THREE.ordinal()]);
                assertThat(counts[feature("open-three")]).isEqualTo(patterns[LinePattern.OPEN_THREE.ordinal()]);
                assertThat(counts[feature("four")]).isEqualTo(patterns[LinePattern.FOUR.ordinal()]);
                assertThat(counts[feature("open-four")]).isEqualTo(patterns[LinePattern.OPEN_FOUR.ordinal()]);
                assertThat(Arrays.copyOfRange(counts, feature("two+two"), PatternFeatures.COUNT))
                        .isEqualTo(Arrays.copyOfRange(slowPairs(board, side), feature("two+two"), PatternFeatures.COUNT));
            }
        }
    }

    /** The pair features counted from the board's patterns: per empty cell its two best lines, both TWO to OPEN_FOUR. */
    private static int[] slowPairs(EngineBoard board, int side) {
        int[] counts = new int[PatternFeatures.COUNT];
        for (int cell = 0; cell < board.size(); cell++) {
            if (!board.isEmpty(cell)) {
                continue;
            }
            LinePattern[] lines = new LinePattern[Geometry.DIRECTIONS];
            for (int d = 0; d < lines.length; d++) {
                lines[d] = board.pattern(side, cell, d);
            }
            Arrays.sort(lines, Comparator.reverseOrder());
            if (lines[1].compareTo(LinePattern.TWO) >= 0 && lines[0].compareTo(LinePattern.OPEN_FOUR) <= 0) {
                counts[feature(name(lines[0]) + "+" + name(lines[1]))]++;
            }
        }
        return counts;
    }

    private static String name(LinePattern pattern) {
        return pattern.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    @Test
    void aCellOfTwoOpenThreesCountsAsThatPair() {
        EngineBoard board = new EngineBoard(FREESTYLE, 2, Evaluation.CODE_VALUES);
        for (String at : new String[] {"h8", "i8", "j9", "j10"}) {
            board.place(board.index(Notation.parsePoint(at, FREESTYLE)), EngineBoard.FIRST);
        }
        int[] cell = new int[PatternFeatures.COUNT];
        PatternFeatures.addCell(board.code(EngineBoard.FIRST, board.index(Notation.parsePoint("j8", FREESTYLE))), cell);

        assertThat(cell[feature("open-three+open-three")]).isEqualTo(1);
        assertThat(cell[feature("open-three")]).isEqualTo(2);
        assertThat(IntStream.of(cell).skip(feature("two+two")).sum()).isEqualTo(1); // one pair a cell
    }

    @Test
    void aPositionIsQuietWithoutAFiveOrAnUnstoppableFourForTheSideToMove() {
        EngineBoard board = new EngineBoard(FREESTYLE, 2, Evaluation.CODE_VALUES);
        for (String at : new String[] {"g8", "h8"}) {
            board.place(board.index(Notation.parsePoint(at, FREESTYLE)), EngineBoard.FIRST);
        }
        assertThat(PatternFeatures.isQuiet(board, EngineBoard.FIRST)).isTrue();
        board.place(board.index(Notation.parsePoint("i8", FREESTYLE)), EngineBoard.FIRST); // an open three: an open four next
        assertThat(PatternFeatures.isQuiet(board, EngineBoard.FIRST)).isFalse();
        assertThat(PatternFeatures.isQuiet(board, EngineBoard.SECOND)).isTrue();
        board.place(board.index(Notation.parsePoint("j8", FREESTYLE)), EngineBoard.FIRST); // an open four: five next
        assertThat(PatternFeatures.isQuiet(board, EngineBoard.SECOND)).isFalse();
    }

    @Test
    void aWeightForEveryFeature() {
        assertThatThrownBy(() -> PatternFeatures.valuesByCode(new int[PatternFeatures.COUNT - 1]))
                .isInstanceOf(IllegalArgumentException.class);
        int[] weights = new int[PatternFeatures.COUNT];
        weights[feature("open-three")] = 5;
        weights[feature("open-three+open-three")] = 100;
        int[] values = PatternFeatures.valuesByCode(weights);
        int open = LinePattern.OPEN_THREE.ordinal();
        assertThat(values[open]).isEqualTo(5); // one direction
        assertThat(values[open + 9 * open]).isEqualTo(5 + 5 + 100); // two directions: a double three
    }
}
