package org.inarow.cli;

import java.util.List;

/**
 * The fixed gomoku positions {@code bench} searches (15×15 freestyle): balanced openings from the
 * shipped list, each continued for six plies by the engine at 250 ms a move, kept only when a
 * half-second search still judged them open (|score| under 300): middle-game fights, no forced wins.
 * Changing them changes every bench figure: add new ones at the end.
 */
final class BenchPositions {
    static final List<String> GOMOKU_15 = List.of(
            "e11 f9 f5 j6 g8 k6 g6 g9 h9 l6 i6",
            "f8 e8 j8 f7 h6 e7 i7 g5 h8",
            "e10 e9 i7 f10 f9 g8 d8 d12 g9",
            "e8 g9 g10 g6 j6 f9 h9 i8 h7 h8 e12",
            "e8 i9 h10 h8 j10 g10 h12 i11 i10",
            "e9 e11 j10 f11 c11 d10 c9 d9 c10",
            "e10 g6 g7 f5 g10 h7 i8 f10 h9",
            "f9 f7 j9 g6 e8 d7 h7 e7 c7");

    private BenchPositions() {
    }
}
