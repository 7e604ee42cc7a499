package org.inarow.io.gomocup;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.inarow.model.UserText;

/**
 * How to start an external Gomocup engine: a name to show and the command line (program and
 * arguments). {@link #parse} reads a command line as a shell would split it for a simple case:
 * words separated by blanks, {@code "…"} or {@code '…'} keeping blanks, a backslash escaping the
 * next character outside single quotes. The engine runs in its executable's folder (Rapfi reads its
 * {@code config.toml} from there), so a relative program path is made absolute first.
 *
 * @param name a name for lists and reports (by default the executable's file name)
 * @param argv the program and its arguments, at least the program
 */
public record EngineCommand(String name, List<String> argv) {

    public EngineCommand {
        if (argv == null || argv.isEmpty() || argv.get(0).isBlank()) {
            throw new IllegalArgumentException("an engine command needs a program to start");
        }
        argv = List.copyOf(argv);
        if (name == null || name.isBlank()) {
            name = defaultName(argv.get(0));
        }
    }

    /** The program and arguments from a command line such as {@code "/opt/my engine/pbrain-x" -t 2}. */
    public static EngineCommand parse(String commandLine) {
        List<String> words = split(commandLine);
        if (words.isEmpty()) {
            throw new IllegalArgumentException("the engine command is empty: give the program that starts the engine");
        }
        return new EngineCommand(null, words);
    }

    /** The same command with another name. */
    public EngineCommand named(String newName) {
        return new EngineCommand(newName, argv);
    }

    /** The command line again, each word quoted when it holds a blank or a quote. */
    public String commandLine() {
        StringBuilder out = new StringBuilder();
        for (String word : argv) {
            if (out.length() > 0) {
                out.append(' ');
            }
            boolean plain = !word.isEmpty() && word.chars().noneMatch(c -> Character.isWhitespace(c) || c == '"' || c == '\'' || c == '\\');
            out.append(plain ? word : "'" + word.replace("'", "'\\''") + "'");
        }
        return out.toString();
    }

    /**
     * The program as a file: a path (absolute, or relative to the current folder) when the program
     * names a folder, else the first match on {@code PATH}; empty when there is no such file.
     */
    public Optional<Path> executable() {
        String program = argv.get(0);
        try {
            if (program.contains("/") || program.contains(File.separator)) {
                Path path = Path.of(program).toAbsolutePath().normalize();
                return Files.exists(path) ? Optional.of(path) : Optional.empty();
            }
            String pathVariable = System.getenv("PATH");
            if (pathVariable != null) {
                for (String folder : pathVariable.split(File.pathSeparator)) {
                    if (folder.isEmpty()) {
                        continue;
                    }
                    Path candidate = Path.of(folder, program);
                    if (Files.isRegularFile(candidate)) {
                        return Optional.of(candidate.toAbsolutePath());
                    }
                }
            }
        } catch (InvalidPathException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    static List<String> split(String text) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else if (c == '\\' && quote == '"' && i + 1 < text.length()
                        && (text.charAt(i + 1) == '"' || text.charAt(i + 1) == '\\')) {
                    word.append(text.charAt(++i));
                } else {
                    word.append(c);
                }
            } else if (c == '"' || c == '\'') {
                quote = c;
                inWord = true;
            } else if (c == '\\' && i + 1 < text.length()) {
                word.append(text.charAt(++i));
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (quote != 0) {
            throw new IllegalArgumentException("the engine command " + UserText.quote(text, 80) + " has a quote that is not closed");
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }

    private static String defaultName(String program) {
        String name = program;
        int slash = Math.max(name.lastIndexOf('/'), name.lastIndexOf(File.separatorChar));
        return slash >= 0 && slash < name.length() - 1 ? name.substring(slash + 1) : name;
    }
}
