package org.inarow.ui.text;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The string literals of Java sources (text blocks too), comments and character literals skipped. */
final class SourceLiterals {
    /** One literal: its file, line and value as written (escapes left as they are). */
    record Literal(Path file, int line, String value) {
        String fileName() {
            return file.getFileName().toString();
        }

        @Override
        public String toString() {
            return fileName() + ":" + line + ": \"" + value + "\"";
        }
    }

    private SourceLiterals() {
    }

    static List<Literal> under(Path folder) throws IOException {
        List<Literal> all = new ArrayList<>();
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                all.addAll(of(file, Files.readString(file)));
            }
        }
        return all;
    }

    static List<Literal> of(Path file, String source) {
        List<Literal> found = new ArrayList<>();
        int line = 1;
        int i = 0;
        int n = source.length();
        while (i < n) {
            char c = source.charAt(i);
            if (c == '\n') {
                line++;
                i++;
            } else if (source.startsWith("//", i)) {
                while (i < n && source.charAt(i) != '\n') {
                    i++;
                }
            } else if (source.startsWith("/*", i)) {
                int end = source.indexOf("*/", i + 2);
                end = end < 0 ? n : end + 2;
                line += count(source, i, end);
                i = end;
            } else if (c == '\'') {
                i++;
                while (i < n && source.charAt(i) != '\'') {
                    i += source.charAt(i) == '\\' ? 2 : 1;
                }
                i++;
            } else if (source.startsWith("\"\"\"", i)) {
                int end = source.indexOf("\"\"\"", i + 3);
                end = end < 0 ? n : end;
                found.add(new Literal(file, line, source.substring(i + 3, end).strip()));
                line += count(source, i, end);
                i = end + 3;
            } else if (c == '"') {
                int start = ++i;
                while (i < n && source.charAt(i) != '"') {
                    i += source.charAt(i) == '\\' ? 2 : 1;
                }
                found.add(new Literal(file, line, source.substring(start, Math.min(i, n))));
                i++;
            } else {
                i++;
            }
        }
        return found;
    }

    private static int count(String source, int from, int to) {
        int lines = 0;
        for (int i = from; i < to && i < source.length(); i++) {
            if (source.charAt(i) == '\n') {
                lines++;
            }
        }
        return lines;
    }
}
