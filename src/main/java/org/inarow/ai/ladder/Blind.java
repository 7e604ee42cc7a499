package org.inarow.ai.ladder;

/**
 * What a rung overlooks, the way people do: a shape of three or more stones on a diagonal, a
 * broken shape (a gap between the stones, as in x x _ x x), each with a probability per shape
 * and move; and whether it sees the second threat of a double (a point where two lines meet
 * counts as the better line only when it does not).
 *
 * @param diagonal     chance to overlook a diagonal shape of three or more stones
 * @param broken       chance to overlook a shape with a gap between its stones
 * @param seesDoubles  whether the threats of a point's several lines add up
 */
public record Blind(double diagonal, double broken, boolean seesDoubles) {

    public static final Blind NONE = new Blind(0, 0, true);

    public Blind {
        if (diagonal < 0 || diagonal > 1 || broken < 0 || broken > 1) {
            throw new IllegalArgumentException("a chance to overlook is between 0 and 1");
        }
    }
}
