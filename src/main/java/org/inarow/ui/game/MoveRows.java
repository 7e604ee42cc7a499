package org.inarow.ui.game;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.inarow.model.Move;
import org.inarow.model.MoveTree;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;

/**
 * The move list's rows: each move of the game's line, followed by the variations played instead of
 * it (as the game's tree keeps them), indented and in brackets: {@code (3. i8  4. i9  5. j8)}.
 * Variations of the moves that can be redone come last.
 */
final class MoveRows {
    /** A variation's row names this many of its moves; a longer one ends with how many it has. */
    static final int NAMED_MOVES = 5;
    private static final String INDENT = "      ";

    private MoveRows() {
    }

    /** The rows for {@code moves} (the game's line) in {@code tree}; {@code sign} gives the review's sign of move n, or "". */
    static List<MoveRow> of(Rules rules, MoveTree tree, List<Move> moves, IntFunction<String> sign) {
        List<MoveRow> rows = new ArrayList<>(moves.size() + 4);
        List<Point> path = new ArrayList<>(moves.size());
        MoveTree node = tree;
        for (Move move : moves) {
            String mark = sign.apply(move.number());
            rows.add(new MoveRow(line(rules, move) + (mark.isEmpty() ? "" : "  " + mark), move.number(), List.of()));
            addVariations(rows, node, path);
            node = node.at(List.of(move.point())).orElseThrow(() -> new IllegalArgumentException(
                    "move %d is not in the game's tree".formatted(move.number())));
            path.add(move.point());
        }
        addVariations(rows, node, path); // beside what can be redone
        return rows;
    }

    /** A row for each branch at {@code node} but the first (the game's line). */
    private static void addVariations(List<MoveRow> rows, MoveTree node, List<Point> path) {
        List<MoveTree.Branch> branches = node.branches();
        for (int i = 1; i < branches.size(); i++) {
            MoveTree.Branch branch = branches.get(i);
            List<Point> variation = new ArrayList<>();
            variation.add(branch.move());
            variation.addAll(branch.after().mainLine());
            List<Point> start = new ArrayList<>(path);
            start.add(branch.move());
            rows.add(new MoveRow(variationText(path.size() + 1, variation), path.size() + 1, start));
        }
    }

    static String variationText(int firstNumber, List<Point> moves) {
        StringBuilder text = new StringBuilder(INDENT).append('(');
        for (int i = 0; i < Math.min(NAMED_MOVES, moves.size()); i++) {
            text.append(i == 0 ? "" : "  ").append(firstNumber + i).append(". ").append(Notation.format(moves.get(i)));
        }
        if (moves.size() > NAMED_MOVES) {
            text.append("  ").append(Words.format("game.variationLength", moves.size()));
        }
        return text.append(')').toString();
    }

    /** A move of the game's line: {@code 7.  Black  a3}. */
    static String line(Rules rules, Move move) {
        return move.number() + ".  " + SideNames.of(rules.family(), move.side()) + "  " + Notation.format(move.point());
    }
}
