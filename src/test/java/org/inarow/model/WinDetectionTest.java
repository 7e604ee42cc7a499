package org.inarow.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** k in a row wins in every direction, at every place it fits, whichever stone completes it. */
class WinDetectionTest {

    static Stream<Rules> variants() {
        return Stream.of(Rules.ticTacToe(), Rules.gomokuFreestyle(15), Rules.gomokuStandard(15),
                Rules.gomokuFreestyle(19), Rules.gomokuFreestyle(20));
    }

    @ParameterizedTest
    @MethodSource("variants")
    void everyPlacedLineWinsInAllDirectionsIncludingEdgesAndCorners(Rules rules) {
        int lines = 0;
        for (Direction d : Direction.values()) {
            for (int col = 0; col < rules.width(); col++) {
                for (int row = 0; row < rules.height(); row++) {
                    List<Point> line = line(new Point(col, row), d, rules.k());
                    if (!line.stream().allMatch(rules::contains)) {
                        continue;
                    }
                    for (int completing = 0; completing < line.size(); completing++) {
                        assertCompletingWins(rules, line, completing);
                    }
                    lines++;
                }
            }
        }
        int n = rules.width();
        int fits = n - rules.k() + 1;
        assertThat(lines).isEqualTo(2 * n * fits + 2 * fits * fits);
    }

    private static void assertCompletingWins(Rules rules, List<Point> line, int completing) {
        Board board = new Board(rules);
        for (int i = 0; i < line.size(); i++) {
            if (i != completing) {
                board.place(line.get(i), Side.SECOND);
                assertThat(board.isWinAt(board.index(line.get(i)))).isFalse();
            }
        }
        int last = board.index(line.get(completing));
        board.place(last, Side.SECOND);
        assertThat(board.isWinAt(last)).as("%s completed at %s", line, line.get(completing)).isTrue();
        assertThat(board.winningLine(last)).isEqualTo(line);
    }

    @Test
    void cornersAndEdgesOfTheGomokuBoardWinThroughTheGame() {
        Rules rules = Rules.gomokuFreestyle(15);
        // black along the top edge from the top-left corner; white scattered harmlessly
        Game game = Notation.parseGame("a15 h8 b15 h6 c15 j8 d15 j6 e15", rules);
        assertThat(game.result().status()).isEqualTo(Status.WIN);
        assertThat(game.result().winner()).isEqualTo(Side.FIRST);
        assertThat(game.result().winningLine()).extracting(Notation::format)
                .containsExactly("a15", "b15", "c15", "d15", "e15");

        // white along the anti-diagonal ending in the bottom-right corner o1
        Game diagonal = Notation.parseGame("a1 o1 a3 n2 a5 m3 a7 l4 a9 k5", rules);
        assertThat(diagonal.result().winner()).isEqualTo(Side.SECOND);
        assertThat(diagonal.result().winningLine()).extracting(Notation::format)
                .containsExactly("k5", "l4", "m3", "n2", "o1");
    }

    @Test
    void fourInARowOrABrokenFiveDoesNotWin() {
        Rules rules = Rules.gomokuFreestyle(15);
        Game game = Notation.parseGame("d8 a1 e8 a3 f8 a5 g8 a7 i8", rules);
        assertThat(game.result()).isEqualTo(GameResult.ONGOING);
    }

    private static List<Point> line(Point start, Direction d, int length) {
        List<Point> cells = new ArrayList<>();
        for (int i = 0; i < length; i++) {
            cells.add(start.plus(i * d.dCol(), i * d.dRow()));
        }
        return cells;
    }
}
