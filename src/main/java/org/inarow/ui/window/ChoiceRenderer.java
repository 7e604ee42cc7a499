package org.inarow.ui.window;

import java.awt.Component;
import java.util.function.Function;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JList;

/**
 * Shows a combo box's values (enums, numbers) by their names on screen, with an optional tooltip
 * per value: the box holds the values themselves, so no index has to be mapped back to them.
 */
final class ChoiceRenderer<T> extends DefaultListCellRenderer {
    private static final long serialVersionUID = 1L;

    private final transient Class<T> type;
    private final transient Function<T, String> name;
    private final transient Function<T, String> tip;
    private final transient Function<T, String> shortName;

    ChoiceRenderer(Class<T> type, Function<T, String> name, Function<T, String> tip) {
        this(type, name, tip, name);
    }

    /** {@code shortName} in the closed box (where half a row must hold it), {@code name} in its list. */
    ChoiceRenderer(Class<T> type, Function<T, String> name, Function<T, String> tip, Function<T, String> shortName) {
        this.type = type;
        this.name = name;
        this.tip = tip;
        this.shortName = shortName;
    }

    ChoiceRenderer(Class<T> type, Function<T, String> name) {
        this(type, name, value -> null);
    }

    @Override
    public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                                                  boolean focused) {
        T choice = type.isInstance(value) ? type.cast(value) : null;
        Function<T, String> named = index < 0 ? shortName : name; // -1: the closed box (and its measure)
        super.getListCellRendererComponent(list, choice == null ? " " : named.apply(choice), index, selected, focused);
        setToolTipText(choice == null ? null : tip.apply(choice));
        return this;
    }
}
