package org.inarow.ui.testing;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.inarow.ui.files.Prompts;
import org.inarow.ui.files.SaveAnswer;

/** Prompts for tests: errors are recorded; questions take the answers queued (no when none is). */
public final class RecordingPrompts implements Prompts {
    public final List<String> errors = new ArrayList<>();
    public final List<String> questions = new ArrayList<>();
    private final Deque<Boolean> answers = new ArrayDeque<>();
    private final Deque<SaveAnswer> saveAnswers = new ArrayDeque<>();

    public RecordingPrompts answer(boolean yes) {
        answers.add(yes);
        return this;
    }

    public RecordingPrompts answerToSave(SaveAnswer answer) {
        saveAnswers.add(answer);
        return this;
    }

    @Override
    public void error(String title, String message) {
        errors.add(title + ": " + message);
    }

    @Override
    public boolean confirm(String title, String message) {
        questions.add(title + ": " + message);
        return !answers.isEmpty() && answers.poll();
    }

    /** Takes the answer queued; Cancel when none is (as closing the question does). */
    @Override
    public SaveAnswer askToSave(String title, String message) {
        questions.add(title + ": " + message);
        return saveAnswers.isEmpty() ? SaveAnswer.CANCEL : saveAnswers.poll();
    }
}
