package org.inarow.ui.window;

import java.util.ArrayList;
import java.util.List;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.ui.board.PointNames;
import org.inarow.ui.text.Texts;

/** A position read aloud, row by row from the top, the rows with stones only: "Row 9: white h9. Row 8: black h8, black i8". */
final class SpokenPosition {
    private SpokenPosition() {
    }

    static String of(Position position) {
        Rules rules = position.rules();
        List<String> rows = new ArrayList<>();
        for (int row = rules.height() - 1; row >= 0; row--) {
            List<String> stones = new ArrayList<>();
            for (int col = 0; col < rules.width(); col++) {
                Point p = new Point(col, row);
                position.stoneAt(p).ifPresent(side ->
                        stones.add(PointNames.stoneName(rules.family(), side) + " " + Notation.format(p)));
            }
            if (!stones.isEmpty()) {
                rows.add(Texts.format("speech.row", row + 1, String.join(Texts.get("speech.listSeparator"), stones)));
            }
        }
        return rows.isEmpty() ? Texts.format("speech.position", 0, "").strip()
                : String.join(Texts.get("speech.separator"), rows);
    }
}
