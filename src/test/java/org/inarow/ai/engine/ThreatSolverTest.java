package org.inarow.ai.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.inarow.ai.Cancellation;
import org.inarow.model.Board;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;

/** Solve: a forced win is found and shown as a line that really wins; none is claimed where none is found. */
class ThreatSolverTest {
    private static final Rules FREESTYLE = Rules.gomokuFreestyle(15);
    /** pub-024 of the public puzzles: Black wins by fours in 5 moves (g6, h8, h9, j6 or k9 start it). */
    private static final String FOURS_IN_FIVE = "i9 g7 h10 g11 j8 k7 f8 e7 i8 g8 i7 i5 i6 i10 g9 i11 h6 g5";
    /** Black's twos h8 i8 and j9 j10 against scattered White stones: j8 makes two open threes; no four to make. */
    private static final String DOUBLE_THREE_TO_MAKE = "h8 a1 i8 a15 j9 o1 j10 o15";

    /** Plays {@code line} out: each attacker move makes a four, each defender move blocks one, the last move a five. */
    private static void assertWinsByFours(Position start, List<Point> line) {
        Side attacker = start.toMove();
        Position p = start;
        for (int i = 0; i < line.size(); i++) {
            if (i % 2 == 1) {
                assertThat(fives(p, attacker)).as("move %d answers a four", i + 1).contains(line.get(i));
            }
            p = p.play(line.get(i));
        }
        assertThat(p.result().winnerIfAny()).contains(attacker);
    }

    private static List<Point> fives(Position p, Side side) {
        Board board = p.toBoard();
        List<Point> fives = new ArrayList<>();
        for (int cell = 0; cell < board.cellCount(); cell++) {
            if (board.isEmpty(cell)) {
                board.place(cell, side);
                if (board.isWinAt(cell)) {
                    fives.add(board.point(cell));
                }
                board.remove(cell);
            }
        }
        return fives;
    }

    @Test
    void aWinByFoursIsFoundWithALineThatWins() {
        Position position = Position.parse(FREESTYLE, FOURS_IN_FIVE);
        ThreatSolver.Solution s = ThreatSolver.solve(position, 5_000, Cancellation.never());

        assertThat(s.kind()).isEqualTo(ThreatSolver.Kind.WIN_BY_FOURS);
        assertThat(s.moves()).isEqualTo(5);
        assertThat(s.line()).hasSize(9).first().isIn(List.of("g6", "h8", "h9", "j6", "k9").stream()
                .map(c -> Notation.parsePoint(c, FREESTYLE)).toList());
        assertWinsByFours(position, s.line());
    }

    @Test
    void aDoubleThreeToMakeWinsByThreatsNotByFours() {
        Position position = Position.parse(FREESTYLE, DOUBLE_THREE_TO_MAKE);
        ThreatSolver.Solution s = ThreatSolver.solve(position, 5_000, Cancellation.never());

        assertThat(s.kind()).isEqualTo(ThreatSolver.Kind.WIN_BY_THREATS);
        assertThat(s.isWin()).isTrue();
        assertThat(s.line().get(0)).isEqualTo(Notation.parsePoint("j8", FREESTYLE));
        assertThat(s.moves()).isEqualTo(3); // the double three, an open four, a five
    }

    @Test
    void aQuietPositionHasNoWinFoundAndTheSolverKeepsToItsTime() {
        Position position = Position.parse(FREESTYLE, "h8 i9");
        long start = System.nanoTime();
        ThreatSolver.Solution s = ThreatSolver.solve(position, 700, Cancellation.never());
        long millis = (System.nanoTime() - start) / 1_000_000;

        assertThat(s.kind()).isEqualTo(ThreatSolver.Kind.NONE_FOUND);
        assertThat(s.line()).isEmpty();
        assertThat(millis).as("within its time, with a generous margin").isLessThan(3_000);
    }

    @Test
    void aCancelStopsItAtOnce() {
        Cancellation cancelled = new Cancellation();
        cancelled.cancel();
        ThreatSolver.Solution s = ThreatSolver.solve(Position.parse(FREESTYLE, "h8 i9 h9"), 60_000, cancelled);
        assertThat(s.kind()).isEqualTo(ThreatSolver.Kind.NONE_FOUND);
        assertThat(s.millis()).isLessThan(2_000);
        assertThatThrownBy(() -> ThreatSolver.solve(Position.parse(FREESTYLE, "h8 a1 i8 a2 j8 a3 k8 a4 l8"), 100,
                Cancellation.never())).isInstanceOf(IllegalArgumentException.class);
    }
}
