package org.inarow.model;

import java.util.List;

/**
 * A variant of the m,n,k family as data: board size, how many in a row win, and what an overline
 * counts for. Every rule question in the model is answered from these fields.
 */
public record Rules(Family family, int width, int height, int k, Overline overline) {

    /** Board sizes offered for gomoku. */
    public static final List<Integer> GOMOKU_SIZES = List.of(15, 19, 20);

    /** Largest board the notation can name (columns a to z). */
    public static final int MAX_SIZE = 26;

    public Rules {
        if (family == null || overline == null) {
            throw new IllegalArgumentException("family and overline are required");
        }
        if (width < 1 || height < 1 || width > MAX_SIZE || height > MAX_SIZE) {
            throw new IllegalArgumentException("board " + width + "x" + height + " is outside 1.." + MAX_SIZE);
        }
        if (k < 1 || k > Math.max(width, height)) {
            throw new IllegalArgumentException(k + " in a row cannot fit on a " + width + "x" + height + " board");
        }
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

    public int cellCount() {
        return width * height;
    }

    public boolean contains(Point p) {
        return p.col() >= 0 && p.col() < width && p.row() >= 0 && p.row() < height;
    }

    /** Whether a run of {@code length} stones through the last move wins under these rules. */
    public boolean isWinningRun(int length) {
        return overline == Overline.WINS ? length >= k : length == k;
    }

    /** The centre point (for even sizes the one just below and left of the middle). */
    public Point centre() {
        return new Point((width - 1) / 2, (height - 1) / 2);
    }

    /** A short human-readable name, e.g. "gomoku 15x15 freestyle". */
    public String describe() {
        if (family == Family.TIC_TAC_TOE) {
            return "tic-tac-toe";
        }
        String rule = overline == Overline.WINS ? "freestyle" : "standard";
        return family.id() + " " + width + "x" + height + " " + rule;
    }
}
