package org.inarow.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Hand-made tic-tac-toe games and their results. */
class TicTacToeGamesTest {

    @ParameterizedTest(name = "{0} -> {1} {2}")
    @CsvSource(delimiter = '|', value = {
            "a1 a2 b1 b2 c1       | WIN     | FIRST  | a1 b1 c1",
            "a1 b2 a2 c3 b1 a3 c1 | WIN     | FIRST  | a1 b1 c1",
            "b2 a1 c3 a2 b1 a3    | WIN     | SECOND | a1 a2 a3",
            "a1 b1 b2 c1 c3       | WIN     | FIRST  | a1 b2 c3",
            "c1 a1 b2 b1 a3       | WIN     | FIRST  | a3 b2 c1",
            "b2 a1 c1 a3 b3 b1 c2 c3 a2 | WIN | FIRST | a2 b2 c2",
            "b2 a1 a3 c1 b1 b3 c2 a2 c3 | DRAW |      |",
            "a1 b2 a3 a2 c2 b1 b3 c3 c1 | DRAW |      |",
            "b2 a1                | ONGOING |        |",
    })
    void resultOfAHandMadeGame(String moves, Status status, Side winner, String line) {
        Game game = Notation.parseGame(moves, Rules.ticTacToe());
        assertThat(game.result().status()).isEqualTo(status);
        assertThat(game.result().winner()).isEqualTo(winner);
        assertThat(Notation.formatMoves(game.result().winningLine())).isEqualTo(line == null ? "" : line);
    }
}
