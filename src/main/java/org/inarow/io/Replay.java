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
    Point point(int col, int row, String raw, String place) {
        if (col < 0 || row < 0 || col >= rules.width() || row >= rules.height()) {
            throw new GameFileException(place + ": " + raw + " is off the " + rules.width() + "x"
                    + rules.height() + " board");
        }
        return new Point(col, row);
    }

    /** Plays {@code p}; {@code raw} is how the file wrote it, shown after the point's name when it differs. */
    void play(Point p, String raw, String place) {
        Optional<IllegalReason> problem = game.check(p);
        if (problem.isPresent()) {
            String name = Notation.format(p);
            String shown = raw.equalsIgnoreCase(name) ? name : name + " (" + raw + ")";
            throw new GameFileException(place + ": " + shown + " " + problem.get().text() + ending(problem.get()));
        }
        game.play(p);
    }

    private String ending(IllegalReason reason) {
        if (reason != IllegalReason.GAME_OVER) {
            return "";
        }
        GameResult result = game.result();
        int last = game.lastMove().map(Move::number).orElse(0);
        if (result.status() == Status.WIN) {
            return " (" + Variants.sideName(rules, result.winner()) + " won at move " + last + ")";
        }
        return " (the board was full at move " + last + ")";
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
