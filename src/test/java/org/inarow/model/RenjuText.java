package org.inarow.model;

/** A board drawn as {@link RenjuDiagram} reads it, row 15 first, to show a failing position. */
final class RenjuText {
    private RenjuText() {
    }

    static String of(Board board) {
        StringBuilder out = new StringBuilder();
        for (int row = board.height() - 1; row >= 0; row--) {
            out.append(String.format("%2d ", row + 1));
            for (int col = 0; col < board.width(); col++) {
                Side side = board.sideAt(board.index(col, row));
                out.append(side == null ? '.' : side == Side.FIRST ? 'X' : 'O').append(col + 1 < board.width() ? " " : "");
            }
            out.append('\n');
        }
        return out.append("   a b c d e f g h i j k l m n o\n").toString();
    }
}
