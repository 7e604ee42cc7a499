package org.inarow.ui.files;

import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.Transferable;
import java.awt.datatransfer.UnsupportedFlavorException;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * What a paste or a drop brought: a game file (the first of a file list, or of a {@code file:}
 * URI list as some desktops send) or text to read as a game. Taken out of the transfer at once,
 * since a drop's data can only be read while the drop lasts.
 */
record Incoming(Path file, String text) {

    /** The file or text in {@code data}; empty when it holds neither. */
    static Optional<Incoming> read(Transferable data) throws UnsupportedFlavorException, IOException {
        if (data.isDataFlavorSupported(DataFlavor.javaFileListFlavor)) {
            List<?> files = (List<?>) data.getTransferData(DataFlavor.javaFileListFlavor);
            if (!files.isEmpty() && files.get(0) instanceof File first) {
                return Optional.of(new Incoming(first.toPath(), null));
            }
        }
        if (data.isDataFlavorSupported(DataFlavor.stringFlavor)) {
            String text = (String) data.getTransferData(DataFlavor.stringFlavor);
            return Optional.of(FileUris.firstFile(text).map(f -> new Incoming(f, null))
                    .orElse(new Incoming(null, text)));
        }
        return Optional.empty();
    }

    static boolean canRead(DataFlavor[] flavors) {
        for (DataFlavor flavor : flavors) {
            if (flavor.equals(DataFlavor.javaFileListFlavor) || flavor.equals(DataFlavor.stringFlavor)) {
                return true;
            }
        }
        return false;
    }
}
