package org.inarow.ai.calibration;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.inarow.ai.Limits;
import org.inarow.ai.Strategy;
import org.inarow.ai.arena.Opening;
import org.inarow.model.Game;
import org.inarow.model.Rules;
import org.inarow.model.Side;

/**
 * Plays the calibration games: one player against itself (two fresh copies, one a side), from the
 * openings in turn (game i from opening i mod n), with a little randomness early on
 * ({@link NoisyPlayer}) so that the games from one opening differ. Every game is fixed by the seed,
 * up to the time-limited searches.
 */
public final class CalibrationGames {
    /** How a strategy for one side of one game is made. */
    @FunctionalInterface
    public interface Players {
        Strategy create(Rules rules, long seed);
    }

    /**
     * The randomness: the chance of a random move, in how many plies after the opening.
     */
    public record Noise(double chance, int plies) {
        public Noise {
            if (!(chance >= 0 && chance <= 1) || plies < 0) {
                throw new IllegalArgumentException("--noise " + chance + ": give a chance from 0 to 1");
            }
        }
    }

    private final Rules rules;
    private final Players players;
    private final List<Opening> openings;
    private final Limits limits;
    private final Noise noise;
    private final long seed;

    public CalibrationGames(Rules rules, Players players, List<Opening> openings, Limits limits, Noise noise, long seed) {
        if (openings.isEmpty()) {
            throw new IllegalArgumentException("calibration games need at least one opening");
        }
        this.rules = rules;
        this.players = players;
        this.openings = List.copyOf(openings);
        this.limits = limits;
        this.noise = noise;
        this.seed = seed;
    }

    /** Plays games {@code first} to {@code first + count - 1} (from 0), handing each to {@code onGame} as it ends. */
    public void play(int first, int count, Consumer<CalibrationGame> onGame) {
        for (int i = first; i < first + count; i++) {
            onGame.accept(playGame(i));
        }
    }

    CalibrationGame playGame(int index) {
        Opening opening = openings.get(index % openings.size());
        SplittableRandom seeds = new SplittableRandom(seed * 1_000_003L + index);
        NoisyPlayer[] sides = new NoisyPlayer[2];
        for (Side side : Side.values()) {
            sides[side.ordinal()] = new NoisyPlayer(players.create(rules, seeds.nextLong()), noise.chance(),
                    noise.plies(), seeds.nextLong());
        }
        Game game = Game.fromMoves(rules, opening.moves());
        int openingLength = opening.moves().size();
        while (!game.isOver()) {
            NoisyPlayer player = sides[game.toMove().ordinal()];
            game.play(player.move(game.snapshot(), game.moveCount() - openingLength, limits));
        }
        return new CalibrationGame(index + 1, opening.number(), game.moves());
    }
}
