package org.inarow.ui.window;

import java.util.List;
import javax.swing.Action;
import javax.swing.ButtonGroup;
import javax.swing.JMenu;
import javax.swing.JRadioButtonMenuItem;
import org.inarow.ui.files.MenuAction;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.Teacher;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;

/**
 * View › Teaching mode and View › Warn me from: the teaching mode's switch and its threshold (points of
 * win chance a move may cost before the window says so), both remembered in the settings.
 */
final class TeachingSwitch {
    static final List<Integer> THRESHOLDS = List.of(5, 10, 15, 20, 30);

    private TeachingSwitch() {
    }

    /** Sets the controller's teacher from the settings and returns the menu's switch. */
    static Action attach(GameController controller, Settings settings) {
        Teacher teacher = controller.teacher();
        teacher.setThreshold(settings.teachingThreshold());
        teacher.setOn(settings.teaching());
        return MenuAction.toggle("menu.teaching", null, settings.teaching(), on -> {
            settings.setTeaching(on);
            teacher.setOn(on);
        });
    }

    /** Puts the switch and the threshold's menu into the View menu, after "Show who will win". */
    static void addTo(javax.swing.JMenuBar bar, GameController controller, Settings settings) {
        for (int i = 0; i < bar.getMenuCount(); i++) {
            JMenu menu = bar.getMenu(i);
            if ("menu.view".equals(menu.getName())) {
                javax.swing.JCheckBoxMenuItem teaching = new javax.swing.JCheckBoxMenuItem(attach(controller, settings));
                teaching.setName("teaching");
                menu.insert(teaching, 1);
                menu.insert(thresholds(controller, settings), 2);
                return;
            }
        }
        throw new IllegalStateException("the menu bar has no View menu");
    }

    /** The threshold's menu: one choice per amount, the one in effect ticked. */
    static JMenu thresholds(GameController controller, Settings settings) {
        JMenu menu = TextBindings.text(new JMenu(), "menu.teachingThreshold");
        menu.setName("menu.teachingThreshold");
        ButtonGroup group = new ButtonGroup();
        for (int points : THRESHOLDS) {
            JRadioButtonMenuItem item = new JRadioButtonMenuItem();
            item.setName("teachingThreshold" + points);
            item.setText(Texts.format("menu.teachingPoints", points));
            TextBindings.onRetext(item, () -> item.setText(Texts.format("menu.teachingPoints", points)));
            item.setSelected(points == controller.teacher().threshold());
            item.addActionListener(e -> {
                controller.teacher().setThreshold(points);
                settings.setTeachingThreshold(points);
            });
            group.add(item);
            menu.add(item);
        }
        return menu;
    }
}
