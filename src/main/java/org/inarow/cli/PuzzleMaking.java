package org.inarow.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.inarow.ai.puzzles.Category;
import org.inarow.ai.puzzles.GomokuPuzzle;
import org.inarow.ai.puzzles.PuzzleFormat;
import org.inarow.ai.puzzles.PuzzleMaker;
import org.inarow.ai.puzzles.Rejection;
import org.inarow.io.InputFiles;
import org.inarow.model.Notation;
import org.inarow.model.Position;
import org.inarow.model.UserText;

/**
 * {@code puzzles --make}: plays the games with a {@link PuzzleMaker}, one line a game, and writes the
 * set (its figures as {@code #} lines above the header). Each game's work is appended to
 * {@code FILE.journal} as it ends, so a run stopped on the way resumes where it stopped when started
 * again with the same settings (the games are the same for the same seed); the set is written at
 * the end. Journal lines, tab-separated: the settings first; {@code puzzle} game category moves
 * accepted length refuted; then {@code game} index players positions rejections moves, which
 * commits the game's puzzles before it.
 */
final class PuzzleMaking {
    static final int DEFAULT_GAMES = 200;
    private static final String JOURNAL_HEAD = "#puzzles --make journal";

    private final Path out;
    private final Path journal;
    private final int games;
    private final long seed;
    private final int perGame;
    private final Map<String, Integer> caps;
    private final Path exclude;

    private final List<PuzzleMaker.Found> found = new ArrayList<>();
    private final Map<Rejection, Integer> rejected = new EnumMap<>(Rejection.class);
    private int gamesDone;
    private int resumed;
    private long positions;

    PuzzleMaking(Path out, int games, long seed, int perGame, Map<String, Integer> caps, Path exclude) {
        if (games < 1) {
            throw new IllegalArgumentException("--games " + games + ": play at least one game");
        }
        this.out = out;
        this.journal = out.resolveSibling(out.getFileName() + ".journal");
        this.games = games;
        this.seed = seed;
        this.perGame = perGame;
        this.caps = caps;
        this.exclude = exclude;
    }

    /** The settings as the journal's first line and the set's comment give them. */
    private String settings() {
        String capText = caps.entrySet().stream().sorted(Map.Entry.comparingByKey()).map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(","));
        return "seed=" + seed + " per-game=" + perGame + " cap=" + (capText.isEmpty() ? "-" : capText)
                + " exclude=" + (exclude == null ? "-" : exclude.getFileName()) + " pairings="
                + PuzzleMaker.PAIRINGS.stream().map(p -> String.join("/", p)).collect(Collectors.joining(","));
    }

    int run(PrintWriter printer) {
        PuzzleMaker maker = new PuzzleMaker(new PuzzleMaker.Settings(seed, perGame, caps));
        if (exclude != null) {
            PuzzlesCommand.read(exclude, "--exclude").forEach(p -> maker.exclude(p.position()));
        }
        List<Integer> done = resume(maker);
        if (resumed > 0) {
            printer.println("resumed " + resumed + " games from " + UserText.escape(journal.toString()));
        }
        long start = System.nanoTime();
        try (BufferedWriter writer = Files.newBufferedWriter(journal, StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND)) {
            if (done == null) {
                writer.write(JOURNAL_HEAD + "\t" + settings() + "\n");
                writer.flush();
            }
            for (int i = 0; i < games; i++) {
                if (done != null && done.contains(i)) {
                    continue;
                }
                PuzzleMaker.GameReport report = maker.play(i);
                for (PuzzleMaker.Found f : report.kept()) {
                    writer.write(String.join("\t", "puzzle", Integer.toString(i), f.category().id(),
                            Notation.formatMoves(f.position().moves()), Notation.formatMoves(f.accepted()),
                            Integer.toString(f.length()), Integer.toString(f.refuted())) + "\n");
                }
                writer.write(String.join("\t", "game", Integer.toString(i), report.players(),
                        Integer.toString(report.positions()), rejections(report.rejected()),
                        Notation.formatMoves(report.moves())) + "\n");
                writer.flush();
                count(report.kept(), report.positions(), report.rejected());
                printer.println("game " + (i + 1) + " (" + report.players() + ", " + report.moves().size() + " moves): "
                        + report.positions() + " positions, kept " + kept(report.kept()));
                printer.flush();
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("--out " + UserText.escape(out.toString()) + ": cannot write "
                    + UserText.escape(journal.toString()) + " (" + PuzzlesCommand.reason(e) + ")");
        }
        List<GomokuPuzzle> set = numbered();
        List<String> figures = figures();
        StringBuilder text = new StringBuilder();
        text.append("# gomoku puzzles (freestyle 15x15) made from self-play and proven by InARow's prover; see the README\n");
        text.append("# made by: ").append(command()).append('\n');
        text.append("# pairings: ").append(PuzzleMaker.PAIRINGS.stream().map(p -> String.join(" vs ", p))
                .collect(Collectors.joining(", "))).append('\n');
        figures.forEach(f -> text.append("# ").append(f).append('\n'));
        text.append(PuzzleFormat.write(set));
        Path temporary = out.resolveSibling(out.getFileName() + ".part");
        PuzzlesCommand.write(temporary, "--out", text.toString());
        try {
            Files.move(temporary, out, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new IllegalArgumentException("--out " + UserText.escape(out.toString()) + ": cannot write it ("
                    + PuzzlesCommand.reason(e) + ")");
        }
        figures.forEach(printer::println);
        printer.println("time: " + Math.round((System.nanoTime() - start) / 1e9) + " s"
                + (resumed > 0 ? " (this run, " + (gamesDone - resumed) + " games)" : ""));
        printer.println(set.size() + " puzzles");
        return ExitCodes.OK;
    }

    private void count(List<PuzzleMaker.Found> kept, long positionsJudged, Map<Rejection, Integer> why) {
        found.addAll(kept);
        positions += positionsJudged;
        why.forEach((r, n) -> rejected.merge(r, n, Integer::sum));
        gamesDone++;
    }

    /**
     * Reads the journal, if there is one: its games are done, their puzzles kept (and remembered by
     * the maker), and what follows the last whole game (a stop on the way) is cut off, that game to
     * be played again. Returns the games done, or null when there is no journal. A journal made with
     * other settings is refused.
     */
    private List<Integer> resume(PuzzleMaker maker) {
        if (!Files.exists(journal)) {
            return null;
        }
        String name = UserText.escape(journal.toString());
        String text;
        try {
            text = new String(InputFiles.readBytes(journal, 256L << 20, "journals"), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalArgumentException(name + ": cannot read it (" + PuzzlesCommand.reason(e) + ")");
        }
        if (text.isEmpty()) {
            return null;
        }
        String head = JOURNAL_HEAD + "\t" + settings();
        int headEnd = text.indexOf('\n');
        String first = headEnd < 0 ? text : text.substring(0, headEnd);
        if (!first.equals(head)) {
            throw new IllegalArgumentException(name + ": made with other settings ("
                    + UserText.shown(first.replace(JOURNAL_HEAD + "\t", ""), 300) + "); delete it or give the same");
        }
        List<Integer> done = new ArrayList<>();
        List<PuzzleMaker.Found> pending = new ArrayList<>();
        int committed = headEnd + 1;
        int lineNumber = 1;
        for (int at = headEnd + 1; at < text.length(); ) {
            int end = text.indexOf('\n', at);
            if (end < 0) {
                break; // a line cut short by a stop
            }
            lineNumber++;
            String[] f = text.substring(at, end).split("\t", -1);
            try {
                if (f[0].equals("puzzle") && f.length == 7) {
                    pending.add(new PuzzleMaker.Found(Category.fromId(f[2]), Position.parse(GomokuPuzzle.RULES, f[3]),
                            Notation.parseMoves(f[4], GomokuPuzzle.RULES), Integer.parseInt(f[5]), Integer.parseInt(f[6])));
                } else if (f[0].equals("game") && f.length == 6) {
                    Map<Rejection, Integer> why = new EnumMap<>(Rejection.class);
                    if (!f[4].isEmpty()) {
                        for (String item : f[4].split(",")) {
                            String[] kv = item.split("=", 2);
                            why.put(Rejection.fromId(kv[0]), Integer.parseInt(kv[1]));
                        }
                    }
                    pending.forEach(p -> maker.remember(p, true));
                    count(pending, Integer.parseInt(f[3]), why);
                    done.add(Integer.parseInt(f[1]));
                    pending = new ArrayList<>();
                    committed = end + 1;
                } else {
                    throw new IllegalArgumentException("not a journal line");
                }
            } catch (IllegalArgumentException | ArrayIndexOutOfBoundsException e) {
                throw new IllegalArgumentException(name + " line " + lineNumber + ": " + e.getMessage());
            }
            at = end + 1;
        }
        if (committed < text.length()) {
            PuzzlesCommand.write(journal, "--out", text.substring(0, committed));
        }
        resumed = done.size();
        return done;
    }

    private static String rejections(Map<Rejection, Integer> why) {
        return why.entrySet().stream().sorted(Map.Entry.comparingByKey())
                .map(e -> e.getKey().id() + "=" + e.getValue()).collect(Collectors.joining(","));
    }

    private static String kept(List<PuzzleMaker.Found> kept) {
        if (kept.isEmpty()) {
            return "none";
        }
        Map<Category, Long> byCategory = kept.stream().collect(Collectors.groupingBy(PuzzleMaker.Found::category,
                () -> new EnumMap<>(Category.class), Collectors.counting()));
        return byCategory.entrySet().stream().map(e -> e.getKey().id() + " " + e.getValue()).collect(Collectors.joining(", "));
    }

    /** The puzzles in order (category, then length, then as found), numbered {@code ia-0001} on. */
    private List<GomokuPuzzle> numbered() {
        List<PuzzleMaker.Found> ordered = new ArrayList<>(found);
        ordered.sort(Comparator.comparing(PuzzleMaker.Found::category).thenComparingInt(PuzzleMaker.Found::length));
        List<GomokuPuzzle> set = new ArrayList<>();
        for (int i = 0; i < ordered.size(); i++) {
            set.add(ordered.get(i).withId(String.format("ia-%04d", i + 1)));
        }
        return set;
    }

    /** The command that makes this set, as typed (the file names without their folders). */
    private String command() {
        StringBuilder c = new StringBuilder("puzzles --make --games ").append(games).append(" --seed ").append(seed)
                .append(" --per-game ").append(perGame);
        caps.entrySet().stream().sorted(Map.Entry.comparingByKey())
                .forEach(e -> c.append(" --cap ").append(e.getKey()).append('=').append(e.getValue()));
        if (exclude != null) {
            c.append(" --exclude ").append(exclude.getFileName());
        }
        return c.append(" --out ").append(out.getFileName()).toString();
    }

    /** The run's figures (the same for a run resumed): games, positions, puzzles kept by category, positions rejected by reason. */
    private List<String> figures() {
        long refutations = found.stream().mapToLong(PuzzleMaker.Found::refuted).sum();
        int noTactic = rejected.getOrDefault(Rejection.NO_TACTIC, 0);
        List<String> lines = new ArrayList<>();
        lines.add("games: " + gamesDone + ", positions looked at: " + positions + ", with nothing forcing: " + noTactic);
        lines.add("kept: " + found.size() + " (" + kept(found) + "); other moves refuted in them: " + refutations);
        int total = rejected.entrySet().stream().filter(e -> e.getKey() != Rejection.NO_TACTIC).mapToInt(Map.Entry::getValue).sum();
        lines.add("rejected: " + total + " (" + rejected.entrySet().stream().filter(e -> e.getKey() != Rejection.NO_TACTIC)
                .map(e -> e.getKey().id() + " " + e.getValue()).collect(Collectors.joining(", ")) + ")");
        return lines;
    }
}
