package org.inarow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Proof;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --rule renju}: the forbidden line, the batch's last column, and the refusals, as a script meets them. */
class AnalyzeRenjuTest {
    // black i8 j8 h9 h10: h8 is a double three
    private static final String DOUBLE_THREE_AT_H8 = "i8 a1 j8 a3 h9 a5 h10 a7";
    private final Engines engines = new Engines(
            (spec, rules, seed) -> new FakeStrategy(1, List.of()),
            rules -> (position, l, cancellation) -> new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, new Point(0, 14),
                    List.of(new Point(0, 14)), 0, 1, List.of(), Map.of()));

    @Test
    void blackToMoveUnderRenjuGetsTheForbiddenLineLast() {
        CliRun.Result r = CliRun.run(engines, "analyze", "--rule", "renju", "--moves", DOUBLE_THREE_AT_H8);

        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.outLines()).first().isEqualTo("to-move: first");
        assertThat(r.outLines()).last().isEqualTo("forbidden: h8");
        assertThat(r.outLines()).hasSize(9);
    }

    @Test
    void theForbiddenLineSaysDashWhenNothingIsForbiddenAndIsAbsentForWhiteAndOtherRules() {
        assertThat(CliRun.run(engines, "analyze", "--rule", "renju", "--moves", "h8 h9").outLines())
                .last().isEqualTo("forbidden: -");
        assertThat(CliRun.run(engines, "analyze", "--rule", "renju", "--moves", "h8").outLines())
                .noneMatch(line -> line.startsWith("forbidden"));
        assertThat(CliRun.run(engines, "analyze", "--rule", "freestyle", "--moves", DOUBLE_THREE_AT_H8).outLines())
                .noneMatch(line -> line.startsWith("forbidden")).hasSize(8);
    }

    @Test
    void severalForbiddenPointsAreSortedByRowThenColumn() {
        // black d8 e8 f8 g8 i8 and c3 d3 e3 f3 h3: h8 and g3 make six (c8 and b3 make five, which is allowed)
        CliRun.Result r = CliRun.run(engines, "analyze", "--rule", "renju", "--moves",
                "d8 a15 e8 c15 f8 e15 g8 g15 i8 i15 c3 k15 d3 m15 e3 o15 f3 a13 h3 c13");
        assertThat(r.outLines()).last().isEqualTo("forbidden: g3 h8");
    }

    @Test
    void theBatchGetsAColumnOfForbiddenPointsBeforeTheDefence(@TempDir Path dir) throws IOException {
        Path batch = dir.resolve("renju.txt");
        Files.writeString(batch, DOUBLE_THREE_AT_H8 + "\n-\nh8\n");
        CliRun.Result r = CliRun.run(engines, "analyze", "--rule", "renju", "--batch", batch.toString());

        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.outLines()).hasSize(3);
        assertThat(r.outLines().get(0)).startsWith(DOUBLE_THREE_AT_H8 + "\tfirst\t").endsWith("\th8\t-");
        assertThat(r.outLines().get(1).split("\t")).hasSize(8).endsWith("-", "-");
        assertThat(r.outLines().get(2).split("\t")).hasSize(8).endsWith("-", "-");
        Files.writeString(batch, "h8 h9\n");
        assertThat(CliRun.run(engines, "analyze", "--rule", "freestyle", "--batch", batch.toString()).outLines().get(0)
                .split("\t")).hasSize(7);
    }

    @Test
    void aForbiddenMoveInTheListIsRefusedNamingIt() {
        CliRun.Result r = CliRun.run(engines, "analyze", "--rule", "renju", "--moves", DOUBLE_THREE_AT_H8 + " h8");

        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).contains("move 9: h8 is forbidden for Black: double three");
        assertThat(r.out()).isEmpty();
    }

    @Test
    void renjuIsFifteenByFifteenOnly() {
        CliRun.Result r = CliRun.run(engines, "analyze", "--rule", "renju", "--size", "19", "--moves", "h8");
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).contains("renju is played on 15x15");
        assertThat(new GameOptionsProbe().rules("renju")).isEqualTo(Rules.renju());
    }

    /** Reads the options as picocli would fill them. */
    private static final class GameOptionsProbe {
        Rules rules(String rule) {
            GameOptions options = new GameOptions();
            options.game = "gomoku";
            options.rule = rule;
            return options.rules();
        }
    }
}
