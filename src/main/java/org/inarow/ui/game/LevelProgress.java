package org.inarow.ui.game;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.inarow.ai.ladder.Ladder;

/**
 * The player's way up gomoku's ladder: the record at each level (kept in a {@link Store}, the
 * settings in the app) and, when the player asks for it, the {@link LevelAdjust} rule that moves
 * the next game's level after two wins or two losses in a row.
 */
public final class LevelProgress {

    /** Where the records and the switch are kept between runs. */
    public interface Store {
        LevelRecord levelRecord(int rung);

        void setLevelRecord(int rung, LevelRecord record);

        boolean adjustsLevel();

        void setAdjustsLevel(boolean on);

        /** Wins (+) or losses (-) in a row so far, so that a restart between two games does not lose the run. */
        int levelRun();

        void setLevelRun(int run);
    }

    /** The next game's level, moved by the rule, and why. */
    public record Move(int rung, LevelAdjust.Why why) {
        /** The sentence that says so, in the current language: "Two wins in a row: next game at Level 5 · Club". */
        public String notice() {
            return why.notice(LevelNames.title(Ladder.rung(rung)));
        }
    }

    private final Store store;

    public LevelProgress(Store store) {
        this.store = store;
    }

    /** Records kept for this run only (tests, and a controller without settings). */
    public static LevelProgress inMemory() {
        return new LevelProgress(new Store() {
            private final Map<Integer, LevelRecord> records = new HashMap<>();
            private boolean adjusts;
            private int run;

            @Override
            public LevelRecord levelRecord(int rung) {
                return records.getOrDefault(rung, LevelRecord.NONE);
            }

            @Override
            public void setLevelRecord(int rung, LevelRecord record) {
                records.put(rung, record);
            }

            @Override
            public boolean adjustsLevel() {
                return adjusts;
            }

            @Override
            public void setAdjustsLevel(boolean on) {
                adjusts = on;
            }

            @Override
            public int levelRun() {
                return run;
            }

            @Override
            public void setLevelRun(int run) {
                this.run = run;
            }
        });
    }

    public LevelRecord record(int rung) {
        return store.levelRecord(rung);
    }

    public boolean adjusts() {
        return store.adjustsLevel();
    }

    /** Switches the rule on or off; a run so far no longer counts. */
    public void setAdjusts(boolean on) {
        store.setAdjustsLevel(on);
        store.setLevelRun(LevelAdjust.START.run());
    }

    /** Counts a finished game at {@code rung}; the next game's level if the rule moves it. */
    public Optional<Move> gameEnded(int rung, PlayerResult result) {
        store.setLevelRecord(rung, store.levelRecord(rung).with(result));
        if (!store.adjustsLevel()) {
            return Optional.empty();
        }
        LevelAdjust.Step step = new LevelAdjust(store.levelRun()).after(result, rung, Ladder.top());
        store.setLevelRun(step.adjust().run());
        return step.why().map(why -> new Move(step.rung(), why));
    }
}
