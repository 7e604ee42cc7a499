package org.inarow.ui.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToIntFunction;
import java.util.stream.Collectors;
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
 * The sentences the window shows: whose turn, the opening's steps, the result, the computer's progress,
 * refusals; "who will win" is {@link PredictionText}'s, the win chances in words {@link ChanceText}'s.
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
        if (!setup.isComputer(side)) {
            return Words.format("status.yourMove", name);
        }
        return setup.engineFor(side).map(engine -> Words.format("status.engineThinking", engine))
                .orElseGet(() -> Words.get("status.computerThinking"));
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
        java.util.Optional<String> engine = computer ? setup.engineFor(seat) : java.util.Optional.empty();
        if (engine.isPresent()) { // an added engine is named
            return choice == OpeningChoice.PLACE_TWO ? Words.format("status.enginePlacedTwo", engine.get())
                    : Words.format("status.engineChose." + choice.side().name(), engine.get());
        }
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

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    /** The result in a few words; the board draws the line that won. */
    public static String result(GameSetup setup, GameResult result) {
        if (result.status() == Status.DRAW) {
            return Words.get("status.drawBoardFull");
        }
        Side winner = result.winner();
        java.util.Optional<String> engine = setup.engineFor(winner); // an added engine is named, not "the computer"
        if (engine.isPresent()) {
            return Words.format(result.onTime() ? "status.engineWinsOnTime" : "status.engineWins", engine.get());
        }
        if (result.onTime()) {
            java.util.Optional<String> loser = setup.engineFor(winner.opponent());
            if (loser.isPresent() && !setup.isComputer(winner)) {
                return Words.format("status.youWinOnTimeAgainstEngine", loser.get());
            }
            if (setup.mode() == Mode.VS_COMPUTER) {
                return Words.get(setup.isComputer(winner) ? "status.computerWinsOnTime" : "status.youWinOnTime");
            }
            return Words.format("status.sideWinsOnTime", SideNames.of(setup.rules().family(), winner),
                    SideNames.of(setup.rules().family(), winner.opponent()));
        }
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
