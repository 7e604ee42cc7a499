package org.inarow.ai.engine.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.inarow.model.Direction;
import org.inarow.model.Rules;

/**
 * Precomputed neighbourhoods of a board shape, shared by every engine board of that shape: the
 * cells along each of the four lines through a cell, and the square around a cell within a radius.
 * Indices are {@code row * width + col}.
 */
public final class Geometry {
    public static final int DIRECTIONS = 4;

    private static final Map<String, Geometry> CACHE = new ConcurrentHashMap<>();

    final int width;
    final int height;
    final int size;
    final int half;
    /** lineCells[((cell * 4 + dir) * 2 * half) + j]: the cell at offset j's position (see below), or -1 off the board. */
    final int[] lineCells;
    /** The key weight of the centre, as seen from the neighbour at slot j (index parallel to lineCells). */
    final int[] mirrorWeight;
    /**
     * updates[cell]: for every on-board cell along the four lines within half of the cell, a pair
     * (neighbour * 4 + dir, the weight of the cell's digit in that neighbour's key): what a stone
     * on the cell changes.
     */
    final int[][] updates;
    /** squares[cell]: the cells within the radius (Chebyshev), the cell itself excluded. */
    final int[][] squares;
    final int radius;

    private Geometry(Rules rules, int half, int radius) {
        this.width = rules.width();
        this.height = rules.height();
        this.size = width * height;
        this.half = half;
        this.radius = radius;
        int slots = 2 * half;
        this.lineCells = new int[size * DIRECTIONS * slots];
        this.mirrorWeight = new int[size * DIRECTIONS * slots];
        int[] pow3 = new int[slots + 1];
        pow3[0] = 1;
        for (int i = 1; i <= slots; i++) {
            pow3[i] = pow3[i - 1] * 3;
        }
        Direction[] dirs = Direction.values();
        for (int cell = 0; cell < size; cell++) {
            int col = cell % width;
            int row = cell / width;
            for (int d = 0; d < DIRECTIONS; d++) {
                for (int offset = -half; offset <= half; offset++) {
                    if (offset == 0) {
                        continue;
                    }
                    int slot = (cell * DIRECTIONS + d) * slots + digit(offset);
                    int x = col + offset * dirs[d].dCol();
                    int y = row + offset * dirs[d].dRow();
                    lineCells[slot] = x >= 0 && x < width && y >= 0 && y < height ? y * width + x : -1;
                    mirrorWeight[slot] = pow3[digit(-offset)];
                }
            }
        }
        this.updates = new int[size][];
        for (int cell = 0; cell < size; cell++) {
            int[] pairs = new int[DIRECTIONS * slots * 2];
            int n = 0;
            for (int d = 0; d < DIRECTIONS; d++) {
                int base = (cell * DIRECTIONS + d) * slots;
                for (int j = 0; j < slots; j++) {
                    if (lineCells[base + j] >= 0) {
                        pairs[n++] = lineCells[base + j] * DIRECTIONS + d;
                        pairs[n++] = mirrorWeight[base + j];
                    }
                }
            }
            updates[cell] = java.util.Arrays.copyOf(pairs, n);
        }
        this.squares = new int[size][];
        for (int cell = 0; cell < size; cell++) {
            List<Integer> around = new ArrayList<>();
            int col = cell % width;
            int row = cell / width;
            for (int y = Math.max(0, row - radius); y <= Math.min(height - 1, row + radius); y++) {
                for (int x = Math.max(0, col - radius); x <= Math.min(width - 1, col + radius); x++) {
                    if (x != col || y != row) {
                        around.add(y * width + x);
                    }
                }
            }
            squares[cell] = around.stream().mapToInt(Integer::intValue).toArray();
        }
    }

    static Geometry of(Rules rules, int half, int radius) {
        String key = rules.width() + "x" + rules.height() + "k" + rules.k() + "h" + half + "r" + radius;
        return CACHE.computeIfAbsent(key, unused -> new Geometry(rules, half, radius));
    }

    /** Slot of offset (non-zero, -half..half) in a cell's line, matching {@link PatternTable#digit}. */
    int digit(int offset) {
        return offset < 0 ? offset + half : offset + half - 1;
    }

    /** First slot of (cell, dir) in {@link #lineCells}. */
    int lineBase(int cell, int dir) {
        return (cell * DIRECTIONS + dir) * 2 * half;
    }
}
