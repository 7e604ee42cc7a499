package org.inarow.model;

import java.util.List;

/**
 * A variant of the m,n,k family as data: board size, how many in a row win, what an overline
 * counts for, and which moves the first player may not make (renju). Every rule question in the
 * model is answered from these fields. Under renju {@code overline} is White's rule ({@link
 * Overline#WINS}); Black's overline is forbidden and never wins.
 */
public record Rules(Family family, int width, int height, int k, Overline overline, Restriction restriction) {

    /** Board sizes offered for gomoku. */
    public static final List<Integer> GOMOKU_SIZES = List.of(15, 19, 20);

    /** Largest board the notation can name (columns a to z). */
    public static final int MAX_SIZE = 26;

    /** The RIF renju rules are defined for one board: 15×15. */
    public static final int RENJU_SIZE = 15;

    public Rules {
        if (family == null || overline == null || restriction == null) {
            throw new IllegalArgumentException("family, overline and restriction are required");
        }
        if (width < 1 || height < 1 || width > MAX_SIZE || height > MAX_SIZE) {
            throw new IllegalArgumentException("board " + width + "x" + height + " is outside 1.." + MAX_SIZE);
        }
        if (k < 1 || k > Math.max(width, height)) {
            throw new IllegalArgumentException(k + " in a row cannot fit on a " + width + "x" + height + " board");
        }
        if (restriction == Restriction.RENJU && (family != Family.GOMOKU || width != RENJU_SIZE
                || height != RENJU_SIZE || k != 5 || overline != Overline.WINS)) {
            throw new IllegalArgumentException("renju is gomoku on 15x15 (White's overline wins), not "
                    + width + "x" + height + ", " + k + " in a row");
        }
    }

    /** A variant with no forbidden moves. */
    public Rules(Family family, int width, int height, int k, Overline overline) {
        this(family, width, height, k, overline, Restriction.NONE);
    }

    public static Rules ticTacToe() {
        return new Rules(Family.TIC_TAC_TOE, 3, 3, 3, Overline.WINS);
    }

    /** Gomoku freestyle: five or more in a row wins. */
    public static Rules gomokuFreestyle(int size) {
        return new Rules(Family.GOMOKU, size, size, 5, Overline.WINS);
    }

    /** Gomoku standard: exactly five wins; six or more does not. */
    public static Rules gomokuStandard(int size) {
        return new Rules(Family.GOMOKU, size, size, 5, Overline.DOES_NOT_WIN);
    }

    public static Rules gomoku(int size, Overline overline) {
        return new Rules(Family.GOMOKU, size, size, 5, overline);
    }

    /** Renju on 15×15: forbidden points for Black, exact five for Black, any five for White. */
    public static Rules renju() {
        return new Rules(Family.GOMOKU, RENJU_SIZE, RENJU_SIZE, 5, Overline.WINS, Restriction.RENJU);
    }

    public boolean isRenju() {
        return restriction == Restriction.RENJU;
    }

    /** Whether {@code side} may be refused a move for its shape (Black under renju). */
    public boolean isRestricted(Side side) {
        return restriction == Restriction.RENJU && side == Side.FIRST;
    }

    public int cellCount() {
        return width * height;
    }

    public boolean contains(Point p) {
        return p.col() >= 0 && p.col() < width && p.row() >= 0 && p.row() < height;
    }

    /**
     * Whether a run of {@code length} stones through the last move wins under these rules, for a
     * side whose overline counts as {@link #overline} (White's rule under renju).
     */
    public boolean isWinningRun(int length) {
        return overline == Overline.WINS ? length >= k : length == k;
    }

    /** Whether a run of {@code length} stones of {@code side} wins: under renju Black needs exactly k. */
    public boolean isWinningRun(int length, Side side) {
        return isRestricted(side) ? length == k : isWinningRun(length);
    }

    /** What an overline counts for when {@code side} makes it. */
    public Overline overlineFor(Side side) {
        return isRestricted(side) ? Overline.DOES_NOT_WIN : overline;
    }

    /** The centre point (for even sizes the one just below and left of the middle). */
    public Point centre() {
        return new Point((width - 1) / 2, (height - 1) / 2);
    }

    /** A short human-readable name, e.g. "gomoku 15x15 freestyle" or "gomoku 15x15 renju". */
    public String describe() {
        if (family == Family.TIC_TAC_TOE) {
            return "tic-tac-toe";
        }
        String rule = isRenju() ? "renju" : overline == Overline.WINS ? "freestyle" : "standard";
        return family.id() + " " + width + "x" + height + " " + rule;
    }
}
