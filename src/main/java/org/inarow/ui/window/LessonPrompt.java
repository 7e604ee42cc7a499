package org.inarow.ui.window;

import java.awt.Component;
import java.awt.Window;
import java.util.function.Consumer;
import javax.swing.JDialog;
import javax.swing.JOptionPane;
import javax.swing.SwingUtilities;
import org.inarow.ai.review.Lesson;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.LessonText;
import org.inarow.ui.text.Texts;

/**
 * The teaching mode's question: right after a costly move, a dialog says what it costs (naming the
 * threat it lets through) and offers Take back, Show a better move and Play on. Asked once per lesson;
 * closing it plays on, so nothing the player made is thrown away unasked.
 */
final class LessonPrompt {
    private final GameController controller;
    private final Component owner;
    private final Consumer<Window> place;
    private Lesson asked;
    /** Whether the question is showing (it is modal: another one may only come after it). */
    private boolean open;

    private LessonPrompt(GameController controller, Component owner, Consumer<Window> place) {
        this.controller = controller;
        this.owner = owner;
        this.place = place;
    }

    /** Asks whenever the controller holds a new lesson; {@code place} puts the dialog where it hides least. */
    static void attach(GameController controller, Component owner, Consumer<Window> place) {
        LessonPrompt prompt = new LessonPrompt(controller, owner, place);
        controller.addListener(prompt::check);
    }

    private void check() {
        java.util.Optional<Lesson> now = controller.teacher().lesson();
        if (now.isEmpty()) {
            asked = null; // gone (an undo): should a redo bring it back, it holds the computer again and is asked again
            return;
        }
        if (now.get() != asked) {
            Lesson lesson = now.get();
            asked = lesson;
            SwingUtilities.invokeLater(() -> ask(lesson)); // not inside the change that brought it
        }
    }

    private void ask(Lesson lesson) {
        if (open || controller.teacher().lesson().filter(lesson::equals).isEmpty()) {
            return; // asked already, or gone meanwhile (a new game, an undo queued before the question)
        }
        open = true;
        try {
            askNow(lesson);
        } finally {
            open = false;
        }
    }

    private void askNow(Lesson lesson) {
        String takeBack = Texts.get("lesson.takeBack");
        String better = Texts.get("lesson.showBetter");
        String playOn = Texts.get("lesson.playOn");
        JOptionPane pane = new DialogPrompts.WrappingPane(LessonText.of(lesson), JOptionPane.WARNING_MESSAGE,
                JOptionPane.YES_NO_CANCEL_OPTION);
        pane.setOptions(new Object[] {takeBack, better, playOn});
        pane.setInitialValue(takeBack);
        JDialog dialog = pane.createDialog(owner, Texts.get("lesson.title"));
        dialog.setName("lesson");
        place.accept(dialog);
        dialog.setVisible(true); // modal: returns when answered
        dialog.dispose();
        Object answer = pane.getValue();
        if (takeBack.equals(answer)) {
            controller.teacher().takeBack();
        } else if (better.equals(answer)) {
            controller.teacher().showBetter();
        } else {
            controller.teacher().playOn(); // Play on, or the dialog closed
        }
    }
}
