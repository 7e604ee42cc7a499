package org.inarow.ui.files;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import javax.swing.SwingUtilities;
import org.inarow.ui.game.GameController;

/**
 * The app's own news for the player (a damaged autosave kept aside, autosaves that fail, settings
 * that cannot be saved), shown as the controller's notice. News that comes while earlier news is
 * still up joins it instead of replacing it, so the player reads both; news can be withdrawn when
 * it no longer holds (autosaves work again). Like any news it goes with the player's next action.
 * Event thread only.
 */
public final class StandingNotices {
    private final GameController controller;
    private final List<String> shown = new ArrayList<>(); // in the notice now, oldest first
    private String autosaveProblem;

    public StandingNotices(GameController controller) {
        this.controller = controller;
    }

    /** Shows {@code sentence}, after what is still up. */
    public void add(String sentence) {
        if (!isUp()) {
            shown.clear(); // the player has acted since: what they read is gone
        }
        if (!shown.contains(sentence)) {
            shown.add(sentence);
        }
        show();
    }

    /** Takes {@code sentence} back if it is still up; the rest stays. */
    public void withdraw(String sentence) {
        if (isUp() && shown.remove(sentence)) {
            show();
        }
    }

    /** Autosave failures as news (from the writer's thread): up while writes fail, withdrawn when one works. */
    public AutosaveScheduler.Health autosaveHealth() {
        return new AutosaveScheduler.Health() {
            @Override
            public void failed(String sentence) {
                SwingUtilities.invokeLater(() -> {
                    if (autosaveProblem != null && !autosaveProblem.equals(sentence)) {
                        withdraw(autosaveProblem); // another reason now: the newer one stands
                    }
                    autosaveProblem = sentence;
                    add(sentence);
                });
            }

            @Override
            public void recovered() {
                SwingUtilities.invokeLater(() -> {
                    if (autosaveProblem != null) {
                        withdraw(autosaveProblem);
                        autosaveProblem = null;
                    }
                });
            }
        };
    }

    private boolean isUp() {
        return !shown.isEmpty() && Objects.equals(controller.notice(), text());
    }

    private void show() {
        controller.inform(shown.isEmpty() ? null : text());
    }

    private String text() {
        List<String> sentences = shown.stream().map(s -> s.endsWith(".") ? s : s + ".").toList();
        return shown.size() == 1 ? shown.get(0) : String.join(" ", sentences);
    }
}
