package org.inarow.ai.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.board.LinePattern;
import org.junit.jupiter.api.Test;

/** A cell's shape forgets the directions and nothing else. */
class CellShapesTest {
    private static final int[] WEIGHTS = {1, 9, 81, 729};

    private static int code(int... ordinals) {
        int code = 0;
        for (int d = 0; d < 4; d++) {
            code += ordinals[d] * WEIGHTS[d];
        }
        return code;
    }

    @Test
    void theSameFourPatternsInAnyDirectionsAreOneShape() {
        int three = LinePattern.OPEN_THREE.ordinal();
        int two = LinePattern.TWO.ordinal();
        int one = LinePattern.ONE.ordinal();
        int shape = CellShapes.of(code(three, two, one, 0));
        assertThat(CellShapes.of(code(0, one, two, three))).isEqualTo(shape);
        assertThat(CellShapes.of(code(two, 0, three, one))).isEqualTo(shape);
        assertThat(CellShapes.of(code(three, two, two, 0))).isNotEqualTo(shape);
        assertThat(CellShapes.name(shape)).isEqualTo("open-three+two+one+none");
        assertThat(CellShapes.patterns(shape)).containsExactly(three, two, one, 0);
    }

    @Test
    void everyCodeHasAShapeAndEveryShapeACodeWithItsOwnName() {
        Set<Integer> shapes = new HashSet<>();
        for (int code = 0; code < EngineBoard.CODES; code++) {
            int shape = CellShapes.of(code);
            assertThat(shape).isBetween(0, CellShapes.COUNT - 1);
            int[] sorted = {EngineBoard.ordinalInCode(code, 0), EngineBoard.ordinalInCode(code, 1),
                EngineBoard.ordinalInCode(code, 2), EngineBoard.ordinalInCode(code, 3)};
            java.util.Arrays.sort(sorted);
            assertThat(CellShapes.patterns(shape)).containsExactly(sorted[3], sorted[2], sorted[1], sorted[0]);
            shapes.add(shape);
        }
        assertThat(shapes).hasSize(CellShapes.COUNT);
        Set<String> names = new HashSet<>();
        for (int shape = 0; shape < CellShapes.COUNT; shape++) {
            names.add(CellShapes.name(shape));
            assertThat(CellShapes.byName(CellShapes.name(shape))).isEqualTo(shape);
        }
        assertThat(names).hasSize(CellShapes.COUNT);
        assertThat(CellShapes.byName("open-three+open-three")).isEqualTo(-1);
    }
}
