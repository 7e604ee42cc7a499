package org.inarow.ui.game;

import java.util.EnumMap;
import java.util.Map;
import org.inarow.model.Family;
import org.inarow.model.GameResult;
import org.inarow.model.Side;
import org.inarow.model.Status;

/**
 * The games finished in this session, per mode: against the computer the player's wins, the
 * computer's wins and draws; between two players each side's wins and draws. A game counts once,
 * when a move in this session first ends it (an opened game that is already over does not count): taken back
 * and ended again, or ended again on another of its lines (a variation switched to), it is the same game.
 */
public final class SessionScore {

    /** Wins of the first side (or the player), of the second side (or the computer), draws. */
    private final Map<Mode, int[]> counts = new EnumMap<>(Mode.class);
    private int seenGame = -1;
    private boolean seenOver = true;
    private int countedGame = -1;

    /**
     * What the controller shows now: game {@code game} under {@code setup}, its result or null while
     * it goes on. Returns whether this is the moment the game ended for the first time (it was counted now).
     */
    boolean seen(int game, GameSetup setup, GameResult result) {
        boolean over = result != null;
        boolean counted = game == seenGame && !seenOver && over && game != countedGame;
        if (counted) {
            countedGame = game;
            int[] c = counts.computeIfAbsent(setup.mode(), m -> new int[3]);
            if (result.status() == Status.DRAW) {
                c[2]++;
            } else if (setup.mode() == Mode.VS_COMPUTER) {
                c[setup.isComputer(result.winner()) ? 1 : 0]++;
            } else {
                c[result.winner() == Side.FIRST ? 0 : 1]++;
            }
        }
        seenGame = game;
        seenOver = over;
        return counted;
    }

    /** Whether a game of this mode has been finished in the session. */
    public boolean hasGames(Mode mode) {
        return counts.containsKey(mode);
    }

    /** The tally in words, e.g. "Session: you 2, computer 1, draws 0". */
    public String text(Mode mode, Family family) {
        int[] c = counts.getOrDefault(mode, new int[3]);
        return mode == Mode.VS_COMPUTER ? Words.format("status.sessionVsComputer", c[0], c[1], c[2])
                : Words.format("status.sessionTwoPlayers", SideNames.of(family, Side.FIRST), c[0],
                        SideNames.of(family, Side.SECOND), c[1], c[2]);
    }
}
