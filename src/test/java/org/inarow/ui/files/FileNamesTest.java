package org.inarow.ui.files;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Optional;
import org.inarow.io.GameFormat;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Names of game files: what Save As makes of a typed name, the window title, dropped URIs, recent files. */
class FileNamesTest {
    @TempDir
    Path folder;

    @Test
    void theChosenTypeDecidesTheFormatAndTheExtensionFollowsIt() {
        Path dir = Path.of("/games");
        assertThat(SaveTarget.resolve(dir.resolve("game1.sgf"), GameFormat.PSQ))
                .isEqualTo(new SaveTarget(dir.resolve("game1.psq"), GameFormat.PSQ));
        assertThat(SaveTarget.resolve(dir.resolve("Final.SGF"), GameFormat.MOVE_LIST))
                .isEqualTo(new SaveTarget(dir.resolve("Final.txt"), GameFormat.MOVE_LIST));
        assertThat(SaveTarget.resolve(dir.resolve("final.psq"), GameFormat.PSQ))
                .isEqualTo(new SaveTarget(dir.resolve("final.psq"), GameFormat.PSQ));
        assertThat(SaveTarget.resolve(dir.resolve("final"), GameFormat.PSQ))
                .isEqualTo(new SaveTarget(dir.resolve("final.psq"), GameFormat.PSQ));
        assertThat(SaveTarget.resolve(dir.resolve("round.2"), GameFormat.SGF))
                .isEqualTo(new SaveTarget(dir.resolve("round.2.sgf"), GameFormat.SGF));
        assertThat(SaveTarget.withExtension("notes.txt", GameFormat.SGF)).isEqualTo("notes.sgf");
    }

    @Test
    void theTitleNamesTheFileAndStarsAChangedGame() {
        assertThat(WindowTitle.of(Optional.empty(), false)).isEqualTo("InARow");
        assertThat(WindowTitle.of(Optional.of(Path.of("/g/final.sgf")), false)).isEqualTo("final.sgf — InARow");
        assertThat(WindowTitle.of(Optional.of(Path.of("/g/final.sgf")), true)).isEqualTo("*final.sgf — InARow");
    }

    @Test
    void aUriListNamesItsFirstFile() {
        Path file = folder.resolve("my game.sgf");
        assertThat(FileUris.firstFile("# dropped\r\n" + file.toUri() + "\r\nfile:///other.sgf\r\n")).contains(file);
        assertThat(FileUris.firstFile("h8 h9 i8")).isEmpty();
        assertThat(FileUris.firstFile("file: not a uri")).isEmpty();
        assertThat(FileUris.firstFile("https://example.com/game.sgf")).isEmpty();
    }

    @Test
    void recentFilesAreNewestFirstWithoutRepeatsAndAtMostFive() {
        Settings settings = new Settings(new MemoryPreferences());
        RecentFiles recent = new RecentFiles(settings.files());
        for (int i = 1; i <= 7; i++) {
            recent.add(folder.resolve("game" + i + ".sgf"));
        }
        recent.add(folder.resolve("game5.sgf"));
        assertThat(recent.list()).extracting(p -> p.getFileName().toString())
                .containsExactly("game5.sgf", "game7.sgf", "game6.sgf", "game4.sgf", "game3.sgf");
        assertThat(new RecentFiles(new Settings(settingsStore(settings)).files()).list()).hasSize(5);
        assertThat(settings.files().lastFolder()).contains(folder.toAbsolutePath());
        recent.remove(folder.resolve("game7.sgf"));
        assertThat(recent.list()).hasSize(4).doesNotContain(folder.resolve("game7.sgf"));
        recent.clear();
        assertThat(recent.list()).isEmpty();
    }

    /** The same store, read again as after a restart. */
    private static java.util.prefs.Preferences settingsStore(Settings settings) {
        MemoryPreferences copy = new MemoryPreferences();
        copy.put("recentFiles", String.join("\n", settings.files().recentFiles().stream().map(Path::toString).toList()));
        return copy;
    }
}
