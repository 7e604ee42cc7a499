package org.inarow.io;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * What is wrong with a file, as a value any language can word: a kind and its values (a line
 * number, a token as quoted from the file, a limit), each a string as the English message writes
 * it or another problem (a place, a side, a reason) worded in turn. The English words are the
 * kind's pattern filled; {@link GameFileException#getMessage()} is that, so the command line
 * prints what it always did, and the window words the same value in the player's language.
 *
 * @param kind   what went wrong (or where: {@link Kind#AT} joins a place and a problem)
 * @param values its values, in the order of its pattern's placeholders
 */
public record FileProblem(Kind kind, List<Object> values) {

    /** The kinds, each with its English pattern: {@code {0}}, {@code {1}} stand for the values. */
    public enum Kind {
        /** A place, then what is wrong there: "line 3: ...", "game.sgf: ...". */
        AT("{0}: {1}"),
        /** Words from elsewhere (another exception's message), passed on as they are. */
        TEXT("{0}"),
        LINE("line {0}"),
        MOVE("move {0}"),
        LINE_MOVE("line {0}, move {1}"),
        HEADER("the header {0}"),
        ROOT("the root"),
        BLACK("black"),
        WHITE("white"),
        GAME_FILES("game files"),

        // a file refused before it is read (InputFiles)
        NO_SUCH_FILE("no such file"),
        DANGLING_LINK("is a dangling symbolic link (what it points to does not exist)"),
        PERMISSION_DENIED("permission denied"),
        LINK_LOOP("is a symbolic link that loops (or leads through too many links)"),
        FOLDER("is a folder, not a regular file"),
        NAMED_PIPE("is a named pipe (FIFO), not a regular file"),
        DEVICE("is a device, not a regular file"),
        SOCKET("is a socket, not a regular file"),
        SPECIAL_FILE("is a special file, not a regular file"),
        TOO_MANY_LINES("has over {0} lines; {1} may have {0}"),
        LINE_TOO_LONG("line {0} is over {1} characters long; {2} may have {1} a line"),
        NOT_UTF8("is not UTF-8 text"),
        NOT_TEXT("is not a text file (it contains NUL bytes)"),
        TOO_LARGE("is {0} bytes long; {1} over {2} are refused"),

        // a game file's text (RecordText)
        NUL_BYTES("this is not a text file (it contains NUL bytes)"),
        FILE_TOO_LARGE("the file is {0} bytes long; game files over 1 MiB ({1} bytes) are refused"),

        // moves (MoveListReader, XyListReader, Replay)
        NOT_A_POINT("{0} is not a point (expected a column letter and a row number, like h8)"),
        NOT_A_COORDINATE("{0} is not a coordinate (expected x,y pairs counted from 0)"),
        NEGATIVE_COORDINATE("{0} is not a coordinate (x,y count from 0, y from the top)"),
        ODD_NUMBERS("{0} numbers; expected x,y pairs (0-based, y from the top)"),
        OFF_THE_BOARD("{0} is off the {1} board"),
        OFF_BOARD("{0} is off the board"),
        OCCUPIED("{0} is occupied"),
        AFTER_WIN("{0} comes after the game has ended ({1} won at move {2})"),
        AFTER_FULL_BOARD("{0} comes after the game has ended (the board was full at move {1})"),
        FORBIDDEN_OVERLINE("{0} is forbidden for Black: overline"),
        FORBIDDEN_DOUBLE_FOUR("{0} is forbidden for Black: double four"),
        FORBIDDEN_DOUBLE_THREE("{0} is forbidden for Black: double three"),
        CHOICE_PENDING("{0} waits for the colour choice"),
        NOT_CENTRE("{0} is off-centre: renju opens on h8"),

        // the opening rule (OpeningRecords)
        CHOICES_WITHOUT_RULE("opening choices without an opening rule (swap or swap2)"),
        OPENING_RULE_NOT_FOR("the opening rule {0} is for gomoku, not {1}"),
        OPENING_MISFIT("the opening ({0}) does not fit the moves: {1}"),

        // board and rules (PositionText, Variants)
        NOT_A_GAME_HERE("{0} is not a game played here (tic-tac-toe or gomoku)"),
        NOT_A_RULE_HERE("{0} is not a rule played here (freestyle, standard or renju)"),
        UNSUPPORTED_RULES("{0} rules are not supported (only gomoku freestyle, standard, renju and tic-tac-toe)"),
        THREE_BY_THREE_GOMOKU("a 3x3 board is tic-tac-toe, not gomoku {0}"),
        TIC_TAC_TOE_SIZE("tic-tac-toe is played on 3x3, not {0}"),
        UNSUPPORTED_BOARD("a {0} board is not supported (gomoku: 15x15, 19x19 or 20x20; tic-tac-toe: 3x3)"),
        RENJU_SIZE("renju is played on 15x15, not {0}"),

        // PSQ (PsqReader)
        PSQ_EMPTY("the file is empty; a Piskvork game starts with a line like 'Piskvorky 15x15, 11:11, 0'"),
        PSQ_HEADER("expected a Piskvork header like 'Piskvorky 15x15, 11:11, 0', not {0}"),
        PSQ_MOVE_AFTER_END("a move after the end of the moves (line {0}, {1}, is not a move)"),

        // SGF's syntax (SgfParser, SgfProperty)
        SGF_NO_TREE("no '(' found: this is not an SGF game"),
        SGF_TREE_UNCLOSED("the file ends inside the game tree opened at line {0} (missing ')')"),
        SGF_TREE_START("a game tree must start with ';', not {0}"),
        SGF_NODE_AFTER_VARIATION("a node after a variation closed (a game tree's nodes come before its variations)"),
        SGF_UNEXPECTED("unexpected {0} between nodes"),
        SGF_NAME_CHARACTER("{0} cannot be part of a property name"),
        SGF_NAME_TOO_LONG("a property name longer than 32 letters"),
        SGF_NAME_NOT_UPPER("a property name needs upper-case letters, not {0}"),
        SGF_NO_VALUE("property {0} has no value (expected '[')"),
        SGF_VALUE_UNCLOSED("the value of {0} starting here is never closed (missing ']')"),
        SGF_VALUES("{0} has {1} values; expected one"),

        // SGF's meaning (SgfReader)
        SGF_NOT_GOMOKU("GM {0} is not a gomoku game (expected GM[4])"),
        SGF_NOT_A_SIZE("SZ {0} is not a board size"),
        SGF_REMOVES_STONES("{0} takes the stone on {1} off the board; stones stay where they are played, so no game reaches this position"),
        SGF_SETUP_COUNTS("{0} black and {1} white setup stones cannot come from alternating moves, {2} first"),
        SGF_SETUP_WRONG_TURN("{0} cannot follow the setup: with {1} black and {2} white on the board it is {3}'s turn (a game alternates, black first)"),
        SGF_BOTH_B_AND_W("one node holds both B and W; expected one move per node"),
        SGF_TWO_MOVES("one node holds two moves; expected one move per node"),
        SGF_WRONG_TURN("{0} plays, but it is {1}'s turn (moves must alternate, black first)"),
        SGF_PASS("{0} is a pass; gomoku and tic-tac-toe have no passes"),
        SGF_NOT_A_POINT("{0} is not a point (expected two letters, like hh)"),
        SGF_RESULT_CONTRADICTS("the result {0} contradicts the board: {1}"),
        BOARD_FULL("the board is full with no winner"),
        MADE_ROW("{0} made {1} in a row at move {2}"),

        // the autosave (Autosave): why it was not resumed, and where the damaged file went
        AUTOSAVE_NOT_RESTORED("the autosaved game could not be restored ({0}){1}"),
        AUTOSAVE_NOT_READ("the autosaved game could not be read ({0}){1}"),
        AUTOSAVE_KEPT_AS("; it was kept as {0}"),
        AUTOSAVE_NOT_MOVED("; it could not be moved aside ({0})");

        private final String english;

        Kind(String english) {
            this.english = english;
        }

        /** The English pattern: the words of the command line, {@code {n}} for the n-th value. */
        public String english() {
            return english;
        }
    }

    public FileProblem {
        Objects.requireNonNull(kind, "kind");
        values = List.copyOf(values);
        for (Object value : values) {
            if (!(value instanceof String) && !(value instanceof FileProblem)) {
                throw new IllegalArgumentException("a problem's value is a string or a problem, not " + value);
            }
        }
    }

    /** A problem of {@code kind}; numbers among {@code values} are written as the English message always wrote them. */
    public static FileProblem of(Kind kind, Object... values) {
        return new FileProblem(kind, Arrays.stream(values)
                .map(v -> v instanceof FileProblem ? v : String.valueOf(v)).toList());
    }

    /** {@code problem} found at {@code place} (a problem such as {@link Kind#LINE}, or a name). */
    public static FileProblem at(Object place, FileProblem problem) {
        return of(Kind.AT, place, problem);
    }

    /** Words from elsewhere, passed on as they are. */
    public static FileProblem text(String words) {
        return of(Kind.TEXT, words);
    }

    /** The problem in English, as the command line says it. */
    public String english() {
        String pattern = kind.english;
        StringBuilder out = new StringBuilder(pattern.length() + 32);
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            int close = pattern.indexOf('}', i);
            if (c == '{' && close == i + 2 && Character.isDigit(pattern.charAt(i + 1))) {
                Object value = values.get(pattern.charAt(i + 1) - '0');
                out.append(value instanceof FileProblem p ? p.english() : (String) value);
                i = close;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
