package org.inarow.cli;

import java.util.List;
import org.inarow.ai.review.Review;
import org.inarow.model.Notation;

/**
 * A review as {@code analyze --review} prints it, one line a move:
 * {@code <n><TAB><move><TAB><side><TAB><first player's win chance after it><TAB><best move there><TAB><mark>}.
 */
final class ReviewLines {
    private ReviewLines() {
    }

    static List<String> of(Review review) {
        return review.moves().stream().map(m -> String.join("\t", Integer.toString(m.number()),
                Notation.format(m.move()), Sides.id(m.side()), Analysis.chance(m.firstPlayerWinChance()),
                m.best() == null ? "-" : Notation.format(m.best()), m.mark().id())).toList();
    }
}
