package org.inarow.ui.window;

import java.util.List;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import org.inarow.ui.game.EngineSeats;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;

/**
 * The setup panel's rows for the added engines (Game › Engines…): who plays the computer's side,
 * and whether an engine plays the person's side too. The rows join the panel with the first engine
 * added, so a player who never adds one sees the panel as before.
 */
final class EngineRows {
    final JComboBox<String> computer = SetupPanel.combo("engine", List.of(""));
    final JComboBox<String> person = SetupPanel.combo("personEngine", List.of(""));
    private final JLabel computerLabel = TextBindings.text(new JLabel(), "setup.computer");
    private final JLabel personLabel = TextBindings.text(new JLabel(), "setup.person");
    private List<String> engines = List.of();

    EngineRows() {
        computerLabel.setLabelFor(computer);
        personLabel.setLabelFor(person);
        TextBindings.tip(computer, "setup.computer.tip");
        TextBindings.tip(person, "setup.person.tip");
    }

    void setRenderers() {
        computer.setRenderer(new ChoiceRenderer<>(String.class, n -> n.isEmpty() ? Texts.get("setup.computer.ours") : n));
        person.setRenderer(new ChoiceRenderer<>(String.class,
                n -> n.isEmpty() ? Texts.get("setup.person.you") : Texts.format("setup.person.engine", n)));
    }

    /** Shows the setup's engines; the rows only in gomoku with an engine added, usable against the computer. */
    void show(GameSetup setup, boolean gomoku, boolean againstTheComputer) {
        computer.setSelectedItem(setup.engines().computer().filter(engines::contains).orElse(""));
        person.setSelectedItem(setup.engines().person().filter(engines::contains).orElse(""));
        boolean offered = gomoku && !engines.isEmpty(); // no rows for them until an engine is added
        for (JComponent c : new JComponent[] {computer, computerLabel, person, personLabel}) {
            c.setVisible(offered);
            c.setEnabled(againstTheComputer);
        }
    }

    /** Offers {@code names} (in the list's order) in both boxes; the rows are added to {@code panel} with the first. */
    void offer(List<String> names, JPanel panel) {
        engines = List.copyOf(names);
        if (!engines.isEmpty() && computer.getParent() == null) {
            panel.add(computerLabel);
            panel.add(computer, "wmin 60");
            panel.add(personLabel);
            panel.add(person, "wmin 60");
            panel.revalidate();
        }
        for (JComboBox<String> box : List.of(computer, person)) {
            box.removeAllItems();
            box.addItem("");
            engines.forEach(box::addItem);
        }
    }

    /** The engines chosen: none where the box says InARow or you. */
    EngineSeats seats() {
        return new EngineSeats((String) computer.getSelectedItem(), (String) person.getSelectedItem());
    }
}
