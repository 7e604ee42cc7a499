package org.inarow.ai.engine.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.junit.jupiter.api.Test;

class CodeValuesTest {

    @Test
    void aSumOfPackedValuesGivesBackBothSumsWhateverTheirSigns() {
        Random random = new Random(7);
        int codes = 50;
        int[] toMove = new int[codes];
        int[] waiting = new int[codes];
        for (int c = 0; c < codes; c++) {
            toMove[c] = random.nextInt(2 * CodeValues.MAX_VALUE + 1) - CodeValues.MAX_VALUE;
            waiting[c] = random.nextInt(2 * CodeValues.MAX_VALUE + 1) - CodeValues.MAX_VALUE;
        }
        toMove[0] = -CodeValues.MAX_VALUE; // the extremes too
        waiting[1] = CodeValues.MAX_VALUE;
        long[] packed = new CodeValues(toMove, waiting).packed();
        for (int trial = 0; trial < 200; trial++) {
            long both = 0;
            long toMoveSum = 0;
            long waitingSum = 0;
            for (int cell = 0; cell < 400; cell++) { // the largest board's cells, each some code, added or taken off
                int code = random.nextInt(codes);
                int sign = random.nextBoolean() ? 1 : -1;
                both += sign * packed[code];
                toMoveSum += sign * toMove[code];
                waitingSum += sign * waiting[code];
            }
            int low = (int) both;
            assertThat(low).isEqualTo(waitingSum);
            assertThat((both - low) >> 32).isEqualTo(toMoveSum);
        }
    }

    @Test
    void valuesTooLargeToSumInTheLowHalfAreRefused() {
        assertThatThrownBy(() -> new CodeValues(new int[] {0, CodeValues.MAX_VALUE + 1}, new int[2]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("code 1");
        assertThatThrownBy(() -> new CodeValues(new int[2], new int[3])).isInstanceOf(IllegalArgumentException.class);
    }
}
