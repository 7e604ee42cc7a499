package org.inarow.ui.window;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Point;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Where a dialog opens over the main window: off the game's stones where it can; no display needed. */
class DialogPlaceTest {
    private static final Rectangle SCREEN = new Rectangle(0, 0, 1600, 1000);
    /** The packed window, centred, and its board (as the window tests have them). */
    private static final Rectangle WINDOW = new Rectangle(323, 104, 953, 791);
    private static final Rectangle BOARD = new Rectangle(333, 206, 625, 625);

    /** The squares of cells of a 15 × 15 board drawn at {@link #BOARD}, columns and rows from the top left. */
    private static List<Rectangle> cells(int fromCol, int toCol, int fromRow, int toRow) {
        return cells(BOARD, fromCol, toCol, fromRow, toRow);
    }

    private static List<Rectangle> cells(Rectangle board, int fromCol, int toCol, int fromRow, int toRow) {
        int cell = board.width / 16;
        List<Rectangle> marks = new ArrayList<>();
        for (int c = fromCol; c <= toCol; c++) {
            for (int r = fromRow; r <= toRow; r++) {
                marks.add(new Rectangle(board.x + cell / 2 + c * cell, board.y + cell / 2 + r * cell, cell, cell));
            }
        }
        return marks;
    }

    private static Rectangle placed(Dimension size, Rectangle window, List<Rectangle> marks) {
        return new Rectangle(DialogPlace.choose(size, window, BOARD, marks, SCREEN), size);
    }

    @Test
    void aQuestionOpensOffTheStonesInTheBoardsMiddle() {
        List<Rectangle> middle = cells(4, 10, 4, 10);
        Rectangle question = placed(new Dimension(419, 120), WINDOW, middle);
        assertThat(middle).noneMatch(question::intersects);
        assertThat(SCREEN.contains(question)).isTrue();
    }

    @Test
    void aFileChooserTooBigForTheSideFindsTheBoardsEmptyPart() {
        Rectangle maximised = new Rectangle(0, 25, 1600, 975);
        Rectangle board = new Rectangle(170, 60, 930, 930);
        List<Rectangle> middle = cells(board, 5, 9, 5, 9);
        Rectangle chooser = new Rectangle(DialogPlace.choose(new Dimension(596, 351), maximised, board, middle, SCREEN),
                new Dimension(596, 351));
        assertThat(middle).noneMatch(chooser::intersects);
        assertThat(SCREEN.contains(chooser)).isTrue();
    }

    @Test
    void withNothingOnTheBoardItStillKeepsOffTheBoardWhereItCan() {
        Rectangle question = placed(new Dimension(260, 120), WINDOW, List.of());
        assertThat(question.intersects(BOARD)).as("over the side panel, at the window's right edge").isFalse();
        assertThat(question.x + question.width).isEqualTo(WINDOW.x + WINDOW.width);
    }

    @Test
    void whenEveryPlaceHidesSomethingItHidesTheLeast() {
        List<Rectangle> everywhere = cells(0, 14, 0, 14);
        Rectangle big = placed(new Dimension(900, 700), WINDOW, everywhere);
        long hidden = everywhere.stream().filter(big::intersects).count();
        Point centred = new Point(WINDOW.x + (WINDOW.width - 900) / 2, WINDOW.y + (WINDOW.height - 700) / 2);
        long hiddenCentred = everywhere.stream().filter(new Rectangle(centred, new Dimension(900, 700))::intersects).count();
        assertThat(hidden).isLessThan(hiddenCentred);
    }
}
