package org.inarow.ui.game;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.inarow.model.Game;
import org.inarow.model.GameResult;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.model.Status;

/**
 * A position set up by hand (Game › Set up position): stones of both colours placed freely and
 * the side to move chosen. A game is a list of moves from the empty board, so the position is
 * played in as alternating moves (the first player's stones and the second's in turn, each in
 * board order); what alternating play cannot reach, or a game already over, is refused with the
 * reason, in the words a player reads.
 *
 * @param stones the stone on each point set so far, in the order placed
 */
public record PositionSetup(Rules rules, Map<Point, Side> stones, Side toMove) {
    private static final Comparator<Point> BOARD_ORDER = Comparator.comparingInt(Point::row).reversed()
            .thenComparingInt(Point::col); // top row first, left to right: as a player reads a diagram

    public PositionSetup {
        stones = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(stones));
        for (Point p : stones.keySet()) {
            if (!rules.contains(p)) {
                throw new IllegalArgumentException("%s is not on the %dx%d board".formatted(p, rules.width(), rules.height()));
            }
        }
    }

    /** An empty board with the first player to move. */
    public static PositionSetup empty(Rules rules) {
        return new PositionSetup(rules, Map.of(), Side.FIRST);
    }

    /** The stones of {@code position}, with its side to move: a game's position to edit further. */
    public static PositionSetup of(Position position) {
        Map<Point, Side> stones = new LinkedHashMap<>();
        for (int i = 0; i < position.moveCount(); i++) {
            stones.put(position.moves().get(i), Side.toMoveAfter(i));
        }
        return new PositionSetup(position.rules(), stones, position.toMove());
    }

    /** With {@code side}'s stone on {@code p}, or the point emptied when {@code side} is empty. */
    public PositionSetup with(Point p, Optional<Side> side) {
        Map<Point, Side> next = new LinkedHashMap<>(stones);
        next.remove(p);
        side.ifPresent(s -> next.put(p, s));
        return new PositionSetup(rules, next, toMove);
    }

    public PositionSetup withToMove(Side side) {
        return new PositionSetup(rules, stones, side);
    }

    public Optional<Side> at(Point p) {
        return Optional.ofNullable(stones.get(p));
    }

    public int count(Side side) {
        return (int) stones.values().stream().filter(s -> s == side).count();
    }

    /** Why this position cannot be played from, in a sentence in the current language; empty when it can. */
    public Optional<String> refusal() {
        String family = rules.family().name();
        int firsts = count(Side.FIRST);
        int seconds = count(Side.SECOND);
        String counted = Words.format("game.setup.counted", Words.format("game.setup.count." + family + ".FIRST", firsts),
                Words.format("game.setup.count." + family + ".SECOND", seconds));
        if (toMove == Side.FIRST && firsts != seconds) {
            return Optional.of(Words.format("game.setup.firstToMove." + family, counted));
        }
        if (toMove == Side.SECOND && firsts != seconds + 1) {
            return Optional.of(Words.format("game.setup.secondToMove." + family, counted));
        }
        Game game = new Game(rules);
        for (Point p : moves()) {
            if (game.isOver()) {
                break; // a five already, before the last stones: over all the same
            }
            Optional<org.inarow.model.IllegalReason> illegal = game.check(p);
            if (illegal.isPresent()) { // a renju foul on the way
                return Optional.of(Words.format("game.setup.unreachable", IllegalReasons.clause(p, illegal.get())));
            }
            game.play(p);
        }
        GameResult result = game.snapshot().result();
        if (result.status() == Status.WIN) {
            return Optional.of(Words.format("game.setup.alreadyWon", SideNames.of(rules.family(), result.winner()),
                    rules.k()));
        }
        if (result.status() == Status.DRAW) {
            return Optional.of(Words.get("game.setup.boardFull"));
        }
        return Optional.empty();
    }

    /** The stones as alternating moves, first player first, each side's in board order. */
    public List<Point> moves() {
        List<Point> firsts = sorted(Side.FIRST);
        List<Point> seconds = sorted(Side.SECOND);
        List<Point> moves = new ArrayList<>(stones.size());
        for (int i = 0; i < Math.max(firsts.size(), seconds.size()); i++) {
            if (i < firsts.size()) {
                moves.add(firsts.get(i));
            }
            if (i < seconds.size()) {
                moves.add(seconds.get(i));
            }
        }
        return moves;
    }

    /** The position to play from; only when there is no {@link #refusal()}. */
    public Position position() {
        refusal().ifPresent(reason -> {
            throw new IllegalStateException(reason);
        });
        return Position.of(rules, moves());
    }

    private List<Point> sorted(Side side) {
        return stones.entrySet().stream().filter(e -> e.getValue() == side).map(Map.Entry::getKey)
                .sorted(BOARD_ORDER).toList();
    }
}
