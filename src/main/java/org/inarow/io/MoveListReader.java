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
            if (!t.isEmpty()) {
                playToken(t, token, replay);
            }
        }
        return replay.record(GameInfo.NONE);
    }

    /** One point ({@code h8}) or several run together ({@code h8h9i10}): a letter, then one or two digits, repeated. */
    private static void playToken(String t, String token, Replay replay) {
        int i = 0;
        while (i < t.length()) {
            FileProblem place = FileProblem.of(FileProblem.Kind.MOVE, replay.nextNumber());
            int start = i;
            char letter = t.charAt(i++);
            int digits = 0;
            while (i < t.length() && digits < 2 && isDigit(t.charAt(i))) {
                i++;
                digits++;
            }
            if (letter < 'a' || letter > 'z' || digits == 0 || (i < t.length() && isDigit(t.charAt(i)))) {
                throw new GameFileException(place, FileProblem.of(FileProblem.Kind.NOT_A_POINT, Show.quote(token)));
            }
            String raw = t.substring(start, i);
            int row = Integer.parseInt(raw.substring(1)) - 1;
            replay.play(replay.point(letter - 'a', row, raw, place), raw, place);
        }
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
