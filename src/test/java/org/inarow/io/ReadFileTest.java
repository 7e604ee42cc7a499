package org.inarow.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import org.inarow.model.Game;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading from disk: problems name the file, and saving goes through the atomic write. */
class ReadFileTest {
    @TempDir
    Path folder;

    @Test
    void errorsStartWithTheFileName() throws IOException {
        Path file = folder.resolve("broken.sgf");
        Files.writeString(file, "(;SZ[15];B[hh];W[hh])");

        assertThatThrownBy(() -> GameRecords.read(file))
                .isInstanceOf(GameFileException.class)
                .hasMessage("broken.sgf: line 1, move 2: h8 (W[hh]) is occupied");
    }

    @Test
    void missingFoldersAndOversizedFilesAreBadInput() throws IOException {
        Path big = folder.resolve("big.txt");
        try (RandomAccessFile sparse = new RandomAccessFile(big.toFile(), "rw")) {
            sparse.setLength(5L << 20);
        }

        assertThatThrownBy(() -> GameRecords.read(folder.resolve("nothing.psq")))
                .isInstanceOf(GameFileException.class).hasMessage("nothing.psq: no such file");
        assertThatThrownBy(() -> GameRecords.read(folder))
                .isInstanceOf(GameFileException.class).hasMessageEndingWith(": is a folder, not a regular file");
        assertThatThrownBy(() -> GameRecords.read(big))
                .isInstanceOf(GameFileException.class)
                .hasMessage("big.txt: is 5242880 bytes long; game files over 1 MiB are refused");
    }

    @Test
    void savedFilesReadBackInEveryFormat() throws IOException {
        Game game = Notation.parseGame("j10 k11 l12", Rules.gomokuStandard(19));
        for (GameFormat format : GameFormat.values()) {
            Path file = folder.resolve("game." + format.name().toLowerCase() + "." + format.extension());
            GameRecords.save(file, GameRecord.of(game), format);

            GameRecord read = GameRecords.read(file, Rules.gomokuStandard(19));

            assertThat(read.moves()).as(format.name()).isEqualTo(game.moves());
            assertThat(read.rules()).as(format.name()).isEqualTo(Rules.gomokuStandard(19));
        }
    }

    @Test
    void variantsNoFileCanHoldAreRefusedWhenWriting() {
        GameRecord connectFour = GameRecord.of(new Rules(org.inarow.model.Family.GOMOKU, 7, 6, 4,
                org.inarow.model.Overline.WINS), java.util.List.of());

        for (GameFormat format : GameFormat.values()) {
            assertThatThrownBy(() -> GameRecords.write(connectFour, format))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cannot be saved");
        }
    }
}
