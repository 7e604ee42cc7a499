package org.inarow.io.pbrain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The brain against a manager that makes mistakes or means harm: rule changes that end a game
 * after the fact, RESTART in every state, moves after the end, endless lines, control characters
 * and floods of lines. The brain always answers, one line per answer, and goes on.
 */
class PbrainHostileTest {
    private static final String ENDED = "the game has ended; RESTART or START begins a new one";
    /** Six black stones in a row (x 0..5 on the top row) with white scattered: no win when exactly five must be made. */
    private static final String[] BOARD_WITH_A_SIX = {"BOARD", "0,0,1", "1,0,1", "2,0,1", "3,0,1", "5,0,1", "4,0,1",
        "0,5,2", "3,5,2", "6,5,2", "9,5,2", "12,5,2", "2,9,2", "DONE"};

    private ManagerHarness manager;

    private ManagerHarness brain() {
        manager = new ManagerHarness((rules, seed) -> new FakeBrains.FirstEmpty());
        return manager;
    }

    @AfterEach
    void closePipe() throws Exception {
        if (manager != null) {
            manager.close();
        }
    }

    @Test
    void restartAfterARuleChangeThatEndsTheGameStartsANewOne() {
        ManagerHarness m = brain();
        m.send("START 15", "INFO rule 1");
        assertThat(m.answer()).isEqualTo("OK");
        m.send(BOARD_WITH_A_SIX);
        assertThat(m.move()).isEqualTo("6,0"); // the first empty point: a seventh stone, still no win
        m.send("TURN 14,14");
        assertThat(m.move()).isEqualTo("7,0");

        m.send("INFO rule 0", "TURN 13,13"); // now the six has won, long ago
        assertThat(m.answer()).isEqualTo("ERROR TURN 13,13: " + ENDED);
        m.send("BEGIN");
        assertThat(m.answer()).isEqualTo("ERROR BEGIN: " + ENDED);
        m.send("RESTART");
        assertThat(m.answer()).isEqualTo("OK");
        m.send("BEGIN");
        assertThat(m.move()).isEqualTo("0,0"); // a new, empty board
    }

    @Test
    void afterTheBrainsOwnFiveTurnFailsClearlyUntilRestart() {
        ManagerHarness m = brain();
        m.send("START 15", "BOARD", "0,0,1", "1,0,1", "2,0,1", "3,0,1", "0,4,2", "3,4,2", "6,4,2", "9,4,2", "DONE");
        assertThat(m.answer()).isEqualTo("OK");
        assertThat(m.move()).isEqualTo("4,0"); // five

        m.send("TURN 7,7");
        assertThat(m.answer()).isEqualTo("ERROR TURN 7,7: " + ENDED);
        m.send("TURN 7,7");
        assertThat(m.answer()).isEqualTo("ERROR TURN 7,7: " + ENDED);
        m.send("RESTART", "TURN 7,7");
        assertThat(m.answer()).isEqualTo("OK");
        assertThat(m.move()).isEqualTo("0,0");
    }

    @Test
    void restartAnswersOkInAnyState() {
        ManagerHarness m = brain();
        m.send("RESTART"); // before any START: the standard 15x15 board
        assertThat(m.answer()).isEqualTo("OK");
        m.send("TURN 14,14");
        assertThat(m.move()).isEqualTo("0,0");
        m.send("RESTART", "RESTART");
        assertThat(m.answers(2)).containsExactly("OK", "OK");
        m.send("TURN 99,99", "RESTART");
        assertThat(m.answers(2)).containsExactly("ERROR TURN 99,99: 99,99 is off the 15x15 board", "OK");
        m.send("BOARD", "7,7,1", "RESTART"); // a block never ended by DONE
        assertThat(m.answers(2)).containsExactly("MESSAGE BOARD without DONE abandoned for RESTART", "OK");
        m.send("START 20", "TURN 1,1", "RESTART", "BEGIN");
        assertThat(m.answer()).isEqualTo("OK");
        assertThat(m.move()).isEqualTo("0,0");
        assertThat(m.answer()).isEqualTo("OK");
        assertThat(m.move()).isEqualTo("0,0"); // on 20x20 still, and empty
        m.send("TURN 19,19");
        assertThat(m.move()).isEqualTo("1,0");
    }

    @Test
    void aLineThatNeverEndsIsAnErrorAndTheBrainGoesOn() {
        StringWriter out = new StringWriter();
        Reader endless = new GeneratedInput("START 15\n", 'x', 100_000_000, "\nBEGIN\n");
        PbrainProtocol protocol = new PbrainProtocol(endless, out, (rules, seed) -> new FakeBrains.FirstEmpty(),
                ManagerHarness.ABOUT, 1);

        assertTimeoutPreemptively(Duration.ofSeconds(60), protocol::run);

        assertThat(out.toString().lines()).containsExactly("OK",
                "ERROR a line of over 8192 characters (\"" + "x".repeat(40) + "...\") is ignored",
                "MESSAGE depth 1 score 0 nodes 1 time 0 pv 0,0", "0,0");
    }

    @Test
    void anEndlessLineInABoardFailsTheBoardAndOneAtTheEndOfInputIsAnswered() {
        StringWriter out = new StringWriter();
        Reader input = new GeneratedInput("START 15\nBOARD\n7,7,1\n", '9', 20_000, "\nDONE\nABOUT\n" + "y".repeat(9000));
        new PbrainProtocol(input, out, (rules, seed) -> new FakeBrains.FirstEmpty(), ManagerHarness.ABOUT, 1).run();

        assertThat(out.toString().lines()).containsExactly("OK",
                "ERROR BOARD: BOARD line 2: a line of over 8192 characters (\"" + "9".repeat(40) + "...\") is ignored",
                ManagerHarness.ABOUT,
                "ERROR a line of over 8192 characters (\"" + "y".repeat(40) + "...\") is ignored");
    }

    @Test
    void controlCharactersAreEscapedSoEveryAnswerIsOneLine() {
        ManagerHarness m = brain();
        m.send("START 15", "TURN \u001b[31m7,7", "\u0007BEEP", "INFO timeout_turn \u001b[2J", "TURN 7,\u00077",
                "BOARD", "7,7,\u001b", "DONE");

        assertThat(m.answers(6)).containsExactly("OK",
                "ERROR TURN \\e[31m7,7: '\\e[31m7,7' is not a point x,y",
                "UNKNOWN command '\\u0007BEEP' is not known",
                "MESSAGE INFO timeout_turn \\e[2J: '\\e[2J' is not a whole number; ignored",
                "ERROR TURN 7,\\u00077: '7,\\u00077' is not a point x,y",
                "ERROR BOARD: BOARD line 1 '7,7,\\e': field '\\e' is not 1 (own stone) or 2 (opponent's)");
    }

    @Test
    void aFloodOfCommandsWhileThinkingIsAnsweredInOrderAfterTheMove() {
        FakeBrains.UntilStopped slow = new FakeBrains.UntilStopped();
        manager = new ManagerHarness((rules, seed) -> slow);
        manager.send("INFO timeout_turn 1000", "START 15");
        assertThat(manager.answer()).isEqualTo("OK");
        List<String> flood = new ArrayList<>();
        flood.add("BEGIN");
        for (int i = 0; i < 5000; i++) {
            flood.add("PLAY " + i + ",");
        }
        manager.send(flood.toArray(String[]::new));

        assertThat(manager.move()).isEqualTo("0,0");
        List<String> answers = manager.answers(5000);
        assertThat(answers.get(0)).isEqualTo("ERROR PLAY 0,: '0,' is not a point x,y");
        assertThat(answers.get(4999)).isEqualTo("ERROR PLAY 4999,: '4999,' is not a point x,y");
    }

    @Test
    void aFloodOfBadInfoLinesIsToldInAtMostAFewMessages() {
        ManagerHarness m = brain();
        List<String> flood = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            flood.add("INFO timeout_turn x" + i);
        }
        flood.add("START 15");
        m.send(flood.toArray(String[]::new));

        List<String> lines = m.answers(Answers.MAX_MESSAGES + 2);
        assertThat(lines.get(0)).isEqualTo("MESSAGE INFO timeout_turn x0: 'x0' is not a whole number; ignored");
        assertThat(lines.get(Answers.MAX_MESSAGES)).isEqualTo("MESSAGE " + (1000 - Answers.MAX_MESSAGES)
                + " more messages not shown");
        assertThat(lines.get(Answers.MAX_MESSAGES + 1)).isEqualTo("OK");
    }

    @Test
    void aSearchThatStopsLateIsUsedAgainOnceItStopsNotRebuilt() throws Exception {
        FakeBrains.Stuck late = new FakeBrains.Stuck(new org.inarow.model.Point(9, 9));
        List<Long> builds = new java.util.concurrent.CopyOnWriteArrayList<>();
        manager = new ManagerHarness(new PbrainProtocol.BrainFactory() {
            @Override
            public org.inarow.ai.Strategy create(org.inarow.model.Rules rules, long seed) {
                return create(rules, seed, 0);
            }

            @Override
            public org.inarow.ai.Strategy create(org.inarow.model.Rules rules, long seed, long maxMemoryBytes) {
                builds.add(seed);
                return late;
            }
        });
        manager.send("INFO timeout_turn 300", "START 15", "BEGIN");
        assertThat(manager.answer()).isEqualTo("OK");
        assertThat(manager.move()).isEqualTo("9,5"); // answered for, the search still running

        late.release.countDown(); // it stops now (while or before the next move waits for it); from here on it answers at once
        manager.send("TURN 1,0");

        assertThat(manager.move()).isEqualTo("0,0");
        assertThat(builds).as("strategies built").hasSize(1); // a new one would cost a table build inside the turn
    }

    @Test
    void aManagerThatClosesTheBrainsOutputStopsItQuietly() {
        java.io.Writer closed = new java.io.Writer() {
            @Override
            public void write(char[] chars, int offset, int length) throws java.io.IOException {
                throw new java.io.IOException("Broken pipe");
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        PbrainProtocol protocol = new PbrainProtocol(new StringReader("START 15\nBEGIN\nABOUT\n"), closed,
                (rules, seed) -> new FakeBrains.FirstEmpty(), ManagerHarness.ABOUT, 1);

        assertTimeoutPreemptively(Duration.ofSeconds(10), protocol::run); // returns, throws nothing
    }

    @Test
    void theLinesOfTheManagerEndAnyWayAndAreHeldToTheLimit() throws Exception {
        ManagerLines lines = new ManagerLines(new StringReader("a\r\nb\rc\n\nlong-line\nd"), 4);

        List<String> read = new ArrayList<>();
        ManagerLines.Read line;
        while ((line = lines.next()) != null) {
            read.add(line.text() + (line.tooLong() ? "+" : ""));
        }

        assertThat(read).containsExactly("a", "b", "c", "", "long+", "d");
    }

    /** A prefix, then one character {@code count} times, then a suffix, made as it is read (no 100 MB string). */
    private static final class GeneratedInput extends Reader {
        private final String prefix;
        private final char filler;
        private final long count;
        private final String suffix;
        private long at;

        GeneratedInput(String prefix, char filler, long count, String suffix) {
            this.prefix = prefix;
            this.filler = filler;
            this.count = count;
            this.suffix = suffix;
        }

        @Override
        public int read(char[] buffer, int offset, int length) {
            long total = prefix.length() + count + suffix.length();
            if (at >= total) {
                return -1;
            }
            int n = 0;
            while (n < length && at < total) {
                buffer[offset + n++] = at < prefix.length() ? prefix.charAt((int) at)
                        : at < prefix.length() + count ? filler : suffix.charAt((int) (at - prefix.length() - count));
                at++;
            }
            return n;
        }

        @Override
        public void close() {
        }
    }
}
