package org.inarow.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.inarow.ai.Prediction;
import org.inarow.ai.puzzles.Category;
import org.inarow.ai.puzzles.GomokuPuzzle;
import org.inarow.ai.puzzles.PuzzleFormat;
import org.inarow.ai.puzzles.PuzzleSet;
import org.inarow.testing.SpecialFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code puzzles}: the export in the public file's format, the re-proof, a tiny generator run and its resumption, and bad input. */
class PuzzlesCommandTest {
    private final Engines engines = new Engines((spec, rules, seed) -> new FakeStrategy(1, List.of()), rules -> (p, l, c) -> Prediction.unknown());

    @TempDir
    Path dir;

    private CliRun.Result run(String... args) {
        return CliRun.run(engines, args);
    }

    @Test
    void exportWritesTheBuiltInSetInThePublicFormat() throws IOException {
        Path file = dir.resolve("set.tsv");
        CliRun.Result r = run("puzzles", "--export", file.toString());

        List<GomokuPuzzle> builtIn = PuzzleSet.builtIn().puzzles();
        assertThat(r.status()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.outLines()).last().isEqualTo(builtIn.size() + " puzzles");
        List<String> lines = Files.readAllLines(file);
        assertThat(lines.get(0)).isEqualTo(Files.readAllLines(Path.of("src/test/resources/puzzles-public.tsv")).get(0));
        assertThat(lines).hasSize(builtIn.size() + 1);
        assertThat(PuzzleFormat.parse(lines, "set.tsv")).isEqualTo(builtIn);
    }

    @Test
    void verifyProvesEachPuzzleAgainAndNamesOneThatFails() throws IOException {
        List<GomokuPuzzle> few = new ArrayList<>();
        for (Category c : List.of(Category.WIN, Category.DEFEND, Category.BLOCK)) {
            few.add(PuzzleSet.builtIn().of(c).get(0));
        }
        Path good = Files.writeString(dir.resolve("good.tsv"), PuzzleFormat.write(few));
        CliRun.Result ok = run("puzzles", "--verify", good.toString());
        assertThat(ok.status()).isZero();
        assertThat(ok.outLines()).containsExactly("win: 1 of 1 proven", "defend: 1 of 1 proven", "block: 1 of 1 proven",
                ok.outLines().get(3));
        assertThat(ok.outLines().get(3)).matches("proven 3 of 3 puzzles in \\d+ s");

        GomokuPuzzle defend = few.get(1);
        List<GomokuPuzzle> wrong = List.of(few.get(0), new GomokuPuzzle(defend.id(), defend.category(), defend.position(),
                defend.accepted().subList(0, defend.accepted().size() > 1 ? 1 : 0).isEmpty()
                        ? List.of(otherEmptyPoint(defend)) : defend.accepted().subList(0, 1), defend.length()));
        Path bad = Files.writeString(dir.resolve("bad.tsv"), PuzzleFormat.write(wrong));
        Path proven = dir.resolve("proven.tsv");
        // one run for both (a defence puzzle's proof takes seconds): the failure named, then the set as proven written
        CliRun.Result failed = run("puzzles", "--verify", bad.toString(), "--out", proven.toString());
        assertThat(failed.status()).isEqualTo(ExitCodes.FAILURE);
        List<String> lines = failed.outLines();
        assertThat(lines).first().asString().startsWith(defend.id() + ": accepted by the proof: ");
        assertThat(lines.get(lines.size() - 2)).matches("proven 1 of 2 puzzles in \\d+ s");
        assertThat(lines).last().asString().isEqualTo("wrote 2 puzzles as proven to " + proven);
        assertThat(PuzzleFormat.parse(Files.readAllLines(proven), "proven.tsv")).containsExactly(few.get(0), defend);
    }

    private static org.inarow.model.Point otherEmptyPoint(GomokuPuzzle p) {
        for (int i = 0; i < 225; i++) {
            org.inarow.model.Point q = new org.inarow.model.Point(i % 15, i / 15);
            if (p.position().isEmpty(q) && !p.accepted().contains(q)) {
                return q;
            }
        }
        throw new IllegalStateException();
    }

    @Test
    void badInputIsOneLineAndStatusTwo() throws IOException {
        Path malformed = Files.writeString(dir.resolve("m.tsv"), PuzzleFormat.HEADER + "\nx\twin\tblack\th8 h9\n");
        refused("inarow puzzles: --verify " + malformed + " line 2: 4 tab-separated fields, expected 6", "puzzles", "--verify", malformed.toString());
        refused("--verify " + dir.resolve("none.tsv") + ": no such file", "puzzles", "--verify", dir.resolve("none.tsv").toString());
        refused("--verify /dev/zero: is a device, not a regular file", "puzzles", "--verify", SpecialFiles.ZEROS.toString());
        refused("--export " + dir.resolve("no/such/set.tsv") + ": cannot write it (no such folder)",
                "puzzles", "--export", dir.resolve("no/such/set.tsv").toString());
        refused("--export " + dir + ": cannot write it (it is a folder)", "puzzles", "--export", dir.toString());
        refused("Unknown option: '--solve'", "puzzles", "--solve");
        refused("give one of --export FILE, --verify [FILE] and --make", "puzzles");
        refused("give only one of --export, --verify and --make", "puzzles", "--export", "x", "--verify");
        refused("--make needs --out FILE", "puzzles", "--make");
        refused("--games, --seed, --per-game, --cap and --exclude go with --make, --out with --make or --verify", "puzzles", "--verify", "--games", "3");
        refused("--cap unknown category 'mate'", "puzzles", "--make", "--out", dir.resolve("o.tsv").toString(), "--cap", "mate=3");
        refused("--cap 'win:x': a category, or a category and a length (win:2)", "puzzles", "--make", "--out",
                dir.resolve("o.tsv").toString(), "--cap", "win:x=3");
        refused("--games 0: play at least one game", "puzzles", "--make", "--out", dir.resolve("o.tsv").toString(), "--games", "0");
    }

    private void refused(String message, String... args) {
        CliRun.Result r = run(args);
        assertThat(r.status()).as("%s", String.join(" ", args)).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(r.out()).isEmpty();
        assertThat(r.errLines()).hasSize(1);
        assertThat(r.err()).contains(message);
    }

    @Test
    void makeWritesAProvenSetAndResumesFromItsJournal() throws IOException {
        Path out = dir.resolve("made.tsv");
        String[] args = {"puzzles", "--make", "--games", "1", "--seed", "1", "--cap", "block=1", "--out", out.toString()};
        CliRun.Result r = run(args);
        assertThat(r.status()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.outLines().get(0)).matches("game 1 \\(level=\\d+ vs level=\\d+, \\d+ moves\\): \\d+ positions, kept .*");
        assertThat(r.outLines()).anyMatch(l -> l.startsWith("games: 1, positions looked at: "))
                .anyMatch(l -> l.startsWith("kept: ")).anyMatch(l -> l.startsWith("rejected: "));
        List<GomokuPuzzle> made = PuzzleFormat.parse(Files.readAllLines(out), "made.tsv");
        assertThat(r.outLines()).last().isEqualTo(made.size() + " puzzles");
        assertThat(made).isNotEmpty();
        assertThat(made.stream().filter(p -> p.category() == Category.BLOCK)).hasSizeLessThanOrEqualTo(1);
        assertThat(run("puzzles", "--verify", out.toString()).status()).isZero();

        // a stop in the middle of a line leaves a cut journal: the run resumes from the games done
        Path journal = dir.resolve("made.tsv.journal");
        Files.writeString(journal, Files.readString(journal) + "puzzle\t1\tdef");
        CliRun.Result again = run(args);
        assertThat(again.status()).isZero();
        assertThat(again.outLines().get(0)).isEqualTo("resumed 1 games from " + journal);
        assertThat(PuzzleFormat.parse(Files.readAllLines(out), "made.tsv")).isEqualTo(made);
        List<String> journalLines = Files.readAllLines(journal);
        assertThat(journalLines).last().asString().startsWith("game\t0\t");
        assertThat(journalLines).filteredOn(l -> l.startsWith("game\t")).hasSize(1);

        String[] other = args.clone();
        other[5] = "2";
        refused(journal + ": made with other settings (seed=1 per-game=1", other);
    }
}
