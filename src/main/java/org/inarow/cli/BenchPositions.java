package org.inarow.cli;

import java.util.List;

/**
 * The fixed gomoku positions {@code bench} searches (15×15 freestyle): balanced openings from the
 * shipped list, each followed by a few natural moves, so the search meets middle-game fights.
 * Changing them changes every bench figure: add new ones at the end.
 */
final class BenchPositions {
    static final List<String> GOMOKU_15 = List.of(
            "e11 f9 f5 j6 g8 g9 h9 f10 f8 h10",
            "f8 e8 j8 g7 h7 g9 g8 h9 i6 f9",
            "e9 g11 h9 g8 k9 i9 j10 h10 i11 j8",
            "e10 e9 i7 f9 g9 g10 f8 h11 d9 e8",
            "e8 g9 g10 g6 j6 h8 h7 i8 f9 f8 i7",
            "h8 i9 k6 g9 k9 h10 j10 j8 i7 g10");

    private BenchPositions() {
    }
}
