package org.inarow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MainTest {

    @Test
    void anUnknownOptionIsOneErrorLineWithAHintAndStatusTwo() {
        CliRun.Result r = CliRun.run(Engines.REAL, "analyze", "--colour", "red");

        assertThat(r.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(r.errLines()).singleElement().asString()
                .startsWith("inarow analyze: Unknown option").endsWith("(see 'inarow analyze --help')");
        assertThat(r.out()).isEmpty();
    }

    @Test
    void anUnknownCommandIsOneErrorLine() {
        CliRun.Result r = CliRun.run(Engines.REAL, "solve");

        assertThat(r.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(r.errLines()).singleElement().asString().startsWith("inarow: Unmatched argument").endsWith("(see 'inarow --help')");
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"analyze", "bestmove", "arena", "bench", "pbrain"})
    void everyCommandPrintsItsHelpEvenWithRequiredOptions(String command) {
        CliRun.Result r = CliRun.run(Engines.REAL, command, "--help");

        assertThat(r.status()).isEqualTo(ExitCodes.OK);
        assertThat(r.out()).startsWith("Usage: inarow " + command);
        assertThat(r.errLines()).isEmpty();
    }
}
