package org.inarow.ai.engine;

import org.inarow.ai.Limits;
import org.inarow.ai.Score;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategies;
import java.util.List;
import org.inarow.model.Point;
import org.inarow.model.Position;

/**
 * Whether an attack goes on after a defence that the threat searches let stand: the engine's full
 * search (its evaluation, not only wins by threats), on a fixed node budget and a fresh table so
 * that the same position is always judged the same, still rates the attacker as winning. A
 * defence puzzle accepts only defences after which it does not: checked against Rapfi, of the 80
 * accepted defences it proved lost (by wins of 9 to 43 plies, beyond the threat searches) after a
 * first check at 1 M nodes, 45 are rated so now, and 20 of the 290 it did not prove lost, all with
 * the attacker ahead by Rapfi's evaluation too (docs/engine/experiments.md, D25, D28, D30).
 */
public final class LastingAttack {
    /** Nodes for the search after a defence (about four seconds of the top level's search; D28). */
    public static final long NODES = 4_000_000;
    /**
     * The attacker's score (hundreds are the evaluation's unit) from which the attack counts as
     * lasting: a win chance of about 85 % on the fitted curve ({@link org.inarow.ai.WinChance}).
     */
    public static final int WINNING_SCORE = 650;
    /**
     * The attacker's score from which, short of {@link #WINNING_SCORE}, the attack is not over after a
     * defence (a win chance above about 54 %): a puzzle with such a defence is no puzzle, since
     * accepting the defence and refusing it could both be wrong. Checked against a strong engine, of
     * the accepted defences rated so a fifth lose by force (54 of 254), of those rated lower 3 % (13 of
     * 430; docs/engine/experiments.md, D31, D33, measured before D34's mend).
     */
    public static final int UNCLEAR_SCORE = 50;
    private static final int HASH_MB = 16;

    private LastingAttack() {
    }

    /** Whether the side to move in {@code position} (the attacker, after the defence) is still winning by the search's judgement. */
    public static boolean after(Position position) {
        return score(position) >= WINNING_SCORE;
    }

    /**
     * The attacker's score by the search: a proven win above {@link Score#DECISIVE}, else the
     * evaluation. A four to block is blocked first, and so on while each side in turn has one four
     * to block, and the position after it searched (the search answers a lone block at once, with
     * the static evaluation); a lone defence the threats leave is searched as deep as any move.
     */
    public static int score(Position position) {
        return score(position, NODES);
    }

    /** {@link #score(Position)} on {@code nodes} nodes. */
    public static int score(Position position, long nodes) {
        if (position.isOver()) {
            throw new IllegalArgumentException("the game is over: nothing to judge");
        }
        List<Point> block = PuzzleDefender.fivePoints(position, position.toMove().opponent());
        if (PuzzleDefender.fivePoints(position, position.toMove()).isEmpty() && block.size() == 1) {
            Position after = position.play(block.get(0));
            return after.isOver() ? Score.winIn(1) : -score(after, nodes);
        }
        EngineStrategy engine = EngineStrategy.judging(PuzzleProver.RADIUS, EngineStrategy.DEFAULT_DEPTH, Strategies.ENGINE_WIDTH,
                HASH_MB);
        SearchResult result = engine.search(position, Limits.nodes(nodes));
        return result.score();
    }
}
