package org.inarow.ai.opening;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.inarow.ai.Candidate;
import org.inarow.ai.Candidates;
import org.inarow.ai.OutcomeClass;

/**
 * The map for the opener of swap or swap2 while placing the opening stones: the other player will
 * choose the colour after them, so the opener's best stone is the one that leaves the game nearest
 * even, not the one best for the colour it places. The candidates are ranked by how far the first
 * player's chance after them lies from one half, the nearest marked best; the tint says how far:
 * within {@link #EVEN} it keeps the game even, within {@link #UNEVEN} it tilts it, beyond that it
 * hands the chooser a clear pick. Proven wins and losses are as far from even as can be.
 */
public final class BalancedCandidates {
    /** A first player's chance within this of one half keeps the game even. */
    public static final double EVEN = 0.05;
    /** Within this of one half the game only tilts; beyond it the chooser has an easy choice. */
    public static final double UNEVEN = 0.15;

    private BalancedCandidates() {
    }

    /** {@code map} re-ranked for balance: the nearest-even candidate first and best. */
    public static Candidates of(Candidates map) {
        List<Candidate> ranked = new ArrayList<>(map.candidates());
        ranked.sort(Comparator.comparingDouble(BalancedCandidates::distance));
        List<Candidate> out = new ArrayList<>();
        for (int i = 0; i < ranked.size(); i++) {
            Candidate c = ranked.get(i);
            out.add(new Candidate(c.point(), tint(distance(c)), c.firstPlayerWinChance(), c.score(), c.line(), i == 0,
                    c.mustBlock()));
        }
        return new Candidates(map.prediction(), out);
    }

    /** How far the first player's chance after {@code c} lies from one half (a proven result: one half). */
    static double distance(Candidate c) {
        boolean proven = c.outcome() == OutcomeClass.PROVEN_WIN || c.outcome() == OutcomeClass.PROVEN_LOSS;
        return proven ? 0.5 : Math.abs(c.firstPlayerWinChance() - 0.5);
    }

    private static OutcomeClass tint(double distance) {
        return distance <= EVEN ? OutcomeClass.BETTER : distance <= UNEVEN ? OutcomeClass.ABOUT_EVEN : OutcomeClass.WORSE;
    }
}
