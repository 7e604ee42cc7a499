package org.inarow.ui.window;

import org.inarow.ui.game.LevelAdjust;
import org.inarow.ui.game.LevelProgress;
import org.inarow.ui.game.LevelRecord;

/**
 * The player's record per rung of gomoku's ladder and "Adjust the level to me" with its run, kept between
 * runs; records kept when the ladder had eight rungs are read where those rungs stand on the ten.
 */
public final class LevelSettings implements LevelProgress.Store {
    private static final String ADJUST_LEVEL = "adjustLevel";
    private static final String LEVEL_RUN = "levelRun"; // wins (+) or losses (-) in a row towards "adjust the level"
    private static final String RECORD = "ladderRecord."; // then the rung's number
    private static final String EIGHT_RUNG_RECORD = "record."; // then the number on the ladder of eight rungs
    /** Where each rung of the ladder of eight stands on the ten: the two engines on budgets became three. */
    private static final int[] FROM_EIGHT_RUNGS = {1, 2, 3, 4, 5, 6, 8, 10};

    private final SettingsStore store;

    LevelSettings(SettingsStore store) {
        this.store = store;
    }

    /** The player's games against the computer at gomoku's level {@code rung}; none if damaged. */
    @Override
    public LevelRecord levelRecord(int rung) {
        String stored = store.get(RECORD + rung, null);
        if (stored == null) {
            for (int eight = 1; eight <= FROM_EIGHT_RUNGS.length; eight++) {
                if (FROM_EIGHT_RUNGS[eight - 1] == rung) {
                    stored = store.get(EIGHT_RUNG_RECORD + eight, null); // a record kept before the ladder had ten rungs
                }
            }
        }
        return LevelRecord.parse(stored);
    }

    /** Where rung {@code eight} of the ladder of eight stands on the ten, or {@code fallback} if it is none. */
    static int fromEightRungs(int eight, int fallback) {
        return eight >= 1 && eight <= FROM_EIGHT_RUNGS.length ? FROM_EIGHT_RUNGS[eight - 1] : fallback;
    }

    @Override
    public void setLevelRecord(int rung, LevelRecord record) {
        store.write(RECORD + rung, record.stored());
    }

    /** Whether "Adjust the level to me" is on; off by default. */
    @Override
    public boolean adjustsLevel() {
        return store.getBoolean(ADJUST_LEVEL, false);
    }

    @Override
    public void setAdjustsLevel(boolean on) {
        store.write(ADJUST_LEVEL, String.valueOf(on));
    }

    /** The run towards "Adjust the level to me", kept over a restart; a damaged one starts again. */
    @Override
    public int levelRun() {
        int run = store.getInt(LEVEL_RUN, 0);
        return LevelAdjust.isRun(run) ? run : 0;
    }

    @Override
    public void setLevelRun(int run) {
        store.write(LEVEL_RUN, String.valueOf(run));
    }
}
