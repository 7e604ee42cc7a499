package org.inarow.ui.files;

import java.net.URI;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Files dropped as text: some desktops hand a drop over as a {@code text/uri-list} string of
 * {@code file:} URIs rather than as a file list.
 */
final class FileUris {
    private FileUris() {
    }

    /** The first file named by a {@code file:} URI list, or empty when the text is not one. */
    static Optional<Path> firstFile(String text) {
        String first = text.strip().lines().filter(line -> !line.startsWith("#")).findFirst().orElse("");
        if (!first.startsWith("file:") || first.contains(" ")) {
            return Optional.empty();
        }
        try {
            return Optional.of(Path.of(new URI(first)));
        } catch (IllegalArgumentException | java.net.URISyntaxException | java.nio.file.FileSystemNotFoundException e) {
            return Optional.empty();
        }
    }
}
