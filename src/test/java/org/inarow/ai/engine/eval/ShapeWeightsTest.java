package org.inarow.ai.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The shape values as text. */
class ShapeWeightsTest {

    private static ShapeWeights sample() {
        int[] toMove = new int[CellShapes.COUNT];
        int[] waiting = new int[CellShapes.COUNT];
        toMove[CellShapes.byName("open-three+two+one+none")] = 120;
        waiting[CellShapes.byName("open-three+two+one+none")] = -80;
        waiting[CellShapes.byName("four+open-three+none+none")] = -3000;
        return new ShapeWeights(toMove, waiting, 17);
    }

    @Test
    void theTextNamesEveryShapeWithAValueAndReadsBackTheSame() {
        ShapeWeights weights = sample();
        String text = weights.toText();
        assertThat(text.lines()).containsExactly("tempo\t17", "open-three+two+one+none\t120\t-80",
                "four+open-three+none+none\t0\t-3000");
        assertThat(ShapeWeights.parse(List.of("# fitted", "", text.lines().toList().get(1), text.lines().toList().get(2),
                text.lines().toList().get(0)))).isEqualTo(weights);
        assertThat(ShapeWeights.parse(List.of())).isEqualTo(ShapeWeights.NONE);
    }

    @Test
    void aBadLineIsRefusedByItsNumber() {
        assertThatThrownBy(() -> ShapeWeights.parse(List.of("tempo\t1", "open-three+open-three\t1\t2")))
                .hasMessageStartingWith("line 2: expected a new shape name");
        assertThatThrownBy(() -> ShapeWeights.parse(List.of("one+none+none+none\t1\t2", "one+none+none+none\t1\t2")))
                .hasMessageStartingWith("line 2: expected a new shape name");
        assertThatThrownBy(() -> ShapeWeights.parse(List.of("one+none+none+none\t1\tx")))
                .hasMessageStartingWith("line 1: values must be whole numbers");
        assertThatThrownBy(() -> ShapeWeights.parse(List.of("tempo\t99999999")))
                .hasMessageStartingWith("line 1: values must be whole numbers within");
        assertThatThrownBy(() -> ShapeWeights.parse(List.of("tempo\t" + Integer.MIN_VALUE)))
                .hasMessageStartingWith("line 1: values must be whole numbers within");
    }
}
