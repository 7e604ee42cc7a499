package org.inarow.ui.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.inarow.ai.Outcome;
import org.inarow.model.Family;
import org.inarow.model.Foul;
import org.inarow.model.FoulDetector;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Side;
import org.inarow.ui.text.Texts;

/**
 * What a screen reader says of one point of the board, in the language of the moment: where it is
 * and what is on it ("h8, black, last move"; "h9, empty, forbidden for Black: double three"; with the
 * map shown, what playing there leads to). Read from the view alone, as the painter reads it.
 */
public final class PointNames {
    private PointNames() {
    }

    /** The accessible name of {@code p} in {@code view}. */
    public static String name(BoardView view, Point p) {
        Position position = view.position();
        String where = Notation.format(p);
        List<String> parts = new ArrayList<>();
        parts.add(where);
        Optional<Side> stone = position.stoneAt(p);
        parts.add(stone.map(side -> stoneName(position.rules().family(), side)).orElseGet(() -> Texts.get("board.point.empty")));
        if (view.lastMove().filter(p::equals).isPresent()) {
            parts.add(Texts.get("board.point.lastMove"));
        }
        if (view.winningLine().contains(p)) {
            parts.add(Texts.get("board.point.winningLine"));
        }
        if (view.forbidden().contains(p)) {
            Foul foul = FoulDetector.foulAt(position.toBoard(), p);
            parts.add(foul == null ? Texts.get("board.point.forbidden")
                    : Texts.format("board.point.forbiddenFor", Texts.get("board.foul." + foul.name())));
        }
        if (p.equals(view.hint())) {
            parts.add(Texts.get("board.point.hint"));
        }
        Outcome outcome = view.cellOutcomes().get(p);
        if (outcome != null) {
            parts.add(outcomeWords(position.rules().family(), outcome));
        }
        view.map().at(p).ifPresent(m -> parts.add(withoutPoint(m.tooltip(), where)));
        if (view.map().mustBlock().contains(p) && view.map().at(p).isEmpty()) {
            parts.add(Texts.get("board.point.mustBlock"));
        }
        if (view.map().threatStones().contains(p)) {
            parts.add(Texts.get("board.point.threat"));
        }
        return String.join(Texts.get("board.point.separator"), parts);
    }

    /** "black", "white"; "X", "O" in tic-tac-toe. */
    public static String stoneName(Family family, Side side) {
        return Texts.get("board.stone." + family.name() + "." + side.name());
    }

    private static String outcomeWords(Family family, Outcome outcome) {
        return switch (outcome) {
            case FIRST_WINS -> Texts.format("board.point.wins", stoneName(family, Side.FIRST));
            case SECOND_WINS -> Texts.format("board.point.wins", stoneName(family, Side.SECOND));
            case DRAW -> Texts.get("board.point.draws");
            case UNKNOWN -> Texts.get("board.point.unknown");
        };
    }

    /** The map's sentence starts with the point's name, which the name has said already. */
    private static String withoutPoint(String sentence, String point) {
        if (!sentence.startsWith(point)) {
            return sentence;
        }
        String rest = sentence.substring(point.length()).replaceFirst("^[\\s,:，：]+", "");
        return rest.isEmpty() ? sentence : rest;
    }
}
