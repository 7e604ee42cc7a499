package org.inarow.ai.exact;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.inarow.ai.Level;
import org.inarow.ai.Limits;
import org.inarow.ai.Score;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategies;
import org.inarow.ai.Strategy;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The three tic-tac-toe levels against an independent brute force, over every reachable position. */
class TicTacToeLevelsTest {
    private static final Rules RULES = Rules.ticTacToe();
    private static List<Position> positions;

    @BeforeAll
    static void enumerate() {
        positions = BruteForce.reachablePositions();
    }

    @Test
    void thereAre5478ReachablePositions() {
        assertThat(positions).hasSize(5478);
    }

    @Test
    void hardValueIsExactAndItsMoveIsOptimalInEveryPosition() {
        Strategy hard = Strategies.forLevel(Level.HARD, RULES, 1);
        int checked = 0;
        for (Position p : positions) {
            if (p.isOver()) {
                continue;
            }
            int[] cells = BruteForce.cells(p);
            int who = p.toMove() == Side.FIRST ? 1 : 2;
            int expected = BruteForce.value(cells, who);
            SearchResult r = hard.search(p, Limits.none());
            assertThat(toBruteScale(r.score())).as("value of %s", p).isEqualTo(expected);
            int moveValue = BruteForce.valueOfMove(cells, who, r.move().row() * 3 + r.move().col());
            assertThat(moveValue).as("move %s in %s", r.move(), p).isEqualTo(expected);
            checked++;
        }
        assertThat(checked).isEqualTo(4520);
    }

    @Test
    void hardNeverLosesAgainstAnySequenceOfReplies() {
        for (Side hardSide : Side.values()) {
            Strategy hard = Strategies.forLevel(Level.HARD, RULES, 42);
            int[] finished = new int[3]; // hard wins, draws, losses
            play(Position.empty(RULES), hardSide, hard, finished);
            assertThat(finished[2]).as("games lost as %s", hardSide).isZero();
            assertThat(finished[0] + finished[1]).as("games finished as %s", hardSide).isPositive();
            if (hardSide == Side.FIRST) {
                assertThat(finished[0]).as("it punishes mistakes").isPositive();
            }
        }
    }

    private static void play(Position p, Side hardSide, Strategy hard, int[] finished) {
        if (p.isOver()) {
            if (p.result().winnerIfAny().isEmpty()) {
                finished[1]++;
            } else {
                finished[p.result().winner() == hardSide ? 0 : 2]++;
            }
            return;
        }
        if (p.toMove() == hardSide) {
            play(p.play(hard.search(p, Limits.none()).move()), hardSide, hard, finished);
            return;
        }
        for (int i = 0; i < 9; i++) {
            Point q = new Point(i % 3, i / 3);
            if (p.isEmpty(q)) {
                play(p.play(q), hardSide, hard, finished);
            }
        }
    }

    @Test
    void hardOpensInTheCentreWhateverItsSeed() {
        // every first move draws: among them the centre is the one players expect (issue 10)
        Position empty = Position.empty(RULES);
        for (long seed = 0; seed < 40; seed++) {
            assertThat(Strategies.forLevel(Level.HARD, RULES, seed).search(empty, Limits.none()).move())
                    .as("seed %d", seed).isEqualTo(RULES.centre());
        }
    }

    @Test
    void hardPrefersCornersToEdgesAmongEquallyGoodMovesAndPicksAmongThemAtRandomButReproduciblyPerSeed() {
        // after X's centre O draws with any corner; the preference must never pick a worse move
        Position afterCentre = Position.parse(RULES, "b2");
        Set<Point> corners = Set.of(new Point(0, 0), new Point(2, 0), new Point(0, 2), new Point(2, 2));
        Set<Point> replies = new HashSet<>();
        for (long i = 0; i < 40; i++) {
            long seed = i * 0x9E3779B97F4A7C15L; // java.util.Random's first draws from neighbouring seeds are alike
            SearchResult r = Strategies.forLevel(Level.HARD, RULES, seed).search(afterCentre, Limits.none());
            assertThat(r.score()).isEqualTo(0); // still perfect play: a draw
            replies.add(r.move());
        }
        assertThat(replies).isSubsetOf(corners).hasSizeGreaterThan(1);
        Point a = Strategies.forLevel(Level.HARD, RULES, 7).search(afterCentre, Limits.none()).move();
        Point b = Strategies.forLevel(Level.HARD, RULES, 7).search(afterCentre, Limits.none()).move();
        assertThat(a).isEqualTo(b);
    }

    @Test
    void hardPrefersTheQuickestWin() {
        // X: a1 b1, O: a3 b3; X to move wins at once with c1 (c3 would block but is slower)
        Position p = Position.parse(RULES, "a1 a3 b1 b3");
        for (long seed = 0; seed < 10; seed++) {
            SearchResult r = Strategies.forLevel(Level.HARD, RULES, seed).search(p, Limits.none());
            assertThat(r.move()).isEqualTo(new Point(2, 0));
            assertThat(r.score()).isEqualTo(Score.winIn(1));
        }
    }

    @Test
    void mediumTakesWinsAndBlocksButCanWalkIntoAFork() {
        Strategy medium = Strategies.forLevel(Level.MEDIUM, RULES, 3);
        int suboptimal = 0;
        for (Position p : positions) {
            if (p.isOver()) {
                continue;
            }
            int[] cells = BruteForce.cells(p);
            int who = p.toMove() == Side.FIRST ? 1 : 2;
            Point move = medium.search(p, Limits.none()).move();
            int cell = move.row() * 3 + move.col();
            if (hasWinInOne(cells, who)) {
                assertThat(BruteForce.valueOfMove(cells, who, cell)).as("takes the win in %s", p)
                        .isEqualTo(BruteForce.WIN - 1);
            } else if (hasWinInOne(cells, 3 - who) && !twoThreats(cells, 3 - who)) {
                cells[cell] = who;
                assertThat(hasWinInOne(cells, 3 - who)).as("blocks in %s", p).isFalse();
                cells[cell] = 0;
            }
            if (BruteForce.valueOfMove(cells, who, cell) < BruteForce.value(cells, who)) {
                suboptimal++;
            }
        }
        assertThat(suboptimal).as("positions where two plies are not enough").isPositive();
    }

    @Test
    void easyTakesAWinInOneOtherwisePlaysAnywhere() {
        Set<Point> openingMoves = new HashSet<>();
        for (long seed = 0; seed < 30; seed++) {
            Strategy easy = Strategies.forLevel(Level.EASY, RULES, seed);
            openingMoves.add(easy.search(Position.empty(RULES), Limits.none()).move());
            Position p = Position.parse(RULES, "a1 a3 b1 b3");
            assertThat(easy.search(p, Limits.none()).move()).isEqualTo(new Point(2, 0));
        }
        assertThat(openingMoves).hasSizeGreaterThan(4);
        // and it does not block: with no win of its own it ignores the opponent's
        Set<Point> replies = new HashSet<>();
        Position threat = Position.parse(RULES, "a1 c3 b1");
        for (long seed = 0; seed < 30; seed++) {
            replies.add(Strategies.forLevel(Level.EASY, RULES, seed).search(threat, Limits.none()).move());
        }
        assertThat(replies).hasSizeGreaterThan(1);
    }

    private static boolean hasWinInOne(int[] cells, int who) {
        for (int i = 0; i < 9; i++) {
            if (cells[i] == 0) {
                cells[i] = who;
                boolean won = BruteForce.won(cells, who);
                cells[i] = 0;
                if (won) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Two or more winning cells: no single block helps, so not blocking is no mistake of the blocker. */
    private static boolean twoThreats(int[] cells, int who) {
        int n = 0;
        for (int i = 0; i < 9; i++) {
            if (cells[i] == 0) {
                cells[i] = who;
                if (BruteForce.won(cells, who)) {
                    n++;
                }
                cells[i] = 0;
            }
        }
        return n >= 2;
    }

    /** Engine scores (WIN = 1,000,000 less plies) on the brute force's scale (100 less plies). */
    private static int toBruteScale(int score) {
        if (Score.isDecisive(score)) {
            int plies = Score.pliesToEnd(score);
            return score > 0 ? BruteForce.WIN - plies : -(BruteForce.WIN - plies);
        }
        return score;
    }
}
