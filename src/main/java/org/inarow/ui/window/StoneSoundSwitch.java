package org.inarow.ui.window;

import javax.swing.Action;
import org.inarow.ui.files.MenuAction;
import org.inarow.ui.game.ClickSound;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.StoneSounds;

/** View › Stone sound: a quiet click for every stone set on the board, remembered in the settings. */
final class StoneSoundSwitch {
    private StoneSoundSwitch() {
    }

    /** Makes the game click while the setting is on, and returns the menu's switch for it. */
    static Action attach(GameController controller, Settings settings) {
        return attach(controller, settings, new ClickSound());
    }

    static Action attach(GameController controller, Settings settings, ClickSound sound) {
        StoneSounds.attach(controller, sound, settings::stoneSound);
        if (settings.stoneSound()) {
            sound.prepare(); // while the window is built, not beside the first stone's paint
        }
        // named by the bundle (its tool tip too), in the current language
        return MenuAction.toggle("panel.stoneSound", null, settings.stoneSound(), settings::setStoneSound);
    }
}
