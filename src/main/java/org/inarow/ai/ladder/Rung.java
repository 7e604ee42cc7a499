package org.inarow.ai.ladder;

/**
 * One step of the gomoku ladder, its play as data.
 *
 * @param number        1 for the lowest
 * @param name          what the window and the command line call it
 * @param depth         plies searched among the moves it noticed (1: it judges each move by its shapes alone)
 * @param width         how many of the noticed moves it searches (the best judged), when depth is above 1
 * @param nodes         the search's node budget per move (0: none)
 * @param noise         spread of its judgement: each move's value is multiplied by e^(noise·N(0,1))
 * @param blind         the shapes it overlooks
 * @param sight         where it looks
 * @param keepsTactics  always takes a five and always blocks a four (every rung above the first)
 * @param fullEngine    plays the full engine within the move time instead (the top rung)
 */
public record Rung(int number, String name, int depth, int width, long nodes, double noise, Blind blind, Sight sight,
                   boolean keepsTactics, boolean fullEngine) {

    public Rung {
        if (number < 1 || depth < 1 || width < 1 || nodes < 0 || noise < 0) {
            throw new IllegalArgumentException("rung " + number + ": bad settings");
        }
    }

    /** A rung that judges moves by their shapes, one move deep. */
    static Rung shapes(int number, String name, double noise, Blind blind, Sight sight, boolean keepsTactics) {
        return new Rung(number, name, 1, 1, 0, noise, blind, sight, keepsTactics, false);
    }

    /** A rung that searches {@code depth} plies among its {@code width} best-judged moves. */
    static Rung searching(int number, String name, int depth, int width, long nodes, double noise, Blind blind, Sight sight) {
        return new Rung(number, name, depth, width, nodes, noise, blind, sight, true, false);
    }

    /** The full engine, within the move time and {@code nodes} (0: the move time alone). */
    static Rung engine(int number, String name, long nodes) {
        return new Rung(number, name, 1, 1, nodes, 0, Blind.NONE, Sight.WHOLE_BOARD, true, true);
    }

    /** Whether it is the engine on the clock alone, with no node budget (the top rung, the hard level). */
    public boolean onTheClock() {
        return fullEngine && nodes == 0;
    }

    /** "Level 3 · Casual". */
    public String title() {
        return "Level " + number + " · " + name;
    }
}
