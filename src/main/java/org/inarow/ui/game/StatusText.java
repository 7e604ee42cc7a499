package org.inarow.ui.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToIntFunction;
import java.util.stream.Collectors;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Progress;
import org.inarow.ai.Proof;
import org.inarow.ai.Score;
import org.inarow.model.Family;
import org.inarow.model.GameResult;
import org.inarow.model.IllegalReason;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Side;
import org.inarow.model.Status;

/** The sentences the window shows: whose turn, the result, the computer's progress, who will win. */
public final class StatusText {
    /** Below this score (side to move's view) an estimate calls the game even. */
    private static final int EVEN = 150;
    /** Above this an estimate says one side is clearly better. */
    private static final int CLEAR = 1500;

    /** "Who will win" while the computer thinks: it is worked out after its move. */
    public static final String PREDICTION_AFTER_THE_COMPUTER = "Who will win: after its move";
    /** "Who will win" while it is being worked out. */
    public static final String PREDICTION_PENDING = "Who will win: thinking…";

    /** The tints' legend, naming the side to move the tints are for (a bare "(O)" read as "(0)"). */
    private static final String TINT_LEGEND = "Green %1$s wins, yellow draw, red %1$s loses";
    /** The same for the player against the computer: in a small font a bare "O" still reads as "0". */
    private static final String TINT_LEGEND_YOU = "Green you win, yellow draw, red lose";

    /** A word too long for a line breaks after one of these: path and name separators. */
    private static final String SEPARATORS = "/\\-_.,;:=";

    private StatusText() {
    }

    /** Whose turn it is, or how the game ended. */
    public static String turn(GameSetup setup, Position position) {
        Family family = position.rules().family();
        if (position.isOver()) {
            return result(setup, position.result());
        }
        Side side = position.toMove();
        String name = SideNames.of(family, side);
        if (setup.mode() == Mode.TWO_PLAYERS) {
            return name + " to move";
        }
        return setup.isComputer(side) ? "The computer is thinking…" : "Your move (" + name + ")";
    }

    /** While an earlier position is shown: "Review: move 5 of 12". */
    public static String reviewing(ReviewState review) {
        return "Review: move " + review.shown() + " of " + review.total();
    }

    /**
     * A message wrapped to lines at most {@code width} pixels wide as {@code measure} measures them,
     * as HTML lines that a label shows as they are. Lines break at spaces; a word too long for a
     * line (a file's path) breaks after one of its separators, or else where the line is full.
     * Without its tags the HTML reads as the message did.
     */
    public static String wrapped(String message, int width, ToIntFunction<String> measure) {
        // each line keeps the space it broke at, so the text reads the same without the tags
        return "<html>" + lines(message, width, measure).stream().map(StatusText::escape)
                .collect(Collectors.joining("<br>")) + "</html>";
    }

    /** The lines of {@link #wrapped}: each at most {@code width} wide (a single letter may be wider). */
    static List<String> lines(String message, int width, ToIntFunction<String> measure) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : message.split("(?<= )")) { // each word keeps the space after it
            if (measure.applyAsInt((line + word).stripTrailing()) <= width) {
                line.append(word);
                continue;
            }
            if (line.length() > 0) {
                lines.add(line.toString());
                line.setLength(0);
            }
            String rest = word;
            while (measure.applyAsInt(rest.stripTrailing()) > width) {
                int cut = cut(rest, width, measure);
                lines.add(rest.substring(0, cut));
                rest = rest.substring(cut);
            }
            line.append(rest);
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }

    /** Where to cut a word too wide for a line: after its last separator that fits, or after its last letter that does. */
    private static int cut(String word, int width, ToIntFunction<String> measure) {
        int fits = 1;
        while (fits < word.length() && measure.applyAsInt(word.substring(0, fits + 1)) <= width) {
            fits++;
        }
        for (int i = fits; i > fits / 2; i--) {
            if (SEPARATORS.indexOf(word.charAt(i - 1)) >= 0) {
                return i;
            }
        }
        return fits;
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    /** The result in a few words; the board draws the line that won. */
    public static String result(GameSetup setup, GameResult result) {
        if (result.status() == Status.DRAW) {
            return "Draw: the board is full";
        }
        Side winner = result.winner();
        if (setup.mode() == Mode.VS_COMPUTER) {
            return setup.isComputer(winner) ? "The computer wins" : "You win!";
        }
        return SideNames.of(setup.rules().family(), winner) + " wins";
    }

    /** Why a line longer than five did not win: "Six in a row does not win under Exactly five." */
    public static String overline(int length) {
        String[] words = {"Six", "Seven", "Eight", "Nine"};
        String count = length >= 6 && length <= 9 ? words[length - 6] : Integer.toString(length);
        return count + " in a row does not win under Exactly five.";
    }

    /** A refused click, e.g. "h8 is occupied". */
    public static String refusal(Point p, IllegalReason reason) {
        return switch (reason) {
            case GAME_OVER -> "The game is over: start a new game.";
            default -> Notation.format(p) + " " + reason.text() + ".";
        };
    }

    /** Live search progress: "Thinking for 3.3 s" and "depth 7 · 154k nodes · best h8". */
    public static ProgressText progress(long elapsedMillis, Progress progress) {
        String elapsed = String.format(Locale.ROOT, "Thinking for %.1f s", elapsedMillis / 1000.0);
        if (progress == null) {
            return new ProgressText(elapsed, "Searching…");
        }
        String search = "depth " + progress.depth() + " · " + count(progress.nodes()) + " nodes";
        return new ProgressText(elapsed,
                progress.bestMove() == null ? search : search + " · best " + Notation.format(progress.bestMove()));
    }

    static String count(long n) {
        if (n < 10_000) {
            return Long.toString(n);
        }
        if (n < 10_000_000) {
            return (n / 1000) + "k";
        }
        return (n / 1_000_000) + "M";
    }

    /** "Who will win" in words, for a position that is not over. */
    public static String prediction(Prediction p, Position position) {
        Family family = position.rules().family();
        Side mover = position.toMove();
        String moverName = SideNames.of(family, mover);
        boolean certain = p.proof() == Proof.EXACT || p.proof() == Proof.THREAT;
        if (certain && p.outcome() == Outcome.DRAW) {
            return "Draw with best play";
        }
        if (certain && (p.outcome() == Outcome.FIRST_WINS || p.outcome() == Outcome.SECOND_WINS)) {
            String winner = SideNames.of(family, p.outcome() == Outcome.FIRST_WINS ? Side.FIRST : Side.SECOND);
            if (family == Family.GOMOKU && p.winInMoves() == 1 && p.best() != null) {
                return winner + " wins by playing " + Notation.format(p.best());
            }
            if (family == Family.GOMOKU && p.winInMoves() > 0) {
                return winner + " has a forced win in " + p.winInMoves();
            }
            return winner + " wins with best play";
        }
        if (!p.mustBlock().isEmpty()) {
            return moverName + " must block " + points(p.mustBlock());
        }
        return estimate(p.score(), family, mover);
    }

    private static String estimate(int score, Family family, Side mover) {
        if (Score.isDecisive(score)) {
            Side winner = score > 0 ? mover : mover.opponent();
            return SideNames.of(family, winner) + " should win (estimate)";
        }
        if (Math.abs(score) < EVEN) {
            return "About even (estimate)";
        }
        Side ahead = score > 0 ? mover : mover.opponent();
        String name = SideNames.of(family, ahead);
        return Math.abs(score) >= CLEAR ? name + " is clearly better (estimate)" : name + " is a little better (estimate)";
    }

    private static String points(List<Point> points) {
        List<String> names = points.stream().map(Notation::format).limit(3).collect(Collectors.toList());
        return names.size() == 1 ? names.get(0)
                : String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
    }

    /**
     * The legend under a tinted tic-tac-toe board: for the player against the computer "you";
     * between two players the side to move by name.
     */
    public static String tintLegend(GameSetup setup, Position position) {
        if (setup.mode() == Mode.VS_COMPUTER && !setup.isComputer(position.toMove())) {
            return TINT_LEGEND_YOU;
        }
        return String.format(TINT_LEGEND, SideNames.of(position.rules().family(), position.toMove()));
    }
}
