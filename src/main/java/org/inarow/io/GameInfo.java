package org.inarow.io;

import java.util.Objects;

/**
 * What a record says about a game besides its moves. Empty strings stand for "not stated".
 *
 * @param firstPlayer  who played first (black in gomoku, X in tic-tac-toe)
 * @param secondPlayer who played second
 * @param result       the stated result, which may be a resignation or a loss on time
 * @param title        the game's name or event (SGF {@code GN})
 * @param date         when it was played, as written (SGF {@code DT})
 */
public record GameInfo(String firstPlayer, String secondPlayer, RecordedResult result, String title, String date) {

    public static final GameInfo NONE = new GameInfo("", "", RecordedResult.UNKNOWN, "", "");

    public GameInfo {
        firstPlayer = Objects.requireNonNullElse(firstPlayer, "").strip();
        secondPlayer = Objects.requireNonNullElse(secondPlayer, "").strip();
        result = Objects.requireNonNullElse(result, RecordedResult.UNKNOWN);
        title = Objects.requireNonNullElse(title, "").strip();
        date = Objects.requireNonNullElse(date, "").strip();
    }

    public static GameInfo players(String first, String second) {
        return new GameInfo(first, second, RecordedResult.UNKNOWN, "", "");
    }

    public GameInfo withResult(RecordedResult newResult) {
        return new GameInfo(firstPlayer, secondPlayer, newResult, title, date);
    }

    public GameInfo withPlayers(String first, String second) {
        return new GameInfo(first, second, result, title, date);
    }
}
