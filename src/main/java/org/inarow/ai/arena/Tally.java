package org.inarow.ai.arena;

/** Wins, draws and losses from player A's point of view. */
public record Tally(int wins, int draws, int losses) {
    public static final Tally EMPTY = new Tally(0, 0, 0);

    public Tally {
        if (wins < 0 || draws < 0 || losses < 0) {
            throw new IllegalArgumentException("negative count");
        }
    }

    /** This tally with one more game that scored {@code points} (1, 0.5 or 0) for A. */
    public Tally plus(double points) {
        if (points == 1.0) {
            return new Tally(wins + 1, draws, losses);
        }
        if (points == 0.5) {
            return new Tally(wins, draws + 1, losses);
        }
        if (points == 0.0) {
            return new Tally(wins, draws, losses + 1);
        }
        throw new IllegalArgumentException("a game scores 1, 0.5 or 0, not " + points);
    }

    public int games() {
        return wins + draws + losses;
    }

    /** A's points: a win 1, a draw a half. */
    public double points() {
        return wins + draws / 2.0;
    }

    /** A's share of the points, 0 to 1. */
    public double fraction() {
        if (games() == 0) {
            throw new IllegalStateException("no games played");
        }
        return points() / games();
    }
}
