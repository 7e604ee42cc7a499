package org.inarow.io;

import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.inarow.model.Side;
import org.inarow.model.TimeControl;

/**
 * What a record says about a game besides its moves. Empty strings stand for "not stated".
 *
 * @param firstPlayer  who played first (black in gomoku, X in tic-tac-toe; SGF {@code PB})
 * @param secondPlayer who played second (SGF {@code PW})
 * @param result       the stated result, which may be a resignation or a loss on time
 * @param title        the game's name (SGF {@code GN})
 * @param date         when it was played, as written (SGF {@code DT}, {@code YYYY-MM-DD} in ours)
 * @param event        the event or tournament (SGF {@code EV})
 * @param comment      a comment on the whole game (SGF {@code GC})
 * @param resultText   the result as the file wrote it ({@code B+R}, {@code W+Time}…), kept when it agrees with the
 *                     record's result; empty for ours, which writes {@link #result} its own way
 * @param thinkSeconds the computer's thinking time per move, in seconds, when it played with one; 0 when not stated
 * @param comments     comments on positions (SGF {@code C}), by the moves played to reach them: 0 the start
 * @param timeControl  the players' clocks (SGF {@code TM} and {@code OT}); {@link TimeControl#NONE} when not stated
 * @param timeLeft     each colour's time left on its clock after the last move, in milliseconds (SGF {@code BL} and
 *                     {@code WL}, in seconds, on the main line's last move); empty when not stated
 */
public record GameInfo(String firstPlayer, String secondPlayer, RecordedResult result, String title, String date,
                       String event, String comment, String resultText, int thinkSeconds, Map<Integer, String> comments,
                       TimeControl timeControl, Map<Side, Long> timeLeft) {

    public static final GameInfo NONE = new GameInfo("", "", RecordedResult.UNKNOWN, "", "");

    public GameInfo {
        firstPlayer = Objects.requireNonNullElse(firstPlayer, "").strip();
        secondPlayer = Objects.requireNonNullElse(secondPlayer, "").strip();
        result = Objects.requireNonNullElse(result, RecordedResult.UNKNOWN);
        title = Objects.requireNonNullElse(title, "").strip();
        date = Objects.requireNonNullElse(date, "").strip();
        event = Objects.requireNonNullElse(event, "").strip();
        comment = Objects.requireNonNullElse(comment, "").strip();
        resultText = Objects.requireNonNullElse(resultText, "").strip();
        thinkSeconds = Math.max(0, thinkSeconds);
        TreeMap<Integer, String> kept = new TreeMap<>();
        Objects.requireNonNullElse(comments, Map.<Integer, String>of()).forEach((n, text) -> {
            if (n >= 0 && text != null && !text.isBlank()) {
                kept.put(n, text.strip());
            }
        });
        comments = java.util.Collections.unmodifiableSortedMap(kept);
        timeControl = Objects.requireNonNullElse(timeControl, TimeControl.NONE);
        java.util.EnumMap<Side, Long> left = new java.util.EnumMap<>(Side.class);
        Objects.requireNonNullElse(timeLeft, Map.<Side, Long>of()).forEach((side, millis) -> {
            if (side != null && millis != null && millis >= 0) {
                left.put(side, millis);
            }
        });
        timeLeft = java.util.Collections.unmodifiableMap(left);
    }

    /** With no time left stated. */
    public GameInfo(String firstPlayer, String secondPlayer, RecordedResult result, String title, String date,
                    String event, String comment, String resultText, int thinkSeconds, Map<Integer, String> comments,
                    TimeControl timeControl) {
        this(firstPlayer, secondPlayer, result, title, date, event, comment, resultText, thinkSeconds, comments,
                timeControl, Map.of());
    }

    /** With no time control stated. */
    public GameInfo(String firstPlayer, String secondPlayer, RecordedResult result, String title, String date,
                    String event, String comment, String resultText, int thinkSeconds, Map<Integer, String> comments) {
        this(firstPlayer, secondPlayer, result, title, date, event, comment, resultText, thinkSeconds, comments,
                TimeControl.NONE);
    }

    /** The players, result, title and date alone. */
    public GameInfo(String firstPlayer, String secondPlayer, RecordedResult result, String title, String date) {
        this(firstPlayer, secondPlayer, result, title, date, "", "", "", 0, Map.of());
    }

    public static GameInfo players(String first, String second) {
        return new GameInfo(first, second, RecordedResult.UNKNOWN, "", "");
    }

    /** A new stated result; the file's wording goes with the old one. */
    public GameInfo withResult(RecordedResult newResult) {
        return new GameInfo(firstPlayer, secondPlayer, newResult, title, date, event, comment,
                newResult == result ? resultText : "", thinkSeconds, comments, timeControl, timeLeft);
    }

    public GameInfo withPlayers(String first, String second) {
        return new GameInfo(first, second, result, title, date, event, comment, resultText, thinkSeconds, comments,
                timeControl, timeLeft);
    }

    /** What a game-info dialog edits: the players' names, the event, the date and the comment on the game. */
    public GameInfo withDetails(String first, String second, String newEvent, String newDate, String newComment) {
        return new GameInfo(first, second, result, title, newDate, newEvent, newComment, resultText, thinkSeconds,
                comments, timeControl, timeLeft);
    }

    public GameInfo withThinkSeconds(int seconds) {
        return new GameInfo(firstPlayer, secondPlayer, result, title, date, event, comment, resultText, seconds, comments,
                timeControl, timeLeft);
    }

    /** These comments on positions instead of the ones held. */
    public GameInfo withComments(Map<Integer, String> newComments) {
        return new GameInfo(firstPlayer, secondPlayer, result, title, date, event, comment, resultText, thinkSeconds,
                newComments, timeControl, timeLeft);
    }

    /** The players' clocks. */
    public GameInfo withTimeControl(TimeControl control) {
        return new GameInfo(firstPlayer, secondPlayer, result, title, date, event, comment, resultText, thinkSeconds,
                comments, control, timeLeft);
    }

    /** Each colour's time left on its clock after the last move (milliseconds). */
    public GameInfo withTimeLeft(Map<Side, Long> left) {
        return new GameInfo(firstPlayer, secondPlayer, result, title, date, event, comment, resultText, thinkSeconds,
                comments, timeControl, left);
    }

    /** A win on time: SGF FF[4] writes it {@code B+T} or {@code W+T}. */
    public GameInfo withWinOnTime(RecordedResult winner) {
        if (winner != RecordedResult.FIRST_WINS && winner != RecordedResult.SECOND_WINS) {
            throw new IllegalArgumentException("a win on time is a win, not " + winner);
        }
        return new GameInfo(firstPlayer, secondPlayer, winner, title, date, event, comment,
                winner == RecordedResult.FIRST_WINS ? "B+T" : "W+T", thinkSeconds, comments, timeControl, timeLeft);
    }
}
