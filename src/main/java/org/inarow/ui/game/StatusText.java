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

/**
 * The sentences the window shows: whose turn, the result, the computer's progress, who will win.
 * Each is a whole pattern of the {@code status} texts (the parts as placeholders), read in the
 * current language at each call, so that a view asking again after a switch of language gets it.
 */
public final class StatusText {
    /** A word too long for a line breaks after one of these: path and name separators, Chinese punctuation. */
    private static final String SEPARATORS = "/\\-_.,;:=，。：；、！？）";

    private StatusText() {
    }

    /** "Who will win" while the computer thinks: it is worked out after its move. */
    public static String predictionAfterTheComputer() {
        return Words.get("status.predictionAfterTheComputer");
    }

    /** "Who will win" while it is being worked out. */
    public static String predictionPending() {
        return Words.get("status.predictionPending");
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
            return Words.format("status.toMove", name);
        }
        return setup.isComputer(side) ? Words.get("status.computerThinking") : Words.format("status.yourMove", name);
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
        return opening.seatOf(position.toMove()).map(seat -> Words.format("status.turnOfPlayer", turn, player(seat)))
                .orElse(turn);
    }

    /** "Player 1" opens, "Player 2" responds (two players at one screen). */
    public static String player(Seat seat) {
        return Words.get(seat == Seat.OPENER ? "status.player1" : "status.player2");
    }

    /** The status line during an opening step: short, the guide below says what to do. */
    public static String openingTurn(GameSetup setup, OpeningStep step) {
        if (setup.mode() == Mode.TWO_PLAYERS) {
            return Words.format(step.isChoice() ? "status.playerChooses" : "status.playerPlaces", player(step.actor()));
        }
        if (setup.isComputer(step.actor())) {
            return Words.get(step.isChoice() ? "status.computerChoosing" : "status.computerOpening");
        }
        return Words.get(step.isChoice() ? "status.yourChoice" : "status.yourOpeningStones");
    }

    /** What an opening step asks: "Place three stones: black, white, black", "Choose: play White, play Black, or place two more". */
    public static String openingGuide(OpeningStep step, int stonesOnBoard, int stepStart) {
        if (step.isChoice()) {
            List<String> options = step.choices().stream().map(StatusText::option).toList();
            return switch (options.size()) {
                case 1 -> Words.format("status.chooseOne", options.get(0));
                case 2 -> Words.format("status.chooseTwo", options.get(0), options.get(1));
                default -> Words.format("status.chooseThree", options.get(0), options.get(1), options.get(2));
            };
        }
        String colours = null;
        for (int i = 0; i < step.stones(); i++) {
            String colour = Words.get(Side.toMoveAfter(stepStart + i) == Side.FIRST ? "status.colourBlack" : "status.colourWhite");
            colours = colours == null ? colour : Words.format("status.colourList", colours, colour);
        }
        String place = step.stones() == 3 ? Words.format("status.placeThree", colours)
                : step.stones() == 2 ? Words.format("status.placeTwoMore", colours)
                : Words.format("status.placeStones", step.stones(), colours);
        int placed = stonesOnBoard - stepStart;
        return placed > 0 ? Words.format("status.placedSoFar", place, placed) : place;
    }

    /** An opening choice as the guide offers it: "play White". */
    static String option(OpeningChoice choice) {
        return Words.get("status.option." + choice.name());
    }

    /** News after a choice: "The computer chose to play Black: you play White." */
    public static String chosen(GameSetup setup, Seat seat, OpeningChoice choice) {
        if (setup.mode() == Mode.TWO_PLAYERS) {
            if (choice == OpeningChoice.PLACE_TWO) {
                return Words.format("status.playerPlacesTwo", player(seat), player(seat.other()));
            }
            return Words.format("status.playersPlay." + choice.side().name(), player(seat), player(seat.other()));
        }
        boolean computer = setup.isComputer(seat);
        if (choice == OpeningChoice.PLACE_TWO) {
            return Words.get(computer ? "status.computerPlacedTwo" : "status.youPlaceTwo");
        }
        return Words.get((computer ? "status.computerChose." : "status.youPlay.") + choice.side().name());
    }

    /** A choice refused, as a sentence: "Not now: …". */
    public static String choiceRefused(ChoiceRefusal reason) {
        return Words.format("status.notNow", reason.text());
    }

    /** While an earlier position is shown: "Review: move 5 of 12". */
    public static String reviewing(ReviewState review) {
        return Words.format("status.reviewing", review.shown(), review.total());
    }

    /**
     * A message wrapped to lines at most {@code width} pixels wide as {@code measure} measures them,
     * as HTML lines that a label shows as they are. Lines break where {@link LineBreaks} lets them
     * (at spaces; in Chinese also between characters, never between a number and its measure word);
     * a word too long for a line (a file's path) breaks after one of its separators, or else where
     * the line is full.
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
        for (String word : LineBreaks.segments(message)) { // each keeps the space after it; Chinese breaks between characters
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
            return Words.get("status.drawBoardFull");
        }
        Side winner = result.winner();
        if (setup.mode() == Mode.VS_COMPUTER) {
            return Words.get(setup.isComputer(winner) ? "status.computerWins" : "status.youWin");
        }
        return Words.format("status.sideWins", SideNames.of(setup.rules().family(), winner));
    }

    /** Why a line longer than five did not win: "Six in a row does not win under Exactly five." */
    public static String overline(int length) {
        return Words.format("status.overline", length);
    }

    /** A refused click, e.g. "h8 is occupied." */
    public static String refusal(Point p, IllegalReason reason) {
        String clause = IllegalReasons.clause(p, reason);
        return switch (reason) {
            case GAME_OVER -> Words.get("status.gameOver");
            // renju's refusals are long already: as the issue words them, without a full stop, they fit one line
            case FORBIDDEN_OVERLINE, FORBIDDEN_DOUBLE_FOUR, FORBIDDEN_DOUBLE_THREE -> clause;
            default -> Words.format("status.refused", clause);
        };
    }

    /** Live search progress: "Thinking for 3.3 s" and "depth 7 · 154k nodes · best h8". */
    public static ProgressText progress(long elapsedMillis, Progress progress) {
        String elapsed = Words.format("status.thinkingFor", String.format(Locale.ROOT, "%.1f", elapsedMillis / 1000.0));
        if (progress == null) {
            return new ProgressText(elapsed, Words.get("status.searching"));
        }
        return new ProgressText(elapsed, progress.bestMove() == null
                ? Words.format("status.search", progress.depth(), count(progress.nodes()))
                : Words.format("status.searchBest", progress.depth(), count(progress.nodes()),
                        Notation.format(progress.bestMove())));
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

    // ---- "who will win": every sentence whole, its parts as placeholders ----

    /** How many of the winner's moves the line names before it trails off. */
    static final int LINE_SHOWN = 4;

    /**
     * "Who will win" in words, for a position that is not over: what the board shows (the proven
     * win and its line, the points that must block and the stones they answer, the win chance).
     * A proven win is told from the winner's side: the side to move's futile move is never named.
     */
    public static String prediction(Prediction p, Position position) {
        Family family = position.rules().family();
        Side mover = position.toMove();
        if (p.isDrawWithBestPlay()) {
            return Words.get("status.drawWithBestPlay");
        }
        Optional<Side> winner = p.provenWinner();
        if (winner.isPresent()) {
            return family == Family.GOMOKU ? provenWin(p, winner.get(), mover)
                    : Words.format("status.winsWithBestPlay", SideNames.of(family, winner.get()));
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
            return Words.format("status.winsByPlaying", name, Notation.format(p.best()));
        }
        int own = (line.size() + 1) / 2;
        int moves = p.winInMoves() > 0 ? p.winInMoves() : own;
        if (own < 2) {
            return Words.format("status.winsInMoves", name, Math.max(1, moves));
        }
        return Words.format("status.winsInMovesLine", name, moves, LineTexts.winningLine(line, moves));
    }

    /** Points in a row: "j7, k6, l5". */
    static String list(List<String> points) {
        String list = points.get(0);
        for (String point : points.subList(1, points.size())) {
            list = Words.format("status.pointList", list, point);
        }
        return list;
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
                        ? Words.format("status.openFourWinsNext", winner, a, b)
                        : Words.format("status.twoFoursWinNext", winner, a, b);
            }
            return Words.format("status.winsNextWhatever", winner, loser);
        }
        ThreatShape shape = ThreatShape.of(p.threatStones());
        String cannotStop = switch (shape.kind()) {
            case FOUR -> Words.format("status.cannotStopFour", winner, loser, Notation.format(shape.from()),
                    Notation.format(shape.to()));
            case THREE -> Words.format("status.cannotStopThree", winner, loser, Notation.format(shape.from()),
                    Notation.format(shape.to()));
            case OTHER -> Words.format("status.cannotStop", winner, loser, p.winInMoves());
        };
        List<Point> delays = p.delays();
        return switch (delays.size()) {
            case 0 -> cannotStop;
            // named, they would not fit the panel's lines: they are counted, and the map marks each
            case 1 -> Words.format("status.fourOnlyDelays", cannotStop, loser);
            default -> Words.format("status.foursOnlyDelay", cannotStop, delays.size(), loser);
        };
    }

    private static String mustBlock(Prediction p, Family family, Side mover) {
        String name = SideNames.of(family, mover);
        String opponent = SideNames.of(family, mover.opponent());
        String points = points(p.mustBlock());
        if (p.threatStones().isEmpty()) {
            return Words.format("status.mustBlock", name, points);
        }
        ThreatShape shape = ThreatShape.of(p.threatStones());
        return switch (shape.kind()) {
            case FOUR -> Words.format("status.mustBlockFour", name, points, opponent, Notation.format(shape.from()),
                    Notation.format(shape.to()));
            case THREE -> Words.format("status.mustBlockThree", name, points, opponent, Notation.format(shape.from()),
                    Notation.format(shape.to()));
            case OTHER -> Words.format("status.mustBlockFours", name, points, opponent);
        };
    }

    /** An estimate: the side with the better chance, its chance in per cent, and what that means. */
    static String estimate(double firstPlayerChance, Family family) {
        Side ahead = firstPlayerChance >= 0.5 ? Side.FIRST : Side.SECOND;
        int percent = percent(ahead == Side.FIRST ? firstPlayerChance : 1 - firstPlayerChance);
        String name = SideNames.of(family, ahead);
        String sentence = percent < 55 ? "status.estimateEven" : percent < 70 ? "status.estimateBetter"
                : percent < 90 ? "status.estimateClearly" : "status.estimateWinning";
        return Words.format(sentence, name, percent);
    }

    /** An estimated chance in whole per cent, never 0 or 100 (those are for proven results). */
    public static int percent(double chance) {
        return (int) Math.max(1, Math.min(99, Math.round(chance * 100)));
    }

    private static String points(List<Point> points) {
        List<String> names = points.stream().map(Notation::format).toList();
        return switch (names.size()) {
            case 1 -> names.get(0);
            case 2 -> Words.format("status.oneOfTwo", names.get(0), names.get(1));
            case 3 -> Words.format("status.oneOfThree", names.get(0), names.get(1), names.get(2));
            default -> Words.format("status.oneOfMany", names.size());
        };
    }

    // ---- the win-chance bar and graph ----

    /** A side's share of the bar, e.g. "68%" (an estimate: 1 to 99). */
    public static String share(double chance) {
        return percent(chance) + "%";
    }

    /** Written at the winner's end of the bar when the win is proven. */
    public static String barWin() {
        return Words.get("status.barWin");
    }

    /** Written across the bar for a proven draw. */
    public static String barDraw() {
        return Words.get("status.barDraw");
    }

    /** What the bar or a point of the graph says, in a sentence: "Black 68 %, White 32 % (estimate)". */
    public static String chances(ChancePoint point, Family family) {
        if (point.isDraw()) {
            return Words.get("status.drawWithBestPlay");
        }
        if (point.proven()) {
            return Words.format("status.provenWin",
                    SideNames.of(family, point.firstPlayerChance() > 0.5 ? Side.FIRST : Side.SECOND));
        }
        int first = percent(point.firstPlayerChance());
        return Words.format("status.chances", SideNames.of(family, Side.FIRST), first, SideNames.of(family, Side.SECOND),
                100 - first);
    }

    /** A point of the graph: "After move 12: Black 68 %, White 32 % (estimate)". */
    public static String chanceAfterMove(ChancePoint point, Family family) {
        return point.move() == 0 ? Words.format("status.chanceAtStart", chances(point, family))
                : Words.format("status.chanceAfterMove", point.move(), chances(point, family));
    }

    /**
     * The chance of a point of the graph under the mouse, short enough for the graph's width:
     * "Move 5: Black 62 %, White 38 %", "Start: …", "Move 9: White wins", "Move 4: draw".
     */
    public static String graphReadout(ChancePoint point, Family family) {
        String chance;
        if (point.isDraw()) {
            chance = Words.get("status.barDraw");
        } else if (point.proven()) {
            chance = Words.format("status.sideWins",
                    SideNames.of(family, point.firstPlayerChance() > 0.5 ? Side.FIRST : Side.SECOND));
        } else {
            int first = percent(point.firstPlayerChance());
            chance = Words.format("status.graphShares", SideNames.of(family, Side.FIRST), first,
                    SideNames.of(family, Side.SECOND), 100 - first);
        }
        return point.move() == 0 ? Words.format("status.graphStart", chance)
                : Words.format("status.graphMove", point.move(), chance);
    }

    // ---- the map's points ----

    /** Written on a map point: the side to move's chance there in per cent, or a proven result. */
    static String mapLabel(OutcomeClass outcome, double moverChance) {
        return switch (outcome) {
            case PROVEN_WIN -> Words.get("status.mapWin");
            case PROVEN_LOSS -> Words.get("status.mapLoss");
            case DRAW -> Words.get("status.mapDraw");
            default -> Integer.toString(percent(moverChance));
        };
    }

    /** A map point's tooltip: what playing there leads to for {@code mover}, and whether it blocks {@code opponent}. */
    static String mapTooltip(Candidate c, String mover, double moverChance, double bestChance, boolean blocks,
                             String opponent) {
        String point = Notation.format(c.point());
        String what = switch (c.outcome()) {
            case PROVEN_WIN -> Words.format("status.mapProvenWin", point, mover);
            case PROVEN_LOSS -> Words.format("status.mapProvenLoss", point, mover);
            case DRAW -> Words.format("status.mapProvenDraw", point);
            default -> {
                int less = percent(bestChance) - percent(moverChance);
                if (c.best()) {
                    yield Words.format("status.mapBest", point, mover, percent(moverChance));
                }
                yield less <= 0 ? Words.format("status.mapAsGood", point, mover, percent(moverChance))
                        : Words.format("status.mapLess", point, mover, percent(moverChance), less);
            }
        };
        if (!blocks) {
            return what;
        }
        return "<html>" + escape(what) + "<br>" + escape(Words.format("status.mapBlocks", point, opponent)) + "</html>";
    }

    /**
     * The legend under a tinted tic-tac-toe board: for the player against the computer "you";
     * between two players the side to move by name.
     */
    public static String tintLegend(GameSetup setup, Position position) {
        if (setup.mode() == Mode.VS_COMPUTER && !setup.isComputer(position.toMove())) {
            return Words.get("status.tintLegendYou");
        }
        return Words.format("status.tintLegend", SideNames.of(position.rules().family(), position.toMove()));
    }
}
