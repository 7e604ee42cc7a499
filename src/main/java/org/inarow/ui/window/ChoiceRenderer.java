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

    ChoiceRenderer(Class<T> type, Function<T, String> name, Function<T, String> tip) {
        this.type = type;
        this.name = name;
        this.tip = tip;
    }

    ChoiceRenderer(Class<T> type, Function<T, String> name) {
        this(type, name, value -> null);
    }

    @Override
    public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                                                  boolean focused) {
        T choice = type.isInstance(value) ? type.cast(value) : null;
        super.getListCellRendererComponent(list, choice == null ? " " : name.apply(choice), index, selected, focused);
        setToolTipText(choice == null ? null : tip.apply(choice));
        return this;
    }
}
