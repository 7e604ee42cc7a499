package org.inarow.ai.puzzles;

import java.util.Comparator;
import java.util.List;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;

/**
 * One puzzle of a set: a freestyle 15×15 position (its move list from the empty board, no five on
 * it), what it asks, every accepted answer, and the length of the win it is about (see
 * {@link Category}: the attacker's moves, the five included; for {@code defend} the opponent's win
 * by fours, for {@code block} 1).
 *
 * @param id       unique in its set, e.g. {@code ia-0001}
 * @param accepted the accepted answers, at least one, kept in {@link #POINT_ORDER}
 */
public record GomokuPuzzle(String id, Category category, Position position, List<Point> accepted, int length) {
    /** The rules of every puzzle: gomoku, five or more wins, 15×15. */
    public static final Rules RULES = Rules.gomokuFreestyle(15);
    /** Accepted points in the files' order: sorted as text ({@code e10 e11 e9 g10}), as {@code puzzles-public.tsv} has them. */
    public static final Comparator<Point> POINT_ORDER = Comparator.comparing(Notation::format);

    public GomokuPuzzle {
        if (!position.rules().equals(RULES)) {
            throw new IllegalArgumentException("puzzles are freestyle gomoku on 15x15, not " + position.rules().describe());
        }
        if (position.isOver()) {
            throw new IllegalArgumentException("the game is over: a puzzle needs a move to find");
        }
        if (accepted.isEmpty()) {
            throw new IllegalArgumentException("no accepted move");
        }
        for (Point p : accepted) {
            if (!position.isPlayable(p)) {
                throw new IllegalArgumentException("accepted move " + Notation.format(p) + " is not an empty point");
            }
        }
        if (accepted.stream().distinct().count() != accepted.size()) {
            throw new IllegalArgumentException("an accepted move is given twice");
        }
        if (length < 1) {
            throw new IllegalArgumentException("length " + length + ": at least 1");
        }
        accepted = accepted.stream().sorted(POINT_ORDER).toList();
    }

    public Side toMove() {
        return position.toMove();
    }

    /** Whether {@code move} is an accepted answer. */
    public boolean accepts(Point move) {
        return accepted.contains(move);
    }

    @Override
    public String toString() {
        return id + " (" + category.id() + ")";
    }
}
