package org.inarow.ai.puzzles;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.junit.jupiter.api.Test;

class PositionKeyTest {
    private static final int N = 15;

    @Test
    void aPositionTurnedOrMirroredOrReorderedHasTheSameKey() {
        Position p = Position.parse(GomokuPuzzle.RULES, "h8 i9 j7 g6 k8");
        String key = PositionKey.of(p);
        Set<List<Point>> boards = new HashSet<>();
        for (int t = 0; t < 8; t++) {
            int symmetry = t;
            List<Point> moved = p.moves().stream().map(m -> PositionKey.transform(m, symmetry, N)).toList();
            boards.add(moved);
            assertThat(PositionKey.of(Position.of(GomokuPuzzle.RULES, moved))).as("symmetry %d", t).isEqualTo(key);
        }
        assertThat(boards).as("eight different boards").hasSize(8);
        assertThat(PositionKey.of(Position.parse(GomokuPuzzle.RULES, "k8 i9 j7 g6 h8"))).isEqualTo(key);
    }

    @Test
    void otherStonesOrColoursGiveOtherKeys() {
        String key = PositionKey.of(Position.parse(GomokuPuzzle.RULES, "h8 i9 j7 g6 k8"));
        assertThat(PositionKey.of(Position.parse(GomokuPuzzle.RULES, "h8 i9 j7 g6 k9"))).isNotEqualTo(key);
        assertThat(PositionKey.of(Position.parse(GomokuPuzzle.RULES, "i9 h8 g6 j7 a1 k8"))).isNotEqualTo(key);
    }
}
