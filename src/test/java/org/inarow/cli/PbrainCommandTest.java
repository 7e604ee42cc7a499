package org.inarow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.Prediction;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategies;
import org.inarow.ai.Strategy;
import org.inarow.ai.engine.EngineStrategy;
import org.inarow.io.pbrain.PbrainProtocol;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.testing.StopFlags;
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
        assertThat(r.outLines().get(1)).endsWith(", threads=\"as INFO thread_num allows (one without it)\"");
        assertThat(r.err()).isEmpty();
    }

    @Test
    void maxMemorySizesTheHardEnginesTable() {
        List<String> specs = hardEngineSpecs("START 15\r\nINFO max_memory 367001600\r\nBEGIN\r\nEND\r\n");

        assertThat(specs).contains("hard").last().isEqualTo("engine:hash=95");
    }

    @Test
    void threadNumGivesTheHardEngineItsThreadsUpToTheProcessors() {
        List<String> specs = hardEngineSpecs("START 15\r\nINFO max_memory 367001600\r\nINFO thread_num 64\r\nBEGIN\r\nEND\r\n");

        int allowed = Math.min(EngineStrategy.MAX_THREADS, Runtime.getRuntime().availableProcessors());
        assertThat(specs).last().isEqualTo(allowed > 1 ? "engine:hash=95,threads=" + allowed : "engine:hash=95");
    }

    @Test
    void theWarmUpEndsWhenItsSearchesHave() {
        AtomicInteger started = new AtomicInteger();
        AtomicInteger ended = new AtomicInteger();
        PbrainProtocol.BrainFactory slowToStop = answeringFirstEmptyAfter((limits, cancellation) -> {
            started.incrementAndGet();
            StopFlags.awaitStop(cancellation, 300); // a cold search slow to see the flag: its brain (and table) lives on
            ended.incrementAndGet();
        });

        PbrainCommand.warmUp(slowToStop);

        assertThat(started.get()).as("searches of the warm-up").isPositive();
        assertThat(ended.get()).as("ended before the game's brain is built beside them").isEqualTo(started.get());
    }

    @Test
    void everySearchOfTheWarmUpHasItsTurnsTime() {
        List<Long> searchMillis = new java.util.concurrent.CopyOnWriteArrayList<>();
        PbrainProtocol.BrainFactory recording = answeringFirstEmptyAfter((limits, cancellation) -> {
            searchMillis.add(limits.timeMillis());
            StopFlags.awaitStop(cancellation, 0); // as a real search spends its turn, while the next commands wait
        });

        PbrainCommand.warmUp(recording);

        // given all at once, the commands after the first waited in line past their turn: 1 ms searches
        assertThat(searchMillis).as("BEGIN and five TURNs").hasSize(6)
                .allSatisfy(millis -> assertThat(millis).as("search time of a 100 ms turn").isGreaterThanOrEqualTo(30));
    }

    /** Brains whose search runs {@code first}, then answers the first empty point. */
    private static PbrainProtocol.BrainFactory answeringFirstEmptyAfter(BiConsumer<Limits, Cancellation> first) {
        return (rules, seed) -> new Strategy() {
            @Override
            public String name() {
                return "first-empty-after";
            }

            @Override
            public SearchResult search(Position position, Limits limits, Cancellation cancellation, ProgressSink progress) {
                first.accept(limits, cancellation);
                Point move = FakeStrategy.firstEmpty(position);
                return new SearchResult(move, 0, 1, 1, 0, List.of(move));
            }
        };
    }

    /** The specs the brain was built from over a session of {@code input} at level hard (each built as random). */
    private List<String> hardEngineSpecs(String input) {
        List<String> specs = new java.util.concurrent.CopyOnWriteArrayList<>();
        Engines recording = new Engines((spec, rules, seed) -> {
            specs.add(spec);
            return Strategies.parse("random", rules, seed);
        }, engines.predictors());

        CliRun.Result r = CliRun.run(recording, new ByteArrayInputStream(input.getBytes(StandardCharsets.US_ASCII)),
                "pbrain", "--level", "hard");

        assertThat(r.status()).isZero();
        return specs;
    }

    @Test
    void anUnknownLevelFailsBeforeTheProtocolStarts() {
        CliRun.Result r = CliRun.run(engines, new ByteArrayInputStream(new byte[0]), "pbrain", "--level", "wizard");

        assertThat(r.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(r.out()).isEmpty();
        assertThat(r.errLines()).singleElement().asString().startsWith("inarow pbrain: unknown player 'wizard'");
    }
}
