package org.inarow.ui.window;

import java.awt.Window;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import javax.swing.SwingWorker;
import net.miginfocom.swing.MigLayout;
import org.inarow.ui.game.EngineAbout;
import org.inarow.ui.game.EngineEntry;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;

/**
 * Game › Engines…: the Gomocup engines the player added. A new one is named, its program chosen (a file
 * chooser) with its arguments, and added; the one selected can be tested (started: it must answer START
 * with OK; its ABOUT is shown, or what went wrong in one sentence), its log opened, or removed. Below,
 * who answers "who will win": our own search or an engine. The list is kept in the settings
 * ({@link EngineStore}); {@code changed} hears of every change (the side panel offers the engines).
 */
final class EnginesDialog extends JDialog {
    private static final long serialVersionUID = 1L;

    private final transient EngineStore store;
    private final transient Function<EngineEntry, EngineAbout> tester;
    private final transient EngineLogs logs;
    private final transient Runnable changed;
    private final DefaultListModel<EngineEntry> model = new DefaultListModel<>();
    private final JList<EngineEntry> list = new JList<>(model);
    private final JTextField name = field("engineName", 14);
    private final JTextField program = field("engineProgram", 24);
    private final JTextField arguments = field("engineArguments", 24);
    private final JLabel result = new JLabel(" ");
    private final JComboBox<String> analyst = new JComboBox<>();
    private final JButton test = button("engines.test", "engineTest");
    private final JButton remove = button("engines.remove", "engineRemove");
    private final JButton log = button("engines.log", "engineLog");
    private boolean updating;

    /** {@code tester} starts an engine and ends it again (on a worker thread), answering its ABOUT or throwing its fault. */
    EnginesDialog(Window owner, EngineStore store, Function<EngineEntry, EngineAbout> tester, EngineLogs logs,
                  Runnable changed) {
        super(owner, ModalityType.MODELESS);
        TextBindings.title(this, "engines.title");
        setName("engines");
        this.store = store;
        this.tester = tester;
        this.logs = logs;
        this.changed = changed;
        list.setName("engineList");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setVisibleRowCount(5);
        list.setCellRenderer(new javax.swing.DefaultListCellRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            public java.awt.Component getListCellRendererComponent(JList<?> l, Object value, int index, boolean selected,
                                                                   boolean focused) {
                EngineEntry e = (EngineEntry) value;
                String line = e.name() + "  —  " + String.join(" ", e.command());
                return super.getListCellRendererComponent(l, line, index, selected, focused);
            }
        });
        list.addListSelectionListener(e -> enableButtons());
        result.setName("engineResult");
        analyst.setName("engineAnalyst");
        analyst.addActionListener(e -> analystChosen());

        JPanel content = new JPanel(new MigLayout("insets dialog, wrap 3", "[right][grow,fill][]", ""));
        content.add(TextBindings.text(new JLabel(), "engines.intro"), "span 3, left, wmin 0");
        content.add(label("engines.list", list), "span 3, left, gaptop para");
        content.add(new JScrollPane(list), "span 3, h 90:120, grow");
        JPanel selected = new JPanel(new MigLayout("insets 0", "[button][button][button]push"));
        selected.add(test);
        selected.add(log);
        selected.add(remove);
        content.add(selected, "span 3, growx");
        content.add(result, "span 3, left, wmin 0, w 300:640");
        content.add(label("engines.name", name), "gaptop para");
        content.add(name, "span 2, gaptop para");
        content.add(label("engines.executable", program));
        content.add(program);
        JButton browse = button("engines.browse", "engineBrowse");
        browse.addActionListener(e -> browse());
        content.add(browse);
        content.add(label("engines.arguments", arguments));
        content.add(arguments);
        JButton add = button("engines.add", "engineAdd");
        add.addActionListener(e -> add());
        content.add(add);
        content.add(label("engines.analyst", analyst), "gaptop para");
        content.add(analyst, "span 2, gaptop para");
        JButton close = button("engines.close", "engineClose");
        close.addActionListener(e -> dispose());
        content.add(close, "span 3, right, gaptop para");
        test.addActionListener(e -> test());
        remove.addActionListener(e -> removeSelected());
        log.addActionListener(e -> selected().ifPresent(en -> logs.open(this, en.name())));
        setContentPane(content);
        getRootPane().registerKeyboardAction(e -> dispose(), KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
                JComponent.WHEN_IN_FOCUSED_WINDOW);
        TextBindings.onRetext(content, this::reload);
        reload();
        pack();
        setLocationRelativeTo(owner);
    }

    private void reload() {
        updating = true;
        try {
            int index = list.getSelectedIndex();
            model.clear();
            store.list().forEach(model::addElement);
            list.setSelectedIndex(Math.min(index, model.size() - 1));
            analyst.removeAllItems();
            analyst.addItem(Texts.get("engines.analyst.ours"));
            model.elements().asIterator().forEachRemaining(e -> analyst.addItem(e.name()));
            analyst.setSelectedIndex(store.analyst().map(a -> 1 + indexOf(a)).orElse(0));
        } finally {
            updating = false;
        }
        enableButtons();
    }

    private int indexOf(String engine) {
        for (int i = 0; i < model.size(); i++) {
            if (model.get(i).name().equals(engine)) {
                return i;
            }
        }
        return -1;
    }

    private void enableButtons() {
        boolean one = list.getSelectedIndex() >= 0;
        test.setEnabled(one);
        remove.setEnabled(one);
        log.setEnabled(one);
    }

    private Optional<EngineEntry> selected() {
        return Optional.ofNullable(list.getSelectedValue());
    }

    private void browse() {
        JFileChooser chooser = new JFileChooser();
        chooser.setDialogTitle(Texts.get("engines.chooseTitle"));
        chooser.setName("engineChooser");
        chooser.setFileSelectionMode(JFileChooser.FILES_ONLY);
        if (!program.getText().isBlank()) {
            chooser.setSelectedFile(new java.io.File(program.getText().strip()));
        }
        if (chooser.showOpenDialog(this) == JFileChooser.APPROVE_OPTION) {
            Path file = chooser.getSelectedFile().toPath();
            program.setText(file.toString());
            if (name.getText().isBlank()) {
                name.setText(suggestedName(file));
            }
        }
    }

    /** "pbrain-rapfi" → "rapfi": the name of a program file as Gomocup names them. */
    static String suggestedName(Path file) {
        String n = file.getFileName().toString().replaceFirst("\\.(exe|sh|bat|cmd)$", "");
        n = n.replaceFirst("^pbrain[-_]", "");
        return n.isEmpty() ? file.getFileName().toString() : Character.toUpperCase(n.charAt(0)) + n.substring(1);
    }

    private void add() {
        String engineName = name.getText().strip();
        String file = program.getText().strip();
        if (engineName.isEmpty()) {
            refuse(Texts.get("engines.problem.noName"), name);
            return;
        }
        if (indexOf(engineName) >= 0) {
            refuse(Texts.format("engines.problem.sameName", engineName), name);
            return;
        }
        if (file.isEmpty()) {
            refuse(Texts.get("engines.problem.noProgram"), program);
            return;
        }
        if (!isFile(file)) {
            refuse(Texts.format("engines.problem.notAFile", file), program);
            return;
        }
        List<EngineEntry> engines = new ArrayList<>(store.list());
        engines.add(new EngineEntry(engineName, file, EngineEntry.splitArguments(arguments.getText())));
        store.save(engines);
        name.setText("");
        program.setText("");
        arguments.setText("");
        reload();
        list.setSelectedIndex(model.size() - 1);
        result.setText(Texts.format("engines.added", engineName));
        changed.run();
    }

    private static boolean isFile(String file) {
        try {
            return Files.isRegularFile(Path.of(file));
        } catch (InvalidPathException e) {
            return false;
        }
    }

    private void refuse(String sentence, JComponent where) {
        result.setText(sentence);
        where.requestFocusInWindow();
    }

    private void removeSelected() {
        selected().ifPresent(gone -> {
            List<EngineEntry> engines = new ArrayList<>(store.list());
            engines.removeIf(e -> e.name().equals(gone.name()));
            store.save(engines);
            reload();
            result.setText(Texts.format("engines.removed", gone.name()));
            changed.run();
        });
    }

    private void test() {
        Optional<EngineEntry> chosen = selected();
        if (chosen.isEmpty()) {
            return;
        }
        EngineEntry engine = chosen.get();
        result.setText(Texts.format("engines.testing", engine.name()));
        test.setEnabled(false);
        new SwingWorker<EngineAbout, Void>() {
            @Override
            protected EngineAbout doInBackground() {
                return tester.apply(engine);
            }

            @Override
            protected void done() {
                enableButtons();
                try {
                    result.setText(Texts.format("engines.testPassed", engine.name(), describe(get())));
                } catch (java.util.concurrent.ExecutionException e) {
                    result.setText(EngineFaultText.sentence(e.getCause(), engine.name()));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }.execute();
    }

    /** "Rapfi 0.43.02, by …": what the engine said of itself. */
    static String describe(EngineAbout about) {
        if (about.name().isEmpty()) {
            return Texts.get("engines.about.unknown");
        }
        String named = about.version().isEmpty() ? about.name()
                : Texts.format("engines.about.version", about.name(), about.version());
        return about.author().isEmpty() ? named : Texts.format("engines.about.author", named, about.author());
    }

    private void analystChosen() {
        if (updating) {
            return;
        }
        int i = analyst.getSelectedIndex();
        store.setAnalyst(i <= 0 ? Optional.empty() : Optional.of(model.get(i - 1).name()));
        changed.run();
    }

    private static JTextField field(String componentName, int columns) {
        JTextField field = new JTextField(columns);
        field.setName(componentName);
        return field;
    }

    private static JButton button(String key, String componentName) {
        JButton button = TextBindings.text(new JButton(), key);
        button.setName(componentName);
        return button;
    }

    private static JLabel label(String key, JComponent labelled) {
        JLabel label = TextBindings.text(new JLabel(), key);
        label.setLabelFor(labelled);
        return label;
    }
}
