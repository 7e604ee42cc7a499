package org.inarow.cli;

/** The answer of a command whose work is still to come: a clear line and exit status 2. */
final class NotBuiltYet {
    private NotBuiltYet() {
    }

    static int say(String command) {
        System.err.println("inarow: '" + command + "' is not built yet");
        return ExitCodes.BAD_INPUT;
    }
}
