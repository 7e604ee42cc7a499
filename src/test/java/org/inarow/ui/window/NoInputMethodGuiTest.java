package org.inarow.ui.window;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import javax.swing.JDialog;
import javax.swing.JTextField;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.PredictorFactory;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The main window takes no text, so no input method stands between it and the keyboard: the board's
 * letter shortcuts reach it, and focusing it costs no call to the display's input method. A dialog
 * that takes text keeps its own.
 */
@GuiTest
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class NoInputMethodGuiTest {

    @Test
    void theMainWindowHasNoInputMethodButItsDialogsDo() {
        Settings settings = new Settings(new MemoryPreferences());
        MainFrame frame = Edt.call(() -> new MainFrame(new GameController(GameSetup.defaults(), false,
                (level, rules, seed) -> TestStrategies.scripted("a1"), PredictorFactory.standard(), e -> { }),
                settings, () -> { }));
        try {
            assertThat(Edt.call(() -> frame.board().getInputContext())).as("the board").isNull();
            assertThat(Edt.call(() -> frame.getContentPane().getInputContext())).as("the side panel's parent").isNull();
            JTextField typed = Edt.call(() -> {
                JDialog dialog = new JDialog(frame, "with a text field");
                JTextField field = new JTextField(10);
                dialog.add(field);
                return field;
            });
            assertThat(Edt.call(typed::getInputContext)).as("a text field in a dialog of the window").isNotNull();
        } finally {
            Edt.run(frame::dispose);
        }
    }
}
