package org.inarow.io;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The syntax of SGF (FF[4]): reads the first game tree of a collection with its variations. The
 * main line, the first variation at every branch, is exactly the nodes before the first {@code ')'}:
 * a sibling variation can only start after its elder sibling has closed. A node after a variation
 * (in the same game tree) is malformed. Iterative, so deep nesting cannot overflow the stack.
 */
final class SgfParser {
    private final String text;
    private int pos;
    private int line = 1;

    private SgfParser(String text) {
        this.text = text;
    }

    /** The main line of the first game tree; text before its {@code '('} and after its {@code ')'} is ignored. */
    static List<SgfNode> mainLine(String text) {
        return tree(text).mainLine();
    }

    /** The first game tree with its variations; text before its {@code '('} and after its {@code ')'} is ignored. */
    static SgfTree tree(String text) {
        return new SgfParser(text).parse();
    }

    private SgfTree parse() {
        int start = text.indexOf('(');
        if (start < 0) {
            throw new GameFileException(FileProblem.of(FileProblem.Kind.SGF_NO_TREE));
        }
        advanceTo(start);
        Deque<SgfTree> open = new ArrayDeque<>();
        SgfTree root = null;
        int treeLine = line;
        while (true) {
            skipWhitespace();
            if (pos >= text.length()) {
                throw new GameFileException(FileProblem.of(FileProblem.Kind.LINE, line), FileProblem.of(FileProblem.Kind.SGF_TREE_UNCLOSED, treeLine));
            }
            char c = text.charAt(pos);
            if (c == '(') {
                SgfTree tree = new SgfTree(new ArrayList<>(), new ArrayList<>());
                if (open.isEmpty()) {
                    root = tree;
                } else {
                    open.peek().variations().add(tree);
                }
                open.push(tree);
                pos++;
                skipWhitespace();
                if (pos < text.length() && text.charAt(pos) != ';') {
                    throw new GameFileException(FileProblem.of(FileProblem.Kind.LINE, line), FileProblem.of(FileProblem.Kind.SGF_TREE_START, describe(pos)));
                }
            } else if (c == ')') {
                open.pop();
                pos++;
                if (open.isEmpty()) {
                    return root;
                }
            } else if (c == ';') {
                if (!open.peek().variations().isEmpty()) {
                    throw new GameFileException(FileProblem.of(FileProblem.Kind.LINE, line), FileProblem.of(FileProblem.Kind.SGF_NODE_AFTER_VARIATION));
                }
                pos++;
                open.peek().nodes().add(node());
            } else {
                throw new GameFileException(FileProblem.of(FileProblem.Kind.LINE, line), FileProblem.of(FileProblem.Kind.SGF_UNEXPECTED, describe(pos)));
            }
        }
    }

    private SgfNode node() {
        int nodeLine = line;
        List<SgfProperty> properties = new ArrayList<>();
        while (true) {
            skipWhitespace();
            if (pos >= text.length() || !Character.isLetter(text.charAt(pos))) {
                return new SgfNode(properties, nodeLine);
            }
            properties.add(property());
        }
    }

    private SgfProperty property() {
        int propertyLine = line;
        StringBuilder id = new StringBuilder();
        int idStart = pos;
        while (pos < text.length() && Character.isLetter(text.charAt(pos))) {
            char c = text.charAt(pos++);
            if (c >= 'A' && c <= 'Z') {
                id.append(c); // FF[3] allowed lower-case letters in names (AddBlack = AB); they are ignored
            } else if (!(c >= 'a' && c <= 'z')) {
                throw new GameFileException(FileProblem.of(FileProblem.Kind.LINE, line), FileProblem.of(FileProblem.Kind.SGF_NAME_CHARACTER, Show.quote(String.valueOf(c))));
            }
            if (pos - idStart > 32) {
                throw new GameFileException(FileProblem.of(FileProblem.Kind.LINE, line), FileProblem.of(FileProblem.Kind.SGF_NAME_TOO_LONG));
            }
        }
        if (id.length() == 0) {
            throw new GameFileException(FileProblem.of(FileProblem.Kind.LINE, line),
                    FileProblem.of(FileProblem.Kind.SGF_NAME_NOT_UPPER, Show.quote(text.substring(idStart, pos))));
        }
        List<String> values = new ArrayList<>();
        skipWhitespace();
        while (pos < text.length() && text.charAt(pos) == '[') {
            values.add(value(id.toString()));
            skipWhitespace();
        }
        if (values.isEmpty()) {
            throw new GameFileException(FileProblem.of(FileProblem.Kind.LINE, propertyLine), FileProblem.of(FileProblem.Kind.SGF_NO_VALUE, id));
        }
        return new SgfProperty(id.toString(), values, propertyLine);
    }

    /** A bracketed value: a backslash escapes the next character; a backslash before a line break removes both. */
    private String value(String id) {
        int valueLine = line;
        pos++; // '['
        StringBuilder value = new StringBuilder();
        while (pos < text.length()) {
            char c = text.charAt(pos++);
            if (c == ']') {
                return value.toString();
            }
            if (c == '\n') {
                line++;
            }
            if (c == '\\' && pos < text.length()) {
                char next = text.charAt(pos++);
                if (next == '\n') {
                    line++; // a soft line break: both characters vanish
                } else {
                    value.append(next);
                }
                continue;
            }
            value.append(c);
        }
        throw new GameFileException(FileProblem.of(FileProblem.Kind.LINE, valueLine), FileProblem.of(FileProblem.Kind.SGF_VALUE_UNCLOSED, id));
    }

    private void skipWhitespace() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            if (text.charAt(pos) == '\n') {
                line++;
            }
            pos++;
        }
    }

    private void advanceTo(int target) {
        while (pos < target) {
            if (text.charAt(pos++) == '\n') {
                line++;
            }
        }
    }

    private String describe(int at) {
        return Show.quote(String.valueOf(text.charAt(at)));
    }
}
