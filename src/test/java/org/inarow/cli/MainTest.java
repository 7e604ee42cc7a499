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
}
