package org.inarow.ui.game;

import java.util.List;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.ui.board.GhostLine;

/**
 * A line of moves to come shown on the board as numbered see-through stones: the continuation "who
 * will win" expects, a line of the analysis, a solution. The player steps through it (one stone more
 * or less at a time) and, where a person plays both sides, plays it out: its shown stones become moves,
 * what followed before kept as a variation. It belongs to the position it was shown for; once the board
 * shows another, it is gone.
 */
public final class ShownLine {
    private final CurrentGame current;
    private final Turns turns;
    private GhostLine line = GhostLine.NONE;
    private Position from;

    ShownLine(CurrentGame current, Turns turns) {
        this.current = current;
        this.turns = turns;
    }

    /** The line on the board now (none once the board shows another position than the one it was for). */
    public GhostLine line() {
        return from != null && from.equals(current.shownPosition()) ? line : GhostLine.NONE;
    }

    public boolean isShown() {
        return !line().isEmpty();
    }

    /** Shows {@code points} from the position on the board, every stone of it. */
    public void show(List<Point> points) {
        Position shown = current.shownPosition();
        if (points.isEmpty() || shown.isOver()) {
            hide();
            return;
        }
        line = GhostLine.of(points, shown.toMove());
        from = shown;
        current.notifyListeners();
    }

    public void hide() {
        if (line != GhostLine.NONE) {
            line = GhostLine.NONE;
            from = null;
            current.notifyListeners();
        }
    }

    /** One stone more ({@code +1}) or fewer ({@code -1}) of the line on the board, within the line. */
    public void step(int delta) {
        if (isShown()) {
            line = line.stepped(delta);
            current.notifyListeners();
        }
    }

    /** Whether the shown stones may become moves: a person plays both sides (two players), and one is shown. */
    public boolean canPlayOut() {
        return isShown() && line.shown() > 0 && current.setup().mode() == Mode.TWO_PLAYERS && !current.shownPosition().isOver();
    }

    /** Plays the shown stones as moves, in order, from the position shown (the game's later moves kept as a variation). */
    public void playOut() {
        if (!canPlayOut()) {
            return;
        }
        List<Point> moves = line.shownPoints();
        hide();
        for (Point p : moves) {
            if (current.shownPosition().isOver()) {
                break;
            }
            turns.cellChosen(p);
        }
    }
}
