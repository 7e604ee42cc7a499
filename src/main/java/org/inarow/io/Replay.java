package org.inarow.io;

import java.util.Optional;
import org.inarow.model.Game;
import org.inarow.model.GameResult;
import org.inarow.model.IllegalReason;
import org.inarow.model.Move;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Status;

/**
 * Plays a file's moves on a fresh game, one at a time, turning the first illegal one into a
 * {@link GameFileException} that names the move number, the point and the reason.
 */
final class Replay {
    private final Rules rules;
    private final Game game;

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
        Optional<IllegalReason> problem = game.check(p);
        if (problem.isPresent()) {
            String name = Notation.format(p);
            String shown = raw.equalsIgnoreCase(name) ? name : name + " (" + raw + ")";
            throw new GameFileException(place, refusal(problem.get(), shown));
        }
        game.play(p);
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
        game.undo();
    }

    /** The point of the last move played. */
    Point lastPoint() {
        return game.lastMove().orElseThrow().point();
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
