package org.inarow.ui.window;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.event.MouseEvent;
import java.awt.im.InputContext;
import java.util.concurrent.atomic.AtomicInteger;
import javax.swing.JButton;
import javax.swing.JPanel;
import javax.swing.JTextField;
import org.junit.jupiter.api.Test;

class TextInputOnlyTest {

    /** A button that counts how often AWT asks for its input context: it does so for each mouse or key event it hands to one. */
    private static final class CountingButton extends JButton {
        private static final long serialVersionUID = 1L;
        final AtomicInteger asked = new AtomicInteger();

        @Override
        public InputContext getInputContext() {
            asked.incrementAndGet();
            return null;
        }
    }

    private static final class CountingField extends JTextField {
        private static final long serialVersionUID = 1L;
        final AtomicInteger asked = new AtomicInteger();

        @Override
        public InputContext getInputContext() {
            asked.incrementAndGet();
            return null;
        }
    }

    @Test
    void aButtonNoLongerHasAnInputMethodButATextFieldStillDoes() {
        CountingButton button = new CountingButton();
        CountingField field = new CountingField();
        JPanel inner = new JPanel();
        inner.add(field);
        JPanel panel = new JPanel();
        panel.add(button);
        panel.add(inner);

        press(button);
        assertThat(button.asked).as("before: AWT hands the button's input to an input method").hasPositiveValue();

        TextInputOnly.apply(panel);
        button.asked.set(0);
        press(button);
        press(field);

        assertThat(button.asked).as("the button, nested anywhere, has no input method").hasValue(0);
        assertThat(field.asked).as("a text field keeps its input method (Chinese typing)").hasPositiveValue();
    }

    /** A mouse press, handed to the component as AWT hands one over (focus events would go to the focus manager first). */
    private static void press(Component c) {
        c.dispatchEvent(new MouseEvent(c, MouseEvent.MOUSE_PRESSED, 0, 0, 1, 1, 1, false, MouseEvent.BUTTON1));
    }
}
