package org.inarow.io;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.inarow.model.OpeningRule;
import org.inarow.model.Point;
import org.inarow.model.Rules;

/**
 * Piskvork's {@code .psq} as its manager writes it (Piskvork {@code savePsq}):
 * <pre>
 * Piskvorky 15x15, 11:11, 0      size, the two players' levels (0 = human), who began
 * 8,8,0                          x,y,time: 1-based, x from the left, y from the TOP; time in ms
 * ...
 * pbrain-a.zip                   after the moves, in tournament files: the two engines
 * pbrain-b.zip                   ("homo-1"/"homo-2" for people)
 * -1                             an error code
 * 0,Freestyle15_1                newer Gomocup archives: a line naming the rule
 * opening swap2 two white        ours: the opening rule and its choices ({@link OpeningRecords})
 * </pre>
 * Like Piskvork, the moves end at the first line that is not one; a move line after that is an
 * error rather than silently dropped. The rule comes from a trailer line naming it, else from the
 * caller's defaults; a 3x3 board is tic-tac-toe.
 */
final class PsqReader {
    private static final Pattern HEADER = Pattern.compile("\\s*piskvorky\\s+([0-9]{1,3})\\s*x\\s*([0-9]{1,3})\\b.*",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern MOVE = Pattern.compile("\\s*(-?[0-9]{1,4})\\s*,\\s*(-?[0-9]{1,4})\\s*(?:,\\s*-?[0-9]{1,10}\\s*)?");
    private static final Pattern INTEGER = Pattern.compile("\\s*-?[0-9]{1,10}\\s*");
    private static final Pattern OPENING_LINE = Pattern.compile("(?i)" + OpeningRecords.PSQ_WORD + "\\s+(none|swap2|swap)((?:\\s+[a-z]+)*)\\s*");
    private static final Pattern RULE_WORD = Pattern.compile("(freestyle|standard|renju|caro)", Pattern.CASE_INSENSITIVE);

    private PsqReader() {
    }

    static GameRecord read(String text, Rules defaults) {
        List<String> lines = text.lines().toList();
        int first = 0;
        while (first < lines.size() && lines.get(first).isBlank()) {
            first++;
        }
        if (first == lines.size()) {
            throw new GameFileException(FileProblem.of(FileProblem.Kind.PSQ_EMPTY));
        }
        Matcher header = HEADER.matcher(lines.get(first));
        if (!header.matches()) {
            throw new GameFileException(FileProblem.of(FileProblem.Kind.LINE, first + 1), FileProblem.of(FileProblem.Kind.PSQ_HEADER, Show.quote(lines.get(first))));
        }
        int width = Integer.parseInt(header.group(1));
        int height = Integer.parseInt(header.group(2));

        List<int[]> moves = new ArrayList<>(); // {x, y, line}
        int i = first + 1;
        for (; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank()) {
                continue;
            }
            Matcher m = MOVE.matcher(line);
            if (!m.matches()) {
                break;
            }
            moves.add(new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), i + 1});
        }
        Trailer trailer = trailer(lines, i);
        FileProblem rulePlace = FileProblem.of(FileProblem.Kind.LINE, trailer.ruleLine > 0 ? trailer.ruleLine : first + 1);
        Rules rules = Variants.resolve(width, height, RuleName.classify(trailer.rule), trailer.rule, defaults, rulePlace);

        Replay replay = new Replay(rules);
        for (int[] move : moves) {
            FileProblem place = FileProblem.of(FileProblem.Kind.LINE_MOVE, move[2], replay.nextNumber());
            String raw = move[0] + "," + move[1];
            Point p = replay.point(move[0] - 1, rules.height() - move[1], raw, place);
            replay.play(p, raw, place);
        }
        GameRecord record = replay.record(new GameInfo(trailer.first, trailer.second, RecordedResult.UNKNOWN, "", ""));
        return OpeningRecords.apply(record, trailer.opening, trailer.choices, FileProblem.of(FileProblem.Kind.LINE, trailer.openingLine));
    }

    private record Trailer(String first, String second, String rule, int ruleLine, OpeningRule opening,
                           List<String> choices, int openingLine) {
    }

    /** Engine names (up to two lines before the error code), then a rule named anywhere after them. */
    private static Trailer trailer(List<String> lines, int start) {
        List<String> names = new ArrayList<>();
        String rule = "";
        int ruleLine = 0;
        boolean namesDone = false;
        int firstNonMove = -1;
        OpeningRule opening = OpeningRule.NONE;
        List<String> choices = List.of();
        int openingAt = 0;
        for (int i = start; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty()) {
                continue;
            }
            if (firstNonMove < 0) {
                firstNonMove = i;
            }
            if (MOVE.matcher(line).matches()) {
                throw new GameFileException(FileProblem.of(FileProblem.Kind.LINE, i + 1),
                        FileProblem.of(FileProblem.Kind.PSQ_MOVE_AFTER_END, firstNonMove + 1, Show.quote(lines.get(firstNonMove).strip())));
            }
            if (INTEGER.matcher(line).matches()) {
                namesDone = true;
                continue;
            }
            if (!namesDone && names.size() < 2) {
                names.add(line.toLowerCase(Locale.ROOT).startsWith("homo-") ? "" : line);
                continue;
            }
            Matcher openingLine = OPENING_LINE.matcher(line);
            if (openingLine.matches() && openingAt == 0) {
                opening = OpeningRule.fromId(openingLine.group(1));
                choices = List.of(openingLine.group(2).strip().split("\\s+")).stream().filter(c -> !c.isEmpty()).toList();
                openingAt = i + 1;
                continue;
            }
            Matcher word = RULE_WORD.matcher(line);
            if (ruleLine == 0 && word.find()) {
                rule = word.group(1);
                ruleLine = i + 1;
            }
        }
        return new Trailer(names.isEmpty() ? "" : names.get(0), names.size() < 2 ? "" : names.get(1), rule, ruleLine,
                opening, choices, openingAt);
    }
}
