package org.inarow.cli;

import java.io.PrintWriter;
import java.util.Random;
import org.inarow.model.Board;
import org.inarow.model.Rules;
import org.inarow.model.Side;

/**
 * Measures the model's hot path as a search uses it: place a stone, ask whether it won, take it
 * back, on mid-game boards of every size. Equal rates across sizes show the check is O(1).
 */
final class ModelBench {
    private static final int STONES_ON_BOARD = 60;

    private ModelBench() {
    }

    static void run(PrintWriter out, long millisPerSize) {
        for (int size : Rules.GOMOKU_SIZES) { // warm every size up first, so the first is not measured cold
            Board board = midGameBoard(Rules.gomokuFreestyle(size), new Random(size));
            measure(board, emptyCells(board), 300);
        }
        for (int size : Rules.GOMOKU_SIZES) {
            Rules rules = Rules.gomokuFreestyle(size);
            Board board = midGameBoard(rules, new Random(size));
            int[] empties = emptyCells(board);
            long start = System.nanoTime();
            long moves = measure(board, empties, millisPerSize);
            double seconds = (System.nanoTime() - start) / 1e9;
            out.printf("model %dx%d moves %d time-ms %d moves-per-second %.0f%n",
                    size, size, moves, Math.round(seconds * 1000), moves / seconds);
        }
    }

    /** Place, win-check, remove, over and over; returns how many moves were made. */
    private static long measure(Board board, int[] empties, long millis) {
        long deadline = System.nanoTime() + millis * 1_000_000L;
        long moves = 0;
        int wins = 0;
        while (System.nanoTime() < deadline) {
            for (int i = 0; i < empties.length; i++) {
                int cell = empties[i];
                Side side = (i & 1) == 0 ? Side.FIRST : Side.SECOND;
                board.place(cell, side);
                if (board.isWinAt(cell)) {
                    wins++;
                }
                board.remove(cell);
            }
            moves += empties.length;
        }
        return wins >= 0 ? moves : -1; // uses wins so the check cannot be optimised away
    }

    private static Board midGameBoard(Rules rules, Random random) {
        Board board = new Board(rules);
        Side side = Side.FIRST;
        while (board.stoneCount() < STONES_ON_BOARD) {
            int cell = random.nextInt(board.cellCount());
            if (board.isEmpty(cell)) {
                board.place(cell, side);
                if (board.isWinAt(cell)) {
                    board.remove(cell); // keep the position unfinished
                    continue;
                }
                side = side.opponent();
            }
        }
        return board;
    }

    private static int[] emptyCells(Board board) {
        int[] cells = new int[board.cellCount() - board.stoneCount()];
        int n = 0;
        for (int i = 0; i < board.cellCount(); i++) {
            if (board.isEmpty(i)) {
                cells[n++] = i;
            }
        }
        return cells;
    }
}
