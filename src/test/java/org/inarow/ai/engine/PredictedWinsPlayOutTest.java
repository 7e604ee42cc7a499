package org.inarow.ai.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Level;
import org.inarow.ai.Limits;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictors;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.Proof;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategies;
import org.inarow.ai.Strategy;
import org.inarow.model.Board;
import org.inarow.model.Game;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;

/**
 * The hard level's "who will win" agrees with its play: from every position where it reports a
 * proven win (by fours, or by threats: fours and open threes), the hard level wins the game against
 * every defender here, within the reported number of its moves or a little more (a later search
 * may prefer a longer win by fours to a shorter one by threats), not counting the blocks of the
 * defender's fours (the reported length leaves those out): the medium level, the win-pattern
 * heuristic, a defender that plays at random among the moves that touch the threats, and a
 * defender that tries every reply near the stones at its first move (one game per reply).
 */
class PredictedWinsPlayOutTest {
    private static final Rules RULES = Rules.gomokuFreestyle(15);
    private static final Limits PREDICTION = Limits.nodes(100_000);
    private static final Limits HARD = Limits.nodes(120_000);
    private static final Limits DEFENDER = Limits.nodes(30_000);
    /** Extra attacker moves allowed over the reported length. */
    private static final int SLACK = 2;

    /**
     * Positions where the prediction is a win by threats and not by fours alone (random clustered
     * games, seed 1, the first twelve such found), and one built by hand.
     */
    static final List<String> THREAT_WINS = List.of(
            "i13 k6 h8 h9 d8 h7 h10 k8 e7 f7 i5 h6 h11",
            "i10 e8 e6 j4 i8 e9 e3 h10 g4 h4 d10 h8 g8 g10 h5 g6",
            "g5 f10 g12 i13 j10 g8 g9 f8 k5 i5 h8 g7 f9 l10",
            "g6 b9 g9 h11 i5 i10 g4 e7 g10 c10 d8 c5",
            "i12 i8 k6 e11 h5 h13 m6 i11 d9 h10 d6 j7 g10 d4 g8 j9 e6 i10",
            "g8 i10 e11 g9 k5 h8 i7 e8 i6 l11 g3 g10",
            "h11 f8 h4 g8 i6 i8 g9 n9 f10 k8 j10 d6",
            "f5 i10 h8 h10 i7 h3 e14 h7 l8 f11 j10 g5",
            "j9 i6 j10 c5 i4 j8 j12 e8 f7 f3 g5 c6 h11 d9",
            "g8 f9 c10 g6 j11 e7 i2 h9 h8 h5 g10 i8 k10",
            "d10 e10 g11 f9 h9 e8 j9 f10 j7 g6 k7 g5",
            "g7 k15 d6 h4 e10 g9 m8 h6 c6 f7 h1 i12 b9 l12",
            // three black stones in the centre against three white ones on the edges, black to move
            "h8 a1 j8 o15 i10 a15");

    @Test
    void everyReportedWinIsWonAgainstEveryDefender() {
        List<Position> positions = new ArrayList<>();
        THREAT_WINS.forEach(m -> positions.add(Position.parse(RULES, m)));
        // and the win puzzles of two moves or more (wins by fours)
        Puzzle.all().stream().filter(p -> p.category().equals("win")).forEach(p -> positions.add(p.position()));
        int games = 0;
        int byThreats = 0;
        for (Position start : positions) {
            Prediction prediction = Predictors.forRules(RULES).predict(start, PREDICTION, Cancellation.never());
            assertThat(prediction.proof()).as("%s", start).isEqualTo(Proof.THREAT);
            assertThat(prediction.outcome()).as("%s", start).isEqualTo(Outcome.winFor(start.toMove()));
            byThreats += Referees.isForcedWinByFours(start, prediction.line()) ? 0 : 1;
            List<Strategy> defenders = List.of(
                    Strategies.forLevel(Level.MEDIUM, RULES, 3),
                    Strategies.parse("winpattern", RULES, 3),
                    new ThreatTouchingDefender(new Random(start.moves().hashCode())));
            for (Strategy defender : defenders) {
                assertWins(start, prediction.winInMoves(), defender, null);
                games++;
            }
        }
        assertThat(byThreats).as("wins by threats, not fours alone").isGreaterThanOrEqualTo(THREAT_WINS.size());
        System.out.println("predicted wins played out: " + positions.size() + " positions, " + games + " games");
    }

    @Test
    void aDefenderTryingEveryReplyAtItsFirstMoveStillLoses() {
        int games = 0;
        for (String moves : THREAT_WINS.subList(0, 2)) {
            Position start = Position.parse(RULES, moves);
            Prediction prediction = Predictors.forRules(RULES).predict(start, PREDICTION, Cancellation.never());
            assertThat(prediction.outcome()).isEqualTo(Outcome.winFor(start.toMove()));
            Strategy hard = Strategies.forLevel(Level.HARD, RULES, 1);
            Position afterFirst = start.play(hard.search(start, HARD).move());
            for (Point reply : repliesNearStones(afterFirst)) {
                assertWins(start, prediction.winInMoves(), Strategies.forLevel(Level.MEDIUM, RULES, 3), reply);
                games++;
            }
        }
        assertThat(games).isGreaterThan(50);
        System.out.println("first-reply defender: " + games + " games");
    }

    /** Plays hard (to move) against the defender from {@code start}; the defender's first move is {@code firstReply} if given. */
    static void assertWins(Position start, int reportedMoves, Strategy defender, Point firstReply) {
        Side attacker = start.toMove();
        Game game = Game.fromMoves(start.rules(), start.moves());
        Strategy hard = Strategies.forLevel(Level.HARD, start.rules(), 1);
        int attackerMoves = 0;
        boolean first = true;
        while (!game.isOver()) {
            Point move;
            if (game.toMove() == attacker) {
                move = hard.search(game.snapshot(), HARD, Cancellation.never(), ProgressSink.NONE).move();
                // the reported length leaves out the blocks of the defender's fours: he may delay the end with as many as he has
                attackerMoves += isForcedBlock(game.snapshot(), move) ? 0 : 1;
            } else if (first && firstReply != null) {
                move = firstReply;
            } else {
                SearchResult r = defender.search(game.snapshot(), DEFENDER, Cancellation.never(), ProgressSink.NONE);
                move = r.move();
            }
            if (game.toMove() != attacker) {
                first = false;
            }
            game.play(move);
            assertThat(attackerMoves).as("%s against %s from %s: %s", defender.name(), firstReply, start, game.moves())
                    .isLessThanOrEqualTo(reportedMoves + SLACK);
        }
        assertThat(game.result().winnerIfAny()).as("%s from %s: %s", defender.name(), start, game.moves())
                .contains(attacker);
    }

    /** Whether {@code move} stops the one five the opponent threatens, the mover having none of its own. */
    static boolean isForcedBlock(Position p, Point move) {
        List<Point> theirs = Referees.winningCells(p, p.toMove().opponent());
        return theirs.size() == 1 && theirs.get(0).equals(move) && Referees.winningCells(p, p.toMove()).isEmpty();
    }

    private static List<Point> repliesNearStones(Position p) {
        Board board = p.toBoard();
        List<Point> cells = new ArrayList<>();
        for (int i = 0; i < board.cellCount(); i++) {
            Point q = board.point(i);
            if (board.isEmpty(i) && near(board, q)) {
                cells.add(q);
            }
        }
        return cells;
    }

    private static boolean near(Board board, Point q) {
        for (int dy = -2; dy <= 2; dy++) {
            for (int dx = -2; dx <= 2; dx++) {
                Point r = q.plus(dx, dy);
                if (board.contains(r) && !board.isEmpty(board.index(r))) {
                    return true;
                }
            }
        }
        return false;
    }
}
