package org.inarow.io.gomocup;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * A tiny misbehaving Gomocup engine for the fault tests, started as its own process. It answers
 * START with OK and ABOUT with its name, then behaves as its mode says when asked for a move
 * (BEGIN, TURN, DONE): {@code good} plays the first empty point from the top left it knows of,
 * {@code crash-after-start} exits with status 3 right after OK, {@code crash}
 * exits with status 3 when asked for a move, {@code hang} never answers a move,
 * {@code occupied} answers the point just played (or 7,7 twice), {@code off-board} answers
 * {@code 15,3}, {@code garbage} prints a line that is no move, {@code silent} never answers START,
 * {@code refuse} answers START with ERROR, {@code deaf} plays as {@code good} but stays when its input closes,
 * {@code board-once} plays as {@code good} but answers a second BOARD with garbage, {@code tell-info} plays as
 * {@code good} and repeats every INFO line it is told as a MESSAGE, {@code until-stopped} answers a move only
 * when YXSTOP comes, {@code swap2} plays as {@code good} and answers SWAP2BOARD with 7,7 8,6 9,9 on the empty
 * board and SWAP after three or five stones, {@code quiet} plays as {@code good} and never answers SWAP2BOARD.
 */
public final class FakeEngine {
    private FakeEngine() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        String mode = args.length > 0 ? args[0] : "good";
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        boolean[][] taken = new boolean[32][32];
        String lastTurn = "7,7";
        int boards = 0;
        boolean swap2 = false;
        int swap2Stones = 0;
        boolean waiting = false;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            String command = line.strip().toUpperCase(java.util.Locale.ROOT);
            if (command.startsWith("START")) {
                if (mode.equals("silent")) {
                    continue;
                }
                say(mode.equals("refuse") ? "ERROR this size is not supported" : "OK");
                if (mode.equals("crash-after-start")) {
                    System.exit(3);
                }
            } else if (command.equals("ABOUT")) {
                say("name=\"Fake " + mode + "\", version=\"1.0\", author=\"the tests\"");
            } else if (command.equals("SWAP2BOARD")) {
                swap2 = true; // an engine without the extension, as AIWine: UNKNOWN at its DONE
                swap2Stones = 0;
            } else if (swap2 && command.equals("DONE")) {
                swap2 = false;
                if (mode.equals("quiet")) {
                    continue; // lets the unknown command pass in silence, as AIWine does
                } else if (!mode.equals("swap2")) {
                    say("UNKNOWN SWAP2BOARD is not supported");
                } else if (swap2Stones == 0) {
                    say("7,7 8,6 9,9");
                } else {
                    say("SWAP");
                }
            } else if (swap2) {
                swap2Stones++;
            } else if (command.startsWith("INFO ") && mode.equals("tell-info")) {
                say("MESSAGE told " + line.strip());
            } else if (command.equals("YXSTOP") && waiting) {
                waiting = false;
                say(firstEmpty(taken));
            } else if (command.equals("END")) {
                return;
            } else if (command.equals("BOARD") && mode.equals("board-once") && boards++ > 0) {
                say("a second BOARD in one game");
            } else if (command.startsWith("TURN ") || command.equals("BEGIN") || command.equals("DONE")) {
                if (command.startsWith("TURN ")) {
                    lastTurn = command.substring(5).strip();
                    mark(taken, lastTurn);
                }
                switch (mode) {
                    case "crash" -> System.exit(3);
                    case "hang" -> Thread.sleep(600_000);
                    case "occupied" -> say(lastTurn);
                    case "off-board" -> say("15,3");
                    case "garbage" -> say("I think I will play somewhere nice");
                    case "until-stopped" -> waiting = true;
                    default -> say(firstEmpty(taken));
                }
            } else if (command.matches("\\d+,\\d+,[12]")) {
                String point = command.substring(0, command.lastIndexOf(','));
                mark(taken, point);
                lastTurn = point;
            } else if (command.equals("RESTART")) {
                taken = new boolean[32][32];
                say("OK");
            }
        }
        if (mode.equals("deaf")) {
            Thread.sleep(600_000); // stays after its input closed, as AIWine does (it plays on against itself)
        }
    }

    private static void mark(boolean[][] taken, String point) {
        String[] xy = point.split(",");
        taken[Integer.parseInt(xy[0].strip())][Integer.parseInt(xy[1].strip())] = true;
    }

    private static String firstEmpty(boolean[][] taken) {
        for (int y = 0; y < 15; y++) {
            for (int x = 0; x < 15; x++) {
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
