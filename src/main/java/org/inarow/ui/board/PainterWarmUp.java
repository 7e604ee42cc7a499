package org.inarow.ui.board;

import java.awt.Color;
import org.inarow.model.Position;
import org.inarow.model.Rules;

/**
 * Paints sample boards into images on a background thread at start-up, so the first stones on
 * screen do not pay for loading and compiling the painting code on the event thread (measured:
 * a quarter of a second for the first computer move on a cold JVM). Images need no event thread.
 */
public final class PainterWarmUp {
    private PainterWarmUp() {
    }

    public static void start(BoardPainter painter) {
        Thread thread = new Thread(() -> warmUp(painter), "painter-warm-up");
        thread.setDaemon(true);
        thread.setPriority(Thread.MIN_PRIORITY);
        thread.start();
    }

    private static void warmUp(BoardPainter painter) {
        Position gomoku = Position.parse(Rules.gomokuFreestyle(15), "h8 h9 i8 i9 j8 j9 k8 k9 l8");
        Position ticTacToe = Position.parse(Rules.ticTacToe(), "a1 a2 b1 b2 c1");
        for (int i = 0; i < 3; i++) {
            painter.paintImage(BoardView.of(gomoku).withHint(gomoku.rules().centre()), 480, 480, Color.GRAY);
            painter.paintImage(BoardView.of(ticTacToe), 320, 320, Color.GRAY);
        }
    }
}
