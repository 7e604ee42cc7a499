package org.inarow.ui.files;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The last few game files opened or saved, newest first, without repeats, kept in a {@link Store}
 * (the settings) so they survive a restart. A file that is gone can be forgotten.
 */
public final class RecentFiles {
    static final int MAX = 5;

    /** Where the list and the last folder are kept between runs: the window's settings. */
    public interface Store {
        List<Path> recentFiles();

        void setRecentFiles(List<Path> files);

        Optional<Path> lastFolder();

        void setLastFolder(Path folder);
    }

    private final Store settings;

    public RecentFiles(Store settings) {
        this.settings = settings;
    }

    List<Path> list() {
        return settings.recentFiles().stream().limit(MAX).toList();
    }

    /** Puts {@code file} first (moving it up if it was there already) and remembers its folder. */
    void add(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        List<Path> files = new ArrayList<>(list());
        files.remove(absolute);
        files.add(0, absolute);
        settings.setRecentFiles(files.subList(0, Math.min(MAX, files.size())));
        Path folder = absolute.getParent();
        if (folder != null) {
            settings.setLastFolder(folder);
        }
    }

    /** Where the file choosers start: the folder of the last game file opened or saved. */
    Optional<Path> lastFolder() {
        return settings.lastFolder();
    }

    void remove(Path file) {
        List<Path> files = new ArrayList<>(list());
        if (files.remove(file.toAbsolutePath().normalize())) {
            settings.setRecentFiles(files);
        }
    }

    void clear() {
        settings.setRecentFiles(List.of());
    }
}
