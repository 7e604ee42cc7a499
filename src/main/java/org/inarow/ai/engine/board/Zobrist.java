package org.inarow.ai.engine.board;

import java.util.SplittableRandom;
import org.inarow.model.Rules;

/** Fixed random keys per cell and side, XORed into a position's hash (fixed seed: hashes are reproducible). */
final class Zobrist {
    private static final long[][] KEYS = new long[2][Rules.MAX_SIZE * Rules.MAX_SIZE];

    static {
        SplittableRandom random = new SplittableRandom(0x1A2B3C4D5E6FL);
        for (long[] side : KEYS) {
            for (int i = 0; i < side.length; i++) {
                side[i] = random.nextLong();
            }
        }
    }

    private Zobrist() {
    }

    static long key(int side, int cell) {
        return KEYS[side][cell];
    }
}
