package org.inarow.ui.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.inarow.ai.Outcome;
import org.inarow.ai.OutcomeClass;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.ui.text.Language;
import org.inarow.ui.text.Texts;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** What a screen reader hears of a point: where it is, what is on it, and what the board marks there. */
class PointNamesTest {
    private static final Position DOUBLE_THREE = Position.parse(Rules.renju(), "h7 a1 h9 a15 g8 o1 i8 o15");

    @AfterEach
    void english() {
        Texts.use(Language.ENGLISH);
    }

    private static Point p(String name) {
        return Notation.parsePoint(name, Rules.gomokuFreestyle(15));
    }

    @Test
    void aStoneItsColourAndTheLastMove() {
        BoardView view = BoardView.of(Position.parse(Rules.gomokuFreestyle(15), "h8 h9"));
        assertThat(PointNames.name(view, p("h8"))).isEqualTo("h8, black");
        assertThat(PointNames.name(view, p("h9"))).isEqualTo("h9, white, last move");
        assertThat(PointNames.name(view, p("a1"))).isEqualTo("a1, empty");
    }

    @Test
    void aForbiddenPointSaysWhy() {
        BoardView view = BoardView.of(DOUBLE_THREE).withForbidden(DOUBLE_THREE.forbiddenPoints());
        assertThat(DOUBLE_THREE.forbiddenPoints()).contains(p("h8"));
        assertThat(PointNames.name(view, p("h8"))).isEqualTo("h8, empty, forbidden for Black: double three");
        assertThat(PointNames.name(BoardView.of(DOUBLE_THREE), p("h8"))).as("marks hidden: not said").isEqualTo("h8, empty");
    }

    @Test
    void theMapsChanceWithoutSayingThePointTwice() {
        Position position = Position.parse(Rules.gomokuFreestyle(15), "h8");
        BoardMap map = new BoardMap(List.of(new MapPoint(p("j9"), OutcomeClass.BETTER, "62",
                "j9, the best move: White 62 %", true)), List.of(p("h9")), List.of(p("h8")));
        BoardView view = BoardView.of(position).withMap(map);
        assertThat(PointNames.name(view, p("j9"))).isEqualTo("j9, empty, the best move: White 62 %");
        assertThat(PointNames.name(view, p("h9"))).isEqualTo("h9, empty, must block");
        assertThat(PointNames.name(view, p("h8"))).isEqualTo("h8, black, last move, part of the threat");
    }

    @Test
    void ticTacToeCellsSayXAndOAndTheirOutcome() {
        Position position = Position.parse(Rules.ticTacToe(), "b2");
        BoardView view = BoardView.of(position).withCellOutcomes(Map.of(Notation.parsePoint("a1", Rules.ticTacToe()),
                Outcome.DRAW)).withHint(Notation.parsePoint("a1", Rules.ticTacToe()));
        assertThat(PointNames.name(view, Notation.parsePoint("b2", Rules.ticTacToe()))).isEqualTo("b2, X, last move");
        assertThat(PointNames.name(view, Notation.parsePoint("a1", Rules.ticTacToe())))
                .isEqualTo("a1, empty, hint, a draw by playing here");
    }

    @Test
    void inChinese() {
        Texts.use(Language.CHINESE);
        BoardView view = BoardView.of(DOUBLE_THREE).withForbidden(DOUBLE_THREE.forbiddenPoints());
        assertThat(PointNames.name(view, p("h8"))).isEqualTo("h8，空，黑方禁手：双三");
        assertThat(PointNames.name(view, p("o15"))).isEqualTo("o15，白子，最后一手");
    }
}
