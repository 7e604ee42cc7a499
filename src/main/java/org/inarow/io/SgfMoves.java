package org.inarow.io;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Side;

/**
 * The stones one SGF node adds to its line: its setup ({@code AE}, {@code AB}, {@code AW}), then its
 * move ({@code B} or {@code W}). A game here is a list of moves from the empty board, black first, so
 * setup stones are played in as alternating moves: the side to move first, each colour's stones in
 * the order the file gives them; the same in the root, in a later node and inside a variation.
 * {@code AE} on an empty point changes nothing. What no game of alternating moves reaches (a stone
 * taken off, counts that cannot alternate, a move by the side whose turn the setup did not leave, or
 * a {@code PL} naming it) is a {@link GameFileException} saying so.
 */
final class SgfMoves {

    private SgfMoves() {
    }

    /** Plays {@code node}'s setup stones and its move on {@code replay}; returns how many stones it added. */
    static int play(SgfNode node, Replay replay) {
        int before = replay.moveCount();
        setup(node, replay);
        checkPlayer(node, replay);
        move(node, replay);
        return replay.moveCount() - before;
    }

    private static void setup(SgfNode node, Replay replay) {
        for (SgfProperty ae : all(node, "AE")) {
            for (String value : ae.values()) {
                if (value.isBlank()) {
                    continue; // AE[]: nothing to take off, as some programs write it
                }
                Point p = point("AE", value, ae.line(), replay);
                if (!replay.isEmpty(p)) {
                    throw new GameFileException(FileProblem.of(FileProblem.Kind.LINE, ae.line()), FileProblem.of(
                            FileProblem.Kind.SGF_REMOVES_STONES, "AE[" + SgfPoints.format(p, replay.rules()) + "]", Notation.format(p)));
                }
            }
        }
        List<Stone> black = stones(node, "AB");
        List<Stone> white = stones(node, "AW");
        if (black.isEmpty() && white.isEmpty()) {
            return;
        }
        Side first = replay.toMove();
        List<Stone> movers = first == Side.FIRST ? black : white;
        List<Stone> others = first == Side.FIRST ? white : black;
        if (movers.size() != others.size() && movers.size() != others.size() + 1) {
            int line = (black.isEmpty() ? white : black).get(0).line();
            throw new GameFileException(FileProblem.of(FileProblem.Kind.LINE, line), FileProblem.of(FileProblem.Kind.SGF_SETUP_COUNTS,
                    black.size(), white.size(), Variants.side(replay.rules(), first)));
        }
        for (int i = 0; i < movers.size(); i++) {
            movers.get(i).play(replay);
            if (i < others.size()) {
                others.get(i).play(replay);
            }
        }
    }

    /** {@code PL} after a setup (a puzzle's "white to play") must name the side its stones leave to move. */
    private static void checkPlayer(SgfNode node, Replay replay) {
        Optional<SgfProperty> pl = node.get("PL");
        if (pl.isEmpty() || !replay.lastWasSetup()) {
            return;
        }
        String value = pl.get().single().strip().toUpperCase(Locale.ROOT);
        Side named = value.equals("B") ? Side.FIRST : value.equals("W") ? Side.SECOND : null;
        if (named != null && named != replay.toMove()) {
            throw setupLeavesTheOtherSide(pl.get().id() + "[" + value + "]", node, replay);
        }
    }

    private static GameFileException setupLeavesTheOtherSide(String shown, SgfNode node, Replay replay) {
        int stones = replay.moveCount();
        return new GameFileException(FileProblem.of(FileProblem.Kind.LINE, node.line()), FileProblem.of(
                FileProblem.Kind.SGF_SETUP_WRONG_TURN, shown, (stones + 1) / 2, stones / 2,
                Variants.side(replay.rules(), replay.toMove())));
    }

    /** A setup stone as the file gives it: {@code AB} or {@code AW}, its value and its line. */
    private record Stone(String id, String value, int line) {
        void play(Replay replay) {
            Point p = point(id, value, line, replay);
            replay.play(p, id + "[" + value + "]", FileProblem.of(FileProblem.Kind.LINE_MOVE, line, replay.nextNumber()), true);
        }
    }

    private static List<Stone> stones(SgfNode node, String id) {
        List<Stone> stones = new ArrayList<>();
        for (SgfProperty property : all(node, id)) {
            property.values().forEach(v -> stones.add(new Stone(id, v, property.line())));
        }
        return stones;
    }

    /** Every property {@code id} of the node: a file may repeat one ({@code AB[hh]AB[ii]}). */
    private static List<SgfProperty> all(SgfNode node, String id) {
        return node.properties().stream().filter(p -> p.id().equals(id)).toList();
    }

    private static void move(SgfNode node, Replay replay) {
        Optional<SgfProperty> b = node.get("B");
        Optional<SgfProperty> w = node.get("W");
        if (b.isEmpty() && w.isEmpty()) {
            return;
        }
        FileProblem place = FileProblem.of(FileProblem.Kind.LINE_MOVE, node.line(), replay.nextNumber());
        if (b.isPresent() && w.isPresent()) {
            throw new GameFileException(place, FileProblem.of(FileProblem.Kind.SGF_BOTH_B_AND_W));
        }
        if (all(node, "B").size() + all(node, "W").size() > 1) {
            throw new GameFileException(place, FileProblem.of(FileProblem.Kind.SGF_TWO_MOVES));
        }
        SgfProperty move = b.orElseGet(w::orElseThrow);
        Side side = move.id().equals("B") ? Side.FIRST : Side.SECOND;
        Side expected = replay.toMove();
        if (side != expected && replay.lastWasSetup()) {
            // the setup decided whose turn it is: say so, rather than number a move the file never made
            Point p = point(move.id(), move.single(), move.line(), replay);
            throw setupLeavesTheOtherSide(move.id() + "[" + SgfPoints.format(p, replay.rules()) + "]", node, replay);
        }
        if (side != expected) {
            throw new GameFileException(place,
                    FileProblem.of(FileProblem.Kind.SGF_WRONG_TURN, move.id(), Variants.side(replay.rules(), expected)));
        }
        String value = move.single();
        replay.play(point(move.id(), value, move.line(), replay), move.id() + "[" + value + "]",
                FileProblem.of(FileProblem.Kind.LINE_MOVE, move.line(), replay.nextNumber()), false);
    }

    /** The point {@code id[value]} names, or why it names none: a pass, not a point, off the board. */
    private static Point point(String id, String value, int line, Replay replay) {
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
        return replay.point(col, replay.rules().height() - 1 - fromTop, raw, place);
    }

    private static boolean isPointLetter(char c) {
        return c >= 'a' && c <= 'z';
    }
}
