package org.inarow.io.gomocup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.inarow.ai.Limits;
import org.inarow.ai.SearchResult;
import org.inarow.ai.StrategyFailure;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class EngineStrategyTest {
    private static final Rules RULES = Rules.gomokuFreestyle(15);

    @Test
    @Timeout(60)
    void the_opening_goes_by_board_and_the_game_on_by_turn() {
        try (EngineStrategy engine = new EngineStrategy(TestEngines.fake("board-once"), RULES, EngineTimeouts.DEFAULT)) {
            Position position = Position.parse(RULES, "h8 h9 i9");
            for (int i = 0; i < 3; i++) {
                SearchResult result = engine.search(position, Limits.time(1_000));
                position = position.play(result.move()).play(firstEmptyFromTheMiddle(position.play(result.move())));
            }
            assertThat(position.moves()).hasSize(9);
        }
    }

    @Test
    @Timeout(60)
    void a_fault_fails_this_move_and_every_later_one_naming_it() {
        try (EngineStrategy engine = new EngineStrategy(TestEngines.fake("off-board"), RULES, EngineTimeouts.DEFAULT)) {
            Position position = Position.parse(RULES, "h8");
            StrategyFailure first = catchThrowableOfType(() -> engine.search(position, Limits.time(1_000)), StrategyFailure.class);
            StrategyFailure again = catchThrowableOfType(() -> engine.search(position, Limits.time(1_000)), StrategyFailure.class);
            assertThat(first).hasMessage("illegal move: The engine played 15,3, which is off the 15x15 board.");
            assertThat(again).hasMessage(first.getMessage());
        }
    }

    private static org.inarow.model.Point firstEmptyFromTheMiddle(Position position) {
        for (int d = 0; d < 15; d++) {
            for (int col = 7 - d; col <= 7 + d; col++) {
                for (int row = 7 - d; row <= 7 + d; row++) {
                    org.inarow.model.Point p = new org.inarow.model.Point(col, row);
                    if (RULES.contains(p) && position.isEmpty(p)) {
                        return p;
                    }
                }
            }
        }
        throw new AssertionError("full board");
    }
}
