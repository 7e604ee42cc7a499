package org.inarow.ui.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A Gomocup engine the player added (Game › Engines…): the name it is chosen by, its executable and the
 * arguments it is started with.
 */
public record EngineEntry(String name, String executable, List<String> arguments) {

    public EngineEntry {
        Objects.requireNonNull(name);
        Objects.requireNonNull(executable);
        name = name.strip();
        if (name.isEmpty()) {
            throw new IllegalArgumentException("an engine needs a name");
        }
        arguments = List.copyOf(arguments);
    }

    /** The command line: the executable, then the arguments. */
    public List<String> command() {
        List<String> command = new ArrayList<>();
        command.add(executable);
        command.addAll(arguments);
        return command;
    }

    /** The arguments as one line, each holding a space quoted. */
    public String argumentLine() {
        return String.join(" ", arguments.stream().map(a -> a.isEmpty() || a.contains(" ") ? '"' + a + '"' : a).toList());
    }

    /** Splits a line of arguments at spaces; double quotes keep spaces inside one argument. */
    public static List<String> splitArguments(String line) {
        List<String> arguments = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean quoted = false;
        boolean inWord = false;
        for (char c : line.toCharArray()) {
            if (c == '"') {
                quoted = !quoted;
                inWord = true;
            } else if (Character.isWhitespace(c) && !quoted) {
                if (inWord) {
                    arguments.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (inWord) {
            arguments.add(word.toString());
        }
        return arguments;
    }
}
