package org.inarow.ui.game;

import org.inarow.ai.review.Lesson;
import org.inarow.model.Family;
import org.inarow.model.Notation;
import org.inarow.model.Position;

/** The teaching mode's sentence about a costly move: the threat it lets through, or the chance it costs. */
public final class LessonText {
    private LessonText() {
    }

    public static String of(Lesson lesson) {
        Position after = lesson.before().play(lesson.move());
        Family family = after.rules().family();
        String move = Notation.format(lesson.move());
        String mover = SideNames.of(family, lesson.mover());
        String what = lesson.walksIntoLoss()
                ? Words.format("lesson.loses", move, SideNames.of(family, lesson.mover().opponent()),
                        PredictionText.prediction(lesson.after(), after))
                : Words.format("lesson.costs", move, mover, percent(lesson.cost()), percent(lesson.chanceBefore()),
                        percent(lesson.chanceAfter()));
        return what + "\n" + Words.get("lesson.choose"); // the question on a line of its own
    }

    private static long percent(double chance) {
        return Math.round(chance * 100);
    }
}
