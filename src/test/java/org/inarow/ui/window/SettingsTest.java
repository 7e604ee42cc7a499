package org.inarow.ui.window;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import org.inarow.ai.Level;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.junit.jupiter.api.Test;

class SettingsTest {

    @Test
    void choicesSurviveARestart() {
        MemoryPreferences store = new MemoryPreferences();
        Settings first = new Settings(store);
        GameSetup setup = new GameSetup(Rules.gomokuStandard(19), Mode.TWO_PLAYERS, Side.SECOND, Level.EASY, 5);
        first.setSetup(setup);
        first.setTheme(Theme.DARK);
        first.setShowPrediction(true);
        first.setWindowSize(new Dimension(1111, 777));

        Settings again = new Settings(store);
        assertThat(again.setup()).isEqualTo(setup);
        assertThat(again.theme()).isEqualTo(Theme.DARK);
        assertThat(again.showPrediction()).isTrue();
        assertThat(again.windowSize()).contains(new Dimension(1111, 777));
    }

    @Test
    void anEmptyStoreGivesTheDefaults() {
        Settings settings = new Settings(new MemoryPreferences());
        assertThat(settings.setup()).isEqualTo(GameSetup.defaults());
        assertThat(settings.theme()).isEqualTo(Theme.LIGHT);
        assertThat(settings.showPrediction()).as("off by default").isFalse();
        assertThat(settings.windowSize()).isEmpty();
    }

    @Test
    void damagedValuesFallBackInsteadOfFailing() {
        MemoryPreferences store = new MemoryPreferences();
        store.put("mode", "FLYING");
        store.put("level", "grandmaster");
        store.put("theme", "purple");
        Settings settings = new Settings(store);
        assertThat(settings.setup()).isEqualTo(GameSetup.defaults());
        assertThat(settings.theme()).isEqualTo(Theme.LIGHT);

        MemoryPreferences badSize = new MemoryPreferences();
        badSize.put("game", "gomoku");
        badSize.putInt("size", 17);
        assertThat(new Settings(badSize).setup().rules()).isEqualTo(Rules.gomokuFreestyle(15));
    }

    @Test
    void recentFilesAndTheLastFolderSurviveARestart() {
        MemoryPreferences store = new MemoryPreferences();
        Settings first = new Settings(store);
        java.util.List<java.nio.file.Path> files = java.util.List.of(java.nio.file.Path.of("/games/a b.sgf"),
                java.nio.file.Path.of("/games/c.psq"));
        first.setRecentFiles(files);
        first.setLastFolder(java.nio.file.Path.of("/games"));
        Settings again = new Settings(store);
        assertThat(again.recentFiles()).isEqualTo(files);
        assertThat(again.lastFolder()).contains(java.nio.file.Path.of("/games"));
        assertThat(new Settings(new MemoryPreferences()).recentFiles()).isEmpty();
        assertThat(new Settings(new MemoryPreferences()).lastFolder()).isEmpty();
    }

    @Test
    void ticTacToeIsRemembered() {
        MemoryPreferences store = new MemoryPreferences();
        new Settings(store).setSetup(GameSetup.defaults().withRules(Rules.ticTacToe()));
        assertThat(new Settings(store).setup().rules()).isEqualTo(Rules.ticTacToe());
    }

    @Test
    void gomokusOwnChoicesOutliveAGameOfTicTacToe() {
        MemoryPreferences store = new MemoryPreferences();
        Settings first = new Settings(store);
        GameSetup gomoku = new GameSetup(Rules.gomokuStandard(19), Mode.TWO_PLAYERS, Side.FIRST, Level.EASY, 5);
        first.setSetup(gomoku);
        first.setSetup(gomoku.withRules(Rules.ticTacToe()));

        Settings again = new Settings(store);
        assertThat(again.setup().rules()).isEqualTo(Rules.ticTacToe());
        assertThat(again.gomokuRules()).isEqualTo(Rules.gomokuStandard(19));
        assertThat(new Settings(new MemoryPreferences()).gomokuRules()).isEqualTo(Rules.gomokuFreestyle(15));
    }
}
