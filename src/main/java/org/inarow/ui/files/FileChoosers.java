package org.inarow.ui.files;

import java.awt.Component;
import java.awt.Window;
import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.filechooser.FileFilter;
import javax.swing.filechooser.FileNameExtensionFilter;
import org.inarow.io.GameFormat;
import org.inarow.ui.text.Texts;

/** The open and save dialogs for game files, starting in the folder used last, each opened where it is placed. */
final class FileChoosers {
    private FileChoosers() {
    }

    static Optional<Path> chooseOpen(Component owner, Optional<Path> folder, Consumer<Window> place) {
        JFileChooser chooser = chooser("openChooser", folder, place);
        chooser.setDialogTitle(Texts.get("files.chooser.open"));
        FileNameExtensionFilter games = new FileNameExtensionFilter(Texts.get("files.chooser.games"),
                "sgf", "psq", "txt");
        chooser.addChoosableFileFilter(games);
        chooser.setFileFilter(games);
        if (chooser.showOpenDialog(owner) != JFileChooser.APPROVE_OPTION || chooser.getSelectedFile() == null) {
            return Optional.empty();
        }
        return Optional.of(chooser.getSelectedFile().toPath());
    }

    /** Asks where to save, suggesting {@code name}; the chosen filter gives the format. */
    static Optional<SaveTarget> chooseSave(Component owner, Optional<Path> folder, String name, GameFormat format,
                                           Consumer<Window> place) {
        JFileChooser chooser = chooser("saveChooser", folder, place);
        chooser.setDialogTitle(Texts.get("files.chooser.save"));
        chooser.setAcceptAllFileFilterUsed(false);
        for (GameFormat offered : SaveTarget.OFFERED) {
            FormatFilter filter = new FormatFilter(offered);
            chooser.addChoosableFileFilter(filter);
            if (offered == format) {
                chooser.setFileFilter(filter);
            }
        }
        chooser.setSelectedFile(new File(folder.map(Path::toFile).orElse(null), name));
        // the name's extension follows the type chosen, so the player sees the name the file will get
        chooser.addPropertyChangeListener(JFileChooser.FILE_FILTER_CHANGED_PROPERTY, e -> {
            if (e.getNewValue() instanceof FormatFilter f && chooser.getSelectedFile() != null) {
                File shown = chooser.getSelectedFile();
                chooser.setSelectedFile(new File(shown.getParentFile(), SaveTarget.withExtension(shown.getName(), f.format)));
            }
        });
        if (chooser.showSaveDialog(owner) != JFileChooser.APPROVE_OPTION || chooser.getSelectedFile() == null) {
            return Optional.empty();
        }
        GameFormat chosen = chooser.getFileFilter() instanceof FormatFilter f ? f.format : format;
        return Optional.of(SaveTarget.resolve(chooser.getSelectedFile().toPath(), chosen));
    }

    /** Asks where to save a picture, suggesting {@code name}. */
    static Optional<Path> choosePicture(Component owner, Optional<Path> folder, String name, Consumer<Window> place) {
        JFileChooser chooser = chooser("pictureChooser", folder, place);
        chooser.setDialogTitle(Texts.get("records.exportPicture.title"));
        FileNameExtensionFilter png = new FileNameExtensionFilter(Texts.get("records.pictureFilter"), "png");
        chooser.addChoosableFileFilter(png);
        chooser.setFileFilter(png);
        chooser.setSelectedFile(new File(folder.map(Path::toFile).orElse(null), name));
        if (chooser.showSaveDialog(owner) != JFileChooser.APPROVE_OPTION || chooser.getSelectedFile() == null) {
            return Optional.empty();
        }
        return Optional.of(PictureExport.withPng(chooser.getSelectedFile().toPath()));
    }

    /** A chooser whose dialog {@code place} moves to where it is to open (Swing would centre it on the owner). */
    private static JFileChooser chooser(String name, Optional<Path> folder, Consumer<Window> place) {
        JFileChooser chooser = new JFileChooser(folder.map(Path::toFile).filter(File::isDirectory).orElse(null)) {
            private static final long serialVersionUID = 1L;

            @Override
            protected JDialog createDialog(Component parent) {
                JDialog dialog = super.createDialog(parent);
                place.accept(dialog);
                return dialog;
            }
        };
        chooser.setName(name);
        return chooser;
    }

    private static final class FormatFilter extends FileFilter {
        private final GameFormat format;

        FormatFilter(GameFormat format) {
            this.format = format;
        }

        @Override
        public boolean accept(File f) {
            return f.isDirectory() || f.getName().toLowerCase(java.util.Locale.ROOT).endsWith("." + format.extension());
        }

        @Override
        public String getDescription() {
            return SaveTarget.describe(format);
        }
    }
}
