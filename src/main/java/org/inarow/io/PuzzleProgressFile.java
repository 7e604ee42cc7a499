package org.inarow.io;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.inarow.ai.puzzles.Category;
import org.inarow.ai.training.Glicko2.Rating;
import org.inarow.ai.training.TrainerProgress;

/**
 * The puzzle trainer's progress in the data folder ({@value #NAME}): tab-separated lines, a
 * {@code rating} line (value, deviation, volatility), a {@code themes} line (category ids) and one
 * {@code answer} line per puzzle answered (id, the puzzle's rating, solved/hinted/missed, the
 * player's rating after it). Written whole and atomically after every answer. A line that cannot
 * be read is skipped, so one damaged line loses that line only; a file that is not there is a new player.
 */
public final class PuzzleProgressFile {
    public static final String NAME = "puzzle-progress.tsv";
    private static final String HEADER = "# InARow puzzle training: rating, themes, answers (oldest first)";

    private PuzzleProgressFile() {
    }

    /** The progress kept in {@code file}; a new player's if there is none. */
    public static TrainerProgress read(Path file) throws IOException {
        try {
            return parse(Files.readAllLines(file, StandardCharsets.UTF_8));
        } catch (NoSuchFileException e) {
            return TrainerProgress.fresh();
        }
    }

    public static void write(Path file, TrainerProgress progress) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        AtomicFiles.write(file, text(progress));
    }

    static TrainerProgress parse(List<String> lines) {
        Rating rating = Rating.NEW;
        Set<Category> themes = TrainerProgress.ALL_THEMES;
        List<TrainerProgress.Answer> answers = new ArrayList<>();
        for (String line : lines) {
            String[] f = line.split("\t", -1);
            try {
                switch (f[0]) {
                    case "rating" -> rating = new Rating(Double.parseDouble(f[1]), Double.parseDouble(f[2]),
                            Double.parseDouble(f[3]));
                    case "themes" -> {
                        Set<Category> chosen = EnumSet.noneOf(Category.class);
                        for (int i = 1; i < f.length; i++) {
                            Category c = Category.fromId(f[i]);
                            if (TrainerProgress.ALL_THEMES.contains(c)) {
                                chosen.add(c);
                            }
                        }
                        themes = chosen;
                    }
                    case "answer" -> answers.add(new TrainerProgress.Answer(f[1], Integer.parseInt(f[2]),
                            TrainerProgress.Result.fromId(f[3]), Double.parseDouble(f[4])));
                    default -> {
                        // a comment, a blank line, or a kind of line of a later version
                    }
                }
            } catch (IllegalArgumentException | ArrayIndexOutOfBoundsException e) {
                // a damaged line: skipped (see the class comment)
            }
        }
        return new TrainerProgress(rating, answers, themes);
    }

    static String text(TrainerProgress progress) {
        StringBuilder out = new StringBuilder(HEADER).append('\n');
        Rating r = progress.rating();
        out.append(String.format(Locale.ROOT, "rating\t%.4f\t%.4f\t%.6f%n", r.rating(), r.deviation(), r.volatility()));
        out.append("themes");
        progress.themes().stream().sorted().forEach(c -> out.append('\t').append(c.id()));
        out.append('\n');
        for (TrainerProgress.Answer a : progress.answers()) {
            out.append(String.format(Locale.ROOT, "answer\t%s\t%d\t%s\t%.4f%n", a.puzzleId(), a.puzzleRating(),
                    a.result().id(), a.ratingAfter()));
        }
        return out.toString().replace(System.lineSeparator(), "\n");
    }
}
