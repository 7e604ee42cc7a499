package org.inarow.ui.files;

import org.inarow.io.FileProblem;
import org.inarow.io.GameFileException;
import org.inarow.io.InputFiles;
import org.inarow.model.UserText;
import org.inarow.ui.text.Texts;

/**
 * What is wrong with a game file, in the player's language: the problem io found, worded by
 * the bundle ({@code files.problem.<KIND>}), its places and sides worded too. In English it
 * reads exactly as the command line's message.
 */
final class FileProblems {
    private FileProblems() {
    }

    /** The words for a refused file or paste: a file's problem worded, anything else in its own words. */
    static String describe(IllegalArgumentException e) {
        FileProblem problem = e instanceof GameFileException g ? g.problem()
                : e instanceof InputFiles.BadFileException b ? b.problem() : null;
        return problem == null ? String.valueOf(e.getMessage()) : describe(problem);
    }

    /** {@code problem} in the current language, on one line as the English message is. */
    static String describe(FileProblem problem) {
        return UserText.escape(words(problem).strip());
    }

    private static String words(FileProblem problem) {
        Object[] values = problem.values().stream()
                .map(v -> v instanceof FileProblem p ? words(p) : v)
                .toArray();
        return Texts.format(key(problem.kind()), values);
    }

    static String key(FileProblem.Kind kind) {
        return "files.problem." + kind.name();
    }
}
