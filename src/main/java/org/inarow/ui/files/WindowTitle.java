package org.inarow.ui.files;

import java.nio.file.Path;
import java.util.Optional;
import org.inarow.ui.text.Texts;

/** The window's title: the game file's name, starred when the game has changed since, then the app. */
final class WindowTitle {
    private WindowTitle() {
    }

    static String of(Optional<Path> file, boolean modified) {
        return file.map(f -> Texts.format(modified ? "files.title.changed" : "files.title.file", String.valueOf(f.getFileName())))
                .orElse(Texts.get("files.title.app"));
    }
}
