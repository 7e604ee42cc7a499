package org.inarow.ui.files;

import java.awt.Component;
import java.awt.Image;
import java.awt.Window;
import java.awt.datatransfer.Clipboard;
import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.Transferable;
import java.awt.datatransfer.UnsupportedFlavorException;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.imageio.ImageIO;
import org.inarow.io.AtomicFiles;
import org.inarow.ui.game.GameController;
import org.inarow.ui.text.Texts;

/** The board as a picture: saved as a PNG file (File › Export picture) or put on the clipboard (Edit › Copy picture). */
public final class PictureExport {
    private final Supplier<BufferedImage> picture;
    private final GameController controller;
    private final Prompts prompts;

    /** {@code picture} paints the board as it is shown, each time it is asked. */
    public PictureExport(Supplier<BufferedImage> picture, GameController controller, Prompts prompts) {
        this.picture = picture;
        this.controller = controller;
        this.prompts = prompts;
    }

    /** Asks where, then writes the picture; a file that exists is replaced only if the player agrees. */
    public void chooseAndExport(Component owner, Optional<Path> folder, Consumer<Window> place) {
        String name = controller.rules().family().id() + ".png";
        FileChoosers.choosePicture(owner, folder, name, place).ifPresent(file -> {
            if (Files.exists(file) && !prompts.confirm(Texts.get("files.replace.title"),
                    Texts.format("files.replace.message", String.valueOf(file.getFileName())))) {
                return;
            }
            export(file);
        });
    }

    /** Writes the picture to {@code file} as PNG (a name without {@code .png} gets it); false when it could not. */
    public boolean export(Path file) {
        Path target = withPng(file);
        try {
            ByteArrayOutputStream png = new ByteArrayOutputStream();
            ImageIO.write(picture.get(), "png", png);
            AtomicFiles.write(target, png.toByteArray()); // a half-written picture never replaces an old one
        } catch (IOException e) {
            prompts.error(Texts.get("records.cannotExport"),
                    Texts.format("records.exportFailed", String.valueOf(target.getFileName()), IoProblems.describe(e)));
            return false;
        }
        controller.informLive(() -> Texts.format("records.pictureSaved", String.valueOf(target.getFileName())));
        return true;
    }

    /** Puts the picture on {@code clipboard} as an image. */
    public void copyTo(Clipboard clipboard) {
        try {
            clipboard.setContents(new ImageSelection(picture.get()), null);
            controller.informLive(() -> Texts.get("records.pictureCopied"));
        } catch (IllegalStateException e) {
            prompts.error(Texts.get("files.cannotCopy"), Texts.get("files.clipboardBusy"));
        }
    }

    static Path withPng(Path file) {
        String name = String.valueOf(file.getFileName());
        return name.toLowerCase(Locale.ROOT).endsWith(".png") ? file : file.resolveSibling(name + ".png");
    }

    /** An image on the clipboard. */
    static final class ImageSelection implements Transferable {
        private final Image image;

        ImageSelection(Image image) {
            this.image = image;
        }

        @Override
        public DataFlavor[] getTransferDataFlavors() {
            return new DataFlavor[] {DataFlavor.imageFlavor};
        }

        @Override
        public boolean isDataFlavorSupported(DataFlavor flavor) {
            return DataFlavor.imageFlavor.equals(flavor);
        }

        @Override
        public Object getTransferData(DataFlavor flavor) throws UnsupportedFlavorException {
            if (!isDataFlavorSupported(flavor)) {
                throw new UnsupportedFlavorException(flavor);
            }
            return image;
        }
    }
}
