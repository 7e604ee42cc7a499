package org.inarow.ui.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.ToIntFunction;
import java.util.stream.Collectors;
import org.inarow.ai.Candidate;
import org.inarow.ai.OutcomeClass;
import org.inarow.ai.Prediction;
import org.inarow.ai.Progress;
import org.inarow.model.Family;
import org.inarow.model.GameResult;
import org.inarow.model.IllegalReason;
import org.inarow.model.Notation;
import org.inarow.model.Opening;
import org.inarow.model.OpeningChoice;
import org.inarow.model.OpeningRule;
import org.inarow.model.OpeningStep;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Seat;
import org.inarow.model.Side;
import org.inarow.model.Status;

/** The sentences the window shows: whose turn, the result, the computer's progress, who will win. */
public final class StatusText {
    /** "Who will win" while the computer thinks: it is worked out after its move. */
    public static final String PREDICTION_AFTER_THE_COMPUTER = "Who will win: after its move";
    /** "Who will win" while it is being worked out. */
    public static final String PREDICTION_PENDING = "Who will win: thinking…";

    /** The tints' legend, naming the side to move the tints are for (a bare "(O)" read as "(0)"). */
    private static final String TINT_LEGEND = "Green %1$s wins, yellow draw, red %1$s loses";
    /** The same for the player against the computer: in a small font a bare "O" still reads as "0". */
    private static final String TINT_LEGEND_YOU = "Green you win, yellow draw, red lose";

    /** A word too long for a line breaks after one of these: path and name separators. */
    private static final String SEPARATORS = "/\\-_.,;:=";

    private StatusText() {
    }

    /** Whose turn it is, or how the game ended. */
    public static String turn(GameSetup setup, Position position) {
        Family family = position.rules().family();
        if (position.isOver()) {
            return result(setup, position.result());
        }
        Side side = position.toMove();
        String name = SideNames.of(family, side);
        if (setup.mode() == Mode.TWO_PLAYERS) {
            return name + " to move";
        }
        return setup.isComputer(side) ? "The computer is thinking…" : "Your move (" + name + ")";
    }

    /**
     * Whose turn it is under an opening rule (as {@link #turn(GameSetup, Position)}); between two
     * players under an opening rule the colour's player is named, since the choice decided it.
     */
    public static String turn(GameSetup setup, Position position, Opening opening) {
        String turn = turn(setup, position);
        if (position.isOver() || setup.mode() != Mode.TWO_PLAYERS || opening.rule() == OpeningRule.NONE) {
            return turn;
        }
        return opening.seatOf(position.toMove()).map(seat -> turn + " (" + player(seat) + ")").orElse(turn);
    }

    /** "Player 1" opens, "Player 2" responds (two players at one screen). */
    public static String player(Seat seat) {
        return seat == Seat.OPENER ? "Player 1" : "Player 2";
    }

    /** The status line during an opening step: short, the guide below says what to do. */
    public static String openingTurn(GameSetup setup, OpeningStep step) {
        if (setup.mode() == Mode.TWO_PLAYERS) {
            return player(step.actor()) + (step.isChoice() ? ": choose" : ": place stones");
        }
        if (setup.isComputer(step.actor())) {
            return step.isChoice() ? "The computer is choosing…" : "The computer is opening…";
        }
        return step.isChoice() ? "Your choice" : "Your opening stones";
    }

    /** What an opening step asks: "Place three stones: black, white, black", "Choose: play White, play Black, or place two more". */
    public static String openingGuide(OpeningStep step, int stonesOnBoard, int stepStart) {
        if (step.isChoice()) {
            List<String> options = step.choices().stream().map(OpeningChoice::text).toList();
            String text = options.size() == 2 ? options.get(0) + " or " + options.get(1)
                    : String.join(", ", options.subList(0, options.size() - 1)) + ", or " + options.get(options.size() - 1);
            return "Choose: " + text.substring(0, 1).toLowerCase(Locale.ROOT) + text.substring(1);
        }
        List<String> colours = new ArrayList<>();
        for (int i = 0; i < step.stones(); i++) {
            colours.add(Side.toMoveAfter(stepStart + i) == Side.FIRST ? "black" : "white");
        }
        String count = step.stones() == 3 ? "three stones" : step.stones() == 2 ? "two more stones" : step.stones() + " stones";
        int placed = stonesOnBoard - stepStart;
        return "Place " + count + ": " + String.join(", ", colours) + (placed > 0 ? " (" + placed + " placed)" : "");
    }

    /** News after a choice: "The computer chose to play Black: you play White." */
    public static String chosen(GameSetup setup, Seat seat, OpeningChoice choice) {
        if (setup.mode() == Mode.TWO_PLAYERS) {
            if (choice == OpeningChoice.PLACE_TWO) {
                return player(seat) + " places two more; then " + player(seat.other()) + " chooses.";
            }
            Side side = choice.side();
            return player(seat) + " plays " + SideNames.of(Family.GOMOKU, side) + ", " + player(seat.other()) + " "
                    + SideNames.of(Family.GOMOKU, side.opponent()) + ".";
        }
        boolean computer = setup.isComputer(seat);
        if (choice == OpeningChoice.PLACE_TWO) {
            return computer ? "The computer placed two more stones: now you choose." : "Place two more stones: then the computer chooses.";
        }
        if (!computer) {
            return "You play " + SideNames.of(Family.GOMOKU, choice.side()) + ", the computer "
                    + SideNames.of(Family.GOMOKU, choice.side().opponent()) + ".";
        }
        return "The computer chose to " + choice.text() + ": you play " + SideNames.of(Family.GOMOKU, choice.side().opponent()) + ".";
    }

    /** A choice refused by the model, as a sentence. */
    public static String choiceRefused(String reason) {
        return "Not now: " + reason + ".";
    }

    /** While an earlier position is shown: "Review: move 5 of 12". */
    public static String reviewing(ReviewState review) {
        return "Review: move " + review.shown() + " of " + review.total();
    }

    /**
     * A message wrapped to lines at most {@code width} pixels wide as {@code measure} measures them,
     * as HTML lines that a label shows as they are. Lines break at spaces; a word too long for a
     * line (a file's path) breaks after one of its separators, or else where the line is full.
     * Without its tags the HTML reads as the message did.
     */
    public static String wrapped(String message, int width, ToIntFunction<String> measure) {
        // each line keeps the space it broke at, so the text reads the same without the tags
        return "<html>" + lines(message, width, measure).stream().map(StatusText::escape)
                .collect(Collectors.joining("<br>")) + "</html>";
    }

    /** The lines of {@link #wrapped}: each at most {@code width} wide (a single letter may be wider). */
    static List<String> lines(String message, int width, ToIntFunction<String> measure) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : message.split("(?<= )")) { // each word keeps the space after it
            if (measure.applyAsInt((line + word).stripTrailing()) <= width) {
                line.append(word);
                continue;
            }
            if (line.length() > 0) {
                lines.add(line.toString());
                line.setLength(0);
            }
            String rest = word;
            while (measure.applyAsInt(rest.stripTrailing()) > width) {
                int cut = cut(rest, width, measure);
                lines.add(rest.substring(0, cut));
                rest = rest.substring(cut);
            }
            line.append(rest);
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }

    /** Where to cut a word too wide for a line: after its last separator that fits, or after its last letter that does. */
    private static int cut(String word, int width, ToIntFunction<String> measure) {
        int fits = 1;
        while (fits < word.length() && measure.applyAsInt(word.substring(0, fits + 1)) <= width) {
            fits++;
        }
        for (int i = fits; i > fits / 2; i--) {
            if (SEPARATORS.indexOf(word.charAt(i - 1)) >= 0) {
                return i;
            }
        }
        return fits;
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    /** The result in a few words; the board draws the line that won. */
    public static String result(GameSetup setup, GameResult result) {
        if (result.status() == Status.DRAW) {
            return "Draw: the board is full";
        }
        Side winner = result.winner();
        if (setup.mode() == Mode.VS_COMPUTER) {
            return setup.isComputer(winner) ? "The computer wins" : "You win!";
        }
        return SideNames.of(setup.rules().family(), winner) + " wins";
    }

    /** Why a line longer than five did not win: "Six in a row does not win under Exactly five." */
    public static String overline(int length) {
        String[] words = {"Six", "Seven", "Eight", "Nine"};
        String count = length >= 6 && length <= 9 ? words[length - 6] : Integer.toString(length);
        return count + " in a row does not win under Exactly five.";
    }

    /** A refused click, e.g. "h8 is occupied". */
    public static String refusal(Point p, IllegalReason reason) {
        return switch (reason) {
            case GAME_OVER -> "The game is over: start a new game.";
            // renju's refusals are long already: as the issue words them, without a full stop, they fit one line
            case FORBIDDEN_OVERLINE, FORBIDDEN_DOUBLE_FOUR, FORBIDDEN_DOUBLE_THREE -> Notation.format(p) + " " + reason.text();
            default -> Notation.format(p) + " " + reason.text() + ".";
        };
    }

    /** Live search progress: "Thinking for 3.3 s" and "depth 7 · 154k nodes · best h8". */
    public static ProgressText progress(long elapsedMillis, Progress progress) {
        String elapsed = String.format(Locale.ROOT, "Thinking for %.1f s", elapsedMillis / 1000.0);
        if (progress == null) {
            return new ProgressText(elapsed, "Searching…");
        }
        String search = "depth " + progress.depth() + " · " + count(progress.nodes()) + " nodes";
        return new ProgressText(elapsed,
                progress.bestMove() == null ? search : search + " · best " + Notation.format(progress.bestMove()));
    }

    static String count(long n) {
        if (n < 10_000) {
            return Long.toString(n);
        }
        if (n < 10_000_000) {
            return (n / 1000) + "k";
        }
        return (n / 1_000_000) + "M";
    }

    // ---- "who will win": every sentence whole, its parts as placeholders (a later issue moves them to bundles) ----

    static final String DRAW_WITH_BEST_PLAY = "Draw with best play";
    static final String WINS_WITH_BEST_PLAY = "%1$s wins with best play";
    static final String WINS_BY_PLAYING = "%1$s wins by playing %2$s";
    static final String WINS_IN_MOVES = "%1$s wins in %2$d moves: %3$s, then %4$s";
    static final String WINS_IN_MOVES_NO_LINE = "%1$s wins in %2$d moves";
    static final String OPEN_FOUR_WINS_NEXT = "%1$s has an open four: %1$s wins next move (%2$s and %3$s cannot both be blocked)";
    static final String TWO_FOURS_WIN_NEXT = "%1$s has two fours: %1$s wins next move (%2$s and %3$s cannot both be blocked)";
    static final String WINS_NEXT_WHATEVER = "%1$s wins next move, whatever %2$s plays";
    static final String CANNOT_STOP = "%2$s cannot stop %1$s: %1$s wins within %3$d moves";
    static final String MUST_BLOCK = "%1$s must block %2$s";
    static final String MUST_BLOCK_FOUR = "%1$s must block %2$s (%3$s's four %4$s–%5$s)";
    static final String MUST_BLOCK_THREE = "%1$s must block %2$s (%3$s's open three %4$s–%5$s)";
    static final String MUST_BLOCK_FOURS = "%1$s must block %2$s (%3$s threatens to win by fours)";
    static final String ESTIMATE_EVEN = "%1$s %2$d %% — about even";
    static final String ESTIMATE_BETTER = "%1$s %2$d %% — better";
    static final String ESTIMATE_CLEARLY = "%1$s %2$d %% — clearly better";
    static final String ESTIMATE_WINNING = "%1$s %2$d %% — winning";
    /** Points to play, one of two, one of three, one of more (the board marks them all). */
    static final String ONE_OF_TWO = "%1$s or %2$s";
    static final String ONE_OF_THREE = "%1$s, %2$s or %3$s";
    static final String ONE_OF_MANY = "one of %1$d marked points";
    /** How many of the winner's moves the line names before it trails off. */
    private static final int LINE_SHOWN = 4;

    /**
     * "Who will win" in words, for a position that is not over: what the board shows (the proven
     * win and its line, the points that must block and the stones they answer, the win chance).
     * A proven win is told from the winner's side: the side to move's futile move is never named.
     */
    public static String prediction(Prediction p, Position position) {
        Family family = position.rules().family();
        Side mover = position.toMove();
        if (p.isDrawWithBestPlay()) {
            return DRAW_WITH_BEST_PLAY;
        }
        Optional<Side> winner = p.provenWinner();
        if (winner.isPresent()) {
            return family == Family.GOMOKU ? provenWin(p, winner.get(), mover)
                    : format(WINS_WITH_BEST_PLAY, SideNames.of(family, winner.get()));
        }
        if (!p.mustBlock().isEmpty()) {
            return mustBlock(p, family, mover);
        }
        return estimate(p.firstPlayerWinChance(), family);
    }

    private static String provenWin(Prediction p, Side winner, Side mover) {
        String name = SideNames.of(Family.GOMOKU, winner);
        if (winner != mover) {
            return lost(p, name, SideNames.of(Family.GOMOKU, mover));
        }
        List<Point> line = p.line();
        if (p.winInMoves() <= 1 && p.best() != null) {
            return format(WINS_BY_PLAYING, name, Notation.format(p.best()));
        }
        // the winner's own moves: every other point of its line
        List<String> own = new ArrayList<>();
        for (int i = 0; i < line.size(); i += 2) {
            own.add(Notation.format(line.get(i)));
        }
        int moves = p.winInMoves() > 0 ? p.winInMoves() : own.size();
        if (own.size() < 2) {
            return format(WINS_IN_MOVES_NO_LINE, name, Math.max(1, moves));
        }
        String then = String.join(", ", own.subList(1, Math.min(own.size(), LINE_SHOWN)));
        boolean more = own.size() > LINE_SHOWN || own.size() < moves;
        return format(WINS_IN_MOVES, name, moves, own.get(0), more ? then + " …" : then);
    }

    /** The side to move has lost: the winner's threat, never the loser's futile move. */
    private static String lost(Prediction p, String winner, String loser) {
        if (p.winInMoves() <= 1) {
            List<Point> fives = p.mustBlock();
            if (fives.size() == 2) {
                String a = Notation.format(fives.get(0));
                String b = Notation.format(fives.get(1));
                ThreatShape shape = ThreatShape.of(p.threatStones());
                return shape.kind() == ThreatShape.Kind.FOUR && shape.inLineWith(fives)
                        ? format(OPEN_FOUR_WINS_NEXT, winner, a, b) : format(TWO_FOURS_WIN_NEXT, winner, a, b);
            }
            return format(WINS_NEXT_WHATEVER, winner, loser);
        }
        return format(CANNOT_STOP, winner, loser, p.winInMoves());
    }

    private static String mustBlock(Prediction p, Family family, Side mover) {
        String name = SideNames.of(family, mover);
        String opponent = SideNames.of(family, mover.opponent());
        String points = points(p.mustBlock());
        if (p.threatStones().isEmpty()) {
            return format(MUST_BLOCK, name, points);
        }
        ThreatShape shape = ThreatShape.of(p.threatStones());
        return switch (shape.kind()) {
            case FOUR -> format(MUST_BLOCK_FOUR, name, points, opponent, Notation.format(shape.from()),
                    Notation.format(shape.to()));
            case THREE -> format(MUST_BLOCK_THREE, name, points, opponent, Notation.format(shape.from()),
                    Notation.format(shape.to()));
            case OTHER -> format(MUST_BLOCK_FOURS, name, points, opponent);
        };
    }

    /** An estimate: the side with the better chance, its chance in per cent, and what that means. */
    static String estimate(double firstPlayerChance, Family family) {
        Side ahead = firstPlayerChance >= 0.5 ? Side.FIRST : Side.SECOND;
        int percent = percent(ahead == Side.FIRST ? firstPlayerChance : 1 - firstPlayerChance);
        String name = SideNames.of(family, ahead);
        String sentence = percent < 55 ? ESTIMATE_EVEN : percent < 70 ? ESTIMATE_BETTER
                : percent < 90 ? ESTIMATE_CLEARLY : ESTIMATE_WINNING;
        return format(sentence, name, percent);
    }

    /** An estimated chance in whole per cent, never 0 or 100 (those are for proven results). */
    public static int percent(double chance) {
        return (int) Math.max(1, Math.min(99, Math.round(chance * 100)));
    }

    private static String points(List<Point> points) {
        List<String> names = points.stream().map(Notation::format).toList();
        return switch (names.size()) {
            case 1 -> names.get(0);
            case 2 -> format(ONE_OF_TWO, names.get(0), names.get(1));
            case 3 -> format(ONE_OF_THREE, names.get(0), names.get(1), names.get(2));
            default -> format(ONE_OF_MANY, names.size());
        };
    }

    private static String format(String sentence, Object... values) {
        return String.format(Locale.ROOT, sentence, values);
    }

    // ---- the win-chance bar and graph ----

    static final String SHARE = "%1$d%%";
    /** Written at the winner's end of the bar when the win is proven. */
    public static final String BAR_WIN = "win";
    /** Written across the bar for a proven draw. */
    public static final String BAR_DRAW = "draw";
    static final String CHANCES = "%1$s %2$d %%, %3$s %4$d %% (estimate)";
    static final String PROVEN_WIN = "%1$s wins: proven";
    static final String CHANCE_AFTER_MOVE = "After move %1$d: %2$s";
    static final String CHANCE_AT_START = "At the start: %1$s";

    /** A side's share of the bar, e.g. "68%" (an estimate: 1 to 99). */
    public static String share(double chance) {
        return format(SHARE, percent(chance));
    }

    /** What the bar or a point of the graph says, in a sentence: "Black 68 %, White 32 % (estimate)". */
    public static String chances(ChancePoint point, Family family) {
        if (point.isDraw()) {
            return DRAW_WITH_BEST_PLAY;
        }
        if (point.proven()) {
            return format(PROVEN_WIN, SideNames.of(family, point.firstPlayerChance() > 0.5 ? Side.FIRST : Side.SECOND));
        }
        int first = percent(point.firstPlayerChance());
        return format(CHANCES, SideNames.of(family, Side.FIRST), first, SideNames.of(family, Side.SECOND), 100 - first);
    }

    /** A point of the graph: "After move 12: Black 68 %, White 32 % (estimate)". */
    public static String chanceAfterMove(ChancePoint point, Family family) {
        return point.move() == 0 ? format(CHANCE_AT_START, chances(point, family))
                : format(CHANCE_AFTER_MOVE, point.move(), chances(point, family));
    }

    // ---- the map's points ----

    static final String MAP_WIN = "win";
    static final String MAP_LOSS = "loss";
    static final String MAP_DRAW = "draw";
    static final String MAP_PERCENT = "%1$d";
    static final String MAP_BEST = "%1$s, the best move: %2$s %3$d %%";
    static final String MAP_AS_GOOD = "%1$s: %2$s %3$d %%, as good as the best move";
    static final String MAP_LESS = "%1$s: %2$s %3$d %%, %4$d points less than the best move";
    static final String MAP_PROVEN_WIN = "%1$s wins for %2$s: proven";
    static final String MAP_PROVEN_LOSS = "%1$s loses for %2$s: proven";
    static final String MAP_PROVEN_DRAW = "%1$s draws with best play";
    static final String MAP_BLOCKS = "%1$s stops %2$s's threat";

    /** Written on a map point: the side to move's chance there in per cent, or a proven result. */
    static String mapLabel(OutcomeClass outcome, double moverChance) {
        return switch (outcome) {
            case PROVEN_WIN -> MAP_WIN;
            case PROVEN_LOSS -> MAP_LOSS;
            case DRAW -> MAP_DRAW;
            default -> format(MAP_PERCENT, percent(moverChance));
        };
    }

    /** A map point's tooltip: what playing there leads to for {@code mover}, and whether it blocks {@code opponent}. */
    static String mapTooltip(Candidate c, String mover, double moverChance, double bestChance, boolean blocks,
                             String opponent) {
        String point = Notation.format(c.point());
        String what = switch (c.outcome()) {
            case PROVEN_WIN -> format(MAP_PROVEN_WIN, point, mover);
            case PROVEN_LOSS -> format(MAP_PROVEN_LOSS, point, mover);
            case DRAW -> format(MAP_PROVEN_DRAW, point);
            default -> {
                int less = percent(bestChance) - percent(moverChance);
                if (c.best()) {
                    yield format(MAP_BEST, point, mover, percent(moverChance));
                }
                yield less <= 0 ? format(MAP_AS_GOOD, point, mover, percent(moverChance))
                        : format(MAP_LESS, point, mover, percent(moverChance), less);
            }
        };
        if (!blocks) {
            return what;
        }
        return "<html>" + escape(what) + "<br>" + escape(format(MAP_BLOCKS, point, opponent)) + "</html>";
    }

    /**
     * The legend under a tinted tic-tac-toe board: for the player against the computer "you";
     * between two players the side to move by name.
     */
    public static String tintLegend(GameSetup setup, Position position) {
        if (setup.mode() == Mode.VS_COMPUTER && !setup.isComputer(position.toMove())) {
            return TINT_LEGEND_YOU;
        }
        return String.format(TINT_LEGEND, SideNames.of(position.rules().family(), position.toMove()));
    }
}
