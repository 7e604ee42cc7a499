package org.inarow.io;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import org.inarow.model.Game;
import org.inarow.model.GameResult;
import org.inarow.model.IllegalReason;
import org.inarow.model.Move;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.model.Status;

/**
 * Plays a file's moves on a fresh game, one at a time, turning the first illegal one into a
 * {@link GameFileException} that names the move number, the point and the reason. It remembers
 * which stones a file set up rather than played (SGF's {@code AB}/{@code AW}, played in as moves).
 */
final class Replay {
    private final Rules rules;
    private final Game game;
    private final Deque<Boolean> setUp = new ArrayDeque<>(); // for each stone on the board, the last first: set up?

    Replay(Rules rules) {
        this.rules = rules;
        this.game = new Game(rules);
    }

    Rules rules() {
        return rules;
    }

    /** The number the next move will have, from 1. */
    int nextNumber() {
        return game.moveCount() + 1;
    }

    /** A point from 0-based column and row-from-the-bottom, or an error if it lies off the board. */
    Point point(int col, int row, String raw, FileProblem place) {
        if (col < 0 || row < 0 || col >= rules.width() || row >= rules.height()) {
            throw new GameFileException(place, FileProblem.of(FileProblem.Kind.OFF_THE_BOARD, raw, rules.width() + "x" + rules.height()));
        }
        return new Point(col, row);
    }

    /** Plays {@code p}; {@code raw} is how the file wrote it, shown after the point's name when it differs. */
    void play(Point p, String raw, FileProblem place) {
        play(p, raw, place, false);
    }

    /** Plays {@code p}, a stone the file set up ({@code setup}) or a move. */
    void play(Point p, String raw, FileProblem place, boolean setup) {
        Optional<IllegalReason> problem = game.check(p);
        if (problem.isPresent()) {
            String name = Notation.format(p);
            String shown = raw.equalsIgnoreCase(name) ? name : name + " (" + raw + ")";
            throw new GameFileException(place, refusal(problem.get(), shown));
        }
        game.play(p);
        setUp.push(setup);
    }

    /** Whether the last stone on the board was set up by the file, not played. */
    boolean lastWasSetup() {
        return !setUp.isEmpty() && setUp.peek();
    }

    boolean isEmpty(Point p) {
        return game.stoneAt(p).isEmpty();
    }

    Side toMove() {
        return game.toMove();
    }

    List<Point> moves() {
        return game.moves();
    }

    /** Why the point ({@code shown}) cannot be played: the model's reason, after a game's end when and how it ended. */
    private FileProblem refusal(IllegalReason reason, String shown) {
        if (reason == IllegalReason.GAME_OVER) {
            GameResult result = game.result();
            int last = game.lastMove().map(Move::number).orElse(0);
            return result.status() == Status.WIN
                    ? FileProblem.of(FileProblem.Kind.AFTER_WIN, shown, Variants.side(rules, result.winner()), last)
                    : FileProblem.of(FileProblem.Kind.AFTER_FULL_BOARD, shown, last);
        }
        return FileProblem.of(switch (reason) {
            case OFF_BOARD -> FileProblem.Kind.OFF_BOARD;
            case OCCUPIED -> FileProblem.Kind.OCCUPIED;
            case FORBIDDEN_OVERLINE -> FileProblem.Kind.FORBIDDEN_OVERLINE;
            case FORBIDDEN_DOUBLE_FOUR -> FileProblem.Kind.FORBIDDEN_DOUBLE_FOUR;
            case FORBIDDEN_DOUBLE_THREE -> FileProblem.Kind.FORBIDDEN_DOUBLE_THREE;
            case CHOICE_PENDING -> FileProblem.Kind.CHOICE_PENDING;
            case NOT_CENTRE -> FileProblem.Kind.NOT_CENTRE;
            case GAME_OVER -> throw new IllegalStateException("handled above");
        }, shown);
    }

    /** Takes back the last move (walking back out of a variation). */
    void undo() {
        if (game.undo().isPresent()) {
            setUp.pop();
        }
    }

    GameRecord record(GameInfo info) {
        return new GameRecord(rules, game.moves(), info);
    }

    GameResult result() {
        return game.result();
    }

    int moveCount() {
        return game.moveCount();
    }
}
