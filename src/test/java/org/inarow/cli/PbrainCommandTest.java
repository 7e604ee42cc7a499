package org.inarow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.inarow.ai.Prediction;
import org.inarow.ai.Strategies;
import org.inarow.ai.engine.EngineStrategy;
import org.junit.jupiter.api.Test;

class PbrainCommandTest {
    private final Engines engines = new Engines(Strategies::parse,
            rules -> (p, l, c) -> Prediction.unknown());

    @Test
    void speaksTheProtocolOnItsStreamsAndExitsAtEnd() {
        byte[] input = "START 20\r\nABOUT\r\nTURN 10,10\r\nEND\r\n".getBytes(StandardCharsets.US_ASCII);

        CliRun.Result r = CliRun.run(engines, new ByteArrayInputStream(input), "pbrain", "--level", "random");

        assertThat(r.status()).isZero();
        assertThat(r.outLines()).first().isEqualTo("OK");
        assertThat(r.outLines().get(1)).startsWith("name=\"InARow\", version=\"");
        assertThat(r.err()).isEmpty();
    }

    @Test
    void maxMemorySizesTheHardEnginesTable() {
        List<String> specs = new java.util.concurrent.CopyOnWriteArrayList<>();
        Engines recording = new Engines((spec, rules, seed) -> {
            specs.add(spec);
            return Strategies.parse("random", rules, seed);
        }, engines.predictors());
        byte[] input = "START 15\r\nINFO max_memory 367001600\r\nBEGIN\r\nEND\r\n".getBytes(StandardCharsets.US_ASCII);

        CliRun.Result r = CliRun.run(recording, new ByteArrayInputStream(input), "pbrain", "--level", "hard");

        assertThat(r.status()).isZero();
        assertThat(specs).contains("hard").last().isEqualTo("engine:hash=95");
    }

    @Test
    void threadNumGivesTheHardEngineItsThreadsUpToTheProcessors() {
        List<String> specs = new java.util.concurrent.CopyOnWriteArrayList<>();
        Engines recording = new Engines((spec, rules, seed) -> {
            specs.add(spec);
            return Strategies.parse("random", rules, seed);
        }, engines.predictors());
        byte[] input = "START 15\r\nINFO max_memory 367001600\r\nINFO thread_num 64\r\nBEGIN\r\nEND\r\n"
                .getBytes(StandardCharsets.US_ASCII);

        CliRun.Result r = CliRun.run(recording, new ByteArrayInputStream(input), "pbrain", "--level", "hard");

        int allowed = Math.min(EngineStrategy.MAX_THREADS, Runtime.getRuntime().availableProcessors());
        assertThat(r.status()).isZero();
        assertThat(specs).last().isEqualTo(allowed > 1 ? "engine:hash=95,threads=" + allowed : "engine:hash=95");
    }

    @Test
    void anUnknownLevelFailsBeforeTheProtocolStarts() {
        CliRun.Result r = CliRun.run(engines, new ByteArrayInputStream(new byte[0]), "pbrain", "--level", "wizard");

        assertThat(r.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(r.out()).isEmpty();
        assertThat(r.errLines()).singleElement().asString().startsWith("inarow pbrain: unknown player 'wizard'");
    }
}
