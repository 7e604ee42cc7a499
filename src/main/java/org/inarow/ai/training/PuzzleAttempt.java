package org.inarow.ai.training;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.inarow.ai.engine.PuzzleDefender;
import org.inarow.ai.engine.PuzzleProver;
import org.inarow.ai.puzzles.Category;
import org.inarow.ai.puzzles.GomokuPuzzle;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Side;

/**
 * A puzzle being solved, one immutable step at a time. The first move is right when the set accepts
 * it. A block or a defence ends there. A win goes on: the defender replies ({@link PuzzleDefender}),
 * and each further move is right when it makes five, blocks the defender's four, or still wins as
 * fast as the best win found ({@link PuzzleProver#winsWith}), until the five. A wrong move ends the
 * attempt with the opponent's refutation (its win after the move, when one is found) and a right
 * answer. {@link #play} searches (up to a second or two): call it off the event thread.
 *
 * @param puzzle     the puzzle
 * @param position   the position now (the player to move while {@link Status#PLAYING})
 * @param movesLeft  for a win, the player's moves left to make five (the five included)
 * @param status     how it stands
 * @param hints      0, 1 (the area shown) or 2 (the move shown)
 * @param nextMove   a right move in {@code position} (for the hint), if one is known
 * @param wrong      the wrong move, once missed
 * @param refutation after a wrong move, the opponent's win that follows it (from the position after it), or empty
 * @param answer     after a wrong move, a right move in {@code position} and, for a win, its line (from {@code position})
 */
public record PuzzleAttempt(GomokuPuzzle puzzle, Position position, int movesLeft, Status status, int hints,
                            Optional<Point> nextMove, Optional<Point> wrong, List<Point> refutation, List<Point> answer) {

    /** Where an attempt stands. */
    public enum Status { PLAYING, SOLVED, MISSED }

    public PuzzleAttempt {
        refutation = List.copyOf(refutation);
        answer = List.copyOf(answer);
    }

    /** A new attempt at {@code puzzle}. */
    public static PuzzleAttempt start(GomokuPuzzle puzzle) {
        return new PuzzleAttempt(puzzle, puzzle.position(), puzzle.length(), Status.PLAYING, 0,
                Optional.of(puzzle.accepted().get(0)), Optional.empty(), List.of(), List.of());
    }

    /** The side the player plays. */
    public Side player() {
        return puzzle.toMove();
    }

    public boolean isWin() {
        return puzzle.category() == Category.WIN || puzzle.category() == Category.WIN_THREATS;
    }

    /** Whether the player's first move is still to come. */
    public boolean atStart() {
        return position.moveCount() == puzzle.position().moveCount();
    }

    /** The result for the rating, once over: a hint of the area halves a solve, the move shown makes it a miss. */
    public TrainerProgress.Result result() {
        if (status != Status.SOLVED || hints >= 2) {
            return TrainerProgress.Result.MISSED;
        }
        return hints == 1 ? TrainerProgress.Result.SOLVED_WITH_HINT : TrainerProgress.Result.SOLVED;
    }

    /** The attempt after one more hint (at most two: the area, then the move). */
    public PuzzleAttempt withHint() {
        return new PuzzleAttempt(puzzle, position, movesLeft, status, Math.min(2, hints + 1), nextMove, wrong, refutation,
                answer);
    }

    /** The player plays {@code move} (an empty point, while playing): the attempt after it, and the defender's reply. */
    public PuzzleAttempt play(Point move) {
        if (status != Status.PLAYING || !position.isPlayable(move)) {
            throw new IllegalArgumentException("not a move to judge now");
        }
        Position after = position.play(move);
        if (after.isOver()) {
            boolean five = after.result().winner() == player();
            return five ? over(after, Status.SOLVED) : missed(move);
        }
        boolean right;
        int left = movesLeft;
        if (atStart()) {
            right = puzzle.accepts(move);
            left = movesLeft - 1;
        } else if (!PuzzleDefender.fivePoints(position, player().opponent()).isEmpty()) {
            right = PuzzleDefender.fivePoints(position, player().opponent()).contains(move); // the block of the defender's four
        } else {
            right = PuzzleProver.winsWith(position, move, movesLeft);
            left = movesLeft - 1;
        }
        if (!right) {
            return missed(move);
        }
        if (!isWin()) {
            return over(after, Status.SOLVED);
        }
        PuzzleDefender.Reply reply = PuzzleDefender.reply(after);
        Position next = after.play(reply.move());
        if (next.isOver() || reply.attackerMoves() == 0) {
            // the defender made five (cannot follow a right move), or no win is found after its reply: the
            // searches ran out, not the player; the right moves so far solve it
            return over(after, next.isOver() ? Status.MISSED : Status.SOLVED);
        }
        List<Point> line = PuzzleDefender.winningLine(next);
        return new PuzzleAttempt(puzzle, next, Math.max(left, reply.attackerMoves()), Status.PLAYING, hints,
                line.isEmpty() ? Optional.empty() : Optional.of(line.get(0)), Optional.empty(), List.of(), List.of());
    }

    private PuzzleAttempt over(Position at, Status how) {
        return new PuzzleAttempt(puzzle, at, movesLeft, how, hints, Optional.empty(), Optional.empty(), List.of(), List.of());
    }

    private PuzzleAttempt missed(Point move) {
        Position after = position.play(move);
        List<Point> refutation = after.isOver() ? List.of() : PuzzleDefender.winningLine(after);
        List<Point> answer = new ArrayList<>();
        if (isWin()) {
            List<Point> line = PuzzleDefender.winningLine(position);
            if (atStart() && !line.isEmpty() && !puzzle.accepts(line.get(0))) {
                answer.add(puzzle.accepted().get(0)); // the set's answer, when the search's line starts elsewhere
            } else {
                answer.addAll(line);
            }
        } else {
            answer.add(puzzle.accepted().get(0));
        }
        if (answer.isEmpty()) {
            nextMove.ifPresent(answer::add);
        }
        return new PuzzleAttempt(puzzle, position, movesLeft, Status.MISSED, hints, nextMove, Optional.of(move),
                refutation, answer);
    }
}
