package org.inarow.ai.engine.threats;

import static org.assertj.core.api.Assertions.assertThat;

import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictors;
import org.inarow.ai.Proof;
import org.inarow.ai.engine.ThreatPredictor;
import org.inarow.ai.engine.board.EngineBoard;
import org.inarow.ai.engine.eval.Evaluation;
import org.inarow.ai.search.SearchClock;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A lost position's best defence is the one that lasts: after it the winner has no forced win
 * shorter than the one the prediction states, checked by threat searches of their own with far
 * more nodes than the prediction had. The positions are from our own self-play games, where the
 * defence shown used to lose sooner than another move (a stronger engine's, as its proofs showed).
 */
class LongestDefenceTest {
    private static final Rules FREESTYLE = Rules.gomokuFreestyle(15);
    private static final long CHECK_NODES = 20_000_000;

    @ParameterizedTest
    @CsvSource({
        // White to move: c8 lost to Black's win in 4 moves (7 plies); g4 lasts a move longer
        "'e10 i7 i9 j9 h8 j10 j8 h10 g8 i8 h7 f9 g10 i11 g9 g11 h6 h5 e11 e9 e6 g7 f7 h9 f10 d12 f6 g6 f5 f4 d10 c10 d7', c8",
        // Black to move: i7 holds out for 8 of White's moves by the proof found first; h9 loses in 2
        "'e9 h6 j9 j10 j7 k9 i8 k10 k8 i10 h10 i11 l8 j8', h9",
    })
    void theDefenceShownHasNoShorterRefutationThanItsStatedLoss(String moves, String soonerLoss) {
        Position position = Position.parse(FREESTYLE, moves);
        Prediction prediction = Predictors.forRules(FREESTYLE).predict(position, Limits.time(1000), Cancellation.never());
        assertThat(prediction.outcome()).isEqualTo(Outcome.winFor(position.toMove().opponent()));
        assertThat(prediction.proof()).isEqualTo(Proof.THREAT);
        int stated = prediction.winInMoves();
        assertThat(shortestWinAfter(position, moves + " " + soonerLoss, stated - 1))
                .as("a win shorter than the %d moves stated after the sooner loss, %s", stated, soonerLoss).isPositive();
        assertThat(shortestWinAfter(position, moves + " " + prediction.best(), stated - 1))
                .as("a win shorter than the %d moves stated after the defence shown, %s", stated, prediction.best())
                .isZero();
    }

    /**
     * White to move, from a game against Rapfi: the four c10 loses in 7 moves, and was shown as the
     * defence; the moves that stop Black's fours at once (h6, e3, j8) resist the defence's own
     * searches (the loss was proven with more nodes), and Rapfi's h6 lasts 10 moves.
     */
    @Test
    void aDefenceTheShortSearchesCannotRefuteIsShownBeforeOneTheyCan() {
        String moves = "e11 h8 f8 g7 f6 g9 g8 f9 h9 f7 i7 d8 d7 g6 h5 f10 g5 d9 e9 e10 d10 f11 c11 b12 g12 i3 f5 i5 f4 f12 f13";
        Position position = Position.parse(FREESTYLE, moves);
        // on nodes, not the clock, so that the same searches run on any machine
        Prediction prediction = Predictors.forRules(FREESTYLE).predict(position, Limits.nodes(200_000), Cancellation.never());
        assertThat(prediction.provenWinner()).contains(Side.FIRST);
        assertThat(prediction.proof()).isEqualTo(Proof.THREAT);
        int sooner = shortestWinAfter(position, moves + " c10", VcfSearch.PLAY_MOVES);
        assertThat(sooner).as("Black's win after c10").isBetween(1, 8);
        assertThat(shortestWinAfter(position, moves + " " + prediction.best(), sooner))
                .as("a win as short as after c10 (%d moves) after the defence shown, %s", sooner, prediction.best())
                .isZero();
    }

    @Test
    void aLostPositionStillAnswersWithinItsTime() {
        Position position = Position.parse(FREESTYLE,
                "e10 h9 h10 j7 j10 i10 i11 g9 g10 f10 f9 g8 f7 i7 h8 l7 m7 k9 i9 k12 j11 k11 k10 j8 l10 j5 n10 m10 f6 g7");
        long start = System.nanoTime();
        Prediction prediction = Predictors.forRules(FREESTYLE).predict(position, Limits.time(300), Cancellation.never());
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(prediction.outcome()).isEqualTo(Outcome.SECOND_WINS);
        assertThat(millis).as("a 300 ms prediction").isLessThan(3_000);
    }

    /**
     * The winner's (to move after {@code line}) fewest moves to a forced win of at most {@code atMost}
     * moves, by fours or by threats, every block of a four of the loser's counted as a move; 0 if there
     * is none that short (asserting the searches were not cut short).
     */
    private static int shortestWinAfter(Position before, String line, int atMost) {
        Position after = Position.parse(FREESTYLE, line);
        assertThat(after.moveCount()).isEqualTo(before.moveCount() + 1);
        EngineBoard board = EngineBoard.of(after, ThreatPredictor.RADIUS, Evaluation.CODE_VALUES);
        int winner = board.sideToMove();
        SearchClock clock = new SearchClock(Limits.none(), Cancellation.never());
        VcfSearch vcf = new VcfSearch(board, clock);
        int[] fours = vcf.find(winner, atMost, CHECK_NODES);
        assertThat(vcf.wasCutShort()).as("the check by fours was cut short").isFalse();
        VctSearch vct = VctSearch.countingBlocks(board, clock);
        int[] threats = vct.find(winner, atMost, CHECK_NODES);
        assertThat(vct.wasCutShort()).as("the check by threats was cut short").isFalse();
        int byFours = fours.length == 0 ? Integer.MAX_VALUE : (fours.length + 1) / 2;
        int byThreats = threats.length == 0 ? Integer.MAX_VALUE : vct.provenMoves();
        int shortest = Math.min(byFours, byThreats);
        return shortest == Integer.MAX_VALUE ? 0 : shortest;
    }
}
