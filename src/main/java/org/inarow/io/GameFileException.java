package org.inarow.io;

import org.inarow.model.UserText;

/**
 * A game file that cannot be read: malformed, too large, or describing an impossible game. The
 * message is one line naming the place (line or move number) and the problem, in English; the
 * {@link #problem()} is the same as a value, for the window to word in the player's language. It
 * extends {@link IllegalArgumentException} so the command line maps it to exit status 2 like other bad input.
 */
public final class GameFileException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final transient FileProblem problem;

    /** A problem given only in words (from elsewhere): the window shows them as they are. */
    public GameFileException(String message) {
        this(FileProblem.text(message));
    }

    public GameFileException(FileProblem problem) {
        super(oneLine(problem.english()));
        this.problem = problem;
    }

    /** {@code problem} found at {@code place}: "line 3: ...". */
    GameFileException(FileProblem place, FileProblem problem) {
        this(FileProblem.at(place, problem));
    }

    /** What is wrong, as a value: its English words are {@link #getMessage()}. */
    public FileProblem problem() {
        return problem;
    }

    /** The same problem with a prefix naming where it was found, e.g. the file name. */
    public GameFileException within(String place) {
        return new GameFileException(FileProblem.at(place, problem));
    }

    /** Line breaks and other control characters (in a file name, say) are escaped, so it stays one line. */
    private static String oneLine(String message) {
        return UserText.escape(message.strip());
    }
}
