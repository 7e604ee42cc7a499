package org.inarow.io;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.inarow.model.Rules;

/**
 * Move lists in notation: {@code h8 h9 i8}, separated by spaces, commas, semicolons or line breaks;
 * also the compact form {@code h8h9i8} that Yixin and gomocalc users paste. Move numbers
 * ({@code 1.} or {@code 1)}) and {@code #} comments are skipped. The list says nothing about the
 * board: the caller's rules apply.
 */
final class MoveListReader {
    private static final Pattern SEPARATORS = Pattern.compile("[\\s,;]+");
    private static final Pattern MOVE_NUMBER = Pattern.compile("[0-9]{1,4}[.)]");
    private static final Pattern POINTS = Pattern.compile("(?:[a-z][0-9]{1,2})+");
    private static final Pattern POINT = Pattern.compile("([a-z])([0-9]{1,2})");

    private MoveListReader() {
    }

    static GameRecord read(String text, Rules rules) {
        Replay replay = new Replay(rules);
        for (String token : SEPARATORS.split(Comments.strip(text))) {
            String t = token.toLowerCase(Locale.ROOT);
            Matcher number = MOVE_NUMBER.matcher(t);
            if (number.lookingAt()) {
                t = t.substring(number.end()); // "1." alone, or glued to its move as in "1.h8"
            }
            if (t.isEmpty()) {
                continue;
            }
            String place = "move " + replay.nextNumber();
            if (!POINTS.matcher(t).matches()) {
                throw new GameFileException(place + ": " + Show.quote(token)
                        + " is not a point (expected a column letter and a row number, like h8)");
            }
            Matcher m = POINT.matcher(t);
            while (m.find()) {
                place = "move " + replay.nextNumber();
                String raw = m.group();
                int col = m.group(1).charAt(0) - 'a';
                int row = Integer.parseInt(m.group(2)) - 1;
                replay.play(replay.point(col, row, raw, place), raw, place);
            }
        }
        return replay.record(GameInfo.NONE);
    }
}
