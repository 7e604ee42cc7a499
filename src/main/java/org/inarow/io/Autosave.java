package org.inarow.io;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.inarow.model.Rules;
import org.inarow.model.UserText;

/**
 * The game in progress, kept on disk so a crash or a closed window loses nothing. Saved as SGF
 * (rules and moves travel together) with an atomic write; loaded at start. Loading never throws:
 * a corrupt file is moved aside as {@code autosave-corrupt-<time>.sgf} and reported as a warning.
 */
public final class Autosave {
    public static final String FILE_NAME = "autosave.sgf";
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private final Path file;

    public Autosave(Path folder) {
        this.file = folder.resolve(FILE_NAME);
    }

    /** The autosave in the user's data folder ({@link DataFolder}). */
    public static Autosave inDataFolder() {
        return new Autosave(DataFolder.path());
    }

    public Path file() {
        return file;
    }

    /** Replaces the autosave with {@code record}, atomically. */
    public void save(GameRecord record) throws IOException {
        GameRecords.save(file, record, GameFormat.SGF);
    }

    /** Forgets the autosave (e.g. after the game was saved by the user or finished). */
    public void clear() throws IOException {
        Files.deleteIfExists(file);
    }

    /** The saved game, nothing if there is none, or a warning if it could not be used. */
    public AutosaveLoad load() {
        if (!Files.exists(file)) {
            return AutosaveLoad.nothing();
        }
        try {
            // an SGF states its rules; the default only matters for a file that somehow lost its SZ
            return AutosaveLoad.restored(GameRecords.read(file, Rules.gomokuFreestyle(15)));
        } catch (GameFileException e) {
            return AutosaveLoad.problem(FileProblem.of(FileProblem.Kind.AUTOSAVE_NOT_RESTORED, e.problem(), moveAside()));
        } catch (IOException e) {
            return AutosaveLoad.problem(FileProblem.of(FileProblem.Kind.AUTOSAVE_NOT_READ, reason(e), moveAside()));
        } catch (RuntimeException e) {
            return AutosaveLoad.problem(FileProblem.of(FileProblem.Kind.AUTOSAVE_NOT_READ, FileProblem.text(e.toString()),
                    moveAside()));
        }
    }

    private FileProblem moveAside() {
        String stamp = LocalDateTime.now().format(STAMP);
        Path aside = file.resolveSibling("autosave-corrupt-" + stamp + ".sgf");
        for (int i = 2; Files.exists(aside) && i < 100; i++) {
            aside = file.resolveSibling("autosave-corrupt-" + stamp + "-" + i + ".sgf");
        }
        try {
            Files.move(file, aside, StandardCopyOption.REPLACE_EXISTING);
            return FileProblem.of(FileProblem.Kind.AUTOSAVE_KEPT_AS, aside.getFileName());
        } catch (IOException e) {
            return FileProblem.of(FileProblem.Kind.AUTOSAVE_NOT_MOVED, reason(e));
        }
    }

    /** The reason alone: the full paths would fill the status column, and the folder is the data folder. */
    private static FileProblem reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return FileProblem.of(FileProblem.Kind.PERMISSION_DENIED);
        }
        if (e instanceof FileSystemException fs && fs.getReason() != null) {
            return FileProblem.text(fs.getReason().toLowerCase(Locale.ROOT));
        }
        return FileProblem.text(e.getMessage() != null ? UserText.shown(e.getMessage(), 200) : e.getClass().getSimpleName());
    }

    /** Whether an autosave exists (a quick check for the start screen). */
    public boolean exists() {
        return Files.exists(file);
    }

    /** For messages: where the autosave lives. */
    @Override
    public String toString() {
        return "autosave at " + file;
    }
}
