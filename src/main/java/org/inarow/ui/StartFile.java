package org.inarow.ui;

import java.awt.Desktop;
import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.Transferable;
import java.awt.datatransfer.UnsupportedFlavorException;
import java.nio.file.Path;
import java.util.List;
import javax.swing.SwingUtilities;
import javax.swing.TransferHandler;
import org.inarow.ui.window.MainFrame;

/**
 * A game file the app was started for: named on the command line ({@code inarow game.sgf}, as a
 * file manager or Windows starts the app for a file opened with it), or on macOS handed over by
 * the system as an event (a double-click in the Finder). It opens once the window is on screen and
 * play has started, as a file dropped on the window does: the same checks, the same message for a
 * file that cannot be read (the game on the board then stays), the same question when a game in
 * progress would be lost. Used on the event thread only.
 */
final class StartFile {
    private MainFrame frame;
    private boolean playing;
    private Path pending;

    /** Opens {@code file} in the window once it is playing (at once if it is). */
    void open(Path file) {
        if (playing) {
            openIn(frame, file);
        } else {
            pending = file; // the last one named wins, as the last file dropped would
        }
    }

    /** The window is built: a file named before opens once it is on screen, after play has started. */
    void built(MainFrame built) {
        frame = built;
        // queued behind the task that starts play, which the same first paint runs
        FirstPaint.then(built, () -> SwingUtilities.invokeLater(() -> {
            playing = true;
            if (pending != null) {
                openIn(frame, pending);
                pending = null;
            }
        }));
    }

    /**
     * On macOS a file opened with the app comes as an event, at start and while it runs; elsewhere
     * the system starts the app with the file's name (and a second app for a second file).
     */
    void takeTheSystemsOpenEvents() {
        if (!System.getProperty("os.name", "").startsWith("Mac") || !Desktop.isDesktopSupported()
                || !Desktop.getDesktop().isSupported(Desktop.Action.APP_OPEN_FILE)) {
            return;
        }
        Desktop.getDesktop().setOpenFileHandler(event -> {
            if (!event.getFiles().isEmpty()) {
                Path file = event.getFiles().get(0).toPath();
                SwingUtilities.invokeLater(() -> open(file));
            }
        });
    }

    /**
     * Opens {@code file} in {@code frame} through the window's own way in for files, its transfer
     * handler (what a file dropped on it goes through). Returns whether the game on the board is now the file's.
     */
    static boolean openIn(MainFrame frame, Path file) {
        TransferHandler handler = frame.getTransferHandler();
        if (handler == null || !frame.isDisplayable()) {
            return false;
        }
        return handler.importData(new TransferHandler.TransferSupport(frame, new OneFile(file)));
    }

    /** A file list of one file, as a drop of it carries. */
    private record OneFile(Path file) implements Transferable {
        @Override
        public DataFlavor[] getTransferDataFlavors() {
            return new DataFlavor[] {DataFlavor.javaFileListFlavor};
        }

        @Override
        public boolean isDataFlavorSupported(DataFlavor flavor) {
            return DataFlavor.javaFileListFlavor.equals(flavor);
        }

        @Override
        public Object getTransferData(DataFlavor flavor) throws UnsupportedFlavorException {
            if (!isDataFlavorSupported(flavor)) {
                throw new UnsupportedFlavorException(flavor);
            }
            return List.of(file.toFile());
        }
    }
}
