package org.inarow.ui.window;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javax.swing.JButton;
import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;
import org.inarow.model.OpeningChoice;
import org.inarow.ui.text.TextBindings;

/**
 * The buttons of an opening choice ("Play White", "Play Black", "Place two more"), shown beside
 * the board only while a person is to choose, so the board and the move list stay usable (no
 * dialog). Each button makes its choice through {@code choose}.
 */
final class OpeningChoicePanel extends JPanel {
    private static final long serialVersionUID = 1L;

    private final Map<OpeningChoice, JButton> buttons = new EnumMap<>(OpeningChoice.class);

    OpeningChoicePanel(Consumer<OpeningChoice> choose) {
        super(new MigLayout("insets 0, wrap 2, fillx, hidemode 3", "[fill,sg][fill,sg]"));
        setName("openingChoices");
        for (OpeningChoice choice : OpeningChoice.values()) {
            JButton button = TextBindings.text(new JButton(), "panel.choice." + choice.name());
            button.setName("choice-" + choice.id());
            button.setRequestFocusEnabled(false); // Tab reaches it (a screen reader), a click leaves the keyboard on the board
            button.addActionListener(e -> choose.accept(choice));
            buttons.put(choice, button);
            add(button, choice == OpeningChoice.PLACE_TWO ? "span 2" : "");
        }
        setVisible(false);
    }

    /** Shows the buttons of {@code choices}; none hides the panel. */
    void offer(List<OpeningChoice> choices) {
        buttons.forEach((choice, button) -> button.setVisible(choices.contains(choice)));
        setVisible(!choices.isEmpty());
    }
}
