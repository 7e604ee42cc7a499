package org.inarow.ai.puzzles;

import org.inarow.ai.engine.PuzzleProver;

/**
 * What a puzzle asks. The ids are the {@code category} column of the puzzle files
 * ({@code data/puzzles-public.tsv} and the built-in set).
 */
public enum Category {
    /** The side to move makes five now (only in the public file; the built-in set has none). */
    WIN1("win1"),
    /** The side to move wins by continuous fours; {@code vcf_length} is the shortest such win. */
    WIN("win"),
    /**
     * The side to move wins by continuous threats, fours and open threes, and has no win by fours;
     * the length column holds the shortest such win found (the attacker's moves, the five included,
     * blocks of the defender's fours not counted).
     */
    WIN_THREATS("win-threats"),
    /** The opponent threatens a win by continuous fours; the side to move must stop it. */
    DEFEND("defend"),
    /** The opponent has a four: the one point that stops the five. */
    BLOCK("block");

    private final String id;

    Category(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** The category of a task the {@link PuzzleProver} finds. */
    public static Category of(PuzzleProver.Task task) {
        return switch (task) {
            case BLOCK -> BLOCK;
            case WIN_BY_FOURS -> WIN;
            case WIN_BY_THREATS -> WIN_THREATS;
            case DEFEND -> DEFEND;
        };
    }

    /** The category with this id; an unknown one fails naming it. */
    public static Category fromId(String id) {
        for (Category c : values()) {
            if (c.id.equals(id)) {
                return c;
            }
        }
        throw new IllegalArgumentException("unknown category '" + org.inarow.model.UserText.shown(id, 40)
                + "' (expected win1, win, win-threats, defend or block)");
    }

    @Override
    public String toString() {
        return id;
    }
}
