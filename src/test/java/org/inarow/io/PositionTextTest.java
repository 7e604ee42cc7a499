package org.inarow.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/** The text Copy position writes: read back to the same game, board and rule; the older formats read as before. */
class PositionTextTest {
    private static final List<Rules> ALL = List.of(Rules.ticTacToe(), Rules.gomokuFreestyle(15),
            Rules.gomokuStandard(15), Rules.gomokuFreestyle(19), Rules.gomokuStandard(19), Rules.gomokuFreestyle(20),
            Rules.gomokuStandard(20), Rules.renju());

    @Test
    void everyGameBoardAndRuleRoundTripsWhateverTheRulesOnTheBoard() {
        for (Rules rules : ALL) {
            for (String moves : List.of("", rules.width() == 3 ? "b2 a1 c3" : "h8 h9 i8 a1")) {
                List<Point> points = Notation.parseMoves(moves, rules);
                String text = PositionText.write(rules, points);
                for (Rules onTheBoard : List.of(Rules.ticTacToe(), Rules.gomokuStandard(19), Rules.renju())) {
                    GameRecord read = GameRecords.parse(text, Optional.empty(), onTheBoard);
                    assertThat(read.rules()).as("%s read with %s on the board", text, onTheBoard).isEqualTo(rules);
                    assertThat(read.moves()).as(text).isEqualTo(points);
                }
            }
        }
    }

    @Test
    void theTextIsAHeaderCommentThenThePlainMoveList() {
        assertThat(PositionText.write(Rules.gomokuStandard(19), Notation.parseMoves("h8 h9", Rules.gomokuStandard(19))))
                .isEqualTo("# InARow: gomoku 19x19 standard\nh8 h9\n");
        assertThat(PositionText.write(Rules.ticTacToe(), List.of())).isEqualTo("# InARow: tic-tac-toe 3x3\n");
        assertThat(PositionText.write(Rules.renju(), List.of())).isEqualTo("# InARow: gomoku 15x15 renju\n");
    }

    @Test
    void theOlderFormatsReadAsBefore() {
        Rules board = Rules.gomokuStandard(19);
        GameRecord plain = GameRecords.parse("h8 h9 s19", Optional.empty(), board);
        assertThat(plain.rules()).as("a plain list takes the rules on the board").isEqualTo(board);
        assertThat(plain.moves()).isEqualTo(Notation.parseMoves("h8 h9 s19", board));
        assertThat(GameRecords.parse("# a note\n1. h8 2. h9", Optional.empty(), board).rules()).isEqualTo(board);
        GameRecord xy = GameRecords.parse("7,7\n8,8\n", Optional.empty(), board);
        assertThat(GameRecords.detect("7,7\n8,8\n", Optional.empty())).isEqualTo(GameFormat.XY_LIST);
        assertThat(xy.moves()).hasSize(2);
        GameRecord sgf = GameRecords.parse("(;FF[4]GM[4]SZ[15];B[hh];W[hi])", Optional.empty(), board);
        assertThat(sgf.rules().width()).isEqualTo(15);
        assertThat(GameRecords.detect("# InARow: gomoku 15x15 freestyle\n", Optional.empty()))
                .as("a copied empty board is no x,y list").isEqualTo(GameFormat.MOVE_LIST);
    }

    @Test
    void aHeaderForAGameNotPlayedHereSaysWhy() {
        assertThatThrownBy(() -> GameRecords.parse("# InARow: gomoku 13x13 freestyle\nh8", Optional.empty(),
                Rules.gomokuFreestyle(15))).hasMessageContaining("a 13x13 board is not supported");
        assertThatThrownBy(() -> GameRecords.parse("# InARow: gomoku 19x19 renju\n", Optional.empty(),
                Rules.gomokuFreestyle(15))).hasMessageContaining("renju is played on 15x15");
        assertThatThrownBy(() -> GameRecords.parse("# InARow: go 19x19\n", Optional.empty(),
                Rules.gomokuFreestyle(15))).hasMessageContaining("\"go\" is not a game played here");
    }
}
