package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import javax.swing.JButton;
import org.junit.jupiter.api.Test;

/** What starts play before the window's first paint: a press, not the pointer passing by. */
class FirstPaintPressTest {
    private final JButton source = new JButton();

    private MouseEvent mouse(int id) {
        return new MouseEvent(source, id, 0, 0, 1, 1, 1, false, MouseEvent.BUTTON1);
    }

    private KeyEvent key(int id) {
        return new KeyEvent(source, id, 0, 0, id == KeyEvent.KEY_TYPED ? KeyEvent.VK_UNDEFINED : KeyEvent.VK_H,
                'h');
    }

    @Test
    void aMouseOrKeyPressCounts() {
        assertThat(FirstPaint.isPress(mouse(MouseEvent.MOUSE_PRESSED))).isTrue();
        assertThat(FirstPaint.isPress(key(KeyEvent.KEY_PRESSED))).isTrue();
    }

    @Test
    void thePointerMovingOrEnteringAndTheRestOfAKeystrokeDoNot() {
        for (int id : new int[] {MouseEvent.MOUSE_ENTERED, MouseEvent.MOUSE_MOVED, MouseEvent.MOUSE_EXITED,
                                 MouseEvent.MOUSE_RELEASED}) {
            assertThat(FirstPaint.isPress(mouse(id))).as("mouse event " + id).isFalse();
        }
        assertThat(FirstPaint.isPress(key(KeyEvent.KEY_TYPED))).isFalse();
        assertThat(FirstPaint.isPress(key(KeyEvent.KEY_RELEASED))).isFalse();
    }
}
