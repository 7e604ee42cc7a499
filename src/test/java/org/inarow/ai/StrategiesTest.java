package org.inarow.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.inarow.ai.engine.AlphaBetaStrategy;
import org.inarow.ai.engine.EngineStrategy;
import org.inarow.ai.exact.MinimaxStrategy;
import org.inarow.ai.ladder.RungStrategy;
import org.inarow.ai.simple.GreedyStrategy;
import org.inarow.ai.simple.WinPatternStrategy;
import org.inarow.model.Family;
import org.inarow.model.Overline;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Finding strategies by name with options, the level table, and clear errors for bad specs. */
class StrategiesTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final Rules TIC_TAC_TOE = Rules.ticTacToe();

    @Test
    void levelsMapOntoTheStrategiesOfTheLevelTable() {
        assertThat(Strategies.forLevel(Level.EASY, TIC_TAC_TOE, 1)).isInstanceOf(GreedyStrategy.class);
        assertThat(Strategies.forLevel(Level.MEDIUM, TIC_TAC_TOE, 1).name()).isEqualTo("minimax:depth=2");
        assertThat(Strategies.forLevel(Level.HARD, TIC_TAC_TOE, 1).name()).isEqualTo("minimax");
        // gomoku's old names are rungs of the ladder (issue 14): easy 3, medium 5, hard the top, the engine
        assertThat(Strategies.forLevel(Level.EASY, GOMOKU, 1).name()).isEqualTo("level=3");
        assertThat(Strategies.forLevel(Level.MEDIUM, GOMOKU, 1).name()).isEqualTo("level=5");
        assertThat(Strategies.forLevel(Level.HARD, GOMOKU, 1)).isInstanceOf(EngineStrategy.class);
        assertThat(Strategies.parse("level=10", GOMOKU, 1)).isInstanceOf(EngineStrategy.class);
        assertThat(Strategies.parse("level=3", GOMOKU, 1)).isInstanceOf(RungStrategy.class);
        assertThat(Strategies.parse(" Casual ", GOMOKU, 1).name()).isEqualTo("level=3");
        assertThat(Strategies.parse("beginner", GOMOKU, 1).name()).isEqualTo("level=1");
        assertThat(Strategies.parse("HARD", Rules.gomokuStandard(19), 1)).isInstanceOf(EngineStrategy.class);
    }

    @Test
    void aMemoryLimitSizesTheEnginesTableAndLeavesOtherSpecsAlone() {
        long gomocup = 350L * 1024 * 1024;
        assertThat(Strategies.withMemory("hard", GOMOKU, gomocup)).isEqualTo("engine:hash=95");
        assertThat(Strategies.withMemory("engine:width=8", GOMOKU, gomocup)).isEqualTo("engine:width=8,hash=95");
        assertThat(Strategies.withMemory("engine:hash=4", GOMOKU, gomocup)).isEqualTo("engine:hash=4");
        assertThat(Strategies.withMemory("hard", GOMOKU, 100L * 1024 * 1024)).isEqualTo("engine:hash=1");
        assertThat(Strategies.withMemory("medium", GOMOKU, gomocup)).isEqualTo("level=5");
        assertThat(Strategies.withThreads("hard", GOMOKU, 2)).isEqualTo("engine:threads=2");
        assertThat(Strategies.withThreads("engine:hash=95", GOMOKU, 2)).isEqualTo("engine:hash=95,threads=2");
        assertThat(Strategies.withThreads("engine:threads=1", GOMOKU, 2)).isEqualTo("engine:threads=1");
        assertThat(Strategies.withThreads("hard", GOMOKU, 99)).isEqualTo("engine:threads=" + EngineStrategy.MAX_THREADS);
        assertThat(Strategies.withThreads("medium", GOMOKU, 2)).isEqualTo("level=5");
        assertThat(Strategies.withMemory("level=10", GOMOKU, gomocup)).isEqualTo("engine:hash=95");
        assertThat(Strategies.withMemory("level=9", GOMOKU, gomocup)).as("the engine on a node budget stays on it").isEqualTo("level=9");
        assertThat(Strategies.withMemory("hard", TIC_TAC_TOE, gomocup)).isEqualTo("minimax");
        assertThat(Strategies.parse(Strategies.withMemory("hard", GOMOKU, gomocup), GOMOKU, 1).name()).endsWith(",hash=95");
    }

    @Test
    void namesWithOptionsBuildTheirStrategies() {
        assertThat(Strategies.parse("alphabeta:depth=3", GOMOKU, 1).name()).isEqualTo("alphabeta:depth=3,radius=2");
        assertThat(Strategies.parse("alphabeta:radius=1,depth=2", GOMOKU, 1).name()).isEqualTo("alphabeta:depth=2,radius=1");
        assertThat(Strategies.parse(" Minimax:depth=2 ", TIC_TAC_TOE, 1)).isInstanceOf(MinimaxStrategy.class);
        assertThat(Strategies.parse("engine:width=8,depth=6", GOMOKU, 1).name()).isEqualTo("engine:radius=2,depth=6,width=8,hash=32");
        assertThat(Strategies.parse("engine:threads=2", GOMOKU, 1).name()).endsWith(",hash=32,threads=2");
        assertThat(Strategies.parse("engine:hash=4", GOMOKU, 1).name()).endsWith(",hash=4");
        assertThat(Strategies.parse("winpattern", TIC_TAC_TOE, 1)).isInstanceOf(WinPatternStrategy.class);
        assertThat(Strategies.parse("random", GOMOKU, 1)).isInstanceOf(RandomStrategy.class);
        assertThat(Strategies.parse("alphabeta", GOMOKU, 1)).isInstanceOf(AlphaBetaStrategy.class);
        assertThat(Strategies.names()).containsExactly("random", "greedy", "winpattern", "minimax", "alphabeta", "engine");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "negamax              | unknown player 'negamax' (expected easy, medium, hard, level=1 to 10, a level's name or one of random, greedy, winpattern, minimax, alphabeta, engine)",
        "alphabeta:depht=3    | alphabeta: unknown option 'depht' (expected depth, radius)",
        "alphabeta:depth=0    | alphabeta: depth=0 is outside 1..20",
        "alphabeta:depth=deep | alphabeta: depth=deep is not a whole number",
        "alphabeta:depth      | 'alphabeta:depth': option 'depth' is not key=value",
        "random:depth=2       | random: unknown option 'depth' (it takes none)",
        "engine:radius=9      | engine: radius=9 is outside 1..4",
        "engine:threads=9     | engine: threads=9 is outside 1..8",
        "level=11             | level=11: the levels are 1 to 10",
        "level=two            | level=two: a level is a number from 1 to 10",
        "rung:of=3,noise=x    | rung: noise=x is not a whole number",
        ":depth=2             | ':depth=2': no strategy name"})
    void badSpecsFailWithAMessageNamingTheProblem(String spec, String message) {
        assertThatThrownBy(() -> Strategies.parse(spec, GOMOKU, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage(message);
    }

    @Test
    void enginesRefuseRulesTheyCannotPlayWithAClearMessage() {
        Rules long8 = new Rules(Family.GOMOKU, 20, 20, 8, Overline.WINS);
        assertThatThrownBy(() -> Strategies.parse("engine", long8, 1))
                .hasMessage("engine: plays up to 6 in a row, not 8");
        Position empty = Position.empty(long8);
        assertThat(empty.isEmpty(Strategies.parse("winpattern", long8, 1).search(empty, Limits.none()).move())).isTrue();
    }

    @Test
    void aFinishedGameHasNoMoveToChoose() {
        Position over = Position.parse(TIC_TAC_TOE, "a1 a2 b1 b2 c1");
        for (String spec : Strategies.names()) {
            assertThatThrownBy(() -> Strategies.parse(spec, TIC_TAC_TOE, 1).search(over, Limits.none()))
                    .as(spec).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("game is over");
        }
    }
}
