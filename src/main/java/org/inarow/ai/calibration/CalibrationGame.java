package org.inarow.ai.calibration;

import java.util.List;
import org.inarow.model.GameResult;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Status;

/**
 * One finished game of the calibration data: its number (from 1), the opening's number in its
 * list, and every move from the empty board. As a line of the games file:
 * {@code number<TAB>opening<TAB>result<TAB>moves}, result {@code first}, {@code second} or {@code draw}.
 */
public record CalibrationGame(int number, int opening, List<Point> moves) {

    public CalibrationGame {
        moves = List.copyOf(moves);
    }

    /** The first player's score from the game: 1 for a win, 0 for a loss, 0.5 for a draw. */
    public double firstPlayerResult(Rules rules) {
        GameResult result = Position.of(rules, moves).result();
        if (!result.isOver()) {
            throw new IllegalArgumentException("game " + number + " is not finished");
        }
        return result.status() == Status.DRAW ? 0.5 : result.winner() == org.inarow.model.Side.FIRST ? 1.0 : 0.0;
    }

    public String toLine(Rules rules) {
        double result = firstPlayerResult(rules);
        String name = result == 1.0 ? "first" : result == 0.0 ? "second" : "draw";
        return number + "\t" + opening + "\t" + name + "\t" + Notation.formatMoves(moves);
    }

    /** A games-file line; the result written is checked against the moves. */
    public static CalibrationGame parse(String line, Rules rules) {
        String[] fields = line.split("\t");
        if (fields.length != 4) {
            throw new IllegalArgumentException("expected number, opening, result and moves separated by tabs");
        }
        CalibrationGame game = new CalibrationGame(Integer.parseInt(fields[0].strip()),
                Integer.parseInt(fields[1].strip()), Notation.parseMoves(fields[3], rules));
        String written = fields[2].strip();
        if (!game.toLine(rules).split("\t")[2].equals(written)) {
            throw new IllegalArgumentException("the result '" + written + "' is not what the moves give");
        }
        return game;
    }
}
