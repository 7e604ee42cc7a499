package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.GraphicsEnvironment;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;
import org.inarow.testing.GuiTest;
import org.junit.jupiter.api.Test;

/** The window-test run really has a screen: a frame opens and becomes visible on it. */
@GuiTest
class DisplayAvailableTest {

    @Test
    void aFrameBecomesVisibleOnTheScreen() throws Exception {
        assertThat(GraphicsEnvironment.isHeadless()).isFalse();
        JFrame[] frame = new JFrame[1];
        SwingUtilities.invokeAndWait(() -> {
            frame[0] = new JFrame("display check");
            frame[0].setSize(new Dimension(200, 150));
            frame[0].setVisible(true);
        });
        try {
            long deadline = System.currentTimeMillis() + 5000;
            while (!frame[0].isShowing() && System.currentTimeMillis() < deadline) {
                Thread.sleep(20);
            }
            assertThat(frame[0].isShowing()).isTrue();
            assertThat(frame[0].getLocationOnScreen()).isNotNull();
        } finally {
            SwingUtilities.invokeAndWait(frame[0]::dispose);
        }
    }
}
