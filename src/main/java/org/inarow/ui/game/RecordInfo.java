package org.inarow.ui.game;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.inarow.io.GameInfo;
import org.inarow.io.GameRecord;
import org.inarow.io.RecordedResult;
import org.inarow.model.Family;
import org.inarow.model.GameResult;
import org.inarow.model.Point;
import org.inarow.model.Side;

/**
 * What the game's record says besides its moves: who played, when, the event, a comment, the computer's time,
 * and comments on moves. A new game starts with the players as the setup has them ("You", the computer's
 * level, or the names two players typed for their last game) and today's date; an opened or resumed game
 * with what its file says; the game-info dialog edits it. A save gets it with the review's words on each
 * judged move as comments; a file's own result and comments stay only for the moves still as the file has them.
 */
public final class RecordInfo {
    private final CurrentGame current;
    private final Reviewer reviewer;
    private final Supplier<LocalDate> today;

    /** The game number the info is of (another game starts afresh). */
    private int game = -1;
    private GameInfo info = GameInfo.NONE;
    /** The moves the info's result and comments were stated for. */
    private List<Point> statedFor = List.of();
    /** The names two players last typed, for their next game. */
    private String firstTyped = "";
    private String secondTyped = "";
    /** Whether the names are a file's or typed: else they follow the setup (an opening rule decides the colours late). */
    private boolean ownNames;

    private Cached cached;
    /** How many times the dialog changed the info: a file saved before the last change differs from the game. */
    private int edits;

    private record Cached(int game, GameInfo info, List<Point> moves, Map<Integer, String> review, GameInfo forSave) {
    }

    private Supplier<Map<Side, Long>> timeLeft = Map::of;

    RecordInfo(CurrentGame current, Reviewer reviewer, Supplier<LocalDate> today) {
        this.current = current;
        this.reviewer = reviewer;
        this.today = today;
    }

    /** The info as the game-info dialog shows it: with the result the board or the file gives. */
    public GameInfo shown() {
        GameInfo held = held();
        RecordedResult result = GameRecord.of(current.game()).withInfo(stated(held)).result();
        return held.withResult(result);
    }

    /** The dialog's edit: the players' names, the event, the date and the game's comment go into the next save. */
    public void edit(String first, String second, String event, String date, String comment) {
        info = held().withDetails(first, second, event, date, comment);
        ownNames = true;
        edits++;
        if (current.setup().mode() == Mode.TWO_PLAYERS) {
            firstTyped = info.firstPlayer();
            secondTyped = info.secondPlayer();
        }
        current.notifyListeners(); // the autosave writes it too
    }

    /** Counts the dialog's edits, so a file's title can show it has changed since it was saved. */
    public int edits() {
        return edits;
    }

    /** An opened or resumed game (it has just taken the board): its file's info. */
    void opened(GameRecord record) {
        game = current.number();
        info = record.info();
        statedFor = record.moves();
        ownNames = !info.firstPlayer().isEmpty() || !info.secondPlayer().isEmpty();
    }

    /** The info for a record of the game as it is now, with the review's words on its judged moves. */
    public GameInfo forSave() {
        return withoutClocks().withTimeLeft(timeLeft.get()); // steady while a clock runs: it changes as the turn passes
    }

    /** Where the players' time left comes from (the game's clocks). */
    void readTimeLeft(Supplier<Map<Side, Long>> clocks) {
        timeLeft = clocks;
    }

    private GameInfo withoutClocks() {
        GameInfo held = held();
        List<Point> moves = current.game().moves();
        Map<Integer, String> review = reviewer.comments();
        Cached last = cached;
        if (last != null && last.game() == game && last.info().equals(held) && last.moves().equals(moves)
                && last.review().equals(review)) {
            return last.forSave();
        }
        int same = shared(statedFor, moves);
        Map<Integer, String> comments = new TreeMap<>();
        held.comments().forEach((n, text) -> {
            if (n <= same) {
                comments.put(n, text);
            }
        });
        comments.putAll(review);
        GameInfo result = stated(held).withComments(comments);
        cached = new Cached(game, held, List.copyOf(moves), review, result);
        return result;
    }

    /** A loss on time; else the file's result while the game is still the file's; none once it went on or back. */
    private GameInfo stated(GameInfo held) {
        GameResult result = current.game().result();
        if (result.onTime()) {
            return held.withWinOnTime(result.winner() == Side.FIRST ? RecordedResult.FIRST_WINS : RecordedResult.SECOND_WINS);
        }
        List<Point> moves = current.game().moves();
        return moves.equals(statedFor) ? held : held.withResult(RecordedResult.UNKNOWN);
    }

    private GameInfo held() {
        if (game != current.number()) { // a new game: today's date, the computer's time when it counts
            game = current.number();
            GameSetup setup = current.setup();
            boolean timed = setup.mode() == Mode.VS_COMPUTER && setup.thinkTimeCounts();
            info = new GameInfo("", "", RecordedResult.UNKNOWN, "", today.get().toString()) // ISO: YYYY-MM-DD, as DT
                    .withThinkSeconds(timed ? setup.thinkSeconds() : 0).withTimeControl(setup.clock());
            statedFor = List.of();
            ownNames = false;
        }
        if (!ownNames) {
            info = withSetupsNames(info);
        }
        return info;
    }

    /** "You" and the computer's level (its title in gomoku), or the names two players typed for their last game. */
    private GameInfo withSetupsNames(GameInfo held) {
        GameSetup setup = current.playing(); // under an opening rule the colours the choice gave
        if (setup.mode() != Mode.VS_COMPUTER) {
            return held.withPlayers(firstTyped, secondTyped);
        }
        String computer = setup.rules().family() == Family.GOMOKU ? LevelNames.title(setup.gomokuRung())
                : Words.get("setup.level." + setup.level().name());
        String you = Words.get("records.you");
        return setup.humanSide() == Side.FIRST ? held.withPlayers(you, computer) : held.withPlayers(computer, you);
    }

    private static int shared(List<Point> a, List<Point> b) {
        int n = 0;
        while (n < a.size() && n < b.size() && a.get(n).equals(b.get(n))) {
            n++;
        }
        return n;
    }
}
