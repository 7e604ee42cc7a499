package org.inarow.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.inarow.model.Game;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.inarow.testing.SpecialFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An autosave that is not a file: loading it never blocks (the window waits for it at start), a
 * pipe or a folder is moved aside with a warning, a link to nothing is no autosave, and the next
 * save works.
 */
class AutosaveSpecialFilesTest {
    private static final Duration AT_ONCE = Duration.ofSeconds(10);

    @TempDir
    Path folder;

    @Test
    void aNamedPipeIsRefusedAtOnceMovedAsideAndTheNextSaveWorks() throws Exception {
        SpecialFiles.fifo(folder, Autosave.FILE_NAME);
        Autosave autosave = new Autosave(folder);

        AutosaveLoad load = assertTimeoutPreemptively(AT_ONCE, autosave::load);

        assertThat(load.record()).isEmpty();
        assertThat(load.warning()).hasValueSatisfying(w -> assertThat(w)
                .startsWith("The autosaved game could not be restored (autosave.sgf: is a named pipe (FIFO), not a regular file)")
                .contains("it was kept as autosave-corrupt-"));
        savesAndLoadsAgain(autosave);
    }

    @Test
    void aFolderIsMovedAsideAndALinkToNothingIsNoAutosave() throws IOException {
        Files.createDirectory(folder.resolve(Autosave.FILE_NAME));
        AutosaveLoad folderLoad = assertTimeoutPreemptively(AT_ONCE, () -> new Autosave(folder).load());
        assertThat(folderLoad.warning()).hasValueSatisfying(w -> assertThat(w).contains("is a folder, not a regular file"));
        savesAndLoadsAgain(new Autosave(folder));

        Path other = Files.createDirectory(folder.resolve("other"));
        Files.createSymbolicLink(other.resolve(Autosave.FILE_NAME), other.resolve("gone.sgf"));
        AutosaveLoad dangling = assertTimeoutPreemptively(AT_ONCE, () -> new Autosave(other).load());
        assertThat(dangling.record()).isEmpty();
        assertThat(dangling.warning()).isEmpty();
        savesAndLoadsAgain(new Autosave(other));
    }

    private static void savesAndLoadsAgain(Autosave autosave) throws IOException {
        Game game = Notation.parseGame("h8 h9", Rules.gomokuFreestyle(15));
        autosave.save(GameRecord.of(game));
        assertThat(autosave.load().record()).hasValueSatisfying(r -> assertThat(r.moves()).isEqualTo(game.moves()));
    }
}
