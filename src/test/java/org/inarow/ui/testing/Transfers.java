package org.inarow.ui.testing;

import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.Transferable;
import java.io.File;
import java.nio.file.Path;
import java.util.List;

/** Clipboard and drop contents for tests, as a desktop hands them over. */
public final class Transfers {
    private Transfers() {
    }

    /** A list of files, as a file manager copies or drags them. */
    public static Transferable fileList(Path... paths) {
        List<File> list = java.util.Arrays.stream(paths).map(Path::toFile).toList();
        return new Transferable() {
            @Override
            public DataFlavor[] getTransferDataFlavors() {
                return new DataFlavor[] {DataFlavor.javaFileListFlavor};
            }

            @Override
            public boolean isDataFlavorSupported(DataFlavor flavor) {
                return DataFlavor.javaFileListFlavor.equals(flavor);
            }

            @Override
            public Object getTransferData(DataFlavor flavor) {
                return list;
            }
        };
    }
}
