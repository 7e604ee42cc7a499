package org.inarow.io;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.inarow.model.MoveTree;
import org.inarow.model.Point;
import org.inarow.model.Rules;

/**
 * Writes FF[4] GM[4] SGF: size, rule ({@code RU[freestyle|standard|renju|tic-tac-toe]}, with an opening
 * rule after it, {@code RU[renju swap2]}, and its choices in {@code OC[two][white]}), players, result, the clocks
 * ({@link SgfClock}: {@code TM}, {@code OT}), moves,
 * and a review's notes as annotation properties ({@link SgfAnnotations}), one node a move. Variations
 * are written the standard way: where lines part, each goes in parentheses, the main line first.
 */
final class SgfWriter {
    private static final int MOVES_PER_LINE = 10;
    /** Ours, as SGF has no property for it ({@code TM} is a whole game's time): the computer's seconds per move. */
    static final String THINK_TIME = "TC";

    /** What is said about the main line's positions: the review's notes and the comments, by position. */
    private record Notes(Map<Integer, MoveNote> review, Map<Integer, String> comments, int lastMove,
                         Map<org.inarow.model.Side, Long> timeLeft) {
        static final Notes NONE = new Notes(Map.of(), Map.of(), -1, Map.of());

        Notes(GameRecord record, GameInfo info) {
            this(byNumber(record.notes()), info.comments(), record.moves().size(), info.timeLeft());
        }

        private static Map<Integer, MoveNote> byNumber(java.util.List<MoveNote> notes) {
            Map<Integer, MoveNote> map = new HashMap<>();
            notes.forEach(n -> map.put(n.number(), n));
            return map;
        }

        boolean has(int number) {
            return review.containsKey(number) || comments.containsKey(number);
        }
    }

    private SgfWriter() {
    }

    static String write(GameRecord record) {
        Rules rules = record.rules();
        StringBuilder out = new StringBuilder(64 + record.moves().size() * 6);
        out.append("(;FF[4]GM[4]CA[UTF-8]AP[InARow]");
        out.append("SZ[").append(rules.width() == rules.height() ? rules.width() : rules.width() + ":" + rules.height()).append(']');
        out.append("RU[").append(Variants.ruleName(rules)).append(OpeningRecords.ruleSuffix(record.opening())).append(']');
        if (!record.opening().choices().isEmpty()) {
            out.append(OpeningRecords.SGF_CHOICES);
            record.opening().choices().forEach(c -> out.append('[').append(c.id()).append(']'));
        }
        GameInfo info = record.info();
        property(out, "PB", info.firstPlayer());
        property(out, "PW", info.secondPlayer());
        property(out, "RE", resultText(record.result(), info.resultText()));
        property(out, "DT", info.date());
        property(out, "GN", info.title());
        property(out, "EV", info.event());
        property(out, "GC", info.comment());
        property(out, THINK_TIME, info.thinkSeconds() > 0 ? String.valueOf(info.thinkSeconds()) : "");
        String[] clock = SgfClock.write(info.timeControl());
        property(out, SgfClock.MAIN_TIME, clock[0]);
        property(out, SgfClock.OVERTIME, clock[1]);
        Notes notes = new Notes(record, info);
        annotate(out, notes, 0, rules);
        line(out, record.tree(), 0, notes, rules);
        return out.append(")\n").toString();
    }

    /**
     * The moves from the position after {@code played} moves; {@code notes} only while on the main
     * line (empty in a variation). Recursion only where lines part, as deep as the longest line.
     */
    private static void line(StringBuilder out, MoveTree from, int played, Notes notes, Rules rules) {
        MoveTree tree = from;
        int i = played;
        while (tree.branches().size() == 1) {
            MoveTree.Branch only = tree.branches().get(0);
            move(out, only.move(), i, notes, rules);
            tree = only.after();
            i++;
        }
        for (int b = 0; b < tree.branches().size(); b++) {
            MoveTree.Branch branch = tree.branches().get(b);
            Notes onLine = b == 0 ? notes : Notes.NONE;
            out.append("\n(");
            move(out, branch.move(), i, onLine, rules);
            line(out, branch.after(), i + 1, onLine, rules);
            out.append(')');
        }
    }

    /** Move {@code i + 1}, starting a new line every few moves and around annotated ones. */
    private static void move(StringBuilder out, Point p, int i, Notes notes, Rules rules) {
        boolean annotated = notes.has(i + 1);
        out.append(i % MOVES_PER_LINE == 0 || annotated || notes.has(i) ? "\n" : "");
        out.append(';').append(i % 2 == 0 ? 'B' : 'W').append('[').append(SgfPoints.format(p, rules)).append(']');
        annotate(out, notes, i + 1, rules);
    }

    /** The review's properties on position {@code number}; its comment, or the review's own words on a marked move. */
    private static void annotate(StringBuilder out, Notes notes, int number, Rules rules) {
        MoveNote note = notes.review().get(number);
        String comment = notes.comments().get(number);
        if (note != null) {
            out.append(SgfAnnotations.write(note, Optional.ofNullable(notes.review().get(number - 1)), rules, comment == null));
        }
        if (comment != null) {
            out.append("C[").append(escape(comment)).append(']');
        }
        if (number == notes.lastMove() && number > 0) { // the clocks after the last move, for a game resumed
            Long black = notes.timeLeft().get(org.inarow.model.Side.FIRST);
            Long white = notes.timeLeft().get(org.inarow.model.Side.SECOND);
            property(out, SgfClock.BLACK_LEFT, black == null ? "" : SgfClock.writeLeft(black));
            property(out, SgfClock.WHITE_LEFT, white == null ? "" : SgfClock.writeLeft(white));
        }
    }

    /**
     * FF[4]'s result for a game with no score: {@code B+} or {@code W+} (a win, the reason unsaid: a five on the
     * board), {@code 0} a draw; a file's own wording ({@code B+R} resigned, {@code W+T} on time) kept while it
     * still says the same.
     */
    static String resultText(RecordedResult result, String asWritten) {
        if (!asWritten.isEmpty() && result != RecordedResult.UNKNOWN && SgfReader.result(asWritten) == result) {
            return asWritten;
        }
        return result(result);
    }

    private static String result(RecordedResult result) {
        return switch (result) {
            case FIRST_WINS -> "B+";
            case SECOND_WINS -> "W+";
            case DRAW -> "0";
            case UNKNOWN -> "";
        };
    }

    private static void property(StringBuilder out, String id, String value) {
        if (!value.isEmpty()) {
            out.append(id).append('[').append(escape(value)).append(']');
        }
    }

    /** SGF text: a backslash escapes {@code ]} and itself; nothing else needs it. */
    static String escape(String value) {
        return value.replace("\\", "\\\\").replace("]", "\\]");
    }
}
