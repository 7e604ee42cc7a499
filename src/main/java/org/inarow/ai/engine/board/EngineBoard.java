package org.inarow.ai.engine.board;

import java.util.Arrays;
import org.inarow.model.Board;
import org.inarow.model.FoulDetector;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;

/**
 * The search's board: stones plus incrementally kept knowledge, updated on every move and undo.
 * <ul>
 *   <li>per empty cell, direction and side, the {@link LinePattern} that side would make there
 *       (from base-3 line keys and the {@link PatternTable}); an occupied cell's keys follow the
 *       stones, its patterns wait (undo takes stones back in reverse order, so when its stone goes
 *       its lines are as that stone found them);</li>
 *   <li>per side, the sets of cells that make a five, a four, an unstoppable four (open four or
 *       double four), an open three, a four and an open three at once, or two open threes;</li>
 *   <li>per side, the sums over the empty cells of the evaluation's values of the cells' patterns
 *       (for the side as the side to move, and as the side that waits), which the evaluation reads;</li>
 *   <li>the empty cells near stones (the move candidates) and a Zobrist hash.</li>
 * </ul>
 * Sides are 0 (first) and 1 (second). The board knows no turn order: callers say who plays.
 * <p>Under renju Black's sets hold only the points Black may play: the line patterns find the
 * candidates, and a point that could be forbidden (two threes or fours, a one-line double four, an
 * overline) is asked of a {@link FoulDetector} kept in step with the stones, lazily, once per
 * position. So a Black four, open four or three through a forbidden point is no threat, and a
 * three whose straight-four points are all forbidden (a false three) makes no open-four point.
 * Such a set is rebuilt in place after a move: read it before the next move or undo.
 */
public final class EngineBoard {
    public static final int FIRST = 0;
    public static final int SECOND = 1;

    private static final int DIRS = Geometry.DIRECTIONS;

    private final Rules rules;
    private final Geometry geometry;
    private final PatternTable table;
    /** Each side's table (they differ under renju, where Black's overline wins nothing); same half. */
    private final PatternTable[] tables = new PatternTable[2];
    /** Each side's flags by code: under renju Black's double fours and double threes are no threats. */
    private final byte[][] flagTables = new byte[2][];
    private final int slots;
    private final byte[] stones; // 0 empty, 1 first, 2 second
    private final int[][] keys = new int[2][];
    private final byte[][] patterns = new byte[2][];
    private final int[][] codes = new int[2][]; // per side and cell: the four patterns as one number (see CODE_WEIGHTS)
    private final byte[][] flags = new byte[2][]; // per side and cell: FIVE_FLAG | FOUR_FLAG | DOUBLE_FLAG | ..., from the code
    private final CellSet[] fives = new CellSet[2];
    private final CellSet[] fours = new CellSet[2];
    private final CellSet[] doubles = new CellSet[2];
    private final CellSet[] threes = new CellSet[2];
    private final CellSet[] fourThrees = new CellSet[2];
    private final CellSet[] doubleThrees = new CellSet[2];
    private final CellSet candidates;
    private final int[] near;
    /** Per side, over the empty cells, the sums of the {@link CodeValues} of the cells' codes, as the side to move and as the side that waits. */
    private final long[] patternSum = new long[2]; // both sums in one long a side: see CodeValues#packed
    /** The values summed in {@link #patternSum}, by code, both in one long ({@link CodeValues#packed}): the evaluation's, given to the board. */
    private final long[] values;
    private final int[] moves;
    private int moveCount;
    /**
     * What each move changed on the empty cells along its lines, so that undo puts it back instead
     * of working it out again: per cell, in the order of {@code geometry.updates}, the codes,
     * patterns and flags it had before (see {@link #journalEntry}); {@code journalStart[m]} is
     * where move m's entries begin, {@code sumsBefore} each move's sums before it.
     */
    private final long[] journal;
    private final int[] journalStart;
    private final long[] sumsBefore;
    private long hash;
    /** Under renju Black's forbidden points, asked lazily (null under other rules); its stones follow every move. */
    private final FoulDetector fouls;
    /** Bumped by every move and undo: answers cached for another position are stale. */
    private int version;
    private final int[] foulVersion;
    private final boolean[] foulAnswer;
    /** Black's sets under renju without its forbidden points, rebuilt on the first ask after a move. */
    private final CellSet[] allowed = new CellSet[ALLOWED_SETS];
    private final int[] allowedVersion = new int[ALLOWED_SETS];

    /** An empty board that keeps the sums of {@code values} over its empty cells (the evaluation's: {@code Evaluation.CODE_VALUES}). */
    public EngineBoard(Rules rules, int radius, CodeValues values) {
        this.rules = rules;
        this.values = values.packed();
        this.table = PatternTable.forSide(rules, Side.FIRST);
        this.tables[0] = table;
        this.tables[1] = PatternTable.forSide(rules, Side.SECOND);
        this.flagTables[0] = CODE_FLAGS;
        this.flagTables[1] = CODE_FLAGS;
        this.geometry = Geometry.of(rules, table.half(), radius);
        this.slots = 2 * table.half();
        int size = geometry.size;
        this.stones = new byte[size];
        this.near = new int[size];
        this.moves = new int[size];
        int mostUpdates = 0;
        for (int[] pairs : geometry.updates) {
            mostUpdates = Math.max(mostUpdates, pairs.length / 2);
        }
        this.journal = new long[size * mostUpdates];
        this.journalStart = new int[size + 1];
        this.sumsBefore = new long[2 * size];
        this.candidates = new CellSet(size);
        this.fouls = rules.isRenju() ? new FoulDetector(new Board(rules)) : null;
        this.foulVersion = new int[size];
        this.foulAnswer = new boolean[size];
        Arrays.fill(foulVersion, -1);
        Arrays.fill(allowedVersion, -1);
        for (int i = 0; i < ALLOWED_SETS; i++) {
            allowed[i] = new CellSet(size);
        }
        for (int side = 0; side < 2; side++) {
            keys[side] = new int[size * DIRS];
            patterns[side] = new byte[size * DIRS];
            codes[side] = new int[size];
            flags[side] = new byte[size];
            fives[side] = new CellSet(size);
            fours[side] = new CellSet(size);
            doubles[side] = new CellSet(size);
            threes[side] = new CellSet(size);
            fourThrees[side] = new CellSet(size);
            doubleThrees[side] = new CellSet(size);
        }
        initialiseKeys();
    }

    /** A board with the stones of a position (which must fit the rules this engine takes), keeping the sums of {@code values}. */
    public static EngineBoard of(Position position, int radius, CodeValues values) {
        Rules rules = position.rules();
        EngineBoard board = new EngineBoard(rules, radius, values);
        for (int i = 0; i < position.moveCount(); i++) {
            board.place(board.index(position.moves().get(i)), i % 2);
        }
        return board;
    }

    private void initialiseKeys() {
        for (int cell = 0; cell < geometry.size; cell++) {
            for (int d = 0; d < DIRS; d++) {
                int base = geometry.lineBase(cell, d);
                int key = 0;
                for (int j = 0; j < slots; j++) {
                    if (geometry.lineCells[base + j] < 0) {
                        key += PatternTable.BLOCKED * pow3(j);
                    }
                }
                keys[0][cell * DIRS + d] = key;
                keys[1][cell * DIRS + d] = key;
                patterns[0][cell * DIRS + d] = (byte) tables[0].ordinal(key);
                patterns[1][cell * DIRS + d] = (byte) tables[1].ordinal(key);
                codes[0][cell] += tables[0].ordinal(key) * CODE_WEIGHTS[d];
                codes[1][cell] += tables[1].ordinal(key) * CODE_WEIGHTS[d];
            }
            for (int side = 0; side < 2; side++) {
                flags[side][cell] = flagTables[side][codes[side][cell]];
                applyFlags(side, cell, 0, flags[side][cell]);
            }
        }
        for (int side = 0; side < 2; side++) {
            for (int cell = 0; cell < geometry.size; cell++) {
                addPatternValues(side, cell, +1);
            }
        }
    }

    private void addPatternValues(int side, int cell, int sign) {
        int code = codes[side][cell];
        patternSum[side] += sign * values[code];
    }

    private int pow3(int digit) {
        int p = 1;
        for (int i = 0; i < digit; i++) {
            p *= 3;
        }
        return p;
    }

    public Rules rules() {
        return rules;
    }

    public int size() {
        return geometry.size;
    }

    public int width() {
        return geometry.width;
    }

    public int index(Point p) {
        return p.row() * geometry.width + p.col();
    }

    public Point point(int cell) {
        return new Point(cell % geometry.width, cell / geometry.width);
    }

    public int moveCount() {
        return moveCount;
    }

    /** The side to move if the stones alternated from the empty board. */
    public int sideToMove() {
        return moveCount & 1;
    }

    public static int sideIndex(Side side) {
        return side == Side.FIRST ? FIRST : SECOND;
    }

    public boolean isEmpty(int cell) {
        return stones[cell] == 0;
    }

    /** 0 empty, 1 first, 2 second. */
    public int stone(int cell) {
        return stones[cell];
    }

    public boolean isFull() {
        return moveCount == geometry.size;
    }

    public long hash() {
        return hash;
    }

    /** The pattern {@code side} would make along {@code dir} by playing the (empty) cell. */
    public LinePattern pattern(int side, int cell, int dir) {
        return LinePattern.ofOrdinal(patterns[side][cell * DIRS + dir]);
    }

    int patternOrdinal(int side, int cell, int dir) {
        return patterns[side][cell * DIRS + dir];
    }

    /** The (empty) cell's four patterns for {@code side} as one number below {@link #CODES}: the sum of ordinal times 9 to the power of the direction. */
    public int code(int side, int cell) {
        return codes[side][cell];
    }

    /** The pattern ordinal along {@code dir} in a {@link #code}. */
    public static int ordinalInCode(int code, int dir) {
        return code / CODE_WEIGHTS[dir] % 9;
    }

    /** Whether playing the empty cell wins for {@code side}. */
    public boolean isFivePoint(int side, int cell) {
        return fives[side].contains(cell);
    }

    /** Empty cells where {@code side} would win at once. */
    public CellSet fivePoints(int side) {
        return fives[side];
    }

    /** Empty cells where {@code side} makes a four (one or more cells that then win) along some line. */
    public CellSet fourPoints(int side) {
        return allowed(side, fours, FOURS);
    }

    /** Empty cells where {@code side} makes an open four or two fours at once: a five next move unless answered by a five or four. */
    public CellSet doubleFourPoints(int side) {
        return allowed(side, doubles, DOUBLES);
    }

    /** Empty cells where {@code side} makes an open three along some line. */
    public CellSet threePoints(int side) {
        return allowed(side, threes, THREES);
    }

    /** Empty cells where {@code side} makes a four along one line and an open three along another. */
    public CellSet fourThreePoints(int side) {
        return allowed(side, fourThrees, FOUR_THREES);
    }

    /** Empty cells where {@code side} makes open threes along two lines or more. */
    public CellSet doubleThreePoints(int side) {
        return allowed(side, doubleThrees, DOUBLE_THREES);
    }

    /**
     * Whether {@code side} is held to forbidden points (Black under renju). Its four-to-three sets
     * then hold only points it may play, but line by line: a four-three or double-three point of its
     * may have a false three, so only the searches' play proves such a threat.
     */
    public boolean isRestricted(int side) {
        return side == FIRST && fouls != null;
    }

    /** Whether the empty cell is forbidden to Black under renju (never under other rules, never a five). */
    public boolean isForbidden(int cell) {
        if (fouls == null || stones[cell] != 0) {
            return false;
        }
        if (foulVersion[cell] != version) {
            foulVersion[cell] = version;
            foulAnswer[cell] = mayBeForbidden(cell) && fouls.foul(cell) != null;
        }
        return foulAnswer[cell];
    }

    /** Whether {@code side} may play the cell: empty, and not forbidden to it. */
    public boolean mayPlay(int side, int cell) {
        return stones[cell] == 0 && !(side == FIRST && isForbidden(cell));
    }

    /**
     * A cell {@code side} may play other than {@code except}, near the stones if there is one: the
     * move of a side that has no answer that helps (its block is forbidden), for a line to show.
     */
    public int anyAllowedMove(int side, int except) {
        for (int i = 0; i < candidates.size(); i++) {
            int c = candidates.get(i);
            if (c != except && mayPlay(side, c)) {
                return c;
            }
        }
        for (int c = 0; c < geometry.size; c++) {
            if (c != except && mayPlay(side, c)) {
                return c;
            }
        }
        return -1;
    }

    /** Only a point with two threes or fours along its lines, an open (or one-line double) four, or an overline can be forbidden. */
    private boolean mayBeForbidden(int cell) {
        if ((flags[FIRST][cell] & FIVE_FLAG) != 0) {
            return false; // a five wins, whatever else the move makes
        }
        if (MAY_FOUL[codes[FIRST][cell]]) {
            return true;
        }
        PatternTable overlines = tables[SECOND]; // White's table on Black's keys: a five or more, here more
        for (int d = 0; d < DIRS; d++) {
            if (overlines.ordinal(keys[FIRST][cell * DIRS + d]) == FIVE) {
                return true;
            }
        }
        return false;
    }

    private CellSet allowed(int side, CellSet[] sets, int which) {
        if (side != FIRST || fouls == null) {
            return sets[side];
        }
        CellSet kept = allowed[which];
        if (allowedVersion[which] != version) {
            allowedVersion[which] = version;
            kept.clear();
            CellSet all = sets[FIRST];
            for (int i = 0; i < all.size(); i++) {
                int c = all.get(i);
                if (!isForbidden(c)) {
                    kept.add(c);
                }
            }
        }
        return kept;
    }

    /** Empty cells within the radius of a stone. */
    public CellSet candidates() {
        return candidates;
    }

    /** {@link #candidates()} as indices, for callers outside the engine. */
    public int[] candidateCells() {
        return candidates.toArray();
    }

    /** Whether either side has a point where it would make five: the next move is then forced. */
    public boolean hasFivePoint() {
        return !fivePoints(FIRST).isEmpty() || !fivePoints(1 - FIRST).isEmpty();
    }

    /** The sum over the empty cells of values of {@code side}'s cell codes it was given ({@link CodeValues}), as the side to move or as the side that waits. */
    public long patternSum(int side, boolean toMove) {
        long both = patternSum[side];
        int waiting = (int) both; // the low half: a sum of at most 400 values of at most 2^20 fits in an int
        return toMove ? (both - waiting) >> 32 : waiting;
    }

    /** Places a stone of {@code side} on the empty cell. */
    public void place(int cell, int side) {
        sumsBefore[2 * moveCount] = patternSum[0];
        sumsBefore[2 * moveCount + 1] = patternSum[1];
        addPatternValues(0, cell, -1);
        addPatternValues(1, cell, -1);
        stones[cell] = (byte) (side + 1);
        version++;
        if (fouls != null) {
            fouls.set(cell, (byte) (side + 1));
        }
        moves[moveCount++] = cell;
        hash ^= Zobrist.key(side, cell);
        for (int s = 0; s < 2; s++) {
            applyFlags(s, cell, flags[s][cell], 0); // an occupied cell is in no set
        }
        candidates.remove(cell);
        updateLines(cell, side);
        for (int around : geometry.squares[cell]) {
            if (near[around]++ == 0 && stones[around] == 0) {
                candidates.add(around);
            }
        }
    }

    /** Takes back the last stone placed. */
    public void undo() {
        int cell = moves[--moveCount];
        int side = stones[cell] - 1;
        stones[cell] = 0;
        version++;
        if (fouls != null) {
            fouls.set(cell, Board.EMPTY);
        }
        hash ^= Zobrist.key(side, cell);
        restoreLines(cell, side);
        for (int around : geometry.squares[cell]) {
            if (--near[around] == 0) {
                candidates.remove(around);
            }
        }
        for (int s = 0; s < 2; s++) {
            applyFlags(s, cell, 0, flags[s][cell]);
        }
        if (near[cell] > 0) {
            candidates.add(cell);
        }
        patternSum[0] = sumsBefore[2 * moveCount];
        patternSum[1] = sumsBefore[2 * moveCount + 1];
    }

    /**
     * The keys of the cells along the new stone's four lines follow it, and for every empty one its
     * patterns, code, flags and the sums; what each empty cell had before goes to the journal. Each
     * side's arrays and both sums are held in locals for the whole loop: place about 12 % faster than
     * through the two-dimensional fields.
     */
    private void updateLines(int cell, int side) {
        int other = 1 - side;
        int[] pairs = geometry.updates[cell];
        int[] own = keys[side];
        int[] theirs = keys[other];
        byte[] ownPatterns = patterns[side];
        byte[] theirPatterns = patterns[other];
        PatternTable ownTable = tables[side];
        PatternTable theirTable = tables[other];
        int[] ownCodes = codes[side];
        int[] theirCodes = codes[other];
        byte[] ownFlags = flags[side];
        byte[] theirFlags = flags[other];
        byte[] ownFlagTable = flagTables[side];
        byte[] theirFlagTable = flagTables[other];
        long[] values = this.values;
        long[] journal = this.journal;
        int entry = journalStart[moveCount - 1];
        long ownSum = patternSum[side];
        long theirSum = patternSum[other];
        for (int i = 0; i < pairs.length; i += 2) {
            int at = pairs[i];
            int weight = pairs[i + 1];
            int ownKey = own[at] + PatternTable.OWN * weight;
            int theirKey = theirs[at] + PatternTable.BLOCKED * weight;
            own[at] = ownKey;
            theirs[at] = theirKey;
            int c = at >> 2;
            if (stones[c] != 0) {
                continue; // stones come off in the reverse order: when this cell is emptied, its lines are as its stone found them
            }
            byte ownPattern = (byte) ownTable.ordinal(ownKey);
            byte theirPattern = (byte) theirTable.ordinal(theirKey);
            int codeWeight = CODE_WEIGHTS[at & 3];
            byte ownBefore = ownFlags[c];
            byte theirBefore = theirFlags[c];
            // unconditional (a zero change costs less than a mispredicted branch)
            int ownOld = ownCodes[c];
            int theirOld = theirCodes[c];
            journal[entry++] = journalEntry(ownOld, theirOld, ownPatterns[at], theirPatterns[at], ownBefore, theirBefore);
            int ownCode = ownOld + (ownPattern - ownPatterns[at]) * codeWeight;
            ownCodes[c] = ownCode;
            ownSum += values[ownCode] - values[ownOld];
            int theirCode = theirOld + (theirPattern - theirPatterns[at]) * codeWeight;
            theirCodes[c] = theirCode;
            theirSum += values[theirCode] - values[theirOld];
            ownPatterns[at] = ownPattern;
            theirPatterns[at] = theirPattern;
            setFlags(side, ownFlags, c, ownBefore, ownFlagTable[ownCode]);
            setFlags(other, theirFlags, c, theirBefore, theirFlagTable[theirCode]);
        }
        journalStart[moveCount] = entry;
        patternSum[side] = ownSum;
        patternSum[other] = theirSum;
    }

    /**
     * Undoes {@link #updateLines} for the stone just taken off: the keys step back, and the empty
     * cells (the same ones, in the same order: later stones are gone) get back what the journal kept,
     * with no table to read. The sums are put back by the caller.
     */
    private void restoreLines(int cell, int side) {
        int other = 1 - side;
        int[] pairs = geometry.updates[cell];
        int[] own = keys[side];
        int[] theirs = keys[other];
        byte[] ownPatterns = patterns[side];
        byte[] theirPatterns = patterns[other];
        int[] ownCodes = codes[side];
        int[] theirCodes = codes[other];
        byte[] ownFlags = flags[side];
        byte[] theirFlags = flags[other];
        long[] journal = this.journal;
        int entry = journalStart[moveCount];
        for (int i = 0; i < pairs.length; i += 2) {
            int at = pairs[i];
            int weight = pairs[i + 1];
            own[at] -= PatternTable.OWN * weight;
            theirs[at] -= PatternTable.BLOCKED * weight;
            int c = at >> 2;
            if (stones[c] != 0) {
                continue;
            }
            long kept = journal[entry++];
            ownCodes[c] = (int) (kept & 0xFFFF);
            theirCodes[c] = (int) (kept >>> 16 & 0xFFFF);
            ownPatterns[at] = (byte) (kept >>> 32 & 0xFF);
            theirPatterns[at] = (byte) (kept >>> 40 & 0xFF);
            setFlags(side, ownFlags, c, ownFlags[c], (byte) (kept >>> 48));
            setFlags(other, theirFlags, c, theirFlags[c], (byte) (kept >>> 56));
        }
    }

    /** The cell's flags for {@code side} become {@code now} (they were {@code before}), its sets with them. */
    private void setFlags(int side, byte[] sideFlags, int cell, byte before, byte now) {
        if (now != before) {
            sideFlags[cell] = now;
            applyFlags(side, cell, before, now);
        }
    }

    /** A cell's state before a move, as the journal keeps it: both codes (under 2^16), both patterns and both flags. */
    private static long journalEntry(int ownCode, int theirCode, byte ownPattern, byte theirPattern, byte ownFlags,
                                     byte theirFlags) {
        return ownCode | (long) theirCode << 16 | (long) (ownPattern & 0xFF) << 32 | (long) (theirPattern & 0xFF) << 40
                | (long) (ownFlags & 0xFF) << 48 | (long) (theirFlags & 0xFF) << 56;
    }

    private static final int FIVE = LinePattern.FIVE.ordinal();
    private static final int FOUR = LinePattern.FOUR.ordinal();
    private static final int OPEN_FOUR = LinePattern.OPEN_FOUR.ordinal();
    private static final int OPEN_THREE = LinePattern.OPEN_THREE.ordinal();

    private static final int FIVE_FLAG = 1;
    private static final int FOUR_FLAG = 2;
    private static final int DOUBLE_FLAG = 4;
    private static final int FOUR_THREE_FLAG = 8;
    private static final int DOUBLE_THREE_FLAG = 16;
    private static final int THREE_FLAG = 32;

    private static final int[] CODE_WEIGHTS = {1, 9, 81, 729};
    public static final int CODES = 9 * 9 * 9 * 9;
    /** The flags of every code. */
    private static final byte[] CODE_FLAGS = flagTable();
    /** Codes of a cell that may be forbidden to Black: no five, and an open four or two lines of open three or more. */
    private static final boolean[] MAY_FOUL = mayFoulTable();

    private static final int FOURS = 0;
    private static final int DOUBLES = 1;
    private static final int THREES = 2;
    private static final int FOUR_THREES = 3;
    private static final int DOUBLE_THREES = 4;
    private static final int ALLOWED_SETS = 5;

    private static boolean[] mayFoulTable() {
        boolean[] table = new boolean[CODES];
        for (int code = 0; code < CODES; code++) {
            int strong = 0;
            boolean openFour = false;
            boolean five = false;
            for (int d = 0; d < DIRS; d++) {
                int o = ordinalInCode(code, d);
                five |= o == FIVE;
                openFour |= o == OPEN_FOUR;
                strong += o >= OPEN_THREE ? 1 : 0;
            }
            table[code] = !five && (openFour || strong >= 2);
        }
        return table;
    }

    private static byte[] flagTable() {
        byte[] table = new byte[CODES];
        for (int code = 0; code < CODES; code++) {
            int foursMade = 0;
            int threesMade = 0;
            int result = 0;
            for (int d = 0, rest = code; d < DIRS; d++, rest /= 9) {
                int o = rest % 9;
                if (o == FIVE) {
                    result |= FIVE_FLAG;
                } else if (o >= FOUR) {
                    foursMade++;
                    if (o == OPEN_FOUR) {
                        result |= DOUBLE_FLAG;
                    }
                } else if (o == OPEN_THREE) {
                    threesMade++;
                }
            }
            if (foursMade > 0 && threesMade > 0) {
                result |= FOUR_THREE_FLAG;
            }
            if (threesMade >= 2) {
                result |= DOUBLE_THREE_FLAG;
            }
            if (threesMade > 0) {
                result |= THREE_FLAG;
            }
            if (foursMade > 0) {
                result |= FOUR_FLAG;
            }
            if (foursMade >= 2) {
                result |= DOUBLE_FLAG;
            }
            table[code] = (byte) result;
        }
        return table;
    }

    /** Moves the cell in or out of the side's sets where its flags went from {@code before} to {@code after}. */
    private void applyFlags(int side, int cell, int before, int after) {
        int changed = before ^ after;
        if (changed == 0) {
            return;
        }
        if ((changed & FIVE_FLAG) != 0) {
            toggle(fives[side], cell, (after & FIVE_FLAG) != 0);
        }
        if ((changed & FOUR_FLAG) != 0) {
            toggle(fours[side], cell, (after & FOUR_FLAG) != 0);
        }
        if ((changed & DOUBLE_FLAG) != 0) {
            toggle(doubles[side], cell, (after & DOUBLE_FLAG) != 0);
        }
        if ((changed & THREE_FLAG) != 0) {
            toggle(threes[side], cell, (after & THREE_FLAG) != 0);
        }
        if ((changed & FOUR_THREE_FLAG) != 0) {
            toggle(fourThrees[side], cell, (after & FOUR_THREE_FLAG) != 0);
        }
        if ((changed & DOUBLE_THREE_FLAG) != 0) {
            toggle(doubleThrees[side], cell, (after & DOUBLE_THREE_FLAG) != 0);
        }
    }

    private static void toggle(CellSet set, int cell, boolean member) {
        if (member) {
            set.add(cell);
        } else {
            set.remove(cell);
        }
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int row = geometry.height - 1; row >= 0; row--) {
            for (int col = 0; col < geometry.width; col++) {
                int s = stones[row * geometry.width + col];
                sb.append(s == 0 ? '.' : s == 1 ? 'X' : 'O');
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
