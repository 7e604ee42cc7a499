package org.inarow.io.pbrain;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.UserText;

/**
 * The data lines of a BOARD command, gathered until DONE: {@code x,y,field} with field 1 for the
 * brain's own stone and 2 for the opponent's. Field 3 marks a stone of a continuous game (a
 * finished winning line, or a renju forbidden point), which this brain does not play. A SWAP2BOARD
 * block gives its stones as {@code x,y} alone, in the order played (black first,
 * {@link #points()}). The first bad line is remembered, with its number, and reported at DONE.
 */
final class BoardBlock {
    private final String command;
    private final boolean readsStones;
    private final List<Point> own = new ArrayList<>();
    private final List<Point> opponent = new ArrayList<>();
    private final List<Point> points = new ArrayList<>();
    private final Set<Point> seen = new HashSet<>();
    private int lines;
    private String firstError;

    /** A block for {@code command}: BOARD reads {@code x,y,field} lines, SWAP2BOARD {@code x,y} lines. */
    BoardBlock(String command, boolean readsStones) {
        this.command = command;
        this.readsStones = readsStones;
    }

    String command() {
        return command;
    }

    void add(String line, Rules rules) {
        lines++;
        if (firstError != null || !readsStones) {
            return;
        }
        try {
            read(line.strip(), rules);
        } catch (IllegalArgumentException e) {
            firstError = command + " line " + lines + " '" + UserText.shown(line.strip(), 40) + "': " + e.getMessage();
        }
    }

    /** A line that could not be read at all (too long): the block fails with {@code problem} unless it failed before. */
    void reject(String problem) {
        lines++;
        if (firstError == null && readsStones) {
            firstError = command + " line " + lines + ": " + problem;
        }
    }

    private void read(String line, Rules rules) {
        if (command.equals("SWAP2BOARD")) { // x,y as the Gomocup note has it, or x,y,field as managers send it
            String xy = line.indexOf(',') != line.lastIndexOf(',') ? line.substring(0, line.lastIndexOf(',')) : line;
            Point p = ProtocolPoint.parse(xy, rules);
            if (!seen.add(p)) {
                throw new IllegalArgumentException(ProtocolPoint.format(p, rules) + " is given twice");
            }
            points.add(p);
            return;
        }
        int lastComma = line.lastIndexOf(',');
        if (lastComma < 0 || line.indexOf(',') == lastComma) {
            throw new IllegalArgumentException("expected x,y,field");
        }
        Point p = ProtocolPoint.parse(line.substring(0, lastComma), rules);
        if (!seen.add(p)) {
            throw new IllegalArgumentException(ProtocolPoint.format(p, rules) + " is given twice");
        }
        String field = line.substring(lastComma + 1).strip();
        switch (field) {
            case "1" -> own.add(p);
            case "2" -> opponent.add(p);
            case "3" -> throw new IllegalArgumentException("field 3 (continuous game) is not supported");
            default -> throw new IllegalArgumentException("field '" + UserText.shown(field, 20) + "' is not 1 (own stone) or 2 (opponent's)");
        }
    }

    /** The first problem met, or null. */
    String error() {
        return firstError;
    }

    List<Point> own() {
        return own;
    }

    List<Point> opponent() {
        return opponent;
    }

    /** A SWAP2BOARD block's stones in the order played. */
    List<Point> points() {
        return points;
    }
}
