package org.inarow.ai.engine.threats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.engine.Puzzle;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.search.SearchClock;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/**
 * The threat searches on the public puzzles: every forced win is found, as fast as the puzzle says,
 * starting with an accepted move; and no false wins: after every accepted defence, neither search
 * finds a win for the attacker (the puzzles were checked by a strong engine: there is none).
 */
class ThreatSearchPuzzleTest {
    private static final long BUDGET = 300_000;
    /**
     * Wins by threats found first that the public file does not list (it lists wins by fours): each
     * wins by Rapfi's proof too (pub-028 g12: mate in 10 plies after it, a four of the defender's delaying it).
     */
    private static final Map<String, Point> OTHER_FIRST_THREATS = Map.of("pub-028",
            Notation.parsePoint("g12", Rules.gomokuFreestyle(15)));

    @Test
    void everyWinIsFoundByFoursAndByThreatsWithAnAcceptedFirstMove() {
        int checked = 0;
        for (Puzzle p : Puzzle.all()) {
            if (!p.category().startsWith("win")) {
                continue;
            }
            EngineBoard board = EngineBoard.of(p.position(), 2, Evaluation.CODE_VALUES);
            int side = board.sideToMove();
            SearchClock clock = new SearchClock(Limits.none(), Cancellation.never());
            int[] vcf = new VcfSearch(board, clock).find(side, VcfSearch.PLAY_MOVES, BUDGET);
            assertThat((vcf.length + 1) / 2).as("%s: fours", p).isEqualTo(p.vcfLength());
            assertThat(p.accepted()).as("%s: first four", p).contains(board.point(vcf[0]));
            VctSearch vct = new VctSearch(board, clock);
            int[] threats = vct.find(side, VctSearch.PLAY_MOVES, BUDGET);
            assertThat(threats).as("%s: threats", p).isNotEmpty();
            assertThat(vct.provenMoves()).as("%s: no slower than the fours", p).isLessThanOrEqualTo(p.vcfLength());
            Point first = board.point(threats[0]);
            if (!first.equals(OTHER_FIRST_THREATS.get(p.id()))) {
                assertThat(p.accepted()).as("%s: first threat", p).contains(first);
            }
            checked++;
        }
        assertThat(checked).isEqualTo(45);
    }

    @Test
    void noWinIsFoundAfterAnAcceptedDefence() {
        int checked = 0;
        for (Puzzle p : Puzzle.all()) {
            if (!p.category().equals("defend") && !p.category().equals("block")) {
                continue;
            }
            EngineBoard board = EngineBoard.of(p.position(), 2, Evaluation.CODE_VALUES);
            int side = board.sideToMove();
            SearchClock clock = new SearchClock(Limits.none(), Cancellation.never());
            VcfSearch vcf = new VcfSearch(board, clock);
            VctSearch vct = new VctSearch(board, clock);
            for (Point defence : p.accepted()) {
                board.place(board.index(defence), side);
                assertThat(vcf.find(1 - side, VcfSearch.PLAY_MOVES, BUDGET)).as("%s after %s: fours", p, defence).isEmpty();
                int[] line = vct.find(1 - side, VctSearch.PLAY_MOVES, BUDGET);
                assertThat(line).as("%s after %s: threats %s", p, defence, points(board, line)).isEmpty();
                board.undo();
                checked++;
            }
        }
        assertThat(checked).isGreaterThanOrEqualTo(19);
    }

    private static List<Point> points(EngineBoard board, int[] cells) {
        return Arrays.stream(cells).mapToObj(c -> c < 0 ? null : board.point(c)).toList();
    }
}
