package org.inarow.ai.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Candidate;
import org.inarow.ai.Candidates;
import org.inarow.ai.Level;
import org.inarow.ai.Limits;
import org.inarow.ai.OutcomeClass;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.Strategies;
import org.inarow.ai.Strategy;
import org.inarow.model.Game;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;

/**
 * Proven claims on the map are never wrong: from the positions with a proven win by threats (the
 * ones {@link PredictedWinsPlayOutTest} uses) and the win puzzles, every candidate the map calls a
 * proven win is played, and the game played out with the hard level attacking and the hard level
 * defending: the attacker must win, within the moves the map claims and a little more (its blocks of the
 * defender's delaying fours not counted, as the threat search counts them).
 */
class ProvenCandidatesPlayOutTest {
    private static final Rules RULES = Rules.gomokuFreestyle(15);
    private static final Limits MAP = Limits.nodes(100_000);
    private static final Limits ATTACKER = Limits.nodes(60_000);
    private static final Limits DEFENDER = Limits.nodes(20_000);
    private static final int SLACK = 2;

    @Test
    void everyProvenWinningCandidateWinsAgainstTheEngineDefending() {
        List<Position> starts = new ArrayList<>();
        PredictedWinsPlayOutTest.THREAT_WINS.forEach(m -> starts.add(Position.parse(RULES, m)));
        Puzzle.all().stream().filter(p -> p.category().equals("win")).forEach(p -> starts.add(p.position()));
        int games = 0;
        int moreThanOne = 0;
        for (Position start : starts) {
            Candidates map = CandidatesTest.analyze(start, 3, MAP);
            List<Candidate> wins = map.candidates().stream().filter(c -> c.outcome() == OutcomeClass.PROVEN_WIN).toList();
            assertThat(wins).as("%s", start).isNotEmpty().hasSameSizeAs(map.candidates());
            moreThanOne += wins.size() > 1 ? 1 : 0;
            for (Candidate win : wins) {
                int claimed = (org.inarow.ai.Score.pliesToEnd(win.score()) + 1) / 2;
                playOut(start, win.point(), claimed);
                games++;
            }
        }
        assertThat(moreThanOne).as("positions with several winning moves").isGreaterThan(10);
        System.out.println("proven candidates played out: " + starts.size() + " positions, " + games + " games");
    }

    /** The attacker plays {@code first}, then hard against hard; the attacker must win within {@code claimed} of its moves (and the slack). */
    private static void playOut(Position start, Point first, int claimed) {
        Side attacker = start.toMove();
        Game game = Game.fromMoves(RULES, start.moves());
        game.play(first);
        Strategy attack = Strategies.forLevel(Level.HARD, RULES, 1);
        Strategy defend = Strategies.forLevel(Level.HARD, RULES, 2);
        int attackerMoves = 1;
        while (!game.isOver()) {
            boolean attacking = game.toMove() == attacker;
            Strategy s = attacking ? attack : defend;
            // the claim counts the winner's moves as the threat search does: a block of the defender's four is not one
            boolean block = attacking && !PuzzleDefender.fivePoints(game.snapshot(), attacker.opponent()).isEmpty();
            Point move = s.search(game.snapshot(), attacking ? ATTACKER : DEFENDER, Cancellation.never(), ProgressSink.NONE).move();
            game.play(move);
            attackerMoves += attacking && !block ? 1 : 0;
            assertThat(attackerMoves).as("%s from %s after %s: %s", first, start, claimed, game.moves())
                    .isLessThanOrEqualTo(claimed + SLACK);
        }
        assertThat(game.result().winnerIfAny()).as("%s from %s: %s", first, start, game.moves()).contains(attacker);
    }
}
