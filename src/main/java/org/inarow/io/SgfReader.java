package org.inarow.io;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Optional;
import org.inarow.model.MoveTree;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.model.Status;

/**
 * The meaning of a gomoku SGF (GM[4]): board size from {@code SZ} (15 when absent, as the SGF spec
 * says for gomoku), rule from {@code RU}, players, result and the moves of the main line. Points
 * are two letters from {@code a}, column first and row {@code a} at the TOP, so {@code hh} is h8
 * on 15×15 but h12 on 19×19. Setup stones ({@code AB}/{@code AW}) in the root are taken as
 * alternating moves, black first, when their counts allow it. A review's annotation properties
 * ({@link SgfAnnotations}) become the record's notes; other properties are ignored. Variations
 * are replayed and checked like the main line and kept in the record's tree; their annotations are
 * not read (notes are on the main line).
 */
final class SgfReader {
    private static final int GOMOKU_DEFAULT_SIZE = 15;

    private SgfReader() {
    }

    static GameRecord read(String text, Rules defaults) {
        SgfTree tree = SgfParser.tree(text);
        List<SgfNode> nodes = tree.mainLine();
        SgfNode root = nodes.get(0);
        checkGameType(root);
        Rules rules = rules(root, defaults);
        Replay replay = new Replay(rules);
        playSetup(root, replay);
        List<MoveNote> notes = new ArrayList<>();
        for (int i = 0; i < nodes.size(); i++) {
            SgfNode node = nodes.get(i);
            if (i > 0) {
                refuseSetup(node);
            }
            playMove(node, replay);
            int number = replay.moveCount();
            boolean first = notes.isEmpty() || notes.get(notes.size() - 1).number() < number;
            if ((i == 0 || node.has("B") || node.has("W")) && first) {
                SgfAnnotations.read(node, number, rules).ifPresent(notes::add);
            }
        }
        GameInfo info = info(nodes);
        checkResult(nodes, info.result(), replay);
        GameRecord record = replay.record(info).withNotes(SgfAnnotations.withTurningPoints(notes));
        if (!tree.variations().isEmpty() || tree.nodes().size() != nodes.size()) {
            // a variation going on past the main line's last move (after a node with no move) has no place in the tree
            record = record.withTree(moveTree(tree, rules).cutAfter(record.moves()));
        }
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

    /** Every line of the file as moves, each replayed and checked; the same move twice from one position is one line. */
    private static MoveTree moveTree(SgfTree sgf, Rules rules) {
        Replay replay = new Replay(rules);
        playSetup(sgf.nodes().get(0), replay);
        Line start = new Line();
        Deque<Visit> visits = new ArrayDeque<>();
        visits.push(enter(sgf, start, replay, true));
        while (!visits.isEmpty()) {
            Visit visit = visits.peek();
            if (visit.next < visit.tree.variations().size()) {
                visits.push(enter(visit.tree.variations().get(visit.next++), visit.end, replay, false));
            } else {
                visits.pop();
                for (int i = 0; i < visit.played; i++) {
                    replay.undo();
                }
            }
        }
        return start.toTree();
    }

    /** Plays a game tree's own nodes; its variations are visited next, from the position they reach. */
    private static Visit enter(SgfTree tree, Line from, Replay replay, boolean root) {
        Line end = from;
        int played = 0;
        for (int i = 0; i < tree.nodes().size(); i++) {
            SgfNode node = tree.nodes().get(i);
            if (!(root && i == 0)) {
                refuseSetup(node);
            }
            int before = replay.moveCount();
            playMove(node, replay);
            if (replay.moveCount() > before) {
                end = end.after(replay.lastPoint());
                played++;
            }
        }
        return new Visit(tree, end, played);
    }

    /** A game tree being walked: where its nodes led, how many moves they played, the next variation to visit. */
    private static final class Visit {
        final SgfTree tree;
        final Line end;
        final int played;
        int next;

        Visit(SgfTree tree, Line end, int played) {
            this.tree = tree;
            this.end = end;
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

    private static void playSetup(SgfNode root, Replay replay) {
        if (root.has("AE")) {
            throw new GameFileException(FileProblem.of(FileProblem.Kind.LINE, root.get("AE").get().line()), FileProblem.of(FileProblem.Kind.SGF_REMOVES_STONES));
        }
        List<String> black = root.get("AB").map(SgfProperty::values).orElse(List.of());
        List<String> white = root.get("AW").map(SgfProperty::values).orElse(List.of());
        if (black.isEmpty() && white.isEmpty()) {
            return;
        }
        int line = root.get("AB").or(() -> root.get("AW")).get().line();
        if (black.size() != white.size() && black.size() != white.size() + 1) {
            throw new GameFileException(FileProblem.of(FileProblem.Kind.LINE, line), FileProblem.of(FileProblem.Kind.SGF_SETUP_COUNTS, black.size(), white.size()));
        }
        for (int i = 0; i < black.size(); i++) {
            playPoint("AB", black.get(i), line, replay);
            if (i < white.size()) {
                playPoint("AW", white.get(i), line, replay);
            }
        }
    }

    private static void refuseSetup(SgfNode node) {
        for (String id : List.of("AB", "AW", "AE")) {
            if (node.has(id)) {
                throw new GameFileException(FileProblem.of(FileProblem.Kind.LINE, node.get(id).get().line()), FileProblem.of(FileProblem.Kind.SGF_SETUP_LATER, id));
            }
        }
    }

    private static void playMove(SgfNode node, Replay replay) {
        Optional<SgfProperty> b = node.get("B");
        Optional<SgfProperty> w = node.get("W");
        if (b.isEmpty() && w.isEmpty()) {
            return;
        }
        FileProblem place = FileProblem.of(FileProblem.Kind.LINE_MOVE, node.line(), replay.nextNumber());
        if (b.isPresent() && w.isPresent()) {
            throw new GameFileException(place, FileProblem.of(FileProblem.Kind.SGF_BOTH_B_AND_W));
        }
        long moveProperties = node.properties().stream().filter(p -> p.id().equals("B") || p.id().equals("W")).count();
        if (moveProperties > 1) {
            throw new GameFileException(place, FileProblem.of(FileProblem.Kind.SGF_TWO_MOVES));
        }
        SgfProperty move = b.orElseGet(w::orElseThrow);
        Side side = move.id().equals("B") ? Side.FIRST : Side.SECOND;
        Side expected = Side.toMoveAfter(replay.nextNumber() - 1);
        if (side != expected) {
            throw new GameFileException(place,
                    FileProblem.of(FileProblem.Kind.SGF_WRONG_TURN, move.id(), Variants.side(replay.rules(), expected)));
        }
        playPoint(move.id(), move.single(), move.line(), replay);
    }

    private static void playPoint(String id, String value, int line, Replay replay) {
        FileProblem place = FileProblem.of(FileProblem.Kind.LINE_MOVE, line, replay.nextNumber());
        String raw = id + "[" + value + "]";
        String v = value.strip();
        if (v.isEmpty() || (v.equals("tt") && replay.rules().width() <= 19)) {
            throw new GameFileException(place, FileProblem.of(FileProblem.Kind.SGF_PASS, Show.quote(raw)));
        }
        if (v.length() != 2 || !isPointLetter(v.charAt(0)) || !isPointLetter(v.charAt(1))) {
            throw new GameFileException(place, FileProblem.of(FileProblem.Kind.SGF_NOT_A_POINT, Show.quote(raw)));
        }
        int col = v.charAt(0) - 'a';
        int fromTop = v.charAt(1) - 'a';
        Point p = replay.point(col, replay.rules().height() - 1 - fromTop, raw, place);
        replay.play(p, raw, place);
    }

    private static boolean isPointLetter(char c) {
        return c >= 'a' && c <= 'z';
    }

    private static GameInfo info(List<SgfNode> nodes) {
        return new GameInfo(text(nodes, "PB"), text(nodes, "PW"), result(text(nodes, "RE")),
                text(nodes, "GN").isEmpty() ? text(nodes, "EV") : text(nodes, "GN"), text(nodes, "DT"));
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

    /** A stated result may go beyond the board (resignation), but must not contradict a decided board. */
    private static void checkResult(List<SgfNode> nodes, RecordedResult stated, Replay replay) {
        Status status = replay.result().status();
        if (stated == RecordedResult.UNKNOWN || status == Status.ONGOING) {
            return;
        }
        RecordedResult onBoard = status == Status.DRAW ? RecordedResult.DRAW
                : replay.result().winner() == Side.FIRST ? RecordedResult.FIRST_WINS : RecordedResult.SECOND_WINS;
        if (stated != onBoard) {
            Object line = nodes.stream().map(n -> n.get("RE")).flatMap(Optional::stream).findFirst()
                    .<Object>map(p -> FileProblem.of(FileProblem.Kind.LINE, p.line())).orElse("RE");
            FileProblem board = status == Status.DRAW ? FileProblem.of(FileProblem.Kind.BOARD_FULL)
                    : FileProblem.of(FileProblem.Kind.MADE_ROW, Variants.side(replay.rules(), replay.result().winner()), replay.rules().k(), replay.moveCount());
            throw new GameFileException(FileProblem.at(line, FileProblem.of(FileProblem.Kind.SGF_RESULT_CONTRADICTS, Show.quote(text(nodes, "RE")), board)));
        }
    }
}
