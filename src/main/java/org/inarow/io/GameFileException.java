package org.inarow.io;

import org.inarow.model.UserText;

/**
 * A game file that cannot be read: malformed, too large, or describing an impossible game. The
 * message is one line naming the place (line or move number) and the problem. It extends
 * {@link IllegalArgumentException} so the command line maps it to exit status 2 like other bad input.
 */
public final class GameFileException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public GameFileException(String message) {
        super(oneLine(message));
    }

    /** The same problem with a prefix naming where it was found, e.g. the file name. */
    public GameFileException within(String place) {
        return new GameFileException(place + ": " + getMessage());
    }

    /** Line breaks and other control characters (in a file name, say) are escaped, so it stays one line. */
    private static String oneLine(String message) {
        return UserText.escape(message.strip());
    }
}
