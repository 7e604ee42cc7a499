package org.inarow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.lang.ref.WeakReference;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.inarow.ai.Prediction;
import org.inarow.ai.Strategies;
import org.inarow.ai.Strategy;
import org.junit.jupiter.api.Test;

/** The pbrain process keeps one game's brain (and its table) in memory at a time. */
class BrainMemoryTest {

    @Test
    void theLastGamesBrainIsCollectedBeforeTheNextIsBuilt() {
        List<WeakReference<Strategy>> built = new CopyOnWriteArrayList<>();
        List<Boolean> lastOneGone = new CopyOnWriteArrayList<>();
        Engines recording = new Engines((spec, rules, seed) -> {
            if (!built.isEmpty()) {
                lastOneGone.add(built.get(built.size() - 1).get() == null);
            }
            Strategy strategy = Strategies.parse("random", rules, seed);
            built.add(new WeakReference<>(strategy));
            return strategy;
        }, rules -> (p, l, c) -> Prediction.unknown());
        byte[] input = "START 15\nRESTART\nINFO max_memory 100000000\nRESTART\nRESTART\nEND\n".getBytes(StandardCharsets.US_ASCII);

        CliRun.Result r = CliRun.run(recording, new ByteArrayInputStream(input), "pbrain", "--level", "random");

        assertThat(r.status()).isZero();
        assertThat(r.outLines()).containsExactly("OK", "OK", "OK", "OK");
        // the last four builds: RESTART, max_memory, RESTART, RESTART; each found the brain before it collected
        assertThat(lastOneGone.subList(lastOneGone.size() - 4, lastOneGone.size())).containsOnly(true);
    }

    @Test
    void theTableIsSizedForTheHeapThisJvmHas() {
        long heap = Runtime.getRuntime().maxMemory();

        assertThat(BrainMemory.budget(100L << 20)).isEqualTo(Math.min(100L << 20, heap + (160L << 20)));
        assertThat(BrainMemory.budget(Long.MAX_VALUE / 2)).isEqualTo(heap + (160L << 20));
    }
}
