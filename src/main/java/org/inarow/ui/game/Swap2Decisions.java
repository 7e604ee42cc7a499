package org.inarow.ui.game;

import java.util.Optional;
import java.util.stream.Collectors;
import org.inarow.io.gomocup.Swap2Reply;
import org.inarow.model.Notation;
import org.inarow.model.OpeningChoice;
import org.inarow.model.OpeningStep;

/**
 * An engine's SWAP2BOARD reply as the window's opening decision: three stones for the opener's first step;
 * then {@code SWAP} is taking Black, one stone staying White and making White's move, two
 * stones placing two more. Empty when the reply is no answer to {@code step}.
 */
final class Swap2Decisions {
    private Swap2Decisions() {
    }

    static Optional<OpeningDecision> decision(Swap2Reply reply, OpeningStep step) {
        if (!step.isChoice()) {
            return !reply.swap() && reply.stones().size() == 3 ? Optional.of(new OpeningDecision(null, reply.stones()))
                    : Optional.empty();
        }
        OpeningChoice choice = reply.swap() ? OpeningChoice.PLAY_BLACK
                : reply.stones().size() == 1 ? OpeningChoice.PLAY_WHITE
                : reply.stones().size() == 2 ? OpeningChoice.PLACE_TWO : null;
        if (choice == null || !step.choices().contains(choice)) {
            return Optional.empty();
        }
        return Optional.of(new OpeningDecision(choice, reply.stones()));
    }

    /** The reply as the engine said it, its points in our names, for a fault's detail. */
    static String replyText(Swap2Reply reply) {
        return reply.swap() ? "SWAP" : reply.stones().stream().map(Notation::format).collect(Collectors.joining(" "));
    }
}
