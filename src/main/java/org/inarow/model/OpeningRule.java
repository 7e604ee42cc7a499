package org.inarow.model;

import java.util.List;
import java.util.Locale;

/**
 * How a gomoku game opens, as a list of steps (data, read by the model, the window, the records
 * and the protocol alike). A choice to play a colour ends the opening; the choice to place two
 * more goes on to the next steps.
 */
public enum OpeningRule {
    /** Black moves first; no one chooses. */
    NONE("none", "None", List.of()),
    /** The opener places three stones (black, white, black); the responder chooses a colour. */
    SWAP("swap", "Swap", List.of(
            OpeningStep.place(Seat.OPENER, 3),
            OpeningStep.choose(Seat.RESPONDER, OpeningChoice.PLAY_WHITE, OpeningChoice.PLAY_BLACK))),
    /**
     * Three stones as under swap; the responder plays White, plays Black, or places two more (white,
     * black) and the opener chooses the colour.
     */
    SWAP2("swap2", "Swap2", List.of(
            OpeningStep.place(Seat.OPENER, 3),
            OpeningStep.choose(Seat.RESPONDER, OpeningChoice.PLAY_WHITE, OpeningChoice.PLAY_BLACK, OpeningChoice.PLACE_TWO),
            OpeningStep.place(Seat.RESPONDER, 2),
            OpeningStep.choose(Seat.OPENER, OpeningChoice.PLAY_WHITE, OpeningChoice.PLAY_BLACK)));

    private final String id;
    private final String label;
    private final List<OpeningStep> steps;

    OpeningRule(String id, String label, List<OpeningStep> steps) {
        this.id = id;
        this.label = label;
        this.steps = steps;
    }

    /** The name in settings, records and on the command line: {@code none}, {@code swap}, {@code swap2}. */
    public String id() {
        return id;
    }

    /** As the setup shows it. */
    public String label() {
        return label;
    }

    public List<OpeningStep> steps() {
        return steps;
    }

    /** Whether these rules can open this way: an opening rule needs gomoku's board. */
    public boolean fits(Rules rules) {
        return this == NONE || rules.family() == Family.GOMOKU;
    }

    public static OpeningRule fromId(String id) {
        String wanted = id.strip().toLowerCase(Locale.ROOT);
        for (OpeningRule rule : values()) {
            if (rule.id.equals(wanted)) {
                return rule;
            }
        }
        throw new IllegalArgumentException("'" + UserText.shown(id, 20) + "' is not an opening rule (none, swap or swap2)");
    }
}
