package org.inarow.cli;

import java.util.Locale;
import org.inarow.ai.arena.EloEstimate;
import org.inarow.ai.arena.PlayedGame;
import org.inarow.ai.arena.Tally;
import org.inarow.model.Notation;
import org.inarow.model.Side;
import org.inarow.model.Status;

/** The lines {@code arena} prints: one per game, and the score line. */
final class ArenaReport {
    private ArenaReport() {
    }

    /**
     * {@code game 3 opening 2 first A second B result second-wins winner B moves 41 time-ms 812},
     * with {@code forfeit <why>} appended when a player lost by an illegal move.
     */
    static String gameLine(PlayedGame game) {
        String first = game.aFirst() ? "A" : "B";
        String second = game.aFirst() ? "B" : "A";
        String result;
        String winner;
        if (game.result().status() == Status.DRAW) {
            result = "draw";
            winner = "-";
        } else {
            boolean firstWon = game.result().winner() == Side.FIRST;
            result = firstWon ? "first-wins" : "second-wins";
            winner = firstWon ? first : second;
        }
        String line = "game " + game.number() + " opening " + game.opening().number() + " first " + first + " second " + second
                + " result " + result + " winner " + winner + " moves " + game.moves().size() + " time-ms " + game.millis();
        return game.forfeit().map(why -> line + " forfeit " + why).orElse(line);
    }

    /** The whole game for {@code --verbose}: {@code   moves h8 h9 ...}. */
    static String movesLine(PlayedGame game) {
        return "  moves " + Notation.formatMoves(game.moves());
    }

    /**
     * {@code score: <A> vs <B>: W-D-L 0.750 elo +190.8 +/- 120.3 (95%)}; when an end of the 95%
     * interval is infinite (a perfect or nearly perfect score) the interval is printed instead:
     * {@code elo +inf (95%: +277.4 to +inf)}.
     */
    static String scoreLine(String a, String b, Tally tally) {
        EloEstimate elo = EloEstimate.of(tally);
        String head = String.format(Locale.ROOT, "score: %s vs %s: %d-%d-%d %.3f elo %s", a, b,
                tally.wins(), tally.draws(), tally.losses(), tally.fraction(), signed(elo.elo()));
        if (elo.isBounded()) {
            return head + String.format(Locale.ROOT, " +/- %.1f (95%%)", elo.margin());
        }
        return head + " (95%: " + signed(elo.low()) + " to " + signed(elo.high()) + ")";
    }

    private static String signed(double elo) {
        if (Double.isInfinite(elo)) {
            return elo > 0 ? "+inf" : "-inf";
        }
        return String.format(Locale.ROOT, "%+.1f", elo + 0.0); // + 0.0 turns -0.0 into 0.0
    }
}
