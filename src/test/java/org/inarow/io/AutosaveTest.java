package org.inarow.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.inarow.model.Game;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The autosave brings the game back after a restart, and a damaged one never stops the start. */
class AutosaveTest {
    @TempDir
    Path folder;

    @Test
    void aSavedGameComesBackWithItsRules() throws IOException {
        Autosave autosave = new Autosave(folder);
        Game game = Notation.parseGame("b2 a1 c3", Rules.ticTacToe());

        autosave.save(GameRecord.of(game));
        AutosaveLoad load = new Autosave(folder).load();

        assertThat(load.warning()).isEmpty();
        assertThat(load.record()).hasValueSatisfying(r -> {
            assertThat(r.rules()).isEqualTo(Rules.ticTacToe());
            assertThat(r.moves()).isEqualTo(game.moves());
        });
        assertThat(Files.readString(autosave.file())).startsWith("(;FF[4]GM[4]");
    }

    @Test
    void noAutosaveIsNotAProblem() {
        AutosaveLoad load = new Autosave(folder.resolve("never-created")).load();

        assertThat(load.record()).isEmpty();
        assertThat(load.warning()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"(;SZ[15];B[hh];W[hh])", "(;SZ[15];B[hh", "garbage", "Piskvorky 15x15\n99,99,0", "\0\0\0"})
    void aCorruptAutosaveIsReportedMovedAsideAndIgnored(String content) throws IOException {
        Autosave autosave = new Autosave(folder);
        Files.writeString(autosave.file(), content, StandardCharsets.ISO_8859_1);

        AutosaveLoad load = autosave.load();

        assertThat(load.record()).isEmpty();
        assertThat(load.warning()).hasValueSatisfying(w -> assertThat(w)
                .startsWith("The autosaved game could not be restored (autosave.sgf: ")
                .contains("it was kept as autosave-corrupt-"));
        assertThat(autosave.file()).doesNotExist();
        assertThat(corruptCopies()).singleElement().satisfies(p -> assertThat(Files.readString(p, StandardCharsets.ISO_8859_1)).isEqualTo(content));
        assertThat(autosave.load()).as("the next start is clean").isEqualTo(AutosaveLoad.nothing());
    }

    @Test
    void anUnreadableAutosaveIsReportedToo() throws IOException {
        Autosave autosave = new Autosave(folder);
        Files.createDirectories(autosave.file()); // a folder where the file should be: reading it fails

        AutosaveLoad load = autosave.load();

        assertThat(load.record()).isEmpty();
        assertThat(load.warning()).hasValueSatisfying(w -> assertThat(w).startsWith("The autosaved game could not be"));
        assertThat(autosave.file()).doesNotExist();
    }

    @Test
    void clearForgetsTheGame() throws IOException {
        Autosave autosave = new Autosave(folder);
        autosave.save(GameRecord.of(Rules.gomokuStandard(20), List.of()));
        assertThat(autosave.exists()).isTrue();

        autosave.clear();

        assertThat(autosave.exists()).isFalse();
        assertThat(autosave.load().record()).isEmpty();
    }

    private List<Path> corruptCopies() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(p -> p.getFileName().toString().startsWith("autosave-corrupt-")).toList();
        }
    }
}
