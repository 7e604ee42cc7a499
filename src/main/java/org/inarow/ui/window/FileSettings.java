package org.inarow.ui.window;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.prefs.Preferences;
import org.inarow.ui.files.FileLink;
import org.inarow.ui.files.RecentFiles;

/** The game files remembered between runs: the recent ones, the last folder, the autosaved game's file. */
public final class FileSettings implements RecentFiles.Store, FileLink.Store {
    private static final String RECENT_FILES = "recentFiles";
    private static final String LAST_FOLDER = "lastFolder";
    private static final String LINKED_FILE = "linkedFile";

    private final SettingsStore store;

    FileSettings(SettingsStore store) {
        this.store = store;
    }

    /** The game files opened or saved last, newest first (see {@link RecentFiles}). */
    @Override
    public List<Path> recentFiles() {
        List<Path> files = new ArrayList<>();
        for (String line : store.get(RECENT_FILES, "").split("\n")) {
            toPath(line).ifPresent(files::add);
        }
        return files;
    }

    @Override
    public void setRecentFiles(List<Path> files) {
        List<String> kept = new ArrayList<>(files.stream().map(Path::toString).toList());
        while (String.join("\n", kept).length() > Preferences.MAX_VALUE_LENGTH) {
            kept.remove(kept.size() - 1); // very long paths: the oldest are forgotten, the store takes no more
        }
        store.write(RECENT_FILES, String.join("\n", kept));
    }

    /** The folder of the last game file opened or saved: where the file choosers start. */
    @Override
    public Optional<Path> lastFolder() {
        return toPath(store.get(LAST_FOLDER, ""));
    }

    @Override
    public void setLastFolder(Path folder) {
        store.write(LAST_FOLDER, folder.toString());
    }

    /** The file of the autosaved game, if it has one (see {@link FileLink}). */
    @Override
    public Optional<Path> linkedFile() {
        return toPath(store.get(LINKED_FILE, ""));
    }

    @Override
    public void setLinkedFile(Optional<Path> file) {
        if (!file.equals(linkedFile())) {
            store.putAsIs(LINKED_FILE, file.map(Path::toString).orElse(""));
            store.flush();
        }
    }

    private static Optional<Path> toPath(String text) {
        if (text.isBlank()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Path.of(text));
        } catch (InvalidPathException e) {
            return Optional.empty(); // written on another system, or damaged: forgotten
        }
    }
}
