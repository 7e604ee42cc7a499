package org.inarow.ui.game;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.inarow.io.gomocup.TestEngines;

/**
 * A tiny well-behaved Gomocup engine for the window's tests, started as its own process: it answers every
 * command (OK to START, TAKEBACK and RESTART), says each command it heard in a MESSAGE line (so a test reads
 * from its log what the window told it), keeps its board, and plays the first empty point from the top left.
 * With {@code --eval TEXT} it prints {@code MESSAGE Depth 9-9 | Eval TEXT | Time 1ms} before each move, as Rapfi does.
 */
public final class ChattyEngine {
    private ChattyEngine() {
    }

    /** The command that starts it, as an added engine. */
    public static EngineEntry entry(String name, String... options) {
        List<String> argv = new ArrayList<>(TestEngines.fake("good").argv());
        argv.set(argv.size() - 2, ChattyEngine.class.getName());
        argv.remove(argv.size() - 1);
        argv.addAll(List.of(options));
        return new EngineEntry(name, argv.get(0), argv.subList(1, argv.size()));
    }

    public static void main(String[] args) throws IOException {
        String eval = args.length >= 2 && args[0].equals("--eval") ? args[1] : null;
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        int size = 15;
        boolean[][] taken = new boolean[32][32];
        List<String> moves = new ArrayList<>();
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            String command = line.strip();
            say("MESSAGE heard " + command);
            String upper = command.toUpperCase(java.util.Locale.ROOT);
            if (upper.startsWith("START")) {
                size = Integer.parseInt(upper.substring(5).strip());
                say("OK");
            } else if (upper.equals("ABOUT")) {
                say("name=\"Chatty\", version=\"2.0\", author=\"the window tests\"");
            } else if (upper.equals("END")) {
                return;
            } else if (upper.equals("RESTART")) {
                taken = new boolean[32][32];
                moves.clear();
                say("OK");
            } else if (upper.startsWith("TAKEBACK")) {
                mark(taken, upper.substring(8).strip(), false);
                say("OK");
            } else if (upper.equals("BOARD")) {
                taken = new boolean[32][32];
            } else if (upper.matches("\\d+,\\d+,[123]")) {
                mark(taken, upper.substring(0, upper.lastIndexOf(',')), true);
            } else if (upper.startsWith("TURN ") || upper.equals("BEGIN") || upper.equals("DONE")) {
                if (upper.startsWith("TURN ")) {
                    mark(taken, upper.substring(5).strip(), true);
                }
                if (eval != null) {
                    say("MESSAGE Depth 9-9 | Eval " + eval + " | Time 1ms");
                }
                say(firstEmpty(taken, size));
            }
        }
    }

    private static void mark(boolean[][] taken, String point, boolean stone) {
        String[] xy = point.split(",");
        taken[Integer.parseInt(xy[0].strip())][Integer.parseInt(xy[1].strip())] = stone;
    }

    private static String firstEmpty(boolean[][] taken, int size) {
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                if (!taken[x][y]) {
                    taken[x][y] = true;
                    return x + "," + y;
                }
            }
        }
        return "0,0";
    }

    private static void say(String line) {
        System.out.println(line);
        System.out.flush();
    }
}
