package org.inarow.ui.files;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import org.inarow.ui.text.Texts;

/** File-system failures in words for a dialog (the JDK's messages are often just the path). */
final class IoProblems {
    private IoProblems() {
    }

    static String describe(IOException e) {
        if (e instanceof AccessDeniedException) {
            return Texts.get("files.io.permissionDenied");
        }
        if (e instanceof NoSuchFileException) {
            return Texts.get("files.io.noSuchFile");
        }
        if (e instanceof FileSystemException fs && fs.getReason() != null) {
            return fs.getReason().toLowerCase(java.util.Locale.ROOT);
        }
        String message = e.getMessage();
        return message == null || message.isBlank() ? e.getClass().getSimpleName() : message;
    }
}
