package org.inarow.ui.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.inarow.io.gomocup.Swap2Reply;
import org.inarow.model.Notation;
import org.inarow.model.OpeningChoice;
import org.inarow.model.OpeningRule;
import org.inarow.model.OpeningStep;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/** An engine's SWAP2BOARD replies as the window's opening decisions, and replies that answer another step refused. */
class Swap2DecisionsTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private final List<OpeningStep> steps = OpeningRule.SWAP2.steps();

    private static List<Point> points(String moves) {
        return java.util.Arrays.stream(moves.split(" ")).map(m -> Notation.parsePoint(m, GOMOKU)).toList();
    }

    @Test
    void threeStonesOpenAndTheChoicesFollowTheReply() {
        OpeningStep three = steps.get(0);
        OpeningStep afterThree = steps.get(1);
        OpeningStep afterFive = steps.get(steps.size() - 1);
        assertThat(Swap2Decisions.decision(Swap2Reply.stones(points("h8 i9 j6")), three))
                .contains(new OpeningDecision(null, points("h8 i9 j6")));
        assertThat(Swap2Decisions.decision(Swap2Reply.SWAP, afterThree))
                .contains(new OpeningDecision(OpeningChoice.PLAY_BLACK, List.of()));
        assertThat(Swap2Decisions.decision(Swap2Reply.stones(points("g7")), afterThree))
                .as("one stone: it stays White and that is White's move")
                .contains(new OpeningDecision(OpeningChoice.PLAY_WHITE, points("g7")));
        assertThat(Swap2Decisions.decision(Swap2Reply.stones(points("g7 k11")), afterThree))
                .contains(new OpeningDecision(OpeningChoice.PLACE_TWO, points("g7 k11")));
        assertThat(Swap2Decisions.decision(Swap2Reply.SWAP, afterFive))
                .contains(new OpeningDecision(OpeningChoice.PLAY_BLACK, List.of()));
    }

    @Test
    void aReplyForAnotherStepIsNoDecision() {
        assertThat(Swap2Decisions.decision(Swap2Reply.SWAP, steps.get(0))).isEmpty();
        assertThat(Swap2Decisions.decision(Swap2Reply.stones(points("h8 i9")), steps.get(0))).isEmpty();
        assertThat(Swap2Decisions.decision(Swap2Reply.stones(points("g7 k11")), steps.get(steps.size() - 1)))
                .as("no third round of stones after five").isEmpty();
        assertThat(Swap2Decisions.decision(Swap2Reply.stones(points("g7 k11 l12")), steps.get(1))).isEmpty();
    }
}
