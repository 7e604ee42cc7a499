package org.inarow.ui.files;

import java.nio.file.Path;
import java.util.Optional;

/** The window's title: the game file's name, starred when the game has changed since, then the app. */
final class WindowTitle {
    static final String APP = "InARow";

    private WindowTitle() {
    }

    static String of(Optional<Path> file, boolean modified) {
        return file.map(f -> (modified ? "*" : "") + f.getFileName() + " — " + APP).orElse(APP);
    }
}
