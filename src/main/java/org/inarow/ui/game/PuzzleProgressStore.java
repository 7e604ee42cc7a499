package org.inarow.ui.game;

import java.io.IOException;
import java.nio.file.Path;
import org.inarow.ai.training.TrainerProgress;
import org.inarow.io.PuzzleProgressFile;

/** Where the puzzle trainer keeps the player's progress between runs. */
public interface PuzzleProgressStore {
    TrainerProgress load() throws IOException;

    void save(TrainerProgress progress) throws IOException;

    /** In {@code file} ({@link PuzzleProgressFile}'s format): the app's is in the data folder. */
    static PuzzleProgressStore inFile(Path file) {
        return new PuzzleProgressStore() {
            @Override
            public TrainerProgress load() throws IOException {
                return PuzzleProgressFile.read(file);
            }

            @Override
            public void save(TrainerProgress progress) throws IOException {
                PuzzleProgressFile.write(file, progress);
            }
        };
    }

    /** Kept while the app runs, nowhere after (tests, and a start that keeps no data). */
    static PuzzleProgressStore inMemory() {
        TrainerProgress[] kept = {TrainerProgress.fresh()};
        return new PuzzleProgressStore() {
            @Override
            public TrainerProgress load() {
                return kept[0];
            }

            @Override
            public void save(TrainerProgress progress) {
                kept[0] = progress;
            }
        };
    }
}
