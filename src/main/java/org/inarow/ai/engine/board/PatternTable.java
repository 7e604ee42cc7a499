package org.inarow.ai.engine.board;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.inarow.model.Overline;
import org.inarow.model.Rules;
import org.inarow.model.Side;

/**
 * Line patterns looked up by the contents of the cells around an empty cell along one direction,
 * seen from one side. A key holds {@link #half()} cells on each side of the centre, each a base-3
 * digit: {@link #EMPTY}, {@link #OWN}, or {@link #BLOCKED} (the other side's stone or off the
 * board). Half is k-1 when overlines win and k when they do not (the cell just past a five must be
 * seen to tell five from six). Built once per (k, overline) from the recursive definition in
 * {@link LinePattern}, by brute force on the line.
 */
public final class PatternTable {
    public static final int EMPTY = 0;
    public static final int OWN = 1;
    public static final int BLOCKED = 2;

    /** Largest k the table is built for: 3^(2k) entries must stay small. */
    public static final int MAX_K = 6;

    private static final Map<String, PatternTable> CACHE = new ConcurrentHashMap<>();

    private final int k;
    private final boolean overlineWins;
    private final int half;
    private final int[] pow3;
    private final byte[] table; // LinePattern ordinal + 1; 0 while not yet computed

    private PatternTable(int k, boolean overlineWins, int half) {
        this.k = k;
        this.overlineWins = overlineWins;
        this.half = half;
        this.pow3 = new int[2 * half + 1];
        pow3[0] = 1;
        for (int i = 1; i < pow3.length; i++) {
            pow3[i] = pow3[i - 1] * 3;
        }
        this.table = new byte[pow3[2 * half]];
        for (int key = 0; key < table.length; key++) {
            classify(key);
        }
    }

    /** The shared table for these rules; fails for k above {@link #MAX_K}. */
    public static PatternTable forRules(Rules rules) {
        if (rules.k() > MAX_K) {
            throw new IllegalArgumentException("the pattern engine handles up to " + MAX_K + " in a row, not " + rules.k());
        }
        boolean wins = rules.overline() == Overline.WINS;
        return table(rules.k(), wins, wins ? rules.k() - 1 : rules.k());
    }

    /**
     * The table for one side: under renju Black's overline wins nothing (exactly five), White's wins;
     * both then look k cells each way, so that one key per cell serves both tables.
     */
    public static PatternTable forSide(Rules rules, Side side) {
        if (!rules.isRenju()) {
            return forRules(rules);
        }
        return table(rules.k(), rules.overlineFor(side) == Overline.WINS, rules.k());
    }

    private static PatternTable table(int k, boolean wins, int half) {
        if (k > MAX_K) {
            throw new IllegalArgumentException("the pattern engine handles up to " + MAX_K + " in a row, not " + k);
        }
        return CACHE.computeIfAbsent(k + (wins ? "w" : "x") + half, key -> new PatternTable(k, wins, half));
    }

    /** Whether an engine on these rules can be built (k small enough for the table). */
    public static boolean supports(Rules rules) {
        return rules.k() <= MAX_K;
    }

    /** Cells looked at on each side of the centre. */
    public int half() {
        return half;
    }

    public int k() {
        return k;
    }

    /** Number of keys: 3 to the power of 2 * half. */
    public int size() {
        return table.length;
    }

    /** The key digit position of the cell {@code offset} steps from the centre (offset != 0). */
    public int digit(int offset) {
        return offset < 0 ? offset + half : offset + half - 1;
    }

    /** The weight of a digit position in a key. */
    public int weight(int offset) {
        return pow3[digit(offset)];
    }

    public LinePattern pattern(int key) {
        return LinePattern.ofOrdinal(table[key] - 1);
    }

    /** The pattern's ordinal, for hot loops. */
    public int ordinal(int key) {
        return table[key] - 1;
    }

    private int classify(int key) {
        if (table[key] != 0) {
            return table[key] - 1;
        }
        int[] line = decode(key);
        line[half] = OWN;
        LinePattern result;
        if (winsThroughCentre(line, half)) {
            result = LinePattern.FIVE;
        } else {
            int fivePoints = countFivePoints(line);
            if (fivePoints >= 2) {
                result = LinePattern.OPEN_FOUR;
            } else if (fivePoints == 1) {
                result = LinePattern.FOUR;
            } else {
                result = bestAfterOneMore(key, line);
            }
        }
        table[key] = (byte) (result.ordinal() + 1);
        return result.ordinal();
    }

    /** With the centre played: the strongest pattern one further stone on the line can make, stepped back one move. */
    private LinePattern bestAfterOneMore(int key, int[] line) {
        LinePattern best = LinePattern.NONE;
        for (int i = 0; i < line.length; i++) {
            if (i == half || line[i] != EMPTY) {
                continue;
            }
            LinePattern next = LinePattern.ofOrdinal(classify(key + weight(i - half)));
            LinePattern before = next.oneMoveBefore();
            if (before.compareTo(best) > 0) {
                best = before;
            }
        }
        if (best == LinePattern.NONE && hasOpenWindow(line)) {
            best = LinePattern.ONE; // a lone stone with room: k-1 more stones would win
        }
        return best;
    }

    /** Empty cells that would make a winning run containing the centre. */
    private int countFivePoints(int[] line) {
        int count = 0;
        for (int i = 0; i < line.length; i++) {
            if (line[i] == EMPTY) {
                line[i] = OWN;
                if (winsThroughCentre(line, i)) {
                    count++;
                }
                line[i] = EMPTY;
            }
        }
        return count;
    }

    /** Whether the run of own stones through {@code at} contains the centre and wins. */
    private boolean winsThroughCentre(int[] line, int at) {
        int lo = at;
        while (lo > 0 && line[lo - 1] == OWN) {
            lo--;
        }
        int hi = at;
        while (hi < line.length - 1 && line[hi + 1] == OWN) {
            hi++;
        }
        if (lo > half || hi < half) {
            return false;
        }
        int length = hi - lo + 1;
        return overlineWins ? length >= k : length == k;
    }

    /** A window of k cells through the centre with no blocked cell in it. */
    private boolean hasOpenWindow(int[] line) {
        for (int start = Math.max(0, half - k + 1); start <= half && start + k <= line.length; start++) {
            boolean open = true;
            for (int i = start; i < start + k; i++) {
                if (line[i] == BLOCKED) {
                    open = false;
                    break;
                }
            }
            if (open) {
                return true;
            }
        }
        return false;
    }

    /** The line of 2 * half + 1 cells a key stands for, centre empty. */
    int[] decode(int key) {
        int[] line = new int[2 * half + 1];
        int rest = key;
        for (int offset = -half; offset <= half; offset++) {
            if (offset == 0) {
                continue;
            }
            line[offset + half] = (rest / pow3[digit(offset)]) % 3;
        }
        return line;
    }
}
