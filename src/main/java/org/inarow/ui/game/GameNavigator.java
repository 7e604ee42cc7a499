package org.inarow.ui.game;

import java.util.List;
import org.inarow.model.Game;
import org.inarow.model.Point;

/**
 * Moves what the board shows along the game: to an earlier position (the game waits meanwhile, and a move
 * there starts a new line: {@link Turns}), to the review's next or previous turning point, or onto another
 * of the game's lines, which becomes the game's line with the old one kept as a variation. A move the
 * review judged brings its verdict as the news.
 */
final class GameNavigator {
    private final CurrentGame current;
    private final Reviewer reviewer;
    private final Changes changes;

    GameNavigator(CurrentGame current, Reviewer reviewer, Changes changes) {
        this.current = current;
        this.reviewer = reviewer;
        this.changes = changes;
    }

    /** Shows the position after {@code moves} moves of the game; all of them returns to the game. */
    void showMove(int moves) {
        ReviewState next = current.review().at(moves);
        if (next.equals(current.review())) {
            return;
        }
        current.show(next);
        current.setInfo(reviewer.shownVerdictNews());
        changes.shownChanged();
    }

    /** Shows the position after the next turning point ({@code forward}) or the one before. */
    void showTurningPoint(boolean forward) {
        reviewer.turningPoint(forward).ifPresent(v -> showMove(v.number()));
    }

    /**
     * Makes the line through {@code line} (moves from the start, e.g. a variation's first move) the game's line,
     * the old one kept as a variation, with the game at its end and the position after {@code line} shown. A line
     * the game does not have changes nothing.
     */
    void switchToLine(List<Point> line) {
        Game game = current.game();
        if (game.tree().at(line).isEmpty()) {
            return;
        }
        game.switchTo(line);
        while (game.redo().isPresent()) {
            // to the end of the line: the board looks back at where it branched, and the arrows follow it
        }
        current.show(new ReviewState(line.size(), game.moveCount()));
        current.setInfo(reviewer.shownVerdictNews()); // as for any move shown: a judged move is explained
        reviewer.keepInStep();
        changes.shownChanged();
    }
}
