package org.inarow.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import org.inarow.ai.puzzles.Category;
import org.inarow.ai.training.Glicko2.Rating;
import org.inarow.ai.training.TrainerProgress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The trainer's progress file: written and read back the same, a missing file a new player, a damaged line skipped alone. */
class PuzzleProgressFileTest {
    @TempDir
    Path dir;

    @Test
    void progressIsReadBackAsWritten() throws IOException {
        TrainerProgress progress = TrainerProgress.fresh().withThemes(EnumSet.of(Category.DEFEND, Category.WIN))
                .answered("ia-0001", new Rating(1400, 80, 0.06), TrainerProgress.Result.SOLVED)
                .answered("ia-0300", new Rating(1650, 80, 0.06), TrainerProgress.Result.MISSED)
                .answered("ia-0500", new Rating(1550, 80, 0.06), TrainerProgress.Result.SOLVED_WITH_HINT);
        Path file = dir.resolve("sub").resolve(PuzzleProgressFile.NAME);
        PuzzleProgressFile.write(file, progress);
        TrainerProgress read = PuzzleProgressFile.read(file);
        assertThat(read.themes()).containsExactlyInAnyOrder(Category.DEFEND, Category.WIN);
        assertThat(read.answers()).hasSize(3);
        assertThat(read.answers()).extracting(TrainerProgress.Answer::puzzleId).containsExactly("ia-0001", "ia-0300", "ia-0500");
        assertThat(read.answers()).extracting(TrainerProgress.Answer::result).containsExactly(TrainerProgress.Result.SOLVED,
                TrainerProgress.Result.MISSED, TrainerProgress.Result.SOLVED_WITH_HINT);
        assertThat(read.rating().rating()).isCloseTo(progress.rating().rating(), within(1e-3));
        assertThat(read.rating().deviation()).isCloseTo(progress.rating().deviation(), within(1e-3));
        assertThat(read.answers().get(2).ratingAfter()).isCloseTo(progress.rating().rating(), within(1e-3));
    }

    @Test
    void noFileIsANewPlayer() throws IOException {
        TrainerProgress read = PuzzleProgressFile.read(dir.resolve("none.tsv"));
        assertThat(read.rating()).isEqualTo(Rating.NEW);
        assertThat(read.answers()).isEmpty();
        assertThat(read.themes()).isEqualTo(TrainerProgress.ALL_THEMES);
    }

    @Test
    void aDamagedLineIsSkippedAndTheRestKept() throws IOException {
        Path file = dir.resolve(PuzzleProgressFile.NAME);
        Files.writeString(file, String.join("\n", "rating\t1612.5\t120\t0.06", "themes\tblock\tnonsense",
                "answer\tia-0001\t1200\tsolved\t1600", "answer\tia-0002\tnot-a-number\tsolved\t1610",
                "answer\tia-0003\t1300\tmissed\t1612.5", "rating\tbroken"));
        TrainerProgress read = PuzzleProgressFile.read(file);
        assertThat(read.rating().rating()).isEqualTo(1612.5);
        assertThat(read.answers()).extracting(TrainerProgress.Answer::puzzleId).isEqualTo(List.of("ia-0001", "ia-0003"));
        assertThat(read.themes()).as("the unknown theme line is skipped whole").isEqualTo(TrainerProgress.ALL_THEMES);
    }
}
