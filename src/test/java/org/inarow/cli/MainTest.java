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
        assertThat(r.errLines()).containsExactly("inarow: unknown command 'solve' (see 'inarow --help')");
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"analyze", "bestmove", "arena", "bench", "pbrain"})
    void everyCommandPrintsItsHelpEvenWithRequiredOptions(String command) {
        CliRun.Result r = CliRun.run(Engines.REAL, command, "--help");

        assertThat(r.status()).isEqualTo(ExitCodes.OK);
        assertThat(r.out()).startsWith("Usage: inarow " + command);
        assertThat(r.errLines()).isEmpty();
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"--version", "analyze --version", "pbrain --version"})
    void everyCommandNamesTheSameVersion(String args) {
        CliRun.Result r = CliRun.run(Engines.REAL, args.split(" "));

        assertThat(r.status()).isEqualTo(ExitCodes.OK);
        assertThat(r.outLines()).containsExactly("InARow " + ManifestVersion.version());
    }

    @Test
    void tictactoeTakesNoBoardSizeOrRule() {
        CliRun.Result size = CliRun.run(Engines.REAL, "analyze", "--game", "tictactoe", "--size", "19", "--moves", "b2");
        CliRun.Result rule = CliRun.run(Engines.REAL, "analyze", "--game", "tictactoe", "--rule", "standard", "--moves", "b2");

        assertThat(size.status()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(size.errLines()).containsExactly("inarow analyze: --size: tic-tac-toe is always 3x3, three in a row");
        assertThat(rule.errLines()).containsExactly("inarow analyze: --rule: tic-tac-toe is always 3x3, three in a row");
    }

    @Test
    void anUnexpectedFailureIsOneLineWithStatusOneAndNoStackTrace() {
        Engines broken = new Engines((spec, rules, seed) -> {
            throw new IllegalStateException("the engine broke\nbadly");
        }, rules -> null);

        CliRun.Result r = CliRun.run(broken, "bestmove", "--moves", "h8");

        assertThat(r.status()).isEqualTo(ExitCodes.FAILURE).isNotEqualTo(ExitCodes.BAD_INPUT);
        assertThat(r.errLines()).containsExactly("inarow bestmove: unexpected failure (java.lang.IllegalStateException: "
                + "the engine broke\\nbadly); -Dinarow.debug=true shows where");
        assertThat(r.out()).isEmpty();
    }

    @Test
    void withTheDebugSwitchTheFailureAlsoShowsWhere() {
        Engines broken = new Engines((spec, rules, seed) -> {
            throw new NullPointerException();
        }, rules -> null);
        System.setProperty(Main.DEBUG_PROPERTY, "true");
        try {
            CliRun.Result r = CliRun.run(broken, "bestmove", "--moves", "h8");

            assertThat(r.status()).isEqualTo(ExitCodes.FAILURE);
            assertThat(r.errLines().get(0)).isEqualTo("inarow bestmove: unexpected failure (java.lang.NullPointerException)");
            assertThat(r.errLines()).anySatisfy(line -> assertThat(line).contains("at org.inarow.cli.MainTest"));
        } finally {
            System.clearProperty(Main.DEBUG_PROPERTY);
        }
    }

    @Test
    void anErrorSuchAsRunningOutOfMemoryIsOneLineToo() {
        java.io.StringWriter err = new java.io.StringWriter();

        int status = Main.reportFailure(new OutOfMemoryError("Java heap space"), "inarow analyze", new java.io.PrintWriter(err));

        assertThat(status).isEqualTo(ExitCodes.FAILURE);
        assertThat(err.toString().lines()).containsExactly(
                "inarow analyze: unexpected failure (java.lang.OutOfMemoryError: Java heap space); -Dinarow.debug=true shows where");
    }
}
