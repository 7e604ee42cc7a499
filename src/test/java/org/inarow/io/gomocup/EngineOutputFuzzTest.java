package org.inarow.io.gomocup;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The client against an engine that babbles, lies, crashes and hangs: a shell script answers each move request
 * with lines planned by a seeded generator (a move after noise the protocol lets pass, an occupied or off-board
 * point, a line that is no move, binary bytes, an overlong line, evaluations with odd numbers, an exit, silence).
 * Each request must end as planned: the planned move, or an {@link EngineFault} of the planned kind with one
 * plain sentence; nothing else is thrown, nothing hangs. Seed and count: {@code -Dengine.fuzz.seed},
 * {@code -Dengine.fuzz.requests}.
 */
@EnabledOnOs({OS.LINUX, OS.MAC})
class EngineOutputFuzzTest {
    private static final Rules RULES = Rules.gomokuFreestyle(15);
    private static final String SCRIPT = """
            n=0
            while IFS= read -r line; do
              case "$line" in
                START*) echo OK ;;
                ABOUT) echo 'name="Babble", version="1"' ;;
                END) exit 0 ;;
                BEGIN|DONE|TURN*)
                  n=$((n+1))
                  if [ -f "$1/$n.exit" ]; then exit 3; fi
                  if [ -f "$1/$n.hang" ]; then sleep 30; fi
                  cat "$1/$n.out" ;;
              esac
            done
            """;

    /** What a planned answer must end in. */
    private enum Outcome {
        MOVE, ILLEGAL_MOVE, GARBAGE, CRASHED, TIMED_OUT
    }

    private record Plan(Outcome outcome, byte[] output, Point move, String what) {
    }

    @TempDir
    Path folder;

    @Test
    @Timeout(300)
    void everyAnswerEndsAsPlannedAndNothingElseEscapes() throws Exception {
        long seed = Long.getLong("engine.fuzz.seed", 20261206L);
        int requests = Integer.getInteger("engine.fuzz.requests", 300);
        Random random = new Random(seed);
        Path script = folder.resolve("babble.sh");
        Files.writeString(script, SCRIPT);
        EngineTimeouts timeouts = EngineTimeouts.DEFAULT.withSetupMillis(0).withMinMarginMillis(1_500).withStartMillis(10_000);
        Map<Outcome, Integer> seen = new EnumMap<>(Outcome.class);
        List<String> wrong = new ArrayList<>();
        int sessions = 0;
        EngineClient client = null;
        Path plans = null;
        int asked = 0;
        try {
            for (int i = 0; i < requests; i++) {
                if (client == null) {
                    plans = Files.createDirectory(folder.resolve("session" + ++sessions));
                    client = EngineClient.start(new EngineCommand("babble", List.of("/bin/sh", script.toString(),
                            plans.toString())), RULES, timeouts);
                    client.configure(EngineSettings.perMove(RULES, 50));
                    client.setEvaluationListener(e -> { });
                    asked = 0;
                }
                Position position = randomPosition(random);
                Plan plan = plan(random, position);
                asked++;
                Files.write(plans.resolve(asked + ".out"), plan.output());
                if (plan.outcome() == Outcome.CRASHED) {
                    Files.writeString(plans.resolve(asked + ".exit"), "");
                } else if (plan.outcome() == Outcome.TIMED_OUT) {
                    Files.writeString(plans.resolve(asked + ".hang"), "");
                }
                Outcome got;
                String detail;
                try {
                    EngineReply reply = client.board(position);
                    got = Outcome.MOVE;
                    detail = reply.move().toString();
                    if (!reply.move().equals(plan.move())) {
                        wrong.add("request " + i + " (" + plan.what() + "): played " + reply.move() + ", planned " + plan.move());
                    }
                } catch (EngineFault fault) {
                    got = Outcome.valueOf(fault.kind().name());
                    detail = fault.getMessage();
                    if (detail == null || detail.isBlank() || detail.contains("Exception") || detail.contains("\n")) {
                        wrong.add("request " + i + " (" + plan.what() + "): not one plain sentence: " + detail);
                    }
                    client.close();
                    client = null;
                } catch (RuntimeException e) {
                    wrong.add("request " + i + " (" + plan.what() + "): escaped " + e);
                    client.close();
                    client = null;
                    continue;
                }
                seen.merge(got, 1, Integer::sum);
                if (got != plan.outcome()) {
                    wrong.add("request " + i + " (" + plan.what() + "): ended " + got + " (" + detail + "), planned "
                            + plan.outcome());
                }
            }
        } finally {
            if (client != null) {
                client.close();
            }
        }
        System.out.printf("EngineOutputFuzzTest: seed %d, %d requests over %d engine processes, outcomes %s%n", seed,
                requests, sessions, seen);
        assertThat(wrong).as("seed %d", seed).isEmpty();
        assertThat(seen.keySet()).as("every outcome met").containsExactlyInAnyOrder(Outcome.values());
    }

    private static Position randomPosition(Random random) {
        Position p = Position.empty(RULES);
        int stones = random.nextInt(12);
        while (p.moves().size() < stones) {
            Point q = new Point(3 + random.nextInt(9), 3 + random.nextInt(9));
            if (p.isEmpty(q)) {
                p = p.play(q);
            }
            if (p.isOver()) {
                return Position.empty(RULES);
            }
        }
        return p;
    }

    private static Plan plan(Random random, Position position) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int noise = random.nextInt(4);
        for (int k = 0; k < noise; k++) {
            line(out, tolerated(random));
        }
        int roll = random.nextInt(100);
        if (roll < 45 || position.moves().isEmpty() && roll < 55) {
            Point move = emptyPoint(random, position);
            String[] forms = {"%d,%d", " %d , %d ", "%d,%d\r", "%d,  %d"};
            line(out, String.format(forms[random.nextInt(forms.length)], move.col(), 14 - move.row()));
            return new Plan(Outcome.MOVE, out.toByteArray(), move, "a move after " + noise + " noise lines");
        }
        if (roll < 55) {
            Point taken = position.moves().get(random.nextInt(position.moves().size()));
            line(out, taken.col() + "," + (14 - taken.row()));
            return new Plan(Outcome.ILLEGAL_MOVE, out.toByteArray(), null, "an occupied point");
        }
        if (roll < 63) {
            String[] off = {"15,3", "-1,7", "7,15", "3,-2", "999999999,0"};
            line(out, off[random.nextInt(off.length)]);
            return new Plan(Outcome.ILLEGAL_MOVE, out.toByteArray(), null, "off the board");
        }
        if (roll < 80) {
            int kind = random.nextInt(5);
            switch (kind) {
                case 0 -> line(out, "#" + randomText(random, 1 + random.nextInt(60)).replace('=', '_'));
                case 1 -> line(out, "7,7,7");
                case 2 -> line(out, "12345678901,3");
                case 3 -> line(out, "#" + "x".repeat(20_000 + random.nextInt(20_000)));
                default -> {
                    out.write('#');
                    byte[] bytes = new byte[1 + random.nextInt(200)];
                    random.nextBytes(bytes);
                    for (byte b : bytes) {
                        out.write(b == '\n' || b == '\r' ? 'z' : b);
                    }
                    out.write('\n');
                }
            }
            return new Plan(Outcome.GARBAGE, out.toByteArray(), null, "garbage of kind " + kind);
        }
        if (roll < 92) {
            for (int k = 0; k < 1 + random.nextInt(3); k++) {
                line(out, evaluation(random));
            }
            Point move = emptyPoint(random, position);
            line(out, move.col() + "," + (14 - move.row()));
            return new Plan(Outcome.MOVE, out.toByteArray(), move, "a move after odd evaluations");
        }
        if (roll < 98) {
            return new Plan(Outcome.CRASHED, out.toByteArray(), null, "an exit");
        }
        return new Plan(Outcome.TIMED_OUT, out.toByteArray(), null, "silence");
    }

    /** A line a manager lets pass while it waits for a move. */
    private static String tolerated(Random random) {
        return switch (random.nextInt(7)) {
            case 0 -> "MESSAGE " + randomText(random, random.nextInt(80));
            case 1 -> "DEBUG " + randomText(random, random.nextInt(80));
            case 2 -> "ERROR " + randomText(random, random.nextInt(40));
            case 3 -> "UNKNOWN " + randomText(random, random.nextInt(40));
            case 4 -> "OK";
            case 5 -> "";
            default -> "MESSAGE " + "y".repeat(10_000 + random.nextInt(10_000));
        };
    }

    /** Evaluation lines in the engines' formats, with numbers as odd as an engine may print. */
    private static String evaluation(Random random) {
        String[] numbers = {"+M13", "-M2", "+M0", "-99999999999", "+2147483648", "12.5", "-0", "abc", "+M", "M-3"};
        String n = numbers[random.nextInt(numbers.length)];
        return switch (random.nextInt(4)) {
            case 0 -> "MESSAGE Depth 14-13 | Eval " + n + " | Time 26ms | F7 I10 Z99 I7";
            case 1 -> "MESSAGE depth " + random.nextInt(30) + " score " + n + " nodes 1 time 0 pv 7,7 99,99";
            case 2 -> "MESSAGE REALTIME VAL " + n;
            default -> "MESSAGE depth: 8-23 best:[8,7] val=" + n + " time:782ms";
        };
    }

    private static Point emptyPoint(Random random, Position position) {
        while (true) {
            Point p = new Point(random.nextInt(15), random.nextInt(15));
            if (position.isEmpty(p)) {
                return p;
            }
        }
    }

    private static String randomText(Random random, int length) {
        String alphabet = "abcdefghijklmnopqrstuvwxyz ,.;:!?0123456789-+=\"'|[]{}()<>~中文é\t";
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < length; i++) {
            s.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return s.toString();
    }

    private static void line(ByteArrayOutputStream out, String text) {
        out.writeBytes((text + "\n").getBytes(StandardCharsets.UTF_8));
    }
}
