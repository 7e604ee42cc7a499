package org.inarow.io.pbrain;

import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.stream.Collectors;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Strategy;
import org.inarow.ai.opening.OpeningAdvisor;
import org.inarow.ai.opening.OpeningVerdict;
import org.inarow.model.OpeningChoice;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;

/**
 * The brain's answers to SWAP2BOARD, decided by {@link OpeningAdvisor} with the brain's own search:
 * three stones on the empty board; after three stones {@code SWAP}, White's fourth move or two more
 * stones; after five {@code SWAP} or White's sixth move.
 */
final class Swap2Answers {
    private static final List<OpeningChoice> AFTER_THREE = List.of(OpeningChoice.PLAY_WHITE, OpeningChoice.PLAY_BLACK,
            OpeningChoice.PLACE_TWO);
    private static final List<OpeningChoice> AFTER_FIVE = List.of(OpeningChoice.PLAY_WHITE, OpeningChoice.PLAY_BLACK);

    /**
     * An answer: the stones the brain places ({@code swap} false), or SWAP; {@code side} the colour the
     * brain then expects to play (Black after SWAP or its own three or two stones, White after White's move).
     */
    record Answer(List<Point> stones, boolean swap, Side side, String reason) {

        Answer {
            stones = List.copyOf(stones);
        }

        String text(Rules rules) {
            return swap ? "SWAP" : stones.stream().map(p -> ProtocolPoint.format(p, rules)).collect(Collectors.joining(" "));
        }
    }

    private final OpeningAdvisor advisor;

    Swap2Answers(Strategy strategy) {
        this.advisor = new OpeningAdvisor(strategy);
    }

    /** The answer to SWAP2BOARD with {@code stones} (0, 3 or 5, black first) on the board. */
    Answer answer(Rules rules, List<Point> stones, long millis, Cancellation cancellation, long seed) {
        if (stones.isEmpty()) {
            List<Point> three = advisor.threeStones(rules, millis, cancellation, new Random(seed));
            return new Answer(three, false, Side.FIRST, "three stones judged close to even");
        }
        Position position = Position.of(rules, stones);
        OpeningVerdict verdict = advisor.choose(position, stones.size() == 3 ? AFTER_THREE : AFTER_FIVE, millis, cancellation);
        String judged = String.format(Locale.ROOT, "black's chance %.2f: %s", verdict.blackChance(), verdict.choice().text());
        return switch (verdict.choice()) {
            case PLAY_BLACK -> new Answer(List.of(), true, Side.FIRST, judged);
            case PLAY_WHITE -> new Answer(verdict.stones(), false, Side.SECOND, judged);
            case PLACE_TWO -> new Answer(verdict.stones(), false, Side.FIRST, judged);
        };
    }
}
