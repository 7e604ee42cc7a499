package org.inarow.ai.arena;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.Strategy;
import org.inarow.ai.StrategyFailure;
import org.inarow.model.Game;
import org.inarow.model.GameResult;
import org.inarow.model.IllegalReason;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;

/**
 * Plays two players against each other from a list of openings (see {@link Pairing}), one game
 * after another, each player with a fresh strategy and a fresh seed per game. A player whose
 * strategy answers an illegal move, or fails to answer ({@link StrategyFailure}: an external engine
 * that crashed or hung), loses that game by forfeit. A strategy that holds a resource (an engine's
 * process) is closed when its game ends.
 */
public final class Match {
    private final Rules rules;
    private final Player a;
    private final Player b;
    private final List<Opening> openings;
    private final Limits limits;
    private final long seed;

    public Match(Rules rules, Player a, Player b, List<Opening> openings, Limits limits, long seed) {
        if (openings.isEmpty()) {
            throw new IllegalArgumentException("a match needs at least one opening");
        }
        this.rules = rules;
        this.a = a;
        this.b = b;
        this.openings = List.copyOf(openings);
        this.limits = limits;
        this.seed = seed;
    }

    /** Plays {@code games} games, telling {@code onGame} about each as it ends; returns A's tally. */
    public Tally play(int games, Consumer<PlayedGame> onGame) {
        if (games < 1) {
            throw new IllegalArgumentException("--games " + games + ": play at least one game");
        }
        Tally tally = Tally.EMPTY;
        for (int i = 0; i < games; i++) {
            PlayedGame record = playGame(i);
            tally = tally.plus(record.pointsForA());
            onGame.accept(record);
        }
        return tally;
    }

    /** Plays game {@code index} (from 0). */
    public PlayedGame playGame(int index) {
        Pairing pairing = Pairing.forGame(index, openings.size());
        Opening opening = openings.get(pairing.openingIndex());
        Strategy strategyA = a.factory().create(rules, seedFor(index, 0));
        Strategy strategyB = b.factory().create(rules, seedFor(index, 1));
        try {
            return playGame(index, pairing, opening, strategyA, strategyB);
        } finally {
            closeIfNeeded(strategyA);
            closeIfNeeded(strategyB);
        }
    }

    private PlayedGame playGame(int index, Pairing pairing, Opening opening, Strategy strategyA, Strategy strategyB) {
        Side sideOfA = pairing.aFirst() ? Side.FIRST : Side.SECOND;
        Game game = Game.fromMoves(rules, opening.moves());
        long start = System.nanoTime();
        GameResult result = null;
        String forfeit = null;
        while (!game.isOver()) {
            Side side = game.toMove();
            boolean aMoves = side == sideOfA;
            Strategy strategy = aMoves ? strategyA : strategyB;
            Point move;
            try {
                move = strategy.search(game.snapshot(), limits, Cancellation.never(), ProgressSink.NONE).move();
            } catch (StrategyFailure failure) {
                forfeit = (aMoves ? "A " : "B ") + failure.getMessage();
                result = GameResult.win(side.opponent(), List.of());
                break;
            }
            Optional<IllegalReason> problem = game.check(move);
            if (problem.isPresent()) {
                forfeit = (aMoves ? "A" : "B") + " played " + Notation.format(move) + ", which " + problem.get().text();
                result = GameResult.win(side.opponent(), List.of());
                break;
            }
            game.play(move);
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        return new PlayedGame(index + 1, opening, pairing.aFirst(), result == null ? game.result() : result,
                game.moves(), millis, Optional.ofNullable(forfeit));
    }

    /** Ends what a strategy holds (an external engine's process) once its game is over. */
    private static void closeIfNeeded(Strategy strategy) {
        if (strategy instanceof AutoCloseable closeable) {
            try {
                closeable.close();
            } catch (Exception e) {
                throw new IllegalStateException("could not end " + strategy.name() + ": " + e.getMessage(), e);
            }
        }
    }

    /** A seed per game and player, all different, all fixed by the match seed. */
    private long seedFor(int gameIndex, int player) {
        return new SplittableRandom(seed * 1_000_003L + gameIndex * 2L + player).nextLong();
    }
}
