package org.inarow.model;

import java.util.List;

/**
 * One step of an opening rule: {@code actor} either places {@code stones} stones (colours
 * alternating as always, so the stone count says which colour comes next) or, with
 * {@code stones} 0, chooses one of {@code choices}.
 */
public record OpeningStep(Seat actor, int stones, List<OpeningChoice> choices) {

    public OpeningStep {
        choices = List.copyOf(choices);
        if (actor == null || stones < 0 || (stones == 0) == choices.isEmpty()) {
            throw new IllegalArgumentException("a step places stones or offers choices, not both or neither");
        }
    }

    static OpeningStep place(Seat actor, int stones) {
        return new OpeningStep(actor, stones, List.of());
    }

    static OpeningStep choose(Seat actor, OpeningChoice... choices) {
        return new OpeningStep(actor, 0, List.of(choices));
    }

    public boolean isChoice() {
        return stones == 0;
    }
}
