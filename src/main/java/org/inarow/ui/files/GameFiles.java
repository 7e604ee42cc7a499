package org.inarow.ui.files;

import java.awt.datatransfer.Clipboard;
import java.awt.datatransfer.StringSelection;
import java.awt.datatransfer.Transferable;
import java.awt.datatransfer.UnsupportedFlavorException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.inarow.io.GameFormat;
import org.inarow.io.GameRecord;
import org.inarow.io.GameRecords;
import org.inarow.io.PositionText;
import org.inarow.io.InputFiles;
import org.inarow.ui.game.GameController;
import org.inarow.ui.text.Texts;

/**
 * Games in and out of the app: open, save and save as, copy and paste, without any window of its
 * own (the file choosers and menus are {@link FileActions}'). Remembers the current file, the
 * format it is in and what it held, so the title can say whether the game has changed since.
 * Anything that cannot be read is explained through {@link Prompts} and changes nothing.
 */
public final class GameFiles {

    private final GameController controller;
    private final RecentFiles recent;
    private final Prompts prompts;
    private final FileLink.Store links;

    private Path file;
    private GameFormat format;
    private GameRecord saved;
    private int fileGame = -1;
    /** The game-info dialog's edits when the file was opened or saved. */
    private int savedEdits;

    public GameFiles(GameController controller, RecentFiles recent, Prompts prompts, FileLink.Store links) {
        this.controller = controller;
        this.recent = recent;
        this.prompts = prompts;
        this.links = links;
    }

    /** The file the game on the board came from or was saved to; none after a new game or a paste. */
    Optional<Path> currentFile() {
        if (file != null && controller.gameNumber() != fileGame) {
            file = null; // another game began: this one has no file yet
            saved = null;
            links.setLinkedFile(Optional.empty());
        }
        return Optional.ofNullable(file);
    }

    /**
     * At start: a game resumed from the autosave gets back the file it was linked to (if that
     * file still holds a game of the same rules; it tells what is saved, so the title can star
     * the changes since); a new game has none.
     */
    public void restoreLink(boolean resumed) {
        Optional<Path> linked = resumed ? links.linkedFile() : Optional.empty();
        if (linked.isPresent()) {
            Path path = linked.get();
            try {
                GameRecord record = GameRecords.read(path, controller.rules());
                if (record.rules().equals(controller.rules())) {
                    file = path;
                    format = GameRecords.detect(new String(Files.readAllBytes(path), StandardCharsets.ISO_8859_1),
                            Optional.of(String.valueOf(path.getFileName())));
                    saved = record;
                    fileGame = controller.gameNumber();
                    return;
                }
            } catch (IllegalArgumentException | IOException e) {
                // moved, deleted or changed into something else since: the game goes on without it
            }
        }
        links.setLinkedFile(Optional.empty());
    }

    /**
     * Before the app quits: a game changed since its file was opened or saved asks Save, Don't
     * save or Cancel. Returns whether the app may close (not on Cancel, nor when the save failed).
     */
    public boolean mayClose() {
        if (!isModified()) {
            return true;
        }
        SaveAnswer answer = prompts.askToSave(Texts.get("files.saveChanges.title"),
                Texts.format("files.saveChanges.message", String.valueOf(file.getFileName())));
        return switch (answer) {
            case SAVE -> save();
            case DONT_SAVE -> true;
            case CANCEL -> false;
        };
    }

    /** Whether the game on the board is in its file as it is: replacing it loses nothing. */
    public boolean isSavedAsItIs() {
        return currentFile().isPresent() && !isModified();
    }

    /** Whether the game (or its review) differs from its file (no file: nothing to differ from). */
    public boolean isModified() {
        return currentFile().isPresent()
                && !(saved.rules().equals(controller.rules()) && saved.moves().equals(controller.moves())
                && saved.notes().equals(controller.reviewer().notes()) && saved.tree().equals(controller.moveTree())
                && saved.opening().equals(controller.opening())
                && savedEdits == controller.recordInfo().edits()); // names, event, date or comment typed since
    }

    public String title() {
        return WindowTitle.of(currentFile(), isModified());
    }

    RecentFiles recent() {
        return recent;
    }

    /** Opens a game file of any format; lists take the rules of the game on the board. */
    boolean open(Path path) {
        String name = String.valueOf(path.getFileName());
        GameRecord record;
        GameFormat detected;
        try {
            record = GameRecords.read(path, controller.rules());
            // read again for its format: bounded and regular files only, as it may have changed since
            detected = GameRecords.detect(new String(InputFiles.readBytes(path, GameRecords.MAX_BYTES, "game files"),
                    StandardCharsets.ISO_8859_1), Optional.of(name));
        } catch (IllegalArgumentException e) { // a GameFileException, or any other refusal of the content
            if (!Files.exists(path)) {
                recent.remove(path);
            }
            prompts.error(Texts.get("files.cannotOpen"), FileProblems.describe(e) + unchanged());
            return false;
        } catch (IOException e) {
            prompts.error(Texts.get("files.cannotOpen"), Texts.format("files.ioProblem", name, IoProblems.describe(e))
                    + unchanged());
            return false;
        }
        if (!controller.load(record)) {
            return false; // the player kept the game in progress
        }
        remember(path, detected, record);
        controller.informLive(() -> Texts.format("files.opened", name, moves(record))); // in the language of the moment
        return true;
    }

    /** Pastes a game as text in any format; lists take the rules of the game on the board. */
    boolean paste(String text) {
        if (text.length() > GameRecords.MAX_BYTES) {
            prompts.error(Texts.get("files.cannotPaste"), Texts.format("files.paste.tooLong", String.valueOf(text.length()))
                    + unchanged());
            return false;
        }
        if (text.isBlank()) {
            prompts.error(Texts.get("files.cannotPaste"), Texts.get("files.paste.empty") + unchanged());
            return false;
        }
        GameRecord record;
        try {
            record = GameRecords.parse(text, Optional.empty(), controller.rules());
        } catch (IllegalArgumentException e) { // a GameFileException, or any other refusal of the content
            prompts.error(Texts.get("files.cannotPaste"), Texts.format("files.paste.noGame", FileProblems.describe(e))
                    + unchanged());
            return false;
        }
        if (!controller.load(record)) {
            return false;
        }
        controller.informLive(() -> Texts.format("files.pasted", moves(record)));
        return true;
    }

    /** Pastes from a clipboard's contents: a file list opens its first file; text is read as a game. */
    boolean paste(Transferable data) {
        Optional<Incoming> incoming;
        try {
            incoming = Incoming.read(data);
        } catch (UnsupportedFlavorException | IOException | IllegalStateException e) {
            // the desktop's own words ("Exception fetching data: ") say nothing: most often the
            // contents were too large to hand over, or the program that copied them has gone
            prompts.error(Texts.get("files.cannotPaste"), Texts.get("files.paste.unreadable") + unchanged());
            return false;
        }
        if (incoming.isEmpty()) {
            prompts.error(Texts.get("files.cannotPaste"), Texts.get("files.paste.nothing") + unchanged());
            return false;
        }
        return take(incoming.get());
    }

    /** Opens the file or pastes the text that came by clipboard or drop. */
    boolean take(Incoming incoming) {
        return incoming.file() != null ? open(incoming.file()) : paste(incoming.text());
    }

    boolean pasteFrom(Clipboard clipboard) {
        Transferable contents;
        try {
            contents = clipboard.getContents(this);
        } catch (IllegalStateException e) {
            prompts.error(Texts.get("files.cannotPaste"), Texts.get("files.clipboardBusy") + unchanged());
            return false;
        }
        return contents == null ? paste("") : paste(contents);
    }

    /**
     * The position on the board (while reviewing, the one looked at): a header naming the game, board
     * and rule, then the moves (see {@link PositionText}); Paste reads it back to the same game.
     */
    String copyText() {
        return PositionText.write(controller.shownPosition().rules(), controller.shownPosition().moves());
    }

    void copyTo(Clipboard clipboard) {
        try {
            clipboard.setContents(new StringSelection(copyText()), null);
            int copied = controller.shownPosition().moveCount();
            controller.informLive(() -> Texts.format("files.copied", moves(copied)));
        } catch (IllegalStateException e) {
            prompts.error(Texts.get("files.cannotCopy"), Texts.get("files.clipboardBusy"));
        }
    }

    /** Saves to the current file in its format; false when there is none (then ask for one). */
    boolean save() {
        return currentFile().isPresent() && saveAs(file, format);
    }

    boolean saveAs(Path path, GameFormat newFormat) {
        GameRecord record = GameRecord.of(controller.rules(), controller.moves()).withInfo(controller.recordInfo().forSave())
                .withNotes(controller.reviewer().notes()) // the review goes into SGF; other formats leave it out
                .withTree(controller.moveTree()) // so do the variations, e.g. those of a file from another program
                .withOpening(controller.opening()); // and an opening rule with its choices
        try {
            GameRecords.save(path, record, newFormat);
        } catch (IOException e) {
            prompts.error(Texts.get("files.cannotSave"),
                    Texts.format("files.saveFailed", String.valueOf(path.getFileName()), IoProblems.describe(e)));
            return false;
        }
        remember(path, newFormat, record);
        controller.informLive(() -> Texts.format("files.saved", String.valueOf(path.getFileName())));
        return true;
    }

    private void remember(Path path, GameFormat newFormat, GameRecord record) {
        savedEdits = controller.recordInfo().edits();
        file = path;
        format = newFormat;
        saved = record;
        fileGame = controller.gameNumber();
        recent.add(path);
        links.setLinkedFile(Optional.of(path.toAbsolutePath()));
    }

    private static String moves(GameRecord record) {
        return moves(record.moves().size());
    }

    private static String moves(int n) {
        return Texts.format("files.moves", n);
    }

    /** The end of every refusal to open or paste: nothing was lost. */
    private static String unchanged() {
        return "\n\n" + Texts.get("files.unchanged");
    }
}
