package org.inarow.io;

import java.util.List;
import java.util.regex.Pattern;
import org.inarow.model.Rules;

/**
 * Gomocup protocol coordinates: {@code x,y} with both counted from 0 and y from the TOP (h8 is
 * {@code 7,7} on 15×15, a1 is {@code 0,14}). Pairs one a line, or several a line separated by
 * spaces, semicolons or commas; a line must hold whole pairs. {@code #} comments are skipped. The
 * list says nothing about the board: the caller's rules apply.
 */
final class XyListReader {
    private static final Pattern SEPARATORS = Pattern.compile("[\\s,;()]+");
    private static final Pattern NUMBER = Pattern.compile("-?[0-9]{1,6}");

    private XyListReader() {
    }

    /** Whether text looks like an x,y list: digits and separators only, and at least one digit. */
    static boolean looksLike(String text) {
        String s = Comments.strip(text);
        return s.chars().anyMatch(Character::isDigit) && s.chars().allMatch(c -> (c >= '0' && c <= '9')
                || c == ',' || c == ';' || c == '(' || c == ')' || c == '-' || Character.isWhitespace(c));
    }

    static GameRecord read(String text, Rules rules) {
        Replay replay = new Replay(rules);
        List<String> lines = Comments.strip(text).lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty()) {
                continue;
            }
            String body = line.replaceAll("^[\\s,;()]+", "");
            if (body.isEmpty()) {
                continue;
            }
            String[] numbers = SEPARATORS.split(body);
            FileProblem where = FileProblem.of(FileProblem.Kind.LINE, i + 1);
            for (String n : numbers) {
                if (!NUMBER.matcher(n).matches()) {
                    throw new GameFileException(where, FileProblem.of(FileProblem.Kind.NOT_A_COORDINATE, Show.quote(n)));
                }
                if (n.startsWith("-")) {
                    throw new GameFileException(where, FileProblem.of(FileProblem.Kind.NEGATIVE_COORDINATE, n));
                }
            }
            if (numbers.length % 2 != 0) {
                throw new GameFileException(where, FileProblem.of(FileProblem.Kind.ODD_NUMBERS, numbers.length));
            }
            for (int j = 0; j < numbers.length; j += 2) {
                FileProblem place = FileProblem.of(FileProblem.Kind.LINE_MOVE, i + 1, replay.nextNumber());
                int x = Integer.parseInt(numbers[j]);
                int y = Integer.parseInt(numbers[j + 1]);
                String raw = x + "," + y;
                replay.play(replay.point(x, rules.height() - 1 - y, raw, place), raw, place);
            }
        }
        return replay.record(GameInfo.NONE);
    }
}
