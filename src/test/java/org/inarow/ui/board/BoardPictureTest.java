package org.inarow.ui.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Font;
import java.awt.image.BufferedImage;
import java.util.List;
import org.inarow.ai.OutcomeClass;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/** The board as a picture: what the view shows, the map and move numbers included, without the pointer's and cursor's marks. */
class BoardPictureTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final Color PANEL = new Color(0x808080);
    private static final BoardPainter PAINTER = new BoardPainter(BoardColors.of(key -> null),
            new Font(Font.SANS_SERIF, Font.PLAIN, 12), length -> length);

    private static Point p(String name) {
        return Notation.parsePoint(name, GOMOKU);
    }

    private static BufferedImage picture(BoardView view) {
        return BoardPicture.of(PAINTER, view, PANEL);
    }

    private static boolean same(BufferedImage a, BufferedImage b) {
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                if (a.getRGB(x, y) != b.getRGB(x, y)) {
                    return false;
                }
            }
        }
        return true;
    }

    @Test
    void thePointersAndTheCursorsMarksAreLeftOut() {
        BoardView view = BoardView.of(Position.parse(GOMOKU, "h8 h9")).withAcceptingMoves(true);
        BufferedImage plain = picture(view);

        assertThat(plain.getWidth()).isEqualTo(BoardPicture.SIDE);
        assertThat(plain.getHeight()).isEqualTo(BoardPicture.SIDE);
        assertThat(same(picture(view.withHover(p("c3")).withCursor(p("l12"))), plain)).isTrue();
        assertThat(same(PAINTER.paintImage(view.withHover(p("c3")), BoardPicture.SIDE, BoardPicture.SIDE, PANEL), plain))
                .as("the painter itself draws the preview stone").isFalse();
    }

    @Test
    void theMoveNumbersAndTheMapAreInItWhenShown() {
        BoardView view = BoardView.of(Position.parse(GOMOKU, "h8 h9"));
        BufferedImage plain = picture(view);
        assertThat(same(picture(view.withMoveNumbers(true)), plain)).as("with move numbers").isFalse();
        BoardMap map = new BoardMap(List.of(new MapPoint(p("j8"), OutcomeClass.BETTER, "45", "j8", true)),
                List.of(), List.of());
        assertThat(same(picture(view.withMap(map)), plain)).as("with the map").isFalse();
    }
}
