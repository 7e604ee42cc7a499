package org.inarow.ai.engine.threats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.engine.Puzzle;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.search.SearchClock;
import org.inarow.model.Point;
import org.junit.jupiter.api.Test;

/**
 * The defence against an opponent's win by fours on the public defence puzzles, with node budgets
 * (not time) so the outcome does not depend on the machine: the moves that stop the fours, then
 * those of them after which no win by threats is found.
 */
class ThreatDefenceTest {
    /** What the hard level gives one threat search at 150k nodes, and the filter four times that. */
    private static final long THREAT_BUDGET = 25_000;
    private static final long FILTER_BUDGET = 4 * THREAT_BUDGET;

    @Test
    void theFilterKeepsEveryAcceptedDefenceAndOnPub076OnlyTheOne() {
        int checked = 0;
        for (Puzzle p : Puzzle.all()) {
            if (!p.category().equals("defend")) {
                continue;
            }
            EngineBoard board = EngineBoard.of(p.position(), 2, Evaluation.CODE_VALUES);
            int side = board.sideToMove();
            SearchClock clock = new SearchClock(Limits.none(), Cancellation.never());
            VcfSearch vcf = new VcfSearch(board, clock);
            int[] theirWin = vcf.find(1 - side, VcfSearch.PLAY_MOVES, THREAT_BUDGET);
            assertThat(theirWin).as("%s: the opponent's fours", p).isNotEmpty();
            ThreatDefence.Result found = ThreatDefence.find(board, vcf, side, VcfSearch.PLAY_MOVES,
                    THREAT_BUDGET / 8, clock, theirWin);
            Set<Point> defences = points(board, found.defences().stream().mapToInt(Integer::intValue).toArray());
            assertThat(defences).as("%s: the moves that stop the fours", p).containsAll(p.accepted());

            int[] kept = ThreatDefence.againstThreats(board, new VctSearch(board, clock), side,
                    VctSearch.PLAY_MOVES, FILTER_BUDGET,
                    found.defences().stream().mapToInt(Integer::intValue).toArray(), clock, 1.0);
            assertThat(points(board, kept)).as("%s: kept after the threat check", p).containsAll(p.accepted());
            if (p.id().equals("pub-076")) {
                // g6, h5 and h6 stop the fours but lose to threats: only the accepted move stays
                assertThat(defences).hasSizeGreaterThan(p.accepted().size());
                assertThat(points(board, kept)).isEqualTo(p.accepted());
            }
            checked++;
        }
        assertThat(checked).isEqualTo(17);
    }

    @Test
    void aKnownWinByFoursReplaysUntilADefenceLandsOnIt() {
        Puzzle p = pub076();
        EngineBoard board = EngineBoard.of(p.position(), 2, Evaluation.CODE_VALUES);
        int side = board.sideToMove();
        VcfSearch vcf = new VcfSearch(board, new SearchClock(Limits.none(), Cancellation.never()));
        int[] theirWin = vcf.find(1 - side, VcfSearch.PLAY_MOVES, THREAT_BUDGET);
        int stones = board.moveCount();
        assertThat(vcf.replays(1 - side, theirWin)).isTrue();
        for (int cell : theirWin) {
            board.place(cell, side); // a stone of the defender's on any cell of the line breaks it
            assertThat(vcf.replays(1 - side, theirWin)).as("after %s", board.point(cell)).isFalse();
            board.undo();
        }
        assertThat(board.moveCount()).as("the board is left as it was").isEqualTo(stones);
    }

    @Test
    void aWinByThreatsAfterALosingDefenceIsALineEndingInAFive() {
        Puzzle p = pub076();
        EngineBoard board = EngineBoard.of(p.position(), 2, Evaluation.CODE_VALUES);
        int side = board.sideToMove();
        SearchClock clock = new SearchClock(Limits.none(), Cancellation.never());
        VcfSearch vcf = new VcfSearch(board, clock);
        VctSearch vct = new VctSearch(board, clock);
        int[] theirWin = vcf.find(1 - side, VcfSearch.PLAY_MOVES, THREAT_BUDGET);
        List<Integer> defences = ThreatDefence.find(board, vcf, side, VcfSearch.PLAY_MOVES, THREAT_BUDGET / 8,
                clock, theirWin).defences();
        int lost = 0;
        for (int defence : defences) {
            if (p.accepted().contains(board.point(defence))) {
                continue;
            }
            board.place(defence, side);
            int[] line = vct.find(1 - side, VctSearch.PLAY_MOVES, FILTER_BUDGET);
            assertThat(line).as("after %s", board.point(defence)).isNotEmpty();
            assertLegalEndingInFive(board, 1 - side, line);
            board.undo();
            lost++;
        }
        assertThat(lost).isGreaterThan(0);
    }

    private static void assertLegalEndingInFive(EngineBoard board, int attacker, int[] line) {
        for (int i = 0; i < line.length - 1; i++) {
            assertThat(board.isEmpty(line[i])).isTrue();
            board.place(line[i], i % 2 == 0 ? attacker : 1 - attacker);
        }
        assertThat(line.length % 2).as("the attacker moves last").isEqualTo(1);
        assertThat(board.isFivePoint(attacker, line[line.length - 1])).isTrue();
        for (int i = 0; i < line.length - 1; i++) {
            board.undo();
        }
    }

    private static Puzzle pub076() {
        return Puzzle.all().stream().filter(p -> p.id().equals("pub-076")).findFirst().orElseThrow();
    }

    private static Set<Point> points(EngineBoard board, int[] cells) {
        return Arrays.stream(cells).mapToObj(board::point).collect(Collectors.toSet());
    }

}
