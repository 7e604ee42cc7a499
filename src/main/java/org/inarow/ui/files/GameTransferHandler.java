package org.inarow.ui.files;

import java.awt.datatransfer.StringSelection;
import java.awt.datatransfer.Transferable;
import java.awt.datatransfer.UnsupportedFlavorException;
import java.io.IOException;
import java.util.Optional;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import javax.swing.TransferHandler;

/**
 * Games by drag and drop and by Swing's own copy and paste keys: a game file dropped anywhere on
 * the window is opened, dropped text is read as a game, and copying exports the position as a
 * move list. Installed on the window and on the components that would otherwise keep a drop or
 * a Ctrl+C to themselves (the move list).
 */
public final class GameTransferHandler extends TransferHandler {
    private static final long serialVersionUID = 1L;

    private final transient GameFiles files;

    public GameTransferHandler(GameFiles files) {
        this.files = files;
    }

    @Override
    public boolean canImport(TransferSupport support) {
        if (!Incoming.canRead(support.getDataFlavors())) {
            return false;
        }
        if (support.isDrop()) {
            if ((support.getSourceDropActions() & COPY) == 0) {
                return false;
            }
            support.setDropAction(COPY); // never MOVE: the file stays where the player keeps it
        }
        return true;
    }

    @Override
    public boolean importData(TransferSupport support) {
        if (!canImport(support)) {
            return false;
        }
        Optional<Incoming> incoming;
        try {
            incoming = Incoming.read(support.getTransferable());
        } catch (UnsupportedFlavorException | IOException | IllegalStateException e) {
            return false;
        }
        if (incoming.isEmpty()) {
            return false;
        }
        if (support.isDrop()) {
            // after the drop has ended: a message box in the middle of it would hold up the desktop's drag
            SwingUtilities.invokeLater(() -> files.take(incoming.get()));
            return true;
        }
        return files.take(incoming.get());
    }

    @Override
    public int getSourceActions(JComponent c) {
        return COPY;
    }

    @Override
    protected Transferable createTransferable(JComponent c) {
        return new StringSelection(files.copyText());
    }
}
