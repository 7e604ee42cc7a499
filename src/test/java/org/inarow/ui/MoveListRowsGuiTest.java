package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.util.concurrent.TimeUnit;
import javax.swing.JList;
import org.inarow.ai.Level;
import org.inarow.io.GameRecord;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The move list at the window's default (packed) size shows a useful stretch of the game. */
@GuiTest
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class MoveListRowsGuiTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final String GAME = "h8 i9 g7 f6 i7 g9 h7 j7 h6 h9 h5 h4 g6 f5 g5 g4 f4 e3 i6 j5 j6 k6 g8 e6";

    /** Whole rows the list shows. */
    private static int visibleRows(AppDriver app) {
        app.robot.waitForIdle();
        return Edt.call(() -> {
            JList<String> list = app.frame.side().moveList().jList();
            int rowHeight = list.getCellBounds(0, 0).height;
            return app.frame.side().moveList().getViewport().getExtentSize().height / rowHeight;
        });
    }

    @Test
    void theListShowsEnoughRowsAtTheDefaultSizeWithAndWithoutWhoWillWin() {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 2));
        try (AppDriver app = AppDriver.open(settings, InARowApp.Config.of(settings))) {
            Edt.run(() -> app.controller().load(GameRecord.of(GOMOKU, Notation.parseMoves(GAME, GOMOKU))));
            Dimension packed = Edt.call(() -> {
                app.frame.pack();
                return app.frame.getSize();
            });
            Dimension minimum = Edt.call(app.frame::getMinimumSize);
            int off = visibleRows(app);
            app.window.checkBox("showPrediction").click();
            int on = visibleRows(app);
            System.out.println("MoveListRowsGuiTest: packed " + packed + ", minimum " + minimum + ": " + off
                    + " rows with who-will-win off, " + on + " with it on");
            // measured under Xvfb with the JDK's DejaVu: 15 and 8 rows (13 and 6 before the gaps were tightened)
            assertThat(off).as("rows at the packed size, who-will-win off").isGreaterThanOrEqualTo(12);
            assertThat(on).as("rows at the packed size, who-will-win on").isGreaterThanOrEqualTo(8);
            assertThat(minimum.height).as("the window's minimum height no larger than before (797 px here)")
                    .isLessThanOrEqualTo(797);
        }
    }
}
