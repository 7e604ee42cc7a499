package org.inarow.model;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * The moves tried from a position and what followed each, the main line first; the whole tree of a
 * game starts at the empty board. Immutable. Legality is not its concern ({@link Game#fromTree} checks).
 *
 * @param branches the moves from here, each with what followed it; the first is the main line, no move twice
 */
public record MoveTree(List<Branch> branches) {
    /** Nothing played from here. */
    public static final MoveTree EMPTY = new MoveTree(List.of());

    /** A move and the tree after it. */
    public record Branch(Point move, MoveTree after) {
        public Branch {
            Objects.requireNonNull(move, "move");
            Objects.requireNonNull(after, "after");
        }
    }

    public MoveTree {
        branches = List.copyOf(branches);
        for (int i = 0; i < branches.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (branches.get(i).move().equals(branches.get(j).move())) {
                    throw new IllegalArgumentException(branches.get(i).move() + " twice from one position");
                }
            }
        }
    }

    /** A single line with no variations. */
    public static MoveTree line(List<Point> moves) {
        MoveTree tree = EMPTY;
        for (int i = moves.size() - 1; i >= 0; i--) {
            tree = new MoveTree(List.of(new Branch(moves.get(i), tree)));
        }
        return tree;
    }

    /** The first move at every position, from here to the end. */
    public List<Point> mainLine() {
        List<Point> line = new ArrayList<>();
        for (MoveTree t = this; !t.branches.isEmpty(); t = t.branches.get(0).after()) {
            line.add(t.branches.get(0).move());
        }
        return line;
    }

    /** The moves tried from here, main line first. */
    public List<Point> next() {
        return branches.stream().map(Branch::move).toList();
    }

    /** The tree after {@code path}, or empty when the path leaves the tree. */
    public Optional<MoveTree> at(List<Point> path) {
        MoveTree t = this;
        for (Point p : path) {
            Optional<Branch> b = t.branch(p);
            if (b.isEmpty()) {
                return Optional.empty();
            }
            t = b.get().after();
        }
        return Optional.of(t);
    }

    /** How many variations the tree holds: the branches that are not the first at their position. */
    public int variationCount() {
        int count = 0;
        Deque<MoveTree> todo = new ArrayDeque<>(List.of(this));
        while (!todo.isEmpty()) {
            MoveTree t = todo.pop();
            count += Math.max(0, t.branches.size() - 1);
            t.branches.forEach(b -> todo.push(b.after()));
        }
        return count;
    }

    /**
     * After {@code path}, {@code move} becomes the main line; the old main line is kept as the first
     * variation (or, if {@code move} was a variation, the two swap places, so doing it twice undoes it).
     */
    public MoveTree withMainMove(List<Point> path, Point move) {
        return rebuild(path, t -> t.withFirst(move));
    }

    /** After {@code path}, only {@code move} and nothing after it: what was played there before is gone. */
    public MoveTree replacingAfter(List<Point> path, Point move) {
        return rebuild(path, t -> new MoveTree(List.of(new Branch(move, EMPTY))));
    }

    /** Nothing after {@code path}; the rest of the tree as it was. */
    public MoveTree cutAfter(List<Point> path) {
        return rebuild(path, t -> EMPTY);
    }

    /**
     * {@code path} (which must be in the tree) becomes the main line's start: at each of its positions
     * its move swaps places with the main one, so switching back to the old line restores the tree.
     */
    public MoveTree switchingTo(List<Point> path) {
        MoveTree result = this;
        for (int i = 0; i < path.size(); i++) {
            result = result.withMainMove(path.subList(0, i), path.get(i));
        }
        return result;
    }

    private Optional<Branch> branch(Point p) {
        return branches.stream().filter(b -> b.move().equals(p)).findFirst();
    }

    private MoveTree withFirst(Point move) {
        List<Branch> list = new ArrayList<>(branches);
        int index = next().indexOf(move);
        if (index < 0) {
            list.add(0, new Branch(move, EMPTY));
        } else if (index > 0) {
            list.set(index, list.get(0));
            list.set(0, branch(move).orElseThrow());
        }
        return new MoveTree(list);
    }

    /** This tree with the subtree after {@code path} changed by {@code change}; the path must be in the tree. */
    private MoveTree rebuild(List<Point> path, UnaryOperator<MoveTree> change) {
        List<MoveTree> along = new ArrayList<>();
        MoveTree t = this;
        for (Point p : path) {
            along.add(t);
            t = t.branch(p).orElseThrow(() -> new IllegalArgumentException("no line " + path + " in the tree"))
                    .after();
        }
        MoveTree result = change.apply(t);
        for (int i = path.size() - 1; i >= 0; i--) {
            MoveTree parent = along.get(i);
            List<Branch> list = new ArrayList<>(parent.branches);
            list.set(parent.next().indexOf(path.get(i)), new Branch(path.get(i), result));
            result = new MoveTree(list);
        }
        return result;
    }
}
