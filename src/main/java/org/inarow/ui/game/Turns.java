package org.inarow.ui.game;

import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.inarow.model.Game;
import org.inarow.model.IllegalReason;
import org.inarow.model.OpeningChoice;
import org.inarow.model.OpeningStep;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Seat;

/**
 * The turns of the game: the player's moves (a click on the board; on an earlier position, a new line from
 * there, the old one kept as a variation), the opening's choices, undo and redo as players expect them
 * ({@link TakeBack}), the computer's turn (its search started whenever it is to move, its move or opening
 * decision played when it comes), hints and "move now".
 */
final class Turns {
    private final CurrentGame current;
    private final Searches searches;
    private final DiscardAsker asker;
    private final GameNavigator navigator;
    private final Changes changes;
    private final Teacher teacher;
    private BooleanSupplier clockRuns = () -> false;

    Turns(CurrentGame current, Searches searches, DiscardAsker asker, GameNavigator navigator, Changes changes,
          Teacher teacher) {
        this.current = current;
        this.teacher = teacher;
        this.searches = searches;
        this.asker = asker;
        this.navigator = navigator;
        this.changes = changes;
    }

    // ---- whose turn ----

    /** Whether the computer is to move in the game now (never while an earlier position is reviewed). */
    boolean isComputerToMove() {
        Game game = current.game();
        return current.isLive() && !game.isOver() && current.setup().isComputer(game.seatToAct());
    }

    /**
     * In a game on the clock there are no take-backs while the clocks run: no undo or redo, no new line from an
     * earlier position ({@link GameClocks#running()}).
     */
    void refuseTakeBacksWhile(BooleanSupplier clockRunning) {
        clockRuns = clockRunning;
    }

    /** Whether a click on an empty cell would be played now (while reviewing: as a new line from there). */
    boolean acceptsMoves() {
        Position shown = current.shownPosition();
        return !shown.isOver() && (current.isLive() || !clockRuns.getAsBoolean()) && !current.setup().isComputer(seatAt(shown.moveCount()))
                && !current.game().opening().awaitsChoice(shown.moveCount());
    }

    /** Who acts in the game's line after {@code moves} moves (the opening's choices decide it). */
    private Seat seatAt(int moves) {
        return current.game().opening().seatToAct(moves);
    }

    /** The choices a person may click now: while a choice is due in the game (not reviewing) and it is a person's. */
    List<OpeningChoice> choicesOffered() {
        Optional<OpeningStep> step = current.game().openingStep();
        if (!current.isLive() || step.isEmpty() || !step.get().isChoice() || current.setup().isComputer(step.get().actor())) {
            return List.of();
        }
        return step.get().choices();
    }

    /** Whose turn it is in words (the opening's step while it lasts), or how the game ended. */
    String turnText() {
        Game game = current.game();
        Optional<OpeningStep> step = game.openingStep();
        if (step.isPresent()) {
            return StatusText.openingTurn(current.setup(), step.get());
        }
        return StatusText.turn(current.playing(), game.snapshot(), game.opening());
    }

    /** What the opening step asks of a person, in a sentence ("Place three stones: black, white, black"), or null. */
    String openingGuide() {
        Game game = current.game();
        Optional<OpeningStep> step = game.openingStep();
        if (step.isEmpty() || !current.isLive() || current.setup().isComputer(step.get().actor())) {
            return null;
        }
        return StatusText.openingGuide(step.get(), game.moveCount(), game.moveCount() - game.openingStonesPlaced());
    }

    boolean canUndo() {
        return current.isLive() && !clockRuns.getAsBoolean() && TakeBack.canUndo(current.game(), current.setup());
    }

    boolean canRedo() {
        return current.isLive() && !clockRuns.getAsBoolean() && TakeBack.canRedo(current.game(), current.setup());
    }

    /** Whether Hint would mark a move: in the position shown (also an earlier one) when a person may play there. */
    boolean canHint() {
        return acceptsMoves() && !searches.isHinting();
    }

    // ---- the player's turn ----

    /** A click on the board: played if a person may play there, else refused with the reason. */
    void cellChosen(Point p) {
        if (isComputerToMove()) {
            current.say(() -> Words.get("status.waitComputerThinking"));
            return;
        }
        Game game = current.game();
        ReviewState review = current.review();
        Position shown = current.shownPosition();
        if (!shown.isOver() && current.setup().isComputer(seatAt(shown.moveCount()))) {
            int shownMoves = review.shown();
            current.say(() -> Words.format("status.computersTurnThere", shownMoves));
            return;
        }
        if (!review.isLive() && clockRuns.getAsBoolean()) {
            current.say(() -> Words.get("status.clockNoTakeBack"));
            return;
        }
        Game from = review.isLive() ? game : shown.toGame();
        Optional<IllegalReason> problem = from.checkAsPlayed(p);
        if (problem.isPresent()) {
            IllegalReason reason = problem.get();
            current.say(() -> StatusText.refusal(p, reason));
            return;
        }
        if (!review.isLive()) {
            if (p.equals(game.moves().get(review.shown()))) {
                navigator.showMove(review.shown() + 1); // the move the game went on with: just step forward
                return;
            }
            while (game.moveCount() > review.shown()) {
                game.undo(); // back to the position shown: the moves after it stay, as a variation
            }
        }
        game.playKeepingLine(p); // nothing is lost: what followed here before is kept as a variation
        changes.playerActed();
    }

    /** A person's opening choice (the buttons): refused with the reason when it is not theirs to make now. */
    void choose(OpeningChoice choice) {
        if (!current.isLive()) {
            current.say(() -> Words.get("status.choiceInTheGame"));
            return;
        }
        if (isComputerToMove()) {
            current.say(() -> Words.get("status.waitComputerChoosing"));
            return;
        }
        Game game = current.game();
        Seat seat = game.seatToAct();
        Optional<ChoiceRefusal> refused = ChoiceRefusal.of(game, seat, choice);
        if (refused.isPresent()) {
            ChoiceRefusal reason = refused.get();
            current.say(() -> StatusText.choiceRefused(reason));
            return;
        }
        game.choose(seat, choice);
        changes.playerActed();
        GameSetup chosenIn = current.setup();
        current.inform(() -> StatusText.chosen(chosenIn, seat, choice));
    }

    void undo() {
        if (current.isLive() && clockRuns.getAsBoolean()) {
            current.say(() -> Words.get("status.clockNoTakeBack"));
        } else if (canUndo()) {
            TakeBack.undo(current.game(), current.setup());
            changes.playerActed();
        }
    }

    void redo() {
        if (canRedo()) {
            TakeBack.redo(current.game(), current.setup());
            changes.playerActed();
        }
    }

    void hint() {
        if (canHint()) {
            searches.startHint(current.shownPosition());
        }
    }

    // ---- the computer's turn ----

    /** Starts the computer's search if it is to move (after every change of what is shown). */
    void startComputerIfToMove() {
        if (!isComputerToMove() || teacher.holdsComputer()) {
            return; // not its turn, or the teaching mode judges the player's move first
        }
        Game game = current.game();
        Optional<OpeningStep> step = game.openingStep();
        if (step.isPresent() && (step.get().isChoice() || game.moveCount() == 0)) {
            searches.startOpening(current.setup(), game.snapshot(), step.get(), this::computerDecided);
        } else {
            searches.startComputer(current.playing(), game.snapshot()); // the colours as chosen; a stone at a time: also mid-way through an opening step
        }
    }

    /** Stops the computer's search; it plays the best move found so far. */
    void moveNow() {
        searches.moveNow();
    }

    /** A legal move (the searches check) for the position searched. */
    void computerMoved(Position searched, Point move) {
        Game game = current.game();
        if (!searched.equals(game.snapshot())) {
            return; // belt and braces: only a move for the position on screen is played
        }
        if (asker.holds(() -> computerMoved(searched, move))) {
            return;
        }
        game.playKeepingLine(move); // follows a line kept from before, or keeps it as a variation
        changes.gameMoved(); // the player's news stays: they have not acted since
    }

    /** The computer's opening stones or choice, for the position searched; the stones are checked like any move. */
    private void computerDecided(Position searched, OpeningDecision decision) {
        Game game = current.game();
        if (!searched.equals(game.snapshot())) {
            return;
        }
        if (asker.holds(() -> computerDecided(searched, decision))) {
            return;
        }
        if (decision.choice() != null) {
            Seat seat = game.seatToAct();
            game.choose(seat, decision.choice());
            GameSetup chosenIn = current.setup();
            OpeningChoice choice = decision.choice();
            current.setInfo(() -> StatusText.chosen(chosenIn, seat, choice));
        }
        for (Point p : decision.stones()) {
            Optional<IllegalReason> illegal = game.check(p);
            if (illegal.isPresent()) {
                throw new IllegalStateException("the computer chose the opening stone %s, which %s".formatted(p,
                        illegal.get().text()));
            }
            game.play(p);
        }
        changes.gameMoved();
    }
}
