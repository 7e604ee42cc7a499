package org.inarow.ui.window;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import org.inarow.ai.Level;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.UnwritablePreferences;
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
        first.setMoveNumbers(true);
        first.window().setSize(new Dimension(1111, 777));
        first.window().setLocation(new java.awt.Point(-1200, 40));

        Settings again = new Settings(store);
        assertThat(again.setup()).isEqualTo(setup);
        assertThat(again.theme()).isEqualTo(Theme.DARK);
        assertThat(again.showPrediction()).isTrue();
        assertThat(again.moveNumbers()).isTrue();
        assertThat(again.window().size()).contains(new Dimension(1111, 777));
        assertThat(again.window().location()).contains(new java.awt.Point(-1200, 40));
    }

    @Test
    void theClockSurvivesARestartAndADamagedOneIsNoClock() {
        MemoryPreferences store = new MemoryPreferences();
        GameSetup timed = GameSetup.defaults().withClock(org.inarow.model.TimeControl.fischer(300, 3));
        new Settings(store).setSetup(timed);
        assertThat(new Settings(store).setup().clock()).isEqualTo(org.inarow.model.TimeControl.fischer(300, 3));

        store.put("clock", "fischer:lots+3");
        assertThat(new Settings(store).setup().clock()).isEqualTo(org.inarow.model.TimeControl.NONE);
        assertThat(new Settings(new MemoryPreferences()).setup().clock()).isEqualTo(org.inarow.model.TimeControl.NONE);
    }

    @Test
    void anEmptyStoreGivesTheDefaults() {
        Settings settings = new Settings(new MemoryPreferences());
        assertThat(settings.setup()).isEqualTo(GameSetup.defaults());
        assertThat(settings.theme()).isEqualTo(Theme.LIGHT);
        assertThat(settings.showPrediction()).as("off by default").isFalse();
        assertThat(settings.moveNumbers()).as("off by default").isFalse();
        assertThat(settings.window().size()).isEmpty();
        assertThat(settings.window().location()).isEmpty();
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
        first.files().setRecentFiles(files);
        first.files().setLastFolder(java.nio.file.Path.of("/games"));
        Settings again = new Settings(store);
        assertThat(again.files().recentFiles()).isEqualTo(files);
        assertThat(again.files().lastFolder()).contains(java.nio.file.Path.of("/games"));
        assertThat(new Settings(new MemoryPreferences()).files().recentFiles()).isEmpty();
        assertThat(new Settings(new MemoryPreferences()).files().lastFolder()).isEmpty();
    }

    @Test
    void ticTacToeIsRemembered() {
        MemoryPreferences store = new MemoryPreferences();
        new Settings(store).setSetup(GameSetup.defaults().withRules(Rules.ticTacToe()));
        assertThat(new Settings(store).setup().rules()).isEqualTo(Rules.ticTacToe());
    }

    @Test
    void eachDamagedValueFallsBackOnItsOwnAndTheOthersAreKept() {
        MemoryPreferences store = new MemoryPreferences();
        Settings first = new Settings(store);
        first.setSetup(new GameSetup(Rules.gomokuStandard(19), Mode.VS_COMPUTER, Side.SECOND, Level.HARD, 10));
        store.put("mode", "FLYING");
        store.put("game", "chess");
        store.put("humanSide", "");
        GameSetup d = GameSetup.defaults();
        assertThat(new Settings(store).setup()).as("an unknown game is gomoku: its size and rule stay")
                .isEqualTo(new GameSetup(Rules.gomokuStandard(19), d.mode(), d.humanSide(), Level.HARD, 10));

        store.put("game", "gomoku");
        store.put("size", "99999999999");
        store.put("level", "grandmaster");
        store.put("mode", "TWO_PLAYERS");
        assertThat(new Settings(store).setup()).as("gomoku's level (rung 10, stored on its own) is kept")
                .isEqualTo(new GameSetup(Rules.gomokuStandard(15), Mode.TWO_PLAYERS, d.humanSide(), d.level(), 10).withRung(10));
        store.put("showPrediction", "perhaps");
        assertThat(new Settings(store).showPrediction()).isFalse();
    }

    @Test
    void aThinkingTimeOutsideTheChoicesOfferedFallsBackToTheDefault() {
        for (String stored : new String[] {"2147483647", "0", "-5", "3", "1e9", "thirty"}) {
            MemoryPreferences store = new MemoryPreferences();
            store.put("thinkSeconds", stored);
            assertThat(new Settings(store).setup().thinkSeconds()).as(stored).isEqualTo(GameSetup.defaults().thinkSeconds());
        }
        for (int offered : GameSetup.THINK_SECONDS) {
            MemoryPreferences store = new MemoryPreferences();
            store.putInt("thinkSeconds", offered);
            assertThat(new Settings(store).setup().thinkSeconds()).isEqualTo(offered);
        }
    }

    @Test
    void aWindowSizeNoScreenCouldHoldIsForgottenAndALargeOneIsLeftForTheScreenToFit() {
        for (String[] size : new String[][] {{"99999999", "99999999"}, {"0", "600"}, {"800", "-1"}, {"40000", "700"},
                {"wide", "700"}}) {
            MemoryPreferences store = new MemoryPreferences();
            store.put("windowWidth", size[0]);
            store.put("windowHeight", size[1]);
            assertThat(new Settings(store).window().size()).as(String.join("x", size)).isEmpty();
        }
        MemoryPreferences store = new MemoryPreferences();
        new Settings(store).window().setSize(new Dimension(8000, 6000));
        assertThat(new Settings(store).window().size()).contains(new Dimension(8000, 6000)); // ScreenFit fits it
    }

    @Test
    void recentFilesWithVeryLongPathsKeepTheNewestThatTheStoreTakes() {
        MemoryPreferences store = new MemoryPreferences();
        java.util.List<java.nio.file.Path> files = new java.util.ArrayList<>();
        for (int i = 0; i < 5; i++) {
            files.add(java.nio.file.Path.of("/" + String.valueOf((char) ('a' + i)).repeat(3000) + ".sgf"));
        }
        new Settings(store).files().setRecentFiles(files);
        assertThat(new Settings(store).files().recentFiles()).isEqualTo(files.subList(0, 2));
        new Settings(store).files().setLastFolder(java.nio.file.Path.of("/" + "x".repeat(9000)));
        assertThat(new Settings(store).files().lastFolder()).as("too long to keep: not remembered").isEmpty();
    }

    @Test
    void aStoreThatCannotBeWrittenIsReportedOnceInASentenceAndThenLeftAlone() throws Exception {
        UnwritablePreferences store = new UnwritablePreferences();
        Settings settings = new Settings(store);
        java.util.List<String> notices = new java.util.concurrent.CopyOnWriteArrayList<>();
        settings.reportProblemsTo(notices::add);
        settings.setTheme(Theme.DARK);
        long deadline = System.currentTimeMillis() + 5000;
        while (notices.isEmpty() && System.currentTimeMillis() < deadline) {
            Thread.sleep(10);
        }
        settings.setShowPrediction(true);
        settings.setSetup(GameSetup.defaults().withMode(Mode.TWO_PLAYERS));
        settings.window().setSize(new Dimension(900, 700));
        Thread.sleep(200);
        assertThat(notices).containsExactly("Your choices will not be remembered next time: the settings could not be"
                + " saved (Couldn't get file lock.).");
        assertThat(store.flushes).as("not tried again: each try can hold a lock's retries").hasValue(1);
        assertThat(settings.theme()).as("kept for this run").isEqualTo(Theme.DARK);
        assertThat(settings.setup().mode()).isEqualTo(Mode.TWO_PLAYERS);
    }

    @Test
    void aStoreThatFailedBeforeAnyoneListenedIsToldToTheFirstListener() throws Exception {
        UnwritablePreferences store = new UnwritablePreferences();
        Settings settings = new Settings(store);
        settings.setTheme(Theme.DARK);
        long deadline = System.currentTimeMillis() + 5000;
        while (store.flushes.get() == 0 && System.currentTimeMillis() < deadline) {
            Thread.sleep(10);
        }
        Thread.sleep(100); // the failure is handled after the flush returns
        java.util.List<String> notices = new java.util.ArrayList<>();
        settings.reportProblemsTo(notices::add);
        assertThat(notices).singleElement().asString().startsWith("Your choices will not be remembered next time");
    }

    @Test
    void writingNeverWaitsForTheStore() {
        UnwritablePreferences store = new UnwritablePreferences();
        store.flushMillis = 2000; // the JDK's store retries its lock for about this long
        Settings settings = new Settings(store);
        long start = System.nanoTime();
        settings.setTheme(Theme.DARK);
        settings.window().setSize(new Dimension(900, 700));
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(1000);
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

    @Test
    void renjuIsRememberedWithItsBoardAndKeptWhileTicTacToeIsPlayed() {
        MemoryPreferences store = new MemoryPreferences();
        GameSetup renju = new GameSetup(Rules.renju(), Mode.TWO_PLAYERS, Side.FIRST, Level.EASY, 5);
        new Settings(store).setSetup(renju);
        assertThat(store.get("rule", null)).isEqualTo("renju");
        assertThat(new Settings(store).setup()).isEqualTo(renju);
        new Settings(store).setSetup(renju.withRules(Rules.ticTacToe()));
        assertThat(new Settings(store).gomokuRules()).as("gomoku's own choice stays").isEqualTo(Rules.renju());
    }

    @Test
    void renjuStoredWithAnotherSizeIsStillFifteenAndADamagedRuleIsFreestyle() {
        MemoryPreferences store = new MemoryPreferences();
        store.put("rule", "renju");
        store.put("size", "19");
        assertThat(new Settings(store).gomokuRules()).isEqualTo(Rules.renju());
        store.put("rule", "renju-ish");
        assertThat(new Settings(store).gomokuRules()).as("falls back as the others do").isEqualTo(Rules.gomokuFreestyle(19));
    }

    @Test
    void forbiddenPointsShowUntilHidden() {
        MemoryPreferences store = new MemoryPreferences();
        assertThat(new Settings(store).showForbidden()).as("on by default").isTrue();
        new Settings(store).setShowForbidden(false);
        assertThat(new Settings(store).showForbidden()).isFalse();
        new Settings(store).setShowForbidden(true);
        assertThat(new Settings(store).showForbidden()).isTrue();
    }

    @Test
    void oldLevelsBecomeRungsAndTheRecordsAndTheSwitchSurviveARestart() {
        for (String[] old : new String[][] {{"easy", "3"}, {"medium", "5"}, {"hard", "10"}}) {
            MemoryPreferences store = new MemoryPreferences();
            store.put("level", old[0]);
            assertThat(new Settings(store).setup().rung()).as(old[0]).isEqualTo(Integer.parseInt(old[1]));
        }
        MemoryPreferences damaged = new MemoryPreferences();
        damaged.put("level", "hard");
        damaged.put("ladderRung", "12");
        assertThat(new Settings(damaged).setup().rung()).as("out of the ladder: the old level's").isEqualTo(10);
        damaged.put("ladderRung", "two");
        assertThat(new Settings(damaged).setup().rung()).isEqualTo(10);

        MemoryPreferences eightRungs = new MemoryPreferences(); // the ladder had eight rungs: Master 7, Grandmaster 8
        eightRungs.put("rung", "7");
        eightRungs.put("record.7", new org.inarow.ui.game.LevelRecord(2, 0, 5).stored());
        eightRungs.put("record.4", new org.inarow.ui.game.LevelRecord(1, 1, 1).stored());
        Settings migrated = new Settings(eightRungs);
        assertThat(migrated.setup().rung()).as("the Master is rung 8 of ten").isEqualTo(8);
        assertThat(migrated.levels().levelRecord(8)).isEqualTo(new org.inarow.ui.game.LevelRecord(2, 0, 5));
        assertThat(migrated.levels().levelRecord(4)).isEqualTo(new org.inarow.ui.game.LevelRecord(1, 1, 1));
        assertThat(migrated.levels().levelRecord(7)).as("the new rung has no games yet").isEqualTo(org.inarow.ui.game.LevelRecord.NONE);
        migrated.levels().setLevelRecord(8, new org.inarow.ui.game.LevelRecord(3, 0, 5));
        migrated.setSetup(migrated.setup().withRung(9));
        assertThat(new Settings(eightRungs).levels().levelRecord(8)).isEqualTo(new org.inarow.ui.game.LevelRecord(3, 0, 5));
        assertThat(new Settings(eightRungs).setup().rung()).isEqualTo(9);

        MemoryPreferences store = new MemoryPreferences();
        Settings first = new Settings(store);
        first.setSetup(GameSetup.defaults().withRung(2));
        first.levels().setLevelRecord(2, new org.inarow.ui.game.LevelRecord(3, 1, 4));
        first.levels().setAdjustsLevel(true);
        Settings again = new Settings(store);
        assertThat(again.setup().rung()).isEqualTo(2);
        assertThat(again.levels().levelRecord(2)).isEqualTo(new org.inarow.ui.game.LevelRecord(3, 1, 4));
        assertThat(again.levels().levelRecord(3)).isEqualTo(org.inarow.ui.game.LevelRecord.NONE);
        assertThat(again.levels().adjustsLevel()).isTrue();
        assertThat(new Settings(new MemoryPreferences()).levels().adjustsLevel()).as("off by default").isFalse();
    }

    @Test
    void valuesStoredBeforeTheSettingsWereGroupedAreReadUnderTheirOldKeys() {
        MemoryPreferences store = new MemoryPreferences(); // as a player's store holds them, written by an older version
        store.put("windowWidth", "1200");
        store.put("windowHeight", "800");
        store.put("windowX", "-300");
        store.put("windowY", "20");
        store.put("recentFiles", "/games/a.sgf\n/games/b.psq");
        store.put("lastFolder", "/games");
        store.put("linkedFile", "/games/a.sgf");
        store.put("ladderRecord.6", "4,0,2");
        store.put("adjustLevel", "true");
        store.put("levelRun", "-1");
        store.put("teaching", "true");
        store.put("teachingThreshold", "25");

        Settings settings = new Settings(store);
        assertThat(settings.window().size()).contains(new Dimension(1200, 800));
        assertThat(settings.window().location()).contains(new java.awt.Point(-300, 20));
        assertThat(settings.files().recentFiles())
                .containsExactly(java.nio.file.Path.of("/games/a.sgf"), java.nio.file.Path.of("/games/b.psq"));
        assertThat(settings.files().lastFolder()).contains(java.nio.file.Path.of("/games"));
        assertThat(settings.files().linkedFile()).contains(java.nio.file.Path.of("/games/a.sgf"));
        assertThat(settings.levels().levelRecord(6)).isEqualTo(new org.inarow.ui.game.LevelRecord(4, 0, 2));
        assertThat(settings.levels().adjustsLevel()).isTrue();
        assertThat(settings.levels().levelRun()).isEqualTo(-1);
        assertThat(settings.teaching()).isTrue();
        assertThat(settings.teachingThreshold()).isEqualTo(25);

        settings.window().setSize(new Dimension(900, 600)); // and written back under the same keys
        settings.levels().setLevelRecord(6, new org.inarow.ui.game.LevelRecord(5, 0, 2));
        assertThat(store.get("windowWidth", null)).isEqualTo("900");
        assertThat(store.get("ladderRecord.6", null)).isEqualTo("5,0,2");
    }
}
