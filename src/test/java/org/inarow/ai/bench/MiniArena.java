package org.inarow.ai.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.inarow.ai.Limits;
import org.inarow.ai.Strategies;
import org.inarow.ai.Strategy;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;

/**
 * Engine-against-engine games from the shared balanced openings, each opening played twice with
 * colours swapped. Run: {@code java -cp target/classes:target/test-classes org.inarow.ai.bench.MiniArena A B ms openings}.
 */
public final class MiniArena {
    private MiniArena() {
    }

    public static void main(String[] args) throws IOException {
        String a = args[0];
        String b = args[1];
        long ms = Long.parseLong(args[2]);
        int openings = Integer.parseInt(args[3]);
        Rules rules = args.length > 4 && args[4].equals("standard") ? Rules.gomokuStandard(15) : Rules.gomokuFreestyle(15);
        List<String> lines = Files.readAllLines(Path.of("/work/shared/data/openings-freestyle15.txt"));
        int[] score = new int[3]; // a wins, draws, b wins
        for (int i = 0; i < openings; i++) {
            for (int swap = 0; swap < 2; swap++) {
                Strategy first = Strategies.parse(swap == 0 ? a : b, rules, i);
                Strategy second = Strategies.parse(swap == 0 ? b : a, rules, i + 100);
                Position p = Position.parse(rules, lines.get(i));
                while (!p.isOver()) {
                    Strategy s = p.toMove() == Side.FIRST ? first : second;
                    p = p.play(s.search(p, Limits.time(ms)).move());
                }
                String result;
                if (p.result().winnerIfAny().isEmpty()) {
                    score[1]++;
                    result = "draw";
                } else {
                    boolean aWon = (p.result().winner() == Side.FIRST) == (swap == 0);
                    score[aWon ? 0 : 2]++;
                    result = (aWon ? a : b) + " wins";
                }
                System.out.printf("opening %2d %s-%s: %s in %d moves%n", i, swap == 0 ? "A" : "B", swap == 0 ? "B" : "A",
                        result, p.moveCount());
            }
        }
        System.out.printf("score: %s vs %s: %d-%d-%d%n", a, b, score[0], score[1], score[2]);
    }
}
