package org.inarow.ai.ladder;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.inarow.ai.Limits;
import org.inarow.ai.Strategies;
import org.inarow.ai.engine.Puzzle;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/**
 * Every rung above the first keeps the tactics that make a game look sane: it takes a five in
 * one (every {@code win1} puzzle, whatever the seed) and answers a four, open or broken.
 */
class RungTacticsTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final Limits BUDGET = Limits.nodes(50_000).withTime(5_000);
    private static final int SEEDS = 5;

    @Test
    void everyRungAboveTheFirstTakesEveryWinInOne() {
        List<Puzzle> wins = Puzzle.all().stream().filter(p -> p.category().equals("win1")).toList();
        assertThat(wins).isNotEmpty();
        for (Rung rung : Ladder.rungs().subList(1, Ladder.rungs().size())) {
            for (Puzzle puzzle : wins) {
                for (long seed = 0; seed < SEEDS; seed++) {
                    Point move = Strategies.forRung(rung, GOMOKU, seed).search(puzzle.position(), BUDGET).move();
                    assertThat(puzzle.accepted()).as("%s, seed %d, on %s", rung.title(), seed, puzzle).contains(move);
                }
            }
        }
    }

    @Test
    void everyRungAboveTheFirstBlocksAFour() {
        List<Puzzle> blocks = Puzzle.all().stream().filter(p -> p.category().equals("block")).toList();
        assertThat(blocks).isNotEmpty();
        for (Rung rung : Ladder.rungs().subList(1, Ladder.rungs().size())) {
            for (Puzzle puzzle : blocks) {
                for (long seed = 0; seed < SEEDS; seed++) {
                    Point move = Strategies.forRung(rung, GOMOKU, seed).search(puzzle.position(), BUDGET).move();
                    assertThat(puzzle.accepted()).as("%s, seed %d, on %s", rung.title(), seed, puzzle).contains(move);
                }
            }
        }
    }

    @Test
    void everyRungAboveTheFirstAnswersAnOpenFourAndABrokenFour() {
        // Black's open four h8-k8 (ends g8, l8), a diagonal one e5-h8 (ends d4, i9), a broken four h8 i8 _ k8 l8
        // (only j8); White's stones are far away and make nothing. White to move.
        assertAnswers("h8 a1 i8 a3 j8 o15 k8", "g8 l8");
        assertAnswers("e5 a1 f6 a3 g7 o15 h8", "d4 i9");
        assertAnswers("h8 a1 i8 a3 k8 o15 l8", "j8");
    }

    private static void assertAnswers(String moves, String answers) {
        Position position = Position.parse(GOMOKU, moves);
        Set<Point> accepted = Set.copyOf(Notation.parseMoves(answers, GOMOKU));
        for (Rung rung : Ladder.rungs().subList(1, Ladder.rungs().size())) {
            for (long seed = 0; seed < SEEDS; seed++) {
                Point move = Strategies.forRung(rung, GOMOKU, seed).search(position, BUDGET).move();
                assertThat(accepted).as("%s, seed %d, after %s", rung.title(), seed, moves).contains(move);
            }
        }
    }
}
