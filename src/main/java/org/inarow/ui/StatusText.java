package org.inarow.ui;

import java.util.List;
import java.util.Locale;
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
final class StatusText {
    /** Below this score (side to move's view) an estimate calls the game even. */
    private static final int EVEN = 150;
    /** Above this an estimate says one side is clearly better. */
    private static final int CLEAR = 1500;

    private StatusText() {
    }

    /** Whose turn it is, or how the game ended. */
    static String turn(GameSetup setup, Position position) {
        Family family = position.rules().family();
        if (position.isOver()) {
            return result(setup, position.result(), position.rules().k());
        }
        Side side = position.toMove();
        String name = SideNames.of(family, side);
        if (setup.mode() == Mode.TWO_PLAYERS) {
            return name + " to move";
        }
        return setup.isComputer(side) ? "The computer is thinking…" : "Your move (" + name + ")";
    }

    /** While an earlier position is shown: "Reviewing move 5 of 12". */
    static String reviewing(ReviewState review) {
        return "Reviewing move " + review.shown() + " of " + review.total();
    }

    /**
     * A message wrapped to lines of {@code width} pixels (as HTML, which a label wraps). The width
     * is given in pt: Swing's HTML counts a CSS px as 1.3 screen pixels, but a pt as one.
     */
    static String wrapped(String message, int width) {
        String escaped = message.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
        return "<html><body style='width:" + Math.max(150, width - 16) + "pt'>" + escaped + "</body></html>";
    }

    static String result(GameSetup setup, GameResult result, int k) {
        if (result.status() == Status.DRAW) {
            return "Draw: the board is full";
        }
        Side winner = result.winner();
        String row = inARow(result.winningLine().size(), k);
        if (setup.mode() == Mode.VS_COMPUTER) {
            return setup.isComputer(winner) ? "The computer wins with " + row : "You win with " + row + "!";
        }
        return SideNames.of(setup.rules().family(), winner) + " wins with " + row;
    }

    private static String inARow(int length, int k) {
        int n = Math.max(length, k);
        String[] words = {"", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"};
        return (n < words.length ? words[n] : Integer.toString(n)) + " in a row";
    }

    /** A refused click, e.g. "h8 is occupied". */
    static String refusal(Point p, IllegalReason reason) {
        return switch (reason) {
            case GAME_OVER -> "The game is over: start a new one (Ctrl+N).";
            default -> Notation.format(p) + " " + reason.text() + ".";
        };
    }

    /** Live search progress: "3.2 s · depth 7 · 154k nodes · best h8". */
    static String progress(long elapsedMillis, Progress progress) {
        String time = String.format(Locale.ROOT, "%.1f s", elapsedMillis / 1000.0);
        if (progress == null) {
            return time;
        }
        String text = time + " · depth " + progress.depth() + " · " + count(progress.nodes()) + " nodes";
        return progress.bestMove() == null ? text : text + " · best " + Notation.format(progress.bestMove());
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
    static String prediction(Prediction p, Position position) {
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
            return moverName + " must block at " + points(p.mustBlock());
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

    /** The legend under a tinted tic-tac-toe board. */
    static String tintLegend(Position position) {
        String mover = SideNames.of(position.rules().family(), position.toMove());
        return "Green wins, yellow draws, red loses (" + mover + ")";
    }
}
