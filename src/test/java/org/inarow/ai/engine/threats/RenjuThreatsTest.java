package org.inarow.ai.engine.threats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.inarow.ai.engine.threats.RenjuDiagrams.point;

import java.util.Arrays;
import java.util.List;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Candidate;
import org.inarow.ai.Candidates;
import org.inarow.ai.Limits;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.Proof;
import org.inarow.ai.Strategies;
import org.inarow.ai.engine.BoardThreats;
import org.inarow.ai.engine.CandidateSearch;
import org.inarow.ai.engine.ThreatPredictor;
import org.inarow.ai.engine.ThreatScan;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.search.SearchClock;
import org.inarow.model.FoulDetector;
import org.inarow.model.Game;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;

/**
 * The threat searches, the root filters and the predictor under renju, on hand-made diagrams, each
 * beside the same stones under the standard rule (exactly five, nothing forbidden) where the answer
 * differs: White wins by a four whose one block is forbidden to Black, or by an open three whose
 * stops are; Black's four through a forbidden point and Black's false three are no threats; a five
 * on a forbidden shape wins.
 */
class RenjuThreatsTest {
    private static final long BUDGET = 200_000;
    private static final List<String> LEVELS = List.of("easy", "medium", "hard");

    /**
     * Row 8: black d8 e8 f8 . h8 i8, so g8 would make six for Black (forbidden). Column g: white g9
     * g10 g11 between black g7 and g13. White's g12 makes a four whose one block is g8.
     */
    private static final RenjuDiagrams BLOCK_FORBIDDEN = RenjuDiagrams.of("d8 e8 f8 h8 i8 g7 g13", "g9 g10 g11");

    /**
     * g8 would make Black's fours g8-g11 (white g12) and g8-j5 (white k4), and six on row 8: under
     * the standard rule a double four that wins, under renju forbidden twice over (white d7 and i12
     * keep Black's diagonal e8-h11 from a win of its own).
     */
    private static final RenjuDiagrams DOUBLE_FOUR_AND_SIX = RenjuDiagrams.of("d8 e8 f8 h8 i8 g9 g10 g11 h7 i6 j5",
            "g12 k4 d7 i12");

    /** Only the overline makes g8 forbidden: its four g8-g11 (white g12) is one four, row 8 is six. */
    private static final RenjuDiagrams FOUR_AND_SIX = RenjuDiagrams.of("d8 e8 f8 h8 i8 g9 g10 g11", "g12");

    /**
     * Black's three f8 g8 h8 (white d8) can become a straight four only at i8, which would make six
     * with i5 i6 i7 i9 i10 (white i4, i11): a false three under renju, an open-four threat otherwise.
     */
    private static final RenjuDiagrams FALSE_THREE = RenjuDiagrams.of("f8 g8 h8 i5 i6 i7 i9 i10", "d8 i4 i11");

    @Test
    void whiteWinsByAFourWhoseOnlyBlockIsForbidden() {
        Position renju = BLOCK_FORBIDDEN.renju(Side.SECOND);
        assertThat(FoulDetector.forbiddenPoints(renju.toBoard())).contains(point("g8"));
        int[] line = vcf(renju, EngineBoard.SECOND);
        assertThat(points(renju, line)).startsWith(point("g12")).endsWith(point("g8"));
        assertReplaysToAWin(renju, line, Side.SECOND);
        assertThat(vcf(BLOCK_FORBIDDEN.standard(Side.SECOND), EngineBoard.SECOND))
                .as("under the standard rule Black blocks at g8 (six, no win, allowed)").isEmpty();

        for (String level : List.of("level=7", "hard")) { // the engine's levels: the rungs below it may overlook the trick, as people do
            assertThat(Strategies.parse(level, Rules.renju(), 1).search(renju, Limits.time(500)).move())
                    .as("%s as White", level).isEqualTo(point("g12"));
        }
        Prediction prediction = new ThreatPredictor().predict(renju, Limits.time(1000), Cancellation.never());
        assertThat(prediction.outcome()).isEqualTo(Outcome.SECOND_WINS);
        assertThat(prediction.proof()).isEqualTo(Proof.THREAT);
        assertThat(prediction.best()).isEqualTo(point("g12"));
        Prediction standard = new ThreatPredictor().predict(BLOCK_FORBIDDEN.standard(Side.SECOND), Limits.time(1000),
                Cancellation.never());
        assertThat(standard.provenWinner()).as("standard: %s", standard).isNotEqualTo(prediction.provenWinner());
    }

    @Test
    void blackFacingAFourWhoseOnlyBlockIsForbiddenHasLostAndNeverNamesTheBlock() {
        Position renju = BLOCK_FORBIDDEN.plusWhite("g12").renju(Side.FIRST);
        Point g8 = point("g8");
        assertThat(renju.forbiddenPoints()).contains(g8);
        Prediction prediction = new ThreatPredictor().predict(renju, Limits.time(1000), Cancellation.never());
        assertThat(prediction.outcome()).isEqualTo(Outcome.SECOND_WINS);
        assertThat(prediction.proof()).isEqualTo(Proof.THREAT);
        assertThat(renju.isPlayable(prediction.best())).as("best %s", prediction.best()).isTrue();
        assertThat(prediction.mustBlock()).doesNotContain(g8);
        Candidates map = new CandidateSearch().analyze(renju, 5, Limits.time(1000), Cancellation.never(),
                ProgressSink.NONE);
        assertThat(map.candidates()).extracting(Candidate::point).isNotEmpty().doesNotContain(g8);
        assertThat(map.prediction().outcome()).isEqualTo(Outcome.SECOND_WINS);
        for (String level : LEVELS) {
            Point move = Strategies.parse(level, Rules.renju(), 2).search(renju, Limits.time(300)).move();
            assertThat(renju.isPlayable(move)).as("%s played %s", level, move).isTrue();
        }

        Position standard = BLOCK_FORBIDDEN.plusWhite("g12").standard(Side.FIRST);
        Prediction allowed = new ThreatPredictor().predict(standard, Limits.time(1000), Cancellation.never());
        assertThat(allowed.best()).isEqualTo(g8);
        assertThat(allowed.mustBlock()).containsExactly(g8);
        assertThat(Strategies.parse("hard", standard.rules(), 2).search(standard, Limits.time(300)).move())
                .isEqualTo(g8);
    }

    @Test
    void blacksFourThroughAForbiddenPointIsNoThreatToWhite() {
        Point g8 = point("g8");
        // the engine board's Black fours: g8 is one under the standard rule, not under renju (six on row 8)
        assertThat(board(FOUR_AND_SIX.standard(Side.FIRST)).fourPoints(EngineBoard.FIRST).contains(idx(g8))).isTrue();
        assertThat(board(FOUR_AND_SIX.renju(Side.FIRST)).fourPoints(EngineBoard.FIRST).contains(idx(g8))).isFalse();

        int[] standardWin = vcf(DOUBLE_FOUR_AND_SIX.standard(Side.FIRST), EngineBoard.FIRST);
        assertThat(points(DOUBLE_FOUR_AND_SIX.standard(Side.FIRST), standardWin)).startsWith(g8);
        assertThat(vcf(DOUBLE_FOUR_AND_SIX.renju(Side.FIRST), EngineBoard.FIRST)).isEmpty();
        int[] threats = vct(DOUBLE_FOUR_AND_SIX.renju(Side.FIRST), EngineBoard.FIRST);
        // a win by threats there is (a four-three elsewhere), but no Black move of it is g8
        assertThat(java.util.stream.IntStream.range(0, threats.length).filter(i -> i % 2 == 0)
                .mapToObj(i -> new Point(threats[i] % 15, threats[i] / 15))).doesNotContain(g8);
        assertReplaysLegally(DOUBLE_FOUR_AND_SIX.renju(Side.FIRST), threats);

        // White to move: Black's fours threaten nothing under renju, so nothing must be blocked
        // under the standard rule the fours are a threat; g8 stops them, but Black's threats win after it
        ThreatScan standard = scan(DOUBLE_FOUR_AND_SIX.standard(Side.SECOND));
        assertThat(standard.threatStones()).isNotEmpty();
        assertThat(standard.decided().provenWinner()).contains(Side.FIRST);
        ThreatScan renju = scan(DOUBLE_FOUR_AND_SIX.renju(Side.SECOND));
        assertThat(renju.decided()).isNull();
        assertThat(renju.mustBlock()).isEmpty();
        assertThat(renju.threatStones()).isEmpty();
        for (String level : LEVELS) {
            Position black = DOUBLE_FOUR_AND_SIX.renju(Side.FIRST);
            Point move = Strategies.parse(level, Rules.renju(), 3).search(black, Limits.time(300)).move();
            assertThat(black.isPlayable(move)).as("%s played %s", level, move).isTrue();
        }
    }

    @Test
    void blacksFalseThreeIsNoThreat() {
        Point i8 = point("i8");
        EngineBoard standard = board(FALSE_THREE.standard(Side.FIRST));
        EngineBoard renju = board(FALSE_THREE.renju(Side.FIRST));
        assertThat(standard.doubleFourPoints(EngineBoard.FIRST).toArray()).containsExactly(idx(i8));
        assertThat(renju.doubleFourPoints(EngineBoard.FIRST).isEmpty()).isTrue();
        assertThat(renju.isForbidden(idx(i8))).isTrue();
        assertThat(BoardThreats.any(FALSE_THREE.standard(Side.SECOND))).isTrue();
        assertThat(BoardThreats.any(FALSE_THREE.renju(Side.SECOND))).as("a false three is no threat on the board")
                .isFalse();

        assertThat(vcf(FALSE_THREE.standard(Side.FIRST), EngineBoard.FIRST)).isNotEmpty();
        assertThat(vcf(FALSE_THREE.renju(Side.FIRST), EngineBoard.FIRST)).isEmpty();
        int[] threats = vct(FALSE_THREE.renju(Side.FIRST), EngineBoard.FIRST);
        assertReplaysLegally(FALSE_THREE.renju(Side.FIRST), threats);

        // under the standard rule the three is a threat; i8 stops it, but Black's threats win after it
        ThreatScan standardScan = scan(FALSE_THREE.standard(Side.SECOND));
        assertThat(standardScan.threatStones()).isNotEmpty();
        assertThat(standardScan.decided().provenWinner()).contains(Side.FIRST);
        ThreatScan scan = scan(FALSE_THREE.renju(Side.SECOND));
        assertThat(scan.decided()).isNull();
        assertThat(scan.mustBlock()).as("White need not answer a false three").isEmpty();
    }

    /**
     * White's f8 g8 and h8 to come make an open three whose only stops, e8 and i8, would each make
     * six for Black (columns e and i: black 5-6-7 . 9-10 between white 4 and 11).
     */
    private static final RenjuDiagrams THREE_WITH_FORBIDDEN_STOPS = RenjuDiagrams.of(
            "e5 e6 e7 e9 e10 i5 i6 i7 i9 i10", "f8 g8 e4 e11 i4 i11");

    @Test
    void whitesOpenThreeWinsWhenEveryStopIsForbiddenToBlack() {
        Position renju = THREE_WITH_FORBIDDEN_STOPS.renju(Side.SECOND);
        Position standard = THREE_WITH_FORBIDDEN_STOPS.standard(Side.SECOND);
        assertThat(openThreeWins(renju, "h8")).as("renju: Black may stop the three nowhere").isTrue();
        assertThat(openThreeWins(standard, "h8")).as("standard: Black stops it at e8 or i8").isFalse();
        int[] win = vct(renju, EngineBoard.SECOND);
        assertThat(win).isNotEmpty();
        assertThat(assertReplaysLegally(renju, win).result().winnerIfAny()).contains(Side.SECOND);
        assertThat(vct(standard, EngineBoard.SECOND)).isEmpty();

        Position lost = THREE_WITH_FORBIDDEN_STOPS.plusWhite("h8").renju(Side.FIRST);
        assertThat(lost.forbiddenPoints()).contains(point("e8"), point("i8"));
        Prediction prediction = new ThreatPredictor().predict(lost, Limits.time(1000), Cancellation.never());
        assertThat(prediction.outcome()).isEqualTo(Outcome.SECOND_WINS);
        assertThat(lost.isPlayable(prediction.best())).as("best %s", prediction.best()).isTrue();
        assertThat(prediction.mustBlock()).doesNotContain(point("e8"), point("i8"));
    }

    /** Whether White's {@code move} wins by continuous threats whatever Black answers. */
    private static boolean openThreeWins(Position position, String move) {
        EngineBoard board = board(position);
        int cell = idx(point(move));
        board.place(cell, EngineBoard.SECOND);
        return new VctSearch(board, clock()).winsAfterMove(EngineBoard.SECOND, cell, VctSearch.PLAY_MOVES - 1,
                BUDGET);
    }

    @Test
    void blacksFiveWinsOnAPointThatAlsoMakesSix() {
        // row 8: d8-g8 and h8 make exactly five (white c8, i8 empty); column h: h5 h6 h7 . h9 h10 makes six
        Position position = RenjuDiagrams.of("d8 e8 f8 g8 h5 h6 h7 h9 h10", "c8").renju(Side.FIRST);
        Point h8 = point("h8");
        assertThat(position.isPlayable(h8)).isTrue();
        EngineBoard board = board(position);
        assertThat(board.isForbidden(idx(h8))).isFalse();
        assertThat(board.fivePoints(EngineBoard.FIRST).toArray()).containsExactly(idx(h8));
        for (String level : LEVELS) {
            assertThat(Strategies.parse(level, Rules.renju(), 4).search(position, Limits.time(300)).move())
                    .as(level).isEqualTo(h8);
        }
        Prediction prediction = new ThreatPredictor().predict(position, Limits.time(500), Cancellation.never());
        assertThat(prediction.outcome()).isEqualTo(Outcome.FIRST_WINS);
        assertThat(prediction.best()).isEqualTo(h8);
    }

    static int[] vcf(Position position, int attacker) {
        EngineBoard board = board(position);
        return new VcfSearch(board, clock()).find(attacker, VcfSearch.PLAY_MOVES, BUDGET);
    }

    static int[] vct(Position position, int attacker) {
        EngineBoard board = board(position);
        return new VctSearch(board, clock()).find(attacker, VctSearch.PLAY_MOVES, BUDGET);
    }

    private static ThreatScan scan(Position position) {
        return ThreatScan.of(position, board(position), clock(), BUDGET);
    }

    private static SearchClock clock() {
        return new SearchClock(Limits.none(), Cancellation.never());
    }

    private static EngineBoard board(Position position) {
        return EngineBoard.of(position, 2, Evaluation.CODE_VALUES);
    }

    private static int idx(Point p) {
        return p.row() * 15 + p.col();
    }

    private static List<Point> points(Position position, int[] line) {
        return Arrays.stream(line).mapToObj(c -> new Point(c % 15, c / 15)).toList();
    }

    /** Every move of the line is legal for its side in the model (Black's forbidden points refused). */
    static Game assertReplaysLegally(Position position, int[] line) {
        Game game = position.toGame();
        for (int cell : line) {
            if (game.isOver()) {
                break;
            }
            Point p = new Point(cell % 15, cell / 15);
            assertThat(game.isLegal(p)).as("%s in %s after %s", p, Arrays.toString(line), position).isTrue();
            game.play(p);
        }
        return game;
    }

    /** The line is legal move by move and ends in {@code winner}'s five. */
    static void assertReplaysToAWin(Position position, int[] line, Side winner) {
        Game game = assertReplaysLegally(position, line);
        assertThat(game.isOver()).as("the line %s ends the game", Arrays.toString(line)).isTrue();
        assertThat(game.result().winnerIfAny()).contains(winner);
    }
}
