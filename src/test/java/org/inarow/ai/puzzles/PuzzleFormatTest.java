package org.inarow.ai.puzzles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.inarow.model.Notation;
import org.inarow.model.Position;
import org.junit.jupiter.api.Test;

/** The puzzle files' format: the public file and the built-in set read and written back unchanged, bad lines named. */
class PuzzleFormatTest {

    static String publicText() throws IOException {
        try (InputStream in = PuzzleFormatTest.class.getResourceAsStream("/puzzles-public.tsv")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void thePublicFileIsWrittenBackByteForByte() throws IOException {
        String text = publicText();
        List<GomokuPuzzle> puzzles = PuzzleFormat.parse(text.lines().toList(), "puzzles-public.tsv");

        assertThat(puzzles).hasSize(64);
        assertThat(text.lines().findFirst()).contains(PuzzleFormat.HEADER);
        assertThat(PuzzleFormat.write(puzzles)).isEqualTo(text);
    }

    @Test
    void theBuiltInSetRoundTripsInThePublicFormat() {
        List<GomokuPuzzle> builtIn = PuzzleSet.builtIn().puzzles();
        String text = PuzzleFormat.write(builtIn);

        assertThat(PuzzleFormat.parse(text.lines().toList(), "export")).isEqualTo(builtIn);
        List<String> lines = text.lines().toList();
        assertThat(lines.get(0)).isEqualTo(PuzzleFormat.HEADER);
        for (String line : lines.subList(1, lines.size())) {
            // id, category, to_move, moves, accepted_moves (sorted as text), vcf_length: as the public file has them
            assertThat(line).matches("ia-\\d{4}\t(win|win-threats|defend|block)\t(black|white)\t[a-o]\\d{1,2}( [a-o]\\d{1,2})*"
                    + "\t[a-o]\\d{1,2}( [a-o]\\d{1,2})*\t[1-9]\\d?");
            String[] f = line.split("\t");
            List<String> accepted = List.of(f[4].split(" "));
            assertThat(accepted).isSorted();
            assertThat(f[2]).isEqualTo(f[3].split(" ").length % 2 == 0 ? "black" : "white");
        }
    }

    @Test
    void aBadLineIsRefusedNamingTheFileLineAndField() {
        String good = "x-1\tdefend\twhite\th8 h6 h10 h11 i7 g9 j6 k5 f7 e6 h7\tg7\t2";
        assertThat(PuzzleFormat.parse(List.of("#head", good), "f.tsv")).hasSize(1);

        refused("x-1\tdefend\twhite\th8 h6\tg7", "f.tsv line 2: 5 tab-separated fields, expected 6");
        refused(good.replace("defend", "mate"), "f.tsv line 2: unknown category 'mate'");
        refused(good.replace("white", "black"), "f.tsv line 2: to_move black, but after 11 moves white is to move");
        refused(good.replace("\tg7\t", "\th8\t"), "f.tsv line 2: accepted move h8 is not an empty point");
        refused(good.replace("\tg7\t", "\tg7 g7\t"), "f.tsv line 2: an accepted move is given twice");
        refused(good.replace("\tg7\t", "\t\t"), "f.tsv line 2: no accepted move");
        refused(good.replace("\t2", "\tlong"), "f.tsv line 2: vcf_length 'long': not a number");
        refused(good.replace("\t2", "\t0"), "f.tsv line 2: length 0: at least 1");
        refused(good.replace("h8 h6", "h8 h8"), "f.tsv line 2: move 2: h8 is occupied");
        refused("x-1\twin1\twhite\th8 a1 h9 a2 h10 a3 h11 a4 h12\th13\t1", "f.tsv line 2: the game is over");
        refused(good.replace("x-1", "x 1"), "f.tsv line 2: id 'x 1'");
        assertThatThrownBy(() -> PuzzleFormat.parse(List.of(good, good), "f.tsv"))
                .hasMessage("f.tsv line 2: id x-1 is given twice");
    }

    private static void refused(String line, String message) {
        assertThatThrownBy(() -> PuzzleFormat.parse(List.of("#head", line), "f.tsv"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith(message);
    }

    @Test
    void acceptedMovesAreKeptInTheFilesOrder() {
        Position p = Position.parse(GomokuPuzzle.RULES, "h8 h9");
        GomokuPuzzle puzzle = new GomokuPuzzle("a", Category.WIN, p, Notation.parseMoves("g10 e9 e10 e11", GomokuPuzzle.RULES), 3);
        assertThat(Notation.formatMoves(puzzle.accepted())).isEqualTo("e10 e11 e9 g10");
        assertThat(PuzzleFormat.line(puzzle)).isEqualTo("a\twin\tblack\th8 h9\te10 e11 e9 g10\t3");
    }
}
