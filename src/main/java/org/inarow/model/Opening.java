package org.inarow.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Where a game is in its opening rule: the rule and the choices made so far. Every question (whose
 * step it is, who placed a stone, who plays which colour) is answered by walking the rule's steps
 * with the number of stones on the board.
 */
public record Opening(OpeningRule rule, List<OpeningChoice> choices) {

    public Opening {
        choices = List.copyOf(choices);
    }

    public static Opening none() {
        return new Opening(OpeningRule.NONE, List.of());
    }

    public static Opening start(OpeningRule rule) {
        return new Opening(rule, List.of());
    }

    /** The step to take with {@code stones} stones on the board, or empty once the colours are decided. */
    public Optional<OpeningStep> stepAt(int stones) {
        int placed = 0;
        int chosen = 0;
        for (OpeningStep step : rule.steps()) {
            if (!step.isChoice()) {
                placed += step.stones();
                if (stones < placed) {
                    return Optional.of(step);
                }
            } else if (chosen == choices.size()) {
                return Optional.of(step);
            } else if (choices.get(chosen++) != OpeningChoice.PLACE_TWO) {
                return Optional.empty();
            }
        }
        return Optional.empty();
    }

    /** The stones on the board when choice number {@code index} (from 0) of the rule is asked for. */
    public int stonesAtChoice(int index) {
        int placed = 0;
        int choice = 0;
        for (OpeningStep step : rule.steps()) {
            if (!step.isChoice()) {
                placed += step.stones();
            } else if (choice++ == index) {
                return placed;
            }
        }
        throw new IllegalArgumentException(rule.id() + " has no choice number " + (index + 1));
    }

    /** Whether the opening asks for a choice with {@code stones} stones on the board. */
    public boolean awaitsChoice(int stones) {
        return stepAt(stones).map(OpeningStep::isChoice).orElse(false);
    }

    /** Whether the colours are decided (always, without an opening rule). */
    public boolean isDecided() {
        return rule == OpeningRule.NONE || choices.stream().anyMatch(c -> c != OpeningChoice.PLACE_TWO);
    }

    /** The colour {@code seat} plays, once decided: the last choice's actor takes the colour chosen. */
    public Optional<Side> sideOf(Seat seat) {
        if (rule == OpeningRule.NONE) {
            return Optional.of(seat == Seat.OPENER ? Side.FIRST : Side.SECOND);
        }
        int chosen = 0;
        for (OpeningStep step : rule.steps()) {
            if (step.isChoice()) {
                if (chosen == choices.size()) {
                    return Optional.empty();
                }
                OpeningChoice choice = choices.get(chosen++);
                if (choice != OpeningChoice.PLACE_TWO) {
                    return Optional.of(step.actor() == seat ? choice.side() : choice.side().opponent());
                }
            }
        }
        return Optional.empty();
    }

    /** The seat that plays {@code side}, once decided. */
    public Optional<Seat> seatOf(Side side) {
        return sideOf(Seat.OPENER).map(s -> s == side ? Seat.OPENER : Seat.RESPONDER);
    }

    /** Who acts with {@code stones} stones on the board: the step's actor, then whoever plays the colour to move. */
    public Seat seatToAct(int stones) {
        Optional<OpeningStep> step = stepAt(stones);
        if (step.isPresent()) {
            return step.get().actor();
        }
        return seatOf(Side.toMoveAfter(stones)).orElseThrow();
    }

    /** Who placed move {@code number} (from 1): in the opening the step's actor, later the colour's player. */
    public Seat seatOfMove(int number) {
        int placed = 0;
        int chosen = 0;
        for (OpeningStep step : rule.steps()) {
            if (!step.isChoice()) {
                placed += step.stones();
                if (number <= placed) {
                    return step.actor();
                }
            } else if (chosen == choices.size() || choices.get(chosen++) != OpeningChoice.PLACE_TWO) {
                break; // the stones after a colour choice (or before one still to make) are the colours' players'
            }
        }
        return seatToAct(number - 1);
    }

    public Opening with(OpeningChoice choice) {
        List<OpeningChoice> more = new ArrayList<>(choices);
        more.add(choice);
        return new Opening(rule, more);
    }

    public Opening withoutLast() {
        return new Opening(rule, choices.subList(0, choices.size() - 1));
    }

    /** "swap2: black" style summary for messages. */
    @Override
    public String toString() {
        return rule.id() + (choices.isEmpty() ? "" : ": " + String.join(", ", choices.stream().map(OpeningChoice::id).toList()));
    }
}
