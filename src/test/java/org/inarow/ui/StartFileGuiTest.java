package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.inarow.io.GameFormat;
import org.inarow.io.GameRecord;
import org.inarow.io.GameRecords;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.inarow.testing.GuiTest;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.window.MainFrame;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.inarow.ui.window.Theme;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game file the app is started for ({@code inarow game.sgf}, a file manager's "open with") is
 * the game on the board once the window plays, its file named in the title; the window carries
 * the app's icon at every size drawn.
 */
@GuiTest
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class StartFileGuiTest {
    private static final Rules GOMOKU_19 = Rules.gomokuFreestyle(19);

    @TempDir
    Path dir;

    @Test
    void theFileTheAppWasStartedForIsTheGameOnTheBoardNamedInTheTitle() throws Exception {
        Path file = dir.resolve("opened game.sgf");
        // another board size than the settings' game: the file's game and size win
        GameRecords.save(file, GameRecord.of(GOMOKU_19, Notation.parseMoves("j10 k11 j11", GOMOKU_19)), GameFormat.SGF);
        Settings settings = new Settings(new MemoryPreferences());
        settings.setSetup(GameSetup.defaults().withMode(Mode.TWO_PLAYERS));
        FirstLook look = FirstLook.prepare(Theme.LIGHT, settings.setup().rules(), settings.window().size(),
                settings.window().location(), () -> { });
        InARowApp.Config config = InARowApp.Config.of(settings);
        AtomicReference<MainFrame> built = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        StartFile start = new StartFile();
        MainFrame frame = Edt.call(() -> {
            start.open(file); // named before the window is there, as on the command line
            return InARowApp.openAtOnce(look, () -> config, () -> { }, f -> {
                start.built(f);
                built.set(f);
            }, failure::set);
        });
        try {
            Edt.waitFor("the file's game on the board", 30_000,
                    () -> built.get() != null && frame.controller().moves().size() == 3 || failure.get() != null);
            assertThat(failure.get()).isNull();
            Edt.run(() -> {
                assertThat(Notation.formatMoves(frame.controller().moves())).isEqualTo("j10 k11 j11");
                assertThat(frame.controller().rules()).isEqualTo(GOMOKU_19);
                assertThat(frame.getTitle()).isEqualTo("opened game.sgf — InARow");
                assertThat(frame.getIconImages()).as("the app's icon, 16 to 256 px").hasSize(7);
            });
            // a second file while it plays (macOS hands one over as an event): opened at once
            Path second = dir.resolve("second.psq");
            GameRecords.save(second, GameRecord.of(GOMOKU_19, Notation.parseMoves("a1 b2", GOMOKU_19)), GameFormat.PSQ);
            Edt.run(() -> start.open(second));
            Edt.waitFor("the second file's game", 10_000, () -> frame.controller().moves().size() == 2);
            Edt.run(() -> assertThat(frame.getTitle()).isEqualTo("second.psq — InARow"));
        } finally {
            Edt.run(frame::dispose);
        }
    }
}
