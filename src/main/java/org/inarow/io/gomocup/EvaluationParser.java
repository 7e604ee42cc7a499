package org.inarow.io.gomocup;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.inarow.model.Point;
import org.inarow.model.Rules;

/**
 * Reads an engine's evaluation from the text of a {@code MESSAGE} line (without the word MESSAGE).
 * Formats understood:
 * <ul>
 * <li>Rapfi: {@code Depth 14-13 | Eval +M13 | Time 26ms | F7 I10 I7} and its closing line
 *     {@code Speed 891K | Depth 36-10 | Eval +M13 | Node 722K | Time 810ms}; {@code Eval 123},
 *     {@code -M8}, {@code +M*} (a database result). Points are a column letter and the row counted
 *     from the top, from 1 ({@code F7} is the protocol's 5,6).</li>
 * <li>Yixin's style, which Rapfi also writes in its "UCI-like" message mode:
 *     {@code depth 12-20 ev 178 n 1204K n/ms 950 tm 1270 pv h8 i9 j10}.</li>
 * <li>Yixin-Board's real-time lines: {@code REALTIME VAL 178} (a score; no line given).</li>
 * <li>AIWine: {@code depth: 6-8 best:[6,7] val=-59 time:136ms}.</li>
 * <li>Our own {@code pbrain}: {@code depth 7 score 132 nodes 21760 time 236 pv 9,8 7,7} with
 *     {@code win-in-5} or {@code loss-in-4} for a result.</li>
 * </ul>
 * Anything else (a multi-line PV of a MultiPV search, plain chatter) is no evaluation.
 */
public final class EvaluationParser {
    private static final Pattern RAPFI = Pattern.compile("(?:^|\\|)\\s*Eval\\s+([+-]?(?:M\\*|M\\d{1,9}|\\d{1,9}))\\s*(?:\\||$)");
    private static final Pattern RAPFI_DEPTH = Pattern.compile("(?:^|\\|)\\s*Depth\\s+(\\d{1,9})");
    private static final Pattern YIXIN = Pattern.compile("^depth\\s+(\\d{1,9})(?:-\\d{1,9})?\\s+(?:multipv\\s+\\d{1,9}\\s+)?ev\\s+([+-]?(?:M\\*|M\\d{1,9}|\\d{1,9}))(.*)$");
    private static final Pattern REALTIME_VAL = Pattern.compile("^REALTIME\\s+VAL\\s+(-?\\d{1,9})\\s*$");
    private static final Pattern AIWINE = Pattern.compile("^depth:\\s*(\\d{1,9})(?:-\\d{1,9})?\\s+best:\\[(\\d{1,9}),(\\d{1,9})]\\s+val=(-?\\d{1,9})(?!\\d)");
    private static final Pattern OURS = Pattern.compile("^depth\\s+(\\d{1,9})\\s+score\\s+(win-in-\\d{1,9}|loss-in-\\d{1,9}|-?\\d{1,9})\\b(.*)$");
    private static final Pattern LETTER_POINT = Pattern.compile("([A-Za-z])(\\d{1,2})");
    private static final Pattern XY_POINT = Pattern.compile("(\\d{1,2}),(\\d{1,2})");

    private final Rules rules;

    /** A parser for a board of {@code rules}' size (the PV's points are turned into ours). */
    public EvaluationParser(Rules rules) {
        this.rules = rules;
    }

    /**
     * The evaluation in a MESSAGE line's text, if it holds one; numbers of more than nine digits are no evaluation
     * (the patterns take at most nine, so every number read fits an int).
     */
    public Optional<EngineEvaluation> parse(String message) {
        String text = message.strip();
        if (text.startsWith("MESSAGE ")) {
            text = text.substring("MESSAGE ".length()).strip();
        }
        Matcher m = RAPFI.matcher(text);
        if (m.find() && !text.startsWith("(")) {
            Matcher depth = RAPFI_DEPTH.matcher(text);
            OptionalInt d = depth.find() ? OptionalInt.of(Integer.parseInt(depth.group(1))) : OptionalInt.empty();
            int lastBar = text.lastIndexOf('|');
            List<Point> pv = lastBar >= 0 ? letterPoints(text.substring(lastBar + 1)) : List.of();
            return Optional.of(value(m.group(1), d, pv));
        }
        m = YIXIN.matcher(text);
        if (m.matches()) {
            int pvAt = m.group(3).indexOf(" pv ");
            List<Point> pv = pvAt >= 0 ? letterPoints(m.group(3).substring(pvAt + 4)) : List.of();
            return Optional.of(value(m.group(2), OptionalInt.of(Integer.parseInt(m.group(1))), pv));
        }
        m = REALTIME_VAL.matcher(text);
        if (m.matches()) {
            return Optional.of(new EngineEvaluation(EngineEvaluation.Kind.SCORE, Integer.parseInt(m.group(1)), OptionalInt.empty(), List.of()));
        }
        m = AIWINE.matcher(text);
        if (m.find()) {
            List<Point> best = xyPoint(Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3))).map(List::of).orElse(List.of());
            return Optional.of(new EngineEvaluation(EngineEvaluation.Kind.SCORE, Integer.parseInt(m.group(4)),
                    OptionalInt.of(Integer.parseInt(m.group(1))), best));
        }
        m = OURS.matcher(text);
        if (m.matches()) {
            int pvAt = m.group(3).indexOf(" pv ");
            List<Point> pv = pvAt >= 0 ? xyPoints(m.group(3).substring(pvAt + 4)) : List.of();
            String score = m.group(2);
            OptionalInt depth = OptionalInt.of(Integer.parseInt(m.group(1)));
            if (score.startsWith("win-in-")) {
                return Optional.of(new EngineEvaluation(EngineEvaluation.Kind.WIN, Integer.parseInt(score.substring(7)), depth, pv));
            }
            if (score.startsWith("loss-in-")) {
                return Optional.of(new EngineEvaluation(EngineEvaluation.Kind.LOSS, Integer.parseInt(score.substring(8)), depth, pv));
            }
            return Optional.of(new EngineEvaluation(EngineEvaluation.Kind.SCORE, Integer.parseInt(score), depth, pv));
        }
        return Optional.empty();
    }

    private static EngineEvaluation value(String text, OptionalInt depth, List<Point> pv) {
        boolean negative = text.startsWith("-");
        String unsigned = text.startsWith("+") || negative ? text.substring(1) : text;
        if (unsigned.startsWith("M")) {
            String plies = unsigned.substring(1);
            int n = plies.equals("*") ? 0 : Integer.parseInt(plies);
            return new EngineEvaluation(negative ? EngineEvaluation.Kind.LOSS : EngineEvaluation.Kind.WIN, n, depth, pv);
        }
        int score = Integer.parseInt(unsigned);
        return new EngineEvaluation(EngineEvaluation.Kind.SCORE, negative ? -score : score, depth, pv);
    }

    /** {@code F7 I10}: column letter, row from the top counted from 1; stops at the first word that is no point. */
    private List<Point> letterPoints(String text) {
        List<Point> points = new ArrayList<>();
        for (String word : text.strip().split("\\s+")) {
            Matcher m = LETTER_POINT.matcher(word);
            if (!m.matches()) {
                break;
            }
            int x = Character.toLowerCase(m.group(1).charAt(0)) - 'a';
            Optional<Point> p = xyPoint(x, Integer.parseInt(m.group(2)) - 1);
            if (p.isEmpty()) {
                break;
            }
            points.add(p.get());
        }
        return points;
    }

    /** {@code 9,8 7,7}: the protocol's x,y. */
    private List<Point> xyPoints(String text) {
        List<Point> points = new ArrayList<>();
        for (String word : text.strip().split("\\s+")) {
            Matcher m = XY_POINT.matcher(word);
            if (!m.matches()) {
                break;
            }
            Optional<Point> p = xyPoint(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
            if (p.isEmpty()) {
                break;
            }
            points.add(p.get());
        }
        return points;
    }

    private Optional<Point> xyPoint(int x, int y) {
        if (x < 0 || y < 0 || x >= rules.width() || y >= rules.height()) {
            return Optional.empty();
        }
        return Optional.of(new Point(x, rules.height() - 1 - y));
    }
}
