package org.inarow.ai.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.inarow.ai.engine.PuzzleProver.Classification;
import org.inarow.ai.engine.PuzzleProver.Reason;
import org.inarow.ai.engine.PuzzleProver.Task;
import org.inarow.ai.engine.PuzzleProver.Verdict;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/**
 * The puzzle prover on known positions, and against the public puzzles: where both sets define the
 * answers alike it agrees, and where they differ it differs the way the definitions say. The public
 * {@code win} accepts every start of a win by fours however slow and ours only the wins within the
 * length (blocks of the defender's fours not counted), so the two share the fastest answers; its
 * {@code defend} also rejects moves that a strong engine refutes by deeper wins, so its answers are
 * among ours.
 */
class PuzzleProverTest {
    private static final Rules RULES = Rules.gomokuFreestyle(15);

    private static Verdict examine(String moves) {
        return PuzzleProver.examine(Position.parse(RULES, moves));
    }

    @Test
    void trivialAndQuietPositionsAreNoPuzzles() {
        assertThat(examine("h8 a1 h9 a2 h10 a3 h11 a4").reason()).isEqualTo(Reason.WIN_IN_ONE);
        assertThat(examine("h8 a1 h9 a2 h10 a3 h11").reason()).isEqualTo(Reason.ALREADY_LOST); // an open four
        assertThat(examine("h8 h9 i8").reason()).isEqualTo(Reason.NO_TACTIC);
    }

    @Test
    void aBlockIsTheFoursOnePoint() {
        Verdict v = examine("h8 a1 h9 a2 h10 a3 h11 h12 a5");
        assertThat(v.task()).isEqualTo(Task.BLOCK);
        assertThat(v.accepted()).containsExactly(Notation.parsePoint("h7", RULES));
    }

    /** ia-0244 of the first set, Black to move: a win by threats of five moves. */
    private static final String QUIET_WIN = "e10 e9 i7 f10 d8 f8 g7 e7 g9 g8 i8 f7 f9 h9 i10 i9 k8 h11 k7 e6 d5 e8 e5 g6 h5 d9"
            + " c10 i6";
    /** ia-0154 of the first set, Black to move: a win by fours of four moves (m2). */
    private static final String WIDE_WIN = "e9 h7 j8 i8 g6 i7 g7 i6 i9 g8 j5 k7 h8 f6 j7 i5 i4 j6 h4 k6 l6 k5 k4 l8 m9 k9 k8 l4"
            + " m3 j10 m7 f7 g4 j4 f9 k3 l2 h9 f4 e4 e6 h3 i10 h11 h12 m5 j2 g11 e8 n6 o7 e7 g3 g5 i11 g12 g10 c9 d8 d7 c7"
            + " b6 i13 i12 j12 e11 b8 f8 k11 l10 c8 a8 m10 m11 m6 m8 l7 j9 l9 n11 n5 o4 k2 k10 l11 n12 o13 f11 d11 i2";

    @Test
    void aMoveThatThreatensNothingButWinsIsAccepted() {
        // h6 makes no four and no three, yet every White reply meets a win by threats (Rapfi: mate 6 plies after h6)
        Position p = Position.parse(RULES, QUIET_WIN);
        EngineBoard board = EngineBoard.of(p, PuzzleProver.RADIUS, Evaluation.CODE_VALUES);
        int h6 = board.index(Notation.parsePoint("h6", RULES));
        assertThat(board.fourPoints(board.sideToMove()).contains(h6) || board.threePoints(board.sideToMove()).contains(h6))
                .as("h6 threatens nothing").isFalse();
        assertThat(PuzzleProver.winsWith(p, Notation.parsePoint("h6", RULES), 5)).isTrue();
        assertThat(PuzzleProver.winsWith(p, Notation.parsePoint("h6", RULES), 3)).as("not that fast").isFalse();
        assertThat(PuzzleProver.winsWith(p, Notation.parsePoint("a1", RULES), 5)).as("a move far off").isFalse();
    }

    @Test
    void aWinWhoseThreatsAreNotInLineWithTheFirstIsAccepted() {
        // g15 is a four; after its block the win goes on with threats away from g15 (Rapfi: mate 6 plies after g15)
        Position p = Position.parse(RULES, WIDE_WIN);
        assertThat(PuzzleProver.winsWith(p, Notation.parsePoint("g15", RULES), 4)).isTrue();
    }

    @Test
    void theSameMoveListIsAlwaysJudgedAlike() {
        for (Puzzle p : Puzzle.all().subList(8, 12)) {
            assertThat(PuzzleProver.examine(p.position())).isEqualTo(PuzzleProver.examine(p.position()));
        }
    }

    /** The defences checked here, and pub-057 (each costs several seconds: the second look after each defence searches 4 M nodes); {@code puzzles --verify} takes the whole file. */
    private static final Set<String> DEFENCES = Set.of("pub-050", "pub-054", "pub-057");

    @Test
    void itAgreesWithThePublicPuzzlesAsTheDefinitionsSay() {
        int same = 0;
        int checked = 0;
        for (Puzzle p : Puzzle.all()) {
            boolean quick = p.category().equals("block") || p.category().equals("win") && p.vcfLength() <= 6;
            if (!quick && !DEFENCES.contains(p.id())) {
                continue;
            }
            if (p.id().equals("pub-057")) {
                // the side to move wins first by threats (a strong engine agrees: j9, mate in 17 plies); its win of
                // eight moves is found again from j9, but other tries of that length run out of nodes (unsettled)
                Classification c = PuzzleProver.classify(p.position());
                assertThat(c.task()).isEqualTo(Task.WIN_BY_THREATS);
                assertThat(PuzzleProver.winsWith(p.position(), Notation.parsePoint("j9", RULES), c.length())).isTrue();
                checked++;
                continue;
            }
            Verdict v = PuzzleProver.examine(p.position());
            if (v.reason() == Reason.TOO_MANY_ANSWERS && p.category().equals("win")) {
                // more winning moves than a puzzle may have (a strong engine proves each extra one winning):
                // the public file's answers must be among them as for any win
                assertThat(p.accepted()).as("%s", p).anyMatch(m -> PuzzleProver.winsWith(p.position(), m, p.vcfLength()));
                checked++;
                continue;
            }
            if (!v.isPuzzle()) {
                assertThat(v.reason()).as("%s", p).isEqualTo(Reason.UNSETTLED); // long wins with many answers
                continue;
            }
            checked++;
            Set<Point> ours = new HashSet<>(v.accepted());
            switch (p.category()) {
                case "block" -> assertThat(ours).as("%s", p).isEqualTo(p.accepted());
                case "win" -> {
                    assertThat(v.task()).as("%s", p).isEqualTo(Task.WIN_BY_FOURS);
                    assertThat(v.length()).as("%s", p).isEqualTo(p.vcfLength());
                    assertThat(p.accepted()).as("%s", p).containsAnyElementsOf(ours);
                }
                default -> {
                    assertThat(v.task()).as("%s", p).isEqualTo(Task.DEFEND);
                    assertThat(v.length()).as("%s", p).isEqualTo(p.vcfLength());
                    assertThat(ours).as("%s", p).containsAll(p.accepted());
                }
            }
            if (ours.equals(p.accepted())) {
                same++;
            }
        }
        assertThat(checked).isGreaterThanOrEqualTo(30);
        assertThat(same).as("answer sets the same as the public file's").isGreaterThanOrEqualTo(12);
    }

    @Test
    void aDefenceIsEveryMoveThatStopsTheFoursAndNoOther() {
        // pub-054: white to stop black's fours; e9 is the one point that does
        Puzzle p = Puzzle.all().stream().filter(q -> q.id().equals("pub-054")).findFirst().orElseThrow();
        Verdict v = PuzzleProver.examine(p.position());
        assertThat(v.task()).isEqualTo(Task.DEFEND);
        assertThat(v.accepted()).containsExactly(Notation.parsePoint("e9", RULES));
        assertThat(v.refuted() + v.accepted().size()).as("every empty point judged")
                .isEqualTo(RULES.cellCount() - p.position().moveCount());
        assertThat(List.copyOf(v.accepted())).hasSizeLessThanOrEqualTo(PuzzleProver.MAX_DEFENCES);
    }

    @Test
    void aDefenceThatLeavesTheAttackerAheadMakesNoPuzzle() {
        // defend puzzle ia-0387 as it was: h8 stops White's fours and no win by threats follows, but the
        // search still rates White ahead after it (short of winning), and Rapfi proves it lost in 33
        // plies: accepting h8 and refusing it could both be wrong, so the position is no puzzle
        Position root = Position.parse(RULES, "f8 e8 j8 e7 e9 g7 f7 f9 g11 f6 h10 i9");
        int attacker = LastingAttack.score(root.play(Notation.parsePoint("h8", RULES)));
        assertThat(attacker).isBetween(LastingAttack.UNCLEAR_SCORE, LastingAttack.WINNING_SCORE - 1);
        assertThat(PuzzleProver.examine(root).reason()).isEqualTo(Reason.DEFENCE_UNCLEAR);
    }
}
