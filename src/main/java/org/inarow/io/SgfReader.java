package org.inarow.io;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Optional;
import org.inarow.model.GameResult;
import org.inarow.model.MoveTree;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.model.Status;

/**
 * The meaning of a gomoku SGF (GM[4]): board size from {@code SZ} (15 when absent, as the SGF spec
 * says for gomoku), rule from {@code RU}, players, result, and the moves of every line: the main
 * line is the game, the variations are kept in the record's tree. Points are two letters from
 * {@code a}, column first and row {@code a} at the TOP, so {@code hh} is h8 on 15×15 but h12 on
 * 19×19. Setup stones ({@code AB}/{@code AW}, in any node) are played in as alternating moves
 * ({@link SgfMoves}). A review's annotation properties on the main line ({@link SgfAnnotations})
 * become the record's notes; those inside variations and other properties are ignored.
 */
final class SgfReader {
    private static final int GOMOKU_DEFAULT_SIZE = 15;

    private SgfReader() {
    }

    static GameRecord read(String text, Rules defaults) {
        SgfTree tree = SgfParser.tree(text);
        SgfNode root = tree.nodes().get(0);
        checkGameType(root);
        Rules rules = rules(root, defaults);
        Lines lines = lines(tree, rules);
        List<SgfNode> nodes = tree.mainLine();
        GameInfo info = info(nodes).withComments(lines.comments);
        checkResult(nodes, info.result(), rules, lines.mainResult, lines.main.size());
        GameRecord record = new GameRecord(rules, lines.main, info, SgfAnnotations.withTurningPoints(lines.notes),
                lines.tree());
        return opening(root, record);
    }

    /** The opening rule named in {@code RU} with the choices of {@code OC}. */
    private static GameRecord opening(SgfNode root, GameRecord record) {
        Optional<SgfProperty> ru = root.get("RU");
        Optional<SgfProperty> oc = root.get(OpeningRecords.SGF_CHOICES);
        FileProblem place = oc.or(() -> ru).map(p -> FileProblem.of(FileProblem.Kind.LINE, p.line())).orElse(FileProblem.of(FileProblem.Kind.ROOT));
        return OpeningRecords.apply(record, OpeningRecords.ruleIn(ru.map(SgfProperty::single).orElse("")),
                oc.map(SgfProperty::values).orElse(List.of()), place);
    }

    /**
     * Every line of the file, each node played and checked once by {@link SgfMoves} (its setup stones,
     * then its move), the main line first: one walk gives the tree and the main line's moves, so the
     * two always agree.
     */
    private static Lines lines(SgfTree sgf, Rules rules) {
        Replay replay = new Replay(rules);
        Lines lines = new Lines();
        Deque<Visit> visits = new ArrayDeque<>();
        visits.push(enter(sgf, lines.start, replay, lines, true));
        while (!visits.isEmpty()) {
            Visit visit = visits.peek();
            if (visit.next < visit.tree.variations().size()) {
                boolean main = visit.main && visit.next == 0;
                visits.push(enter(visit.tree.variations().get(visit.next++), visit.end, replay, lines, main));
            } else {
                visits.pop();
                for (int i = 0; i < visit.played; i++) {
                    replay.undo();
                }
            }
        }
        return lines;
    }

    /** Plays a game tree's own nodes; its variations are visited next, from the position they reach. */
    private static Visit enter(SgfTree tree, Line from, Replay replay, Lines lines, boolean main) {
        Line end = from;
        int before = replay.moveCount();
        for (SgfNode node : tree.nodes()) {
            int added = SgfMoves.play(node, replay);
            if (added > 0) {
                List<Point> moves = replay.moves();
                for (Point p : moves.subList(moves.size() - added, moves.size())) {
                    end = end.after(p);
                }
            }
            if (main) {
                lines.onMainLine(node, replay);
            }
        }
        if (main) {
            lines.main = replay.moves();
            lines.mainResult = replay.result();
        }
        return new Visit(tree, end, main, replay.moveCount() - before);
    }

    /** What the walk found: the tree of every line from the empty board, and the main line's moves, notes and result. */
    private static final class Lines {
        final Line start = new Line();
        final List<MoveNote> notes = new ArrayList<>();
        final Map<Integer, String> comments = new LinkedHashMap<>();
        List<Point> main = List.of();
        GameResult mainResult = GameResult.ONGOING;
        boolean rootSeen;

        /** A main-line node just played: its annotations, the first on each position, are the record's notes. */
        void onMainLine(SgfNode node, Replay replay) {
            int number = replay.moveCount();
            boolean first = notes.isEmpty() || notes.get(notes.size() - 1).number() < number;
            if ((!rootSeen || node.has("B") || node.has("W")) && first) {
                SgfAnnotations.read(node, number, replay.rules()).ifPresent(notes::add);
            }
            rootSeen = true;
            node.get("C").ifPresent(c -> comments.putIfAbsent(number, c.values().get(0)));
        }

        /** A variation going on past the main line's last move (after a node with no move) has no place in it. */
        MoveTree tree() {
            return start.toTree().cutAfter(main);
        }
    }

    /** A game tree being walked: where its nodes led, whether it is on the main line, how many stones it added, the next variation. */
    private static final class Visit {
        final SgfTree tree;
        final Line end;
        final boolean main;
        final int played;
        int next;

        Visit(SgfTree tree, Line end, boolean main, int played) {
            this.tree = tree;
            this.end = end;
            this.main = main;
            this.played = played;
        }
    }

    /** A position of the tree being built: the moves from it in the order the file first gives them. */
    private static final class Line {
        final Map<Point, Line> next = new LinkedHashMap<>();

        Line after(Point p) {
            return next.computeIfAbsent(p, q -> new Line());
        }

        /** Recursion is as deep as the longest line, which the board's size bounds. */
        MoveTree toTree() {
            return new MoveTree(next.entrySet().stream()
                    .map(e -> new MoveTree.Branch(e.getKey(), e.getValue().toTree())).toList());
        }
    }

    private static void checkGameType(SgfNode root) {
        Optional<SgfProperty> gm = root.get("GM");
        if (gm.isEmpty()) {
            return;
        }
        String value = gm.get().single().strip();
        // GM[4] is gomoku and renju; some gomoku programs write Go's GM[1] so that Go viewers open the file
        if (!value.equals("4") && !value.equals("1")) {
            throw new GameFileException(FileProblem.of(FileProblem.Kind.LINE, gm.get().line()), FileProblem.of(FileProblem.Kind.SGF_NOT_GOMOKU, Show.quote(value)));
        }
    }

    private static Rules rules(SgfNode root, Rules defaults) {
        int width = GOMOKU_DEFAULT_SIZE;
        int height = GOMOKU_DEFAULT_SIZE;
        Object place = "SZ";
        Optional<SgfProperty> sz = root.get("SZ");
        if (sz.isPresent()) {
            String value = sz.get().single().strip();
            FileProblem notASize = FileProblem.at(FileProblem.of(FileProblem.Kind.LINE, sz.get().line()),
                    FileProblem.of(FileProblem.Kind.SGF_NOT_A_SIZE, Show.quote(value)));
            String[] parts = value.split(":", -1);
            if (parts.length > 2) {
                throw new GameFileException(notASize);
            }
            width = size(parts[0], notASize);
            height = parts.length == 2 ? size(parts[1], notASize) : width;
            place = FileProblem.of(FileProblem.Kind.LINE, sz.get().line());
        }
        Optional<SgfProperty> ru = root.get("RU");
        String ruleText = ru.map(SgfProperty::single).orElse("");
        if (ru.isPresent()) {
            place = FileProblem.of(FileProblem.Kind.LINE, ru.get().line());
        }
        return Variants.resolve(width, height, RuleName.classify(ruleText), ruleText, defaults, place);
    }

    private static int size(String text, FileProblem notASize) {
        String s = text.strip();
        if (!s.matches("[0-9]{1,3}")) {
            throw new GameFileException(notASize);
        }
        return Integer.parseInt(s);
    }

    /**
     * The game-info properties: players, result, date, name, event, comment, our computer's time ({@code TC}) and
     * the players' clocks ({@code TM}, {@code OT}).
     */
    private static GameInfo info(List<SgfNode> nodes) {
        String re = text(nodes, "RE");
        return new GameInfo(text(nodes, "PB"), text(nodes, "PW"), result(re), text(nodes, "GN"), text(nodes, "DT"),
                text(nodes, "EV"), gameComment(nodes), re, seconds(text(nodes, SgfWriter.THINK_TIME)), Map.of(),
                SgfClock.read(text(nodes, SgfClock.MAIN_TIME), text(nodes, SgfClock.OVERTIME)), timeLeft(nodes));
    }

    /** The last {@code BL} and {@code WL} along the main line, in milliseconds; a value that is no time is passed over. */
    private static Map<Side, Long> timeLeft(List<SgfNode> nodes) {
        Map<Side, Long> left = new java.util.EnumMap<>(Side.class);
        for (SgfNode node : nodes) {
            SgfClock.readLeft(text(List.of(node), SgfClock.BLACK_LEFT)).ifPresent(ms -> left.put(Side.FIRST, ms));
            SgfClock.readLeft(text(List.of(node), SgfClock.WHITE_LEFT)).ifPresent(ms -> left.put(Side.SECOND, ms));
        }
        return left;
    }

    /** {@code GC}, its line breaks kept (it is a text, not a simple text). */
    private static String gameComment(List<SgfNode> nodes) {
        for (SgfNode node : nodes) {
            Optional<SgfProperty> p = node.get("GC");
            if (p.isPresent()) {
                return p.get().values().get(0).strip();
            }
        }
        return "";
    }

    /** A whole number of seconds, or 0 for anything else (another program's property of the same name). */
    private static int seconds(String text) {
        return text.matches("[0-9]{1,5}") ? Integer.parseInt(text) : 0;
    }

    /** The first value of a game-info property on the main line; empty when absent. */
    private static String text(List<SgfNode> nodes, String id) {
        for (SgfNode node : nodes) {
            Optional<SgfProperty> p = node.get(id);
            if (p.isPresent()) {
                return p.get().values().get(0).replaceAll("\\s+", " ").strip();
            }
        }
        return "";
    }

    /** {@code B+}, {@code B+R}, {@code B} (some gomoku tools), {@code W+...}, {@code 0} or {@code Draw}. */
    static RecordedResult result(String text) {
        String s = text.strip().toUpperCase(Locale.ROOT);
        if (s.startsWith("B+") || s.equals("B")) {
            return RecordedResult.FIRST_WINS;
        }
        if (s.startsWith("W+") || s.equals("W")) {
            return RecordedResult.SECOND_WINS;
        }
        if (s.equals("0") || s.startsWith("DRAW") || s.equals("JIGO")) {
            return RecordedResult.DRAW;
        }
        return RecordedResult.UNKNOWN;
    }

    /** A stated result may go beyond the board (resignation), but must not contradict the main line's end (after {@code moves}). */
    private static void checkResult(List<SgfNode> nodes, RecordedResult stated, Rules rules, GameResult onTheBoard, int moves) {
        Status status = onTheBoard.status();
        if (stated == RecordedResult.UNKNOWN || status == Status.ONGOING) {
            return;
        }
        RecordedResult onBoard = status == Status.DRAW ? RecordedResult.DRAW
                : onTheBoard.winner() == Side.FIRST ? RecordedResult.FIRST_WINS : RecordedResult.SECOND_WINS;
        if (stated != onBoard) {
            Object line = nodes.stream().map(n -> n.get("RE")).flatMap(Optional::stream).findFirst()
                    .<Object>map(p -> FileProblem.of(FileProblem.Kind.LINE, p.line())).orElse("RE");
            FileProblem board = status == Status.DRAW ? FileProblem.of(FileProblem.Kind.BOARD_FULL)
                    : FileProblem.of(FileProblem.Kind.MADE_ROW, Variants.side(rules, onTheBoard.winner()), rules.k(), moves);
            throw new GameFileException(FileProblem.at(line, FileProblem.of(FileProblem.Kind.SGF_RESULT_CONTRADICTS, Show.quote(text(nodes, "RE")), board)));
        }
    }
}
