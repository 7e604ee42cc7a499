package org.inarow.ui;

import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.awt.geom.Point2D;
import java.util.List;
import javax.swing.SwingUtilities;
import org.inarow.io.GameRecord;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.ui.game.GameController;
import org.inarow.ui.window.MainFrame;

/**
 * With {@code -Dinarow.debug=true}, the app says on standard output where its board is on the
 * screen and what happens to the game, so a script or a test can watch a real run from outside
 * (and click on it with a robot) without any hook into the app. Lines:
 * <pre>
 * inarow-debug: cells 15x15 first 412,873 last 961,324   (screen centres of a1 and of the top-right cell)
 * inarow-debug: moves h8 h9 i8                          (after every change of the game; "-" for none)
 * inarow-debug: autosaved h8 h9 i8                      (after every autosave written)
 * </pre>
 */
final class DebugLog {
    static final String PROPERTY = "inarow.debug";
    private static final String PREFIX = "inarow-debug: ";

    private String lastCells;
    private List<Point> lastMoves;

    private DebugLog() {
    }

    static boolean enabled() {
        return Boolean.getBoolean(PROPERTY);
    }

    /** Logs the board's place after every move or resize of the window, and every change of the game. */
    static void watch(MainFrame frame, GameController controller) {
        DebugLog log = new DebugLog();
        ComponentAdapter moved = new ComponentAdapter() {
            @Override
            public void componentMoved(ComponentEvent e) {
                SwingUtilities.invokeLater(() -> log.cells(frame));
            }

            @Override
            public void componentResized(ComponentEvent e) {
                SwingUtilities.invokeLater(() -> log.cells(frame));
            }

            @Override
            public void componentShown(ComponentEvent e) {
                SwingUtilities.invokeLater(() -> log.cells(frame));
            }
        };
        frame.addComponentListener(moved);
        frame.board().addComponentListener(moved);
        controller.addListener(() -> log.moves(frame, controller));
        log.moves(frame, controller);
    }

    static void autosaved(GameRecord record) {
        print("autosaved " + list(record.moves()));
    }

    private void moves(MainFrame frame, GameController controller) {
        List<Point> moves = controller.moves();
        cells(frame);
        if (!moves.equals(lastMoves)) {
            lastMoves = moves;
            print("moves " + list(moves));
        }
    }

    private void cells(MainFrame frame) {
        if (!frame.board().isShowing()) {
            return;
        }
        Rules rules = frame.board().view().position().rules();
        java.awt.Point origin = frame.board().getLocationOnScreen();
        Point2D first = frame.board().geometry().centre(new Point(0, 0));
        Point2D last = frame.board().geometry().centre(new Point(rules.width() - 1, rules.height() - 1));
        String cells = "cells " + rules.width() + "x" + rules.height()
                + " first " + Math.round(origin.x + first.getX()) + "," + Math.round(origin.y + first.getY())
                + " last " + Math.round(origin.x + last.getX()) + "," + Math.round(origin.y + last.getY());
        if (!cells.equals(lastCells)) {
            lastCells = cells;
            print(cells);
        }
    }

    private static String list(List<Point> moves) {
        return moves.isEmpty() ? "-" : Notation.formatMoves(moves);
    }

    private static void print(String line) {
        System.out.println(PREFIX + line);
        System.out.flush();
    }
}
