package org.inarow.ui.files;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Which file the game on the board belongs to, kept between runs beside the autosave: a game
 * opened from a file and resumed after a restart still saves to that file with Save.
 */
public final class FileLink {
    /** Where the link is kept: the window's settings. */
    public interface Store {
        Optional<Path> linkedFile();

        void setLinkedFile(Optional<Path> file);
    }

    private FileLink() {
    }
}
