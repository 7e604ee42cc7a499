package org.inarow.ai.puzzles;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.inarow.ai.Limits;
import org.inarow.ai.Strategies;
import org.inarow.ai.arena.Match;
import org.inarow.ai.arena.Openings;
import org.inarow.ai.arena.PlayedGame;
import org.inarow.ai.arena.Player;
import org.inarow.ai.engine.PuzzleProver;
import org.inarow.model.Point;
import org.inarow.model.Position;

/**
 * Makes puzzles from self-play: games between our own levels on cheap node budgets (the arena's
 * {@link Match}, from the built-in balanced openings, colours swapped, the pairings of
 * {@link #PAIRINGS} in turn, each player a little random early on: {@link VariedStrategy}), every
 * position of every game after its opening judged by the {@link PuzzleProver}. A position becomes a
 * puzzle when the prover finds a task and proves its answers, it is no copy (up to the board's
 * symmetries) of a puzzle kept or excluded, its game gave fewer than {@code perGame} of its category
 * (one an attack, the longest wins first: see {@link #judge}), and its category is not full.
 * Game {@code i} is the same game for the same seed whatever else is played, so a run can be
 * resumed game by game.
 */
public final class PuzzleMaker {
    /** The pairings the games take in turn (game i plays pairing i mod 4): levels that play quickly on their node budgets and still blunder. */
    public static final List<List<String>> PAIRINGS = List.of(
            List.of("level=6", "level=8"),
            List.of("level=5", "level=7"),
            List.of("level=7", "level=8"),
            List.of("level=6", "level=7"));
    /** The chance of a random move touching a stone, while the board is quiet and has fewer than {@link #NOISY_PLIES} stones. */
    public static final double NOISE = 0.1;
    public static final int NOISY_PLIES = 14;
    /** A cap on each move (the levels' own node budgets decide first). */
    static final Limits MOVE_LIMITS = Limits.time(3_000);

    /**
     * @param seed      the games' seed
     * @param perGame   the most puzzles of one category a game may give
     * @param caps      the most puzzles the set keeps of a category ({@code block}) or of a category's
     *                  length ({@code win:2}); what is not named has no cap
     */
    public record Settings(long seed, int perGame, Map<String, Integer> caps) {
        public Settings {
            if (perGame < 1) {
                throw new IllegalArgumentException("--per-game " + perGame + ": at least 1");
            }
            caps = Map.copyOf(caps);
            for (String key : caps.keySet()) {
                capKey(key);
            }
        }

        /** Checks a cap's key ({@code block}, {@code win:2}) and returns it as written for counting. */
        public static String capKey(String key) {
            String[] parts = key.split(":", -1);
            Category category = Category.fromId(parts[0]);
            if (parts.length == 1) {
                return category.id();
            }
            int length;
            try {
                length = parts.length == 2 ? Integer.parseInt(parts[1]) : -1;
            } catch (NumberFormatException e) {
                length = -1;
            }
            if (length < 1) {
                throw new IllegalArgumentException("'" + org.inarow.model.UserText.shown(key, 40)
                        + "': a category, or a category and a length (win:2)");
            }
            return category.id() + ":" + length;
        }
    }

    /**
     * A puzzle found, before it has an id.
     *
     * @param refuted the other moves the prover searched and found not to do it
     */
    public record Found(Category category, Position position, List<Point> accepted, int length, int refuted) {
        public Found {
            accepted = List.copyOf(accepted);
        }

        public GomokuPuzzle withId(String id) {
            return new GomokuPuzzle(id, category, position, accepted, length);
        }
    }

    /**
     * What one game gave.
     *
     * @param game      its index, from 0
     * @param players   "A vs B", A first in even games of a pairing
     * @param moves     the whole game
     * @param positions the positions judged
     * @param kept      the puzzles kept from it
     * @param rejected  the other positions judged, by why they are no puzzle
     */
    public record GameReport(int game, String players, List<Point> moves, int positions, List<Found> kept,
                             Map<Rejection, Integer> rejected) {
        public GameReport {
            moves = List.copyOf(moves);
            kept = List.copyOf(kept);
            rejected = Map.copyOf(rejected);
        }
    }

    private final Settings settings;
    private final List<Match> matches = new ArrayList<>();
    private final Set<String> seen = new HashSet<>();
    private final Map<String, Integer> counts = new HashMap<>();

    public PuzzleMaker(Settings settings) {
        this.settings = settings;
        for (int i = 0; i < PAIRINGS.size(); i++) {
            List<String> pair = PAIRINGS.get(i);
            matches.add(new Match(GomokuPuzzle.RULES, player(pair.get(0)), player(pair.get(1)),
                    Openings.defaults(GomokuPuzzle.RULES), MOVE_LIMITS, settings.seed() * 1_009L + i));
        }
    }

    private static Player player(String spec) {
        return new Player(spec, (rules, seed) -> new VariedStrategy(Strategies.parse(spec, rules, seed), NOISE, NOISY_PLIES, seed));
    }

    /** Counts a puzzle as kept (one found earlier, or one of a set to leave out when {@code counted} is false): its copies are duplicates. */
    public void remember(Found found, boolean counted) {
        seen.add(PositionKey.of(found.position()));
        if (counted) {
            counts.merge(found.category().id(), 1, Integer::sum);
            counts.merge(found.category().id() + ":" + found.length(), 1, Integer::sum);
        }
    }

    /** Leaves out {@code position} and its symmetric copies (e.g. the public puzzles). */
    public void exclude(Position position) {
        seen.add(PositionKey.of(position));
    }

    /** Plays game {@code index} (from 0) and judges its positions. */
    public GameReport play(int index) {
        int pairing = index % PAIRINGS.size();
        PlayedGame game = matches.get(pairing).playGame(index / PAIRINGS.size());
        List<String> pair = PAIRINGS.get(pairing);
        String players = game.aFirst() ? pair.get(0) + " vs " + pair.get(1) : pair.get(1) + " vs " + pair.get(0);
        return judge(index, players, game.moves(), game.opening().moves().size());
    }

    /**
     * Judges the positions of a game from ply {@code from} to the last before its end. A game's
     * positions with the same task for the same side two plies apart are one attack (or one defence)
     * seen move by move: at most one puzzle is kept from each, its longest win proven first (seen
     * earlier, it is the harder puzzle), then the next if that one fails. The attacks with the longest
     * wins go first, until {@code perGame} puzzles of the category are kept.
     */
    GameReport judge(int index, String players, List<Point> moves, int from) {
        Map<Rejection, Integer> rejected = new EnumMap<>(Rejection.class);
        Map<Category, List<List<Task>>> runs = new EnumMap<>(Category.class);
        int positions = 0;
        for (int ply = from; ply < moves.size(); ply++) {
            Position position = Position.of(GomokuPuzzle.RULES, moves.subList(0, ply));
            if (position.isOver()) {
                break;
            }
            positions++;
            if (seen.contains(PositionKey.of(position))) {
                rejected.merge(Rejection.DUPLICATE, 1, Integer::sum);
                continue;
            }
            PuzzleProver.Classification c = PuzzleProver.classify(position);
            if (!c.isTask()) {
                rejected.merge(Rejection.of(c.reason()), 1, Integer::sum);
                continue;
            }
            List<List<Task>> ofCategory = runs.computeIfAbsent(Category.of(c.task()), k -> new ArrayList<>());
            Task task = new Task(position, ply, c.length());
            List<Task> last = ofCategory.isEmpty() ? null : ofCategory.get(ofCategory.size() - 1);
            if (last != null && last.get(last.size() - 1).ply() == ply - 2) {
                last.add(task);
            } else {
                ofCategory.add(new ArrayList<>(List.of(task)));
            }
        }
        List<Found> kept = new ArrayList<>();
        Comparator<Task> longestFirst = Comparator.comparingInt(Task::length).reversed(); // stable: earlier first among equals
        for (Map.Entry<Category, List<List<Task>>> e : runs.entrySet()) {
            List<List<Task>> ordered = new ArrayList<>();
            for (List<Task> run : e.getValue()) {
                List<Task> sorted = new ArrayList<>(run);
                sorted.sort(longestFirst);
                ordered.add(sorted);
            }
            ordered.sort(Comparator.comparingInt((List<Task> run) -> run.get(0).length()).reversed());
            int fromThisGame = 0;
            for (List<Task> run : ordered) {
                boolean taken = false;
                for (Task task : run) {
                    Rejection why = taken || fromThisGame >= settings.perGame() ? Rejection.SAME_GAME
                            : consider(e.getKey(), task, kept);
                    if (why == null) {
                        taken = true;
                        fromThisGame++;
                    } else {
                        rejected.merge(why, 1, Integer::sum);
                    }
                }
            }
        }
        return new GameReport(index, players, moves, positions, kept, rejected);
    }

    /** A position with a task, not yet proven. */
    private record Task(Position position, int ply, int length) {
    }

    /** Keeps the task's position as a puzzle of {@code category}, or says why not. */
    private Rejection consider(Category category, Task task, List<Found> kept) {
        for (String key : List.of(category.id(), category.id() + ":" + task.length())) {
            if (counts.getOrDefault(key, 0) >= settings.caps().getOrDefault(key, Integer.MAX_VALUE)) {
                return Rejection.CATEGORY_FULL;
            }
        }
        Position position = task.position();
        PuzzleProver.Verdict v = PuzzleProver.examine(position);
        if (!v.isPuzzle()) {
            return Rejection.of(v.reason());
        }
        Found found = new Found(Category.of(v.task()), position, v.accepted(), v.length(), v.refuted());
        kept.add(found);
        remember(found, true);
        return null;
    }
}
