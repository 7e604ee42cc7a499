package org.inarow.ai.training;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.inarow.ai.puzzles.Category;
import org.inarow.ai.puzzles.GomokuPuzzle;
import org.inarow.ai.puzzles.PuzzleSet;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;

/** A puzzle played: the set's answers right, the win played out to the five against the defender's replies, wrong moves refuted. */
class PuzzleAttemptTest {
    private static final PuzzleSet SET = PuzzleSet.builtIn();

    /** An empty point next to the stones that the set does not accept. */
    private static Point wrongMove(GomokuPuzzle puzzle) {
        Position p = puzzle.position();
        Point last = p.lastMove().orElseThrow();
        for (int d = 1; d < 15; d++) {
            for (int dc = -d; dc <= d; dc++) {
                for (int dr = -d; dr <= d; dr++) {
                    Point q = new Point(last.col() + dc, last.row() + dr);
                    if (q.col() >= 0 && q.row() >= 0 && q.col() < 15 && q.row() < 15 && p.isPlayable(q) && !puzzle.accepts(q)) {
                        return q;
                    }
                }
            }
        }
        throw new AssertionError("no wrong move near " + puzzle);
    }

    @Test
    void aWinIsPlayedOutToTheFiveWithTheDefenderReplying() {
        for (Category category : List.of(Category.WIN, Category.WIN_THREATS)) {
            for (GomokuPuzzle puzzle : SET.of(category).stream().filter(p -> p.length() >= 3).limit(4).toList()) {
                PuzzleAttempt attempt = PuzzleAttempt.start(puzzle);
                assertThat(attempt.nextMove()).contains(puzzle.accepted().get(0));
                int played = 0;
                while (attempt.status() == PuzzleAttempt.Status.PLAYING && played < 25) {
                    Side toMove = attempt.position().toMove();
                    assertThat(toMove).isEqualTo(puzzle.toMove());
                    int before = attempt.position().moveCount();
                    attempt = attempt.play(attempt.nextMove().orElseThrow());
                    played++;
                    if (attempt.status() == PuzzleAttempt.Status.PLAYING) {
                        assertThat(attempt.position().moveCount()).as("the defender replied").isEqualTo(before + 2);
                    }
                }
                assertThat(attempt.status()).as("%s played out", puzzle).isEqualTo(PuzzleAttempt.Status.SOLVED);
                assertThat(attempt.position().result().winner()).as("%s ends in a five", puzzle).isEqualTo(puzzle.toMove());
                assertThat(attempt.result()).isEqualTo(TrainerProgress.Result.SOLVED);
            }
        }
    }

    @Test
    void aDefenceOrABlockAcceptedIsSolvedAtOnce() {
        for (Category category : List.of(Category.DEFEND, Category.BLOCK)) {
            GomokuPuzzle puzzle = SET.of(category).get(0);
            PuzzleAttempt attempt = PuzzleAttempt.start(puzzle).play(puzzle.accepted().get(puzzle.accepted().size() - 1));
            assertThat(attempt.status()).isEqualTo(PuzzleAttempt.Status.SOLVED);
            assertThat(attempt.position().moveCount()).isEqualTo(puzzle.position().moveCount() + 1);
        }
    }

    /** An empty corner the puzzle does not accept: a move that ignores the threat altogether. */
    private static Point farMove(GomokuPuzzle puzzle) {
        return List.of(new Point(0, 0), new Point(14, 0), new Point(0, 14), new Point(14, 14)).stream()
                .filter(q -> puzzle.position().isPlayable(q) && !puzzle.accepts(q)).findFirst().orElseThrow();
    }

    @Test
    void aWrongDefenceIsRefutedByTheOpponentsWinAndTheAnswerGiven() {
        // a corner, far from the fight: the opponent's win by fours stands (a move near the threat may
        // instead be wrong because the attack goes on after it, which has no winning line to show)
        GomokuPuzzle puzzle = SET.of(Category.DEFEND).get(0);
        Point wrong = farMove(puzzle);
        PuzzleAttempt attempt = PuzzleAttempt.start(puzzle).play(wrong);
        assertThat(attempt.status()).isEqualTo(PuzzleAttempt.Status.MISSED);
        assertThat(attempt.wrong()).contains(wrong);
        assertThat(attempt.position()).as("back before the wrong move").isEqualTo(puzzle.position());
        assertThat(attempt.refutation()).as("the opponent's win after " + wrong).isNotEmpty();
        Position refuted = puzzle.position().play(wrong);
        for (Point p : attempt.refutation()) {
            refuted = refuted.play(p);
        }
        assertThat(refuted.result().winner()).as("the refutation ends in the opponent's five").isEqualTo(puzzle.toMove().opponent());
        assertThat(attempt.answer()).hasSize(1);
        assertThat(puzzle.accepts(attempt.answer().get(0))).isTrue();
        assertThat(attempt.result()).isEqualTo(TrainerProgress.Result.MISSED);
    }

    @Test
    void aWrongFirstMoveOfAWinShowsAWinningLineFromAnAcceptedMove() {
        GomokuPuzzle puzzle = SET.of(Category.WIN).stream().filter(p -> p.length() >= 3).findFirst().orElseThrow();
        PuzzleAttempt attempt = PuzzleAttempt.start(puzzle).play(wrongMove(puzzle));
        assertThat(attempt.status()).isEqualTo(PuzzleAttempt.Status.MISSED);
        assertThat(puzzle.accepts(attempt.answer().get(0))).isTrue();
    }

    @Test
    void hintsLowerTheResult() {
        GomokuPuzzle puzzle = SET.of(Category.BLOCK).get(0);
        PuzzleAttempt start = PuzzleAttempt.start(puzzle);
        Point answer = puzzle.accepted().get(0);
        assertThat(start.withHint().play(answer).result()).isEqualTo(TrainerProgress.Result.SOLVED_WITH_HINT);
        assertThat(start.withHint().withHint().play(answer).result()).isEqualTo(TrainerProgress.Result.MISSED);
        assertThat(start.withHint().withHint().withHint().hints()).isEqualTo(2);
    }
}
