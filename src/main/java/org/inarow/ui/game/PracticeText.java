package org.inarow.ui.game;

import org.inarow.ai.Prediction;
import org.inarow.ai.review.Lesson;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;

/** What the practice window says at each stage of an exercise. */
public final class PracticeText {
    private PracticeText() {
    }

    public static String of(MistakePractice practice) {
        MoveVerdict v = practice.exercise().orElse(null);
        Position at = practice.position().orElse(null);
        if (v == null || at == null) {
            return "";
        }
        String side = SideNames.of(at.rules().family(), at.toMove());
        String task = Words.format("practice.task", practice.number(), practice.count(), side, Notation.format(v.move()),
                v.number());
        Prediction best = practice.best().orElse(null);
        String answer = practice.lastAnswer().map(Notation::format).orElse("");
        return switch (practice.stage()) {
            case PREPARING -> Words.format("practice.preparing", practice.number(), practice.count());
            case ASKING -> task + hint(practice, best, at.rules());
            case JUDGING -> task + " " + Words.format("practice.judging", answer);
            case RIGHT -> best != null && practice.lastAnswer().filter(a -> a.equals(best.best())).isPresent()
                    ? Words.format("practice.rightBest", answer)
                    : Words.format("practice.right", answer, best == null || best.best() == null ? "" : Notation.format(best.best()));
            case WRONG -> wrong(practice.lastLesson().orElse(null), answer, at) + hint(practice, best, at.rules());
            case SHOWN -> Words.format("practice.shown", best == null ? "" : Notation.formatMoves(best.line()));
            case DONE -> "";
        };
    }

    private static String wrong(Lesson lesson, String answer, Position at) {
        if (lesson == null) {
            return "";
        }
        if (lesson.walksIntoLoss()) {
            return Words.format("practice.wrongLoses", answer, SideNames.of(at.rules().family(), at.toMove().opponent()));
        }
        return Words.format("practice.wrong", answer, SideNames.of(at.rules().family(), at.toMove()),
                Math.round(lesson.chanceAfter() * 100), Math.round(lesson.chanceBefore() * 100));
    }

    /** The hints given so far: the area (three points each way around the move, within the board), then the move. */
    private static String hint(MistakePractice practice, Prediction best, Rules rules) {
        if (best == null || best.best() == null || practice.hints() == 0) {
            return "";
        }
        Point p = best.best();
        if (practice.hints() >= 2) {
            return " " + Words.format("practice.move", Notation.format(p));
        }
        int left = Math.max(0, p.col() - 1);
        int right = Math.min(rules.width() - 1, p.col() + 1);
        int low = Math.max(0, p.row() - 1);
        int high = Math.min(rules.height() - 1, p.row() + 1);
        return " " + Words.format("practice.area", (char) ('a' + left), (char) ('a' + right), low + 1, high + 1);
    }
}
