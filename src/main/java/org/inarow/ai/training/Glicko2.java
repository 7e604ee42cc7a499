package org.inarow.ai.training;

import java.util.List;

/**
 * Glickman's Glicko-2 rating system ("Example of the Glicko-2 system", 2012): a rating, its
 * deviation (how uncertain it is) and its volatility, updated once per rating period from the
 * period's results. The trainer makes each answered puzzle a period of its own, as Lichess does.
 */
public final class Glicko2 {
    /** The factor between the Glicko scale (1500-centred) and Glicko-2's internal one. */
    static final double SCALE = 173.7178;
    private static final double CENTRE = 1500;
    /** Where the volatility iteration stops (the paper's ε). */
    private static final double EPSILON = 0.000001;

    /** A rating on the Glicko scale: the value, its deviation (RD) and its volatility (σ). */
    public record Rating(double rating, double deviation, double volatility) {
        /** A new player's rating, as the paper suggests: 1500, RD 350, volatility 0.06. */
        public static final Rating NEW = new Rating(1500, 350, 0.06);

        public Rating {
            if (!(deviation > 0) || !(volatility > 0) || !Double.isFinite(rating)) {
                throw new IllegalArgumentException("a rating needs a finite value and a positive deviation and volatility");
            }
        }
    }

    /** One game of a period: the opponent's rating (before the period) and the score, 1 a win, 0.5 a draw, 0 a loss. */
    public record Game(Rating opponent, double score) {
        public Game {
            if (score < 0 || score > 1) {
                throw new IllegalArgumentException("a score is from 0 to 1, not " + score);
            }
        }
    }

    /** τ, how much the volatility may change over time: the paper suggests 0.3 to 1.2. */
    private final double tau;

    public Glicko2(double tau) {
        this.tau = tau;
    }

    /** The rating after a period with {@code games}; a period without games only widens the deviation. */
    public Rating update(Rating player, List<Game> games) {
        double mu = (player.rating() - CENTRE) / SCALE;
        double phi = player.deviation() / SCALE;
        double sigma = player.volatility();
        if (games.isEmpty()) {
            return new Rating(player.rating(), Math.sqrt(phi * phi + sigma * sigma) * SCALE, sigma);
        }
        double vInverse = 0;
        double sum = 0;
        for (Game game : games) {
            double muJ = (game.opponent().rating() - CENTRE) / SCALE;
            double g = g(game.opponent().deviation() / SCALE);
            double e = 1 / (1 + Math.exp(-g * (mu - muJ)));
            vInverse += g * g * e * (1 - e);
            sum += g * (game.score() - e);
        }
        double v = 1 / vInverse;
        double delta = v * sum;
        double newSigma = volatility(phi, sigma, v, delta);
        double phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
        double newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
        double newMu = mu + newPhi * newPhi * sum;
        return new Rating(newMu * SCALE + CENTRE, newPhi * SCALE, newSigma);
    }

    /** The chance a player of {@code player} beats {@code opponent} (the expected score). */
    public static double expectedScore(Rating player, Rating opponent) {
        double g = g(opponent.deviation() / SCALE);
        return 1 / (1 + Math.exp(-g * (player.rating() - opponent.rating()) / SCALE));
    }

    private static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    /** Step 5 of the paper: the new volatility, by the Illinois algorithm. */
    private double volatility(double phi, double sigma, double v, double delta) {
        double a = Math.log(sigma * sigma);
        double bigA = a;
        double bigB;
        if (delta * delta > phi * phi + v) {
            bigB = Math.log(delta * delta - phi * phi - v);
        } else {
            int k = 1;
            while (f(a - k * tau, delta, phi, v, a) < 0) {
                k++;
            }
            bigB = a - k * tau;
        }
        double fA = f(bigA, delta, phi, v, a);
        double fB = f(bigB, delta, phi, v, a);
        while (Math.abs(bigB - bigA) > EPSILON) {
            double bigC = bigA + (bigA - bigB) * fA / (fB - fA);
            double fC = f(bigC, delta, phi, v, a);
            if (fC * fB <= 0) {
                bigA = bigB;
                fA = fB;
            } else {
                fA = fA / 2;
            }
            bigB = bigC;
            fB = fC;
        }
        return Math.exp(bigA / 2);
    }

    private double f(double x, double delta, double phi, double v, double a) {
        double ex = Math.exp(x);
        double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
    }
}
