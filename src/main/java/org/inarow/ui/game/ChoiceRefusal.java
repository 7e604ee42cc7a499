package org.inarow.ui.game;

import java.util.Optional;
import org.inarow.model.Game;
import org.inarow.model.OpeningChoice;
import org.inarow.model.OpeningStep;
import org.inarow.model.Seat;

/**
 * Why an opening choice is refused, as the window says it: the same reasons, in the same order,
 * as the model's {@link Game#checkChoice} (whose English words are the command line's), told in
 * the current language at each {@link #text()}.
 */
public record ChoiceRefusal(Kind kind, int stonesLeft, Seat actor, Seat seat, OpeningChoice choice, String rule) {

    /** What stands in the way. */
    public enum Kind {
        COLOURS_DECIDED,
        STONES_FIRST,
        NOT_YOUR_CHOICE,
        NOT_OFFERED
    }

    /** Why {@code seat} may not make {@code choice} in {@code game} now, or empty when it may. */
    static Optional<ChoiceRefusal> of(Game game, Seat seat, OpeningChoice choice) {
        if (game.checkChoice(seat, choice).isEmpty()) {
            return Optional.empty();
        }
        Optional<OpeningStep> step = game.openingStep();
        String rule = game.opening().rule().name();
        if (step.isEmpty()) {
            return Optional.of(new ChoiceRefusal(Kind.COLOURS_DECIDED, 0, seat, seat, choice, rule));
        }
        if (!step.get().isChoice()) {
            int left = step.get().stones() - game.openingStonesPlaced();
            return Optional.of(new ChoiceRefusal(Kind.STONES_FIRST, left, step.get().actor(), seat, choice, rule));
        }
        Kind kind = step.get().actor() != seat ? Kind.NOT_YOUR_CHOICE : Kind.NOT_OFFERED;
        return Optional.of(new ChoiceRefusal(kind, 0, step.get().actor(), seat, choice, rule));
    }

    /** The reason as a clause: "it is the opener's choice, not the responder's". */
    public String text() {
        return switch (kind) {
            case COLOURS_DECIDED -> Words.get("status.refusedChoice.coloursDecided");
            case STONES_FIRST -> Words.format("status.refusedChoice.stonesFirst", stonesLeft);
            case NOT_YOUR_CHOICE -> Words.format("status.refusedChoice.notYours", seatName(actor), seatName(seat));
            case NOT_OFFERED -> Words.format("status.refusedChoice.notOffered", StatusText.option(choice),
                    Words.get("status.openingRule." + rule));
        };
    }

    private static String seatName(Seat seat) {
        return Words.get(seat == Seat.OPENER ? "status.opener" : "status.responder");
    }
}
