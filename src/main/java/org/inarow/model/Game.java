package org.inarow.model;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * A game in progress: the board, whose turn it is, the history with undo and redo, and the result.
 * It may also keep variations ({@link #tree()}): lines left when a different move was played on an
 * earlier position with {@link #playKeepingLine}; the game's own line (history, then what can be
 * redone) is always the tree's main line. Under an opening rule ({@link OpeningRule}) it also keeps the
 * colour choices ({@link #opening()}): a choice is made on the stones its step asks for, a stone waits
 * while a choice is due, and taking back the stone a choice was made on takes the choice back with it
 * (a redo brings both back). Not thread-safe: one thread owns it (in the app, the event thread); others get a {@link Position}.
 */
public final class Game {
    private final Rules rules;
    private final Board board;
    private final List<Move> history = new ArrayList<>();
    private final Deque<Point> redo = new ArrayDeque<>();
    private GameResult result = GameResult.ONGOING;
    private MoveTree tree; // null while the game is a single line: no variations to keep
    private Opening opening;
    private final Deque<OpeningChoice> redoChoices = new ArrayDeque<>();

    public Game(Rules rules) {
        this(rules, OpeningRule.NONE);
    }

    /** A new game that opens by {@code openingRule} (gomoku only). */
    public Game(Rules rules, OpeningRule openingRule) {
        if (!openingRule.fits(rules)) {
            throw new IllegalArgumentException("the opening rule " + openingRule.id() + " is for gomoku, not " + rules.describe());
        }
        this.rules = rules;
        this.board = new Board(rules);
        this.opening = Opening.start(openingRule);
    }

    /**
     * Plays {@code moves} from the empty board under {@code openingRule}, making each of
     * {@code choices} as soon as it is due; an illegal move or choice fails naming its place.
     */
    public static Game fromMoves(Rules rules, OpeningRule openingRule, List<Point> moves, List<OpeningChoice> choices) {
        Game game = new Game(rules, openingRule);
        int nextChoice = 0;
        for (int i = 0; i <= moves.size(); i++) {
            if (game.opening.awaitsChoice(game.moveCount()) && nextChoice < choices.size()) {
                OpeningChoice choice = choices.get(nextChoice++);
                Optional<String> refused = game.checkChoice(game.seatToAct(), choice);
                if (refused.isPresent()) {
                    throw new NotationException("opening choice " + nextChoice + " (" + choice.id() + "): " + refused.get());
                }
                game.choose(game.seatToAct(), choice);
            }
            if (i == moves.size()) {
                break;
            }
            Point p = moves.get(i);
            Optional<IllegalReason> problem = game.check(p);
            if (problem.isPresent()) {
                throw new NotationException("move " + (i + 1) + ": " + Notation.format(p) + " " + problem.get().text());
            }
            game.play(p);
        }
        if (nextChoice < choices.size()) {
            throw new NotationException("opening choice " + (nextChoice + 1) + " (" + choices.get(nextChoice).id()
                    + ") is not asked for after " + moves.size() + " moves under " + openingRule.id());
        }
        return game;
    }

    /** Plays {@code moves} from the empty board; an illegal one fails naming its move number. */
    public static Game fromMoves(Rules rules, List<Point> moves) {
        Game game = new Game(rules);
        for (int i = 0; i < moves.size(); i++) {
            Point p = moves.get(i);
            Optional<IllegalReason> problem = game.check(p);
            if (problem.isPresent()) {
                throw new NotationException("move " + (i + 1) + ": " + Notation.format(p) + " "
                        + problem.get().text());
            }
            game.play(p);
        }
        return game;
    }

    /**
     * A game at the end of {@code tree}'s main line, keeping its variations; an illegal move in any
     * line fails naming its move number.
     */
    public static Game fromTree(Rules rules, MoveTree tree) {
        return fromTree(rules, Opening.none(), tree);
    }

    /** Like {@link #fromTree(Rules, MoveTree)}, opening by {@code opening}'s rule and making its choices. */
    public static Game fromTree(Rules rules, Opening opening, MoveTree tree) {
        Game game = fromMoves(rules, opening.rule(), tree.mainLine(), opening.choices());
        if (tree.variationCount() > 0) {
            Game scratch = new Game(rules);
            scratch.checkLines(tree);
            game.tree = tree;
        }
        return game;
    }

    private void checkLines(MoveTree from) {
        for (MoveTree.Branch branch : from.branches()) {
            Optional<IllegalReason> problem = check(branch.move());
            if (problem.isPresent()) {
                throw new NotationException("move " + (history.size() + 1) + " of a variation: "
                        + Notation.format(branch.move()) + " " + problem.get().text());
            }
            place(branch.move());
            checkLines(branch.after());
            undo();
        }
    }

    public Rules rules() {
        return rules;
    }

    /** The opening rule and the choices made so far. */
    public Opening opening() {
        return opening;
    }

    /** The opening step to take now (placing stones or choosing), or empty once the colours are decided. */
    public Optional<OpeningStep> openingStep() {
        return isOver() ? Optional.empty() : opening.stepAt(history.size());
    }

    /** Who acts now: in the opening the step's actor, later whoever plays the colour to move. */
    public Seat seatToAct() {
        return opening.seatToAct(history.size());
    }

    /** Why {@code seat} may not make {@code choice} now, or empty when it may. */
    public Optional<String> checkChoice(Seat seat, OpeningChoice choice) {
        Optional<OpeningStep> step = openingStep();
        if (step.isEmpty() || !step.get().isChoice()) {
            return Optional.of(step.isEmpty() ? "there is no choice to make: the colours are decided"
                    : "there is no choice to make yet: " + (step.get().stones() - stonesPlacedInStep()) + " more stone"
                    + (step.get().stones() - stonesPlacedInStep() == 1 ? "" : "s") + " to place first");
        }
        if (step.get().actor() != seat) {
            return Optional.of("it is the " + seatName(step.get().actor()) + "'s choice, not the " + seatName(seat) + "'s");
        }
        if (!step.get().choices().contains(choice)) {
            return Optional.of("'" + choice.text() + "' is not offered under " + opening.rule().label());
        }
        return Optional.empty();
    }

    /** Makes an opening choice for {@code seat}; refused (nothing changes) when {@link #checkChoice} objects. */
    public void choose(Seat seat, OpeningChoice choice) {
        Optional<String> refused = checkChoice(seat, choice);
        if (refused.isPresent()) {
            throw new IllegalArgumentException(refused.get());
        }
        opening = opening.with(choice);
        redoChoices.clear();
    }

    /** The stones placed so far in the opening's current placing step (0 outside one). */
    public int openingStonesPlaced() {
        return stonesPlacedInStep();
    }

    private int stonesPlacedInStep() {
        int placed = 0;
        int chosen = 0;
        for (OpeningStep step : opening.rule().steps()) {
            if (step.isChoice()) {
                if (chosen >= opening.choices().size() || opening.choices().get(chosen++) != OpeningChoice.PLACE_TWO) {
                    break;
                }
            } else if (history.size() < placed + step.stones()) {
                return history.size() - placed;
            } else {
                placed += step.stones();
            }
        }
        return 0;
    }

    private static String seatName(Seat seat) {
        return seat == Seat.OPENER ? "opener" : "responder";
    }

    public Side toMove() {
        return Side.toMoveAfter(history.size());
    }

    public GameResult result() {
        return result;
    }

    public boolean isOver() {
        return result.isOver();
    }

    /** {@code loser}'s time ran out: the game ends here, won by the other side (undo takes it back with a move). */
    public void loseOnTime(Side loser) {
        if (result.isOver()) {
            throw new IllegalStateException("the game is over already: " + result);
        }
        result = GameResult.onTime(loser.opponent());
    }

    public Optional<Side> stoneAt(Point p) {
        return rules.contains(p) ? board.at(p) : Optional.empty();
    }

    public int moveCount() {
        return history.size();
    }

    public List<Move> history() {
        return List.copyOf(history);
    }

    public List<Point> moves() {
        return history.stream().map(Move::point).toList();
    }

    public Optional<Move> lastMove() {
        return history.isEmpty() ? Optional.empty() : Optional.of(history.get(history.size() - 1));
    }

    /** Why {@code p} cannot be played now, or empty when it can. */
    public Optional<IllegalReason> check(Point p) {
        if (!rules.contains(p)) {
            return Optional.of(IllegalReason.OFF_BOARD);
        }
        if (result.isOver()) {
            return Optional.of(IllegalReason.GAME_OVER);
        }
        if (!board.isEmpty(board.index(p))) {
            return Optional.of(IllegalReason.OCCUPIED);
        }
        if (opening.awaitsChoice(history.size())) {
            return Optional.of(IllegalReason.CHOICE_PENDING);
        }
        if (rules.isRestricted(toMove())) {
            Foul foul = FoulDetector.foulAt(board, p);
            if (foul != null) {
                return Optional.of(foul.reason());
            }
        }
        return Optional.empty();
    }

    /**
     * Why a player may not play {@code p} now: {@link #check}, and under renju a first stone off the
     * centre (the RIF rules). Games read from files, engines and the command line are taken as they
     * come, so only {@code check} guards them.
     */
    public Optional<IllegalReason> checkAsPlayed(Point p) {
        Optional<IllegalReason> problem = check(p);
        if (problem.isEmpty() && rules.isRenju() && board.stoneCount() == 0 && !p.equals(rules.centre())) {
            return Optional.of(IllegalReason.NOT_CENTRE);
        }
        return problem;
    }

    /** The points the side to move may not play for their shape (Black's under renju), a1 b1 … a2 …. */
    public List<Point> forbiddenPoints() {
        return rules.isRestricted(toMove()) && !result.isOver() ? FoulDetector.forbiddenPoints(board) : List.of();
    }

    public boolean isLegal(Point p) {
        return check(p).isEmpty();
    }

    /** Plays for the side to move; a new move clears what could be redone. */
    public Move play(Point p) {
        List<Point> before = tree == null ? List.of() : moves();
        Move move = place(p);
        redo.clear();
        redoChoices.clear();
        if (tree != null) {
            tree = tree.replacingAfter(before, p);
        }
        return move;
    }

    /**
     * Plays like {@link #play}, but what could be redone is kept as a variation instead of cleared:
     * the new move starts the game's line and the old line waits beside it. Playing a move that a
     * variation starts with follows that variation, which can then be redone.
     */
    public Move playKeepingLine(Point p) {
        List<Point> before = moves();
        MoveTree full = tree();
        Move move = place(p);
        redoChoices.clear(); // the choices went with the line left; the new one asks again
        tree = full.withMainMove(before, p);
        followTree();
        return move;
    }

    /** Every line this game knows, its own first: the history, what can be redone, and the variations. */
    public MoveTree tree() {
        if (tree != null) {
            return tree;
        }
        List<Point> line = new ArrayList<>(moves());
        line.addAll(redo);
        return MoveTree.line(line);
    }

    /**
     * Makes the line through {@code path} (moves from the start, ending anywhere in {@link #tree()})
     * the game's line, the old one kept as a variation, and goes to the position after {@code path};
     * the rest of the line can be redone. Switching back to the old line restores the tree.
     */
    public void switchTo(List<Point> path) {
        MoveTree full = tree();
        if (full.at(path).isEmpty()) {
            throw new IllegalArgumentException("no line " + Notation.formatMoves(path) + " in this game");
        }
        while (undo().isPresent()) {
            // back to the start: the new line is replayed from there
        }
        tree = full.switchingTo(path);
        followTree();
        for (int i = 0; i < path.size(); i++) {
            redo();
        }
    }

    /** What can be redone: the rest of the tree's main line. */
    private void followTree() {
        redo.clear();
        redo.addAll(tree.at(moves()).orElseThrow().mainLine());
    }

    private Move place(Point p) {
        Optional<IllegalReason> problem = check(p);
        if (problem.isPresent()) {
            throw new IllegalMoveException(p, problem.get());
        }
        Side side = toMove();
        int index = board.index(p);
        board.place(index, side);
        Move move = new Move(history.size() + 1, side, p);
        history.add(move);
        if (board.isWinAt(index)) {
            result = GameResult.win(side, board.winningLine(index));
        } else if (board.isFull() || !hasAllowedPoint(side.opponent())) {
            result = GameResult.DRAW;
        }
        return move;
    }

    /**
     * Whether {@code side} has an empty point it may play: under renju Black may have none left near
     * the end of a long game (every empty point forbidden); then the game is drawn, as a full board is
     * (the search already scores it so). Usually the first empty point answers.
     */
    private boolean hasAllowedPoint(Side side) {
        if (!rules.isRestricted(side)) {
            return true;
        }
        for (int cell = 0; cell < board.cellCount(); cell++) {
            if (board.isEmpty(cell) && FoulDetector.foulAt(board, board.point(cell)) == null) {
                return true;
            }
        }
        return false;
    }

    public boolean canUndo() {
        return !history.isEmpty();
    }

    /** Whether a move can be redone: there is one, and no colour choice is due before it. */
    public boolean canRedo() {
        return !redo.isEmpty() && !opening.awaitsChoice(history.size()) && !result.onTime();
    }

    /** Takes back the last move; returns it, or empty at the start of the game. */
    public Optional<Move> undo() {
        if (history.isEmpty()) {
            return Optional.empty();
        }
        int chosen = opening.choices().size();
        if (chosen > 0 && opening.stonesAtChoice(chosen - 1) == history.size()) {
            redoChoices.push(opening.choices().get(chosen - 1)); // made on this stone: it goes with it
            opening = opening.withoutLast();
        }
        Move last = history.remove(history.size() - 1);
        board.remove(board.index(last.point()));
        redo.push(last.point());
        result = GameResult.ONGOING; // the position before a finished game was not finished
        return Optional.of(last);
    }

    /** Replays the last undone move; returns it, or empty when there is none. */
    public Optional<Move> redo() {
        if (!canRedo()) {
            return Optional.empty();
        }
        Move move = place(redo.pop());
        if (opening.awaitsChoice(history.size()) && !redoChoices.isEmpty()) {
            opening = opening.with(redoChoices.pop());
        }
        return Optional.of(move);
    }

    /** The moves that {@link #redo()} would replay, next first. */
    public List<Point> redoMoves() {
        return List.copyOf(redo);
    }

    /** An immutable copy of the current position, safe to hand to another thread. */
    public Position snapshot() {
        return new Position(rules, moves(), board.copy(), result);
    }

    @Override
    public String toString() {
        return rules.describe() + (opening.rule() == OpeningRule.NONE ? "" : " (" + opening + ")") + ": "
                + Notation.formatMoves(moves());
    }
}
