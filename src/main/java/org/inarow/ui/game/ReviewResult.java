package org.inarow.ui.game;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeMap;
import org.inarow.ai.Prediction;
import org.inarow.ai.review.Mark;
import org.inarow.ai.review.Review;
import org.inarow.ai.review.ReviewedMove;
import org.inarow.io.MoveNote;
import org.inarow.model.Point;
import org.inarow.model.Side;

/**
 * A game's review as a plain value for the views: every move judged ({@link MoveVerdict}), for the
 * moves it was made of. It stays with the game while the game's tree keeps those moves (looking back, undo
 * and redo, playing on at the end, a variation played beside them) and judges the moves the game's line shares with them.
 *
 * <p>A review read from a file ({@link #fromNotes}) holds what the file says: the marks and the
 * better moves of the marked moves, and the chances where it gives them.
 *
 * @param moves       the game's moves the review judged
 * @param startChance the first player's chance at the start, if known
 * @param startProven whether that is a proof (tic-tac-toe's draw)
 * @param verdicts    one per move, in order (fewer for a review cut short)
 * @param complete    whether every move was judged
 */
public record ReviewResult(List<Point> moves, OptionalDouble startChance, boolean startProven,
                           List<MoveVerdict> verdicts, boolean complete) {

    public ReviewResult {
        moves = List.copyOf(moves);
        verdicts = List.copyOf(verdicts);
    }

    /** The window's form of the review of {@code moves}. */
    static ReviewResult of(List<Point> moves, Review review) {
        List<MoveVerdict> verdicts = new ArrayList<>();
        for (ReviewedMove m : review.moves()) {
            Prediction after = review.positions().get(m.number());
            verdicts.add(new MoveVerdict(m.number(), m.move(), m.side(), OptionalDouble.of(m.firstPlayerWinChance()),
                    after.isProven(), m.mark(), m.best(), m.turningPoint()));
        }
        Prediction start = review.positions().get(0);
        return new ReviewResult(moves, OptionalDouble.of(start.firstPlayerWinChance()), start.isProven(), verdicts,
                review.complete());
    }

    /**
     * The game's chances with this review's over them: for each move it judged (up to {@code moveCount}), its
     * chance where it has one (one analysis of the whole game, made alike for every move), and its mark.
     */
    List<ChancePoint> chancesOver(List<ChancePoint> worked, int moveCount) {
        Map<Integer, ChancePoint> byMove = new TreeMap<>();
        worked.forEach(p -> byMove.put(p.move(), p));
        startChance.ifPresent(c -> byMove.put(0, new ChancePoint(0, c, startProven)));
        for (MoveVerdict v : verdicts) {
            if (v.number() > moveCount) {
                break;
            }
            ChancePoint known = v.firstPlayerWinChance().isPresent()
                    ? new ChancePoint(v.number(), v.firstPlayerWinChance().getAsDouble(), v.proven())
                    : byMove.get(v.number());
            if (known != null) {
                byMove.put(v.number(), known.withMark(v.mark()));
            }
        }
        return List.copyOf(byMove.values());
    }

    /** The review a game record's notes hold, if any: a move without a note is unmarked, with no chance. */
    static Optional<ReviewResult> fromNotes(List<Point> moves, List<MoveNote> notes) {
        if (notes.isEmpty()) {
            return Optional.empty();
        }
        MoveNote[] byNumber = new MoveNote[moves.size() + 1];
        notes.stream().filter(n -> n.number() <= moves.size()).forEach(n -> byNumber[n.number()] = n);
        OptionalDouble start = byNumber[0] == null ? OptionalDouble.empty() : byNumber[0].firstPlayerWinChance();
        List<MoveVerdict> verdicts = new ArrayList<>();
        boolean complete = true;
        for (int n = 1; n <= moves.size(); n++) {
            MoveNote note = byNumber[n];
            OptionalDouble chance = note == null ? OptionalDouble.empty() : note.firstPlayerWinChance();
            complete &= chance.isPresent();
            verdicts.add(new MoveVerdict(n, moves.get(n - 1), Side.toMoveAfter(n - 1), chance,
                    note != null && note.proven(), note == null ? Mark.NONE : note.mark(),
                    note == null ? null : note.best(), note != null && note.turningPoint()));
        }
        return Optional.of(new ReviewResult(moves, start, byNumber[0] != null && byNumber[0].proven(), verdicts,
                complete));
    }

    /** The notes a game record keeps of it, for the first {@code moveCount} moves: the start and every move judged. */
    public List<MoveNote> toNotes(int moveCount) {
        List<MoveNote> notes = new ArrayList<>();
        startChance.ifPresent(c -> notes.add(MoveNote.start(c, startProven)));
        for (MoveVerdict v : verdicts) {
            if (v.number() <= moveCount && (v.firstPlayerWinChance().isPresent() || v.mark() != Mark.NONE
                    || v.turningPoint())) {
                notes.add(new MoveNote(v.number(), v.mark(), v.better().orElse(null), v.firstPlayerWinChance(),
                        v.proven(), v.turningPoint()));
            }
        }
        return notes;
    }

    /** The verdict on move {@code number} (from 1), if it was judged. */
    public Optional<MoveVerdict> at(int number) {
        return number >= 1 && number <= verdicts.size() ? Optional.of(verdicts.get(number - 1)) : Optional.empty();
    }

    /** The moves where the predicted winner changed, in order. */
    public List<MoveVerdict> turningPoints() {
        return verdicts.stream().filter(MoveVerdict::turningPoint).toList();
    }

    /** How many moves from the first the review's line and {@code gameMoves} have in common (the moves it judged there). */
    int sharedMoves(List<Point> gameMoves) {
        int common = Math.min(moves.size(), gameMoves.size());
        int shared = 0;
        while (shared < common && moves.get(shared).equals(gameMoves.get(shared))) {
            shared++;
        }
        return shared;
    }

    /** How many moves got each mark ({@link Mark#NONE} included; a mark no move got is absent). */
    public Map<Mark, Integer> markCounts() {
        Map<Mark, Integer> counts = new EnumMap<>(Mark.class);
        for (MoveVerdict v : verdicts) {
            counts.merge(v.mark(), 1, Integer::sum);
        }
        return counts;
    }
}
