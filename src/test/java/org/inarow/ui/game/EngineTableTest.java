package org.inarow.ui.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.inarow.io.gomocup.TestEngines;
import org.inarow.model.Notation;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The window's engines through the real client, each a process of its own: kept in step with the board, stopped on a fault. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class EngineTableTest {
    private static final Rules RULES = Rules.gomokuFreestyle(15);

    private static EngineTable table(EngineEntry... engines) {
        Map<String, EngineEntry> byName = new java.util.HashMap<>();
        for (EngineEntry e : engines) {
            byName.put(e.name(), e);
        }
        return new EngineTable(new GomocupEngines(), name -> Optional.ofNullable(byName.get(name)));
    }

    private static EngineEntry fake(String name, String mode) {
        List<String> argv = TestEngines.fake(mode).argv();
        return new EngineEntry(name, argv.get(0), argv.subList(1, argv.size()));
    }

    private static Position position(String moves) {
        return Position.of(RULES, Notation.parseMoves(moves, RULES));
    }

    private static List<String> heard(EngineTable table, String name) {
        return table.log(name).stream().filter(l -> l.contains("heard ")).map(l -> l.substring(l.indexOf("heard ") + 6))
                .filter(l -> !l.matches("\\d+,\\d+,\\d|INFO.*")).toList();
    }

    @Test
    void theEngineIsToldTurnTakebackRestartAndBoardAsTheGameGoes() {
        EngineTable table = table(ChattyEngine.entry("Chatty"));
        try {
            EngineAnswer first = table.play(EngineTable.Use.SECOND, "Chatty", position("h8"), EngineTime.perMove(500));
            assertThat(Notation.format(first.move())).isEqualTo("a15"); // 0,0: the top left
            table.play(EngineTable.Use.SECOND, "Chatty", position("h8 a15 h9"), EngineTime.perMove(500)); // one move since: TURN
            table.play(EngineTable.Use.SECOND, "Chatty", position("h8 a15 j9"), EngineTime.perMove(500)); // undone and played again
            table.play(EngineTable.Use.SECOND, "Chatty", position("g7"), EngineTime.perMove(500)); // a new game
            table.play(EngineTable.Use.SECOND, "Chatty", position("h8 i9 j10"), EngineTime.perMove(500)); // set up
            // as Piskvork and arena tell it: TURN for the opponent's one move, also the game's first and after an undo
            assertThat(heard(table, "Chatty")).containsExactly("START 15", "ABOUT", "TURN 7,7", "TURN 7,6",
                    "TAKEBACK 1,0", "TAKEBACK 7,6", "TURN 9,6", "RESTART", "TURN 6,8", "RESTART", "BOARD", "DONE");
        } finally {
            table.closeAll();
        }
        assertThat(table.processes()).isNotEmpty().allSatisfy(p -> assertThat(p.isAlive()).isFalse());
    }

    @Test
    void anOccupiedPointStopsTheEngineWithItsSentenceAndTheNextRequestStartsItAgain() {
        EngineTable table = table(fake("Liar", "occupied"));
        try {
            assertThatThrownBy(() -> table.play(EngineTable.Use.FIRST, "Liar", position("h8 h9"), EngineTime.perMove(500)))
                    .isInstanceOfSatisfying(EngineFault.class, f -> {
                        assertThat(f.kind()).isEqualTo(EngineFault.Kind.ILLEGAL_MOVE);
                        assertThat(f.engine()).isEqualTo("Liar");
                    });
            assertThat(table.processes()).hasSize(1);
            org.inarow.ui.testing.Edt.waitFor("the liar's process gone", 5000, () -> !table.processes().get(0).isAlive());
            assertThatThrownBy(() -> table.play(EngineTable.Use.FIRST, "Liar", position("h8 h9"), EngineTime.perMove(500)))
                    .isInstanceOf(EngineFault.class);
            assertThat(table.processes()).as("started again for the retry").hasSize(2);
        } finally {
            table.closeAll();
        }
    }

    @Test
    void anEngineNotInTheListCannotStart() {
        EngineTable table = table();
        assertThatThrownBy(() -> table.play(EngineTable.Use.FIRST, "Gone", position(""), EngineTime.perMove(500)))
                .isInstanceOfSatisfying(EngineFault.class, f -> assertThat(f.kind()).isEqualTo(EngineFault.Kind.NOT_STARTED));
    }

    @Test
    void theAnalystsWinInMovesIsProvenForTheSideToMove() {
        EngineTable table = table(ChattyEngine.entry("Oracle", "--eval", "+M13"));
        try {
            EngineAnswer answer = table.play(EngineTable.Use.ANALYST, "Oracle", position("h8"), EngineTime.perMove(500));
            assertThat(answer.eval()).contains(EngineEval.winIn(7));
        } finally {
            table.closeAll();
        }
    }
}
