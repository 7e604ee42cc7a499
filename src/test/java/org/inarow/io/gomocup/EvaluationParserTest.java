package org.inarow.io.gomocup;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.OptionalInt;
import org.inarow.io.gomocup.EngineEvaluation.Kind;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/** Evaluations from literal MESSAGE lines as the engines print them. */
class EvaluationParserTest {
    private final EvaluationParser parser = new EvaluationParser(Rules.gomokuFreestyle(15));

    @Test
    void rapfi_mate_with_its_line() {
        EngineEvaluation e = parser.parse("MESSAGE Depth 14-13 | Eval +M13 | Time 26ms | F7 I10 I7").orElseThrow();
        assertThat(e.kind()).isEqualTo(Kind.WIN);
        assertThat(e.value()).isEqualTo(13);
        assertThat(e.moves()).isEqualTo(7);
        assertThat(e.depth()).isEqualTo(OptionalInt.of(14));
        // F7 is the protocol's 5,6: column f, row 15 - 6 = 9
        assertThat(Notation.formatMoves(e.pv())).isEqualTo("f9 i6 i9");
        assertThat(e.text()).isEqualTo("+M13");
    }

    @Test
    void rapfi_closing_line_scores_and_losses() {
        EngineEvaluation closing = parser.parse("MESSAGE Speed 891K | Depth 36-10 | Eval +M13 | Node 722K | Time 810ms").orElseThrow();
        assertThat(closing.kind()).isEqualTo(Kind.WIN);
        assertThat(closing.depth()).isEqualTo(OptionalInt.of(36));
        assertThat(closing.pv()).isEmpty();

        EngineEvaluation score = parser.parse("Depth 9-15 | Eval 123 | Time 40ms | H8 I9").orElseThrow();
        assertThat(score.kind()).isEqualTo(Kind.SCORE);
        assertThat(score.value()).isEqualTo(123);
        assertThat(Notation.formatMoves(score.pv())).isEqualTo("h8 i7");

        EngineEvaluation negative = parser.parse("MESSAGE Depth 9-15 | Eval -57 | Time 40ms | H8").orElseThrow();
        assertThat(negative.value()).isEqualTo(-57);

        EngineEvaluation loss = parser.parse("MESSAGE Depth 3-2 | Eval -M8 | Time 1ms | A1").orElseThrow();
        assertThat(loss.kind()).isEqualTo(Kind.LOSS);
        assertThat(loss.value()).isEqualTo(8);
        assertThat(loss.moves()).isEqualTo(4);

        EngineEvaluation database = parser.parse("MESSAGE Depth 1-1 | Eval +M* | Time 0ms | H8").orElseThrow();
        assertThat(database.kind()).isEqualTo(Kind.WIN);
        assertThat(database.value()).isZero();
        assertThat(database.text()).isEqualTo("+M*");
    }

    @Test
    void yixin_style_ev_lines() {
        EngineEvaluation e = parser.parse("MESSAGE depth 12-20 ev 178 n 1204K n/ms 950 tm 1270 pv h8 i9 j10").orElseThrow();
        assertThat(e.kind()).isEqualTo(Kind.SCORE);
        assertThat(e.value()).isEqualTo(178);
        assertThat(e.depth()).isEqualTo(OptionalInt.of(12));
        assertThat(Notation.formatMoves(e.pv())).isEqualTo("h8 i7 j6");

        EngineEvaluation mate = parser.parse("MESSAGE depth 20-31 ev -M6 n 9M n/ms 800 tm 9000 pv a1").orElseThrow();
        assertThat(mate.kind()).isEqualTo(Kind.LOSS);
        assertThat(mate.value()).isEqualTo(6);

        assertThat(parser.parse("MESSAGE REALTIME VAL -240").orElseThrow().value()).isEqualTo(-240);
    }

    @Test
    void aiwine_and_our_own_pbrain() {
        EngineEvaluation wine = parser.parse("MESSAGE depth: 6-8 best:[6,7] val=-59 time:136ms").orElseThrow();
        assertThat(wine.value()).isEqualTo(-59);
        assertThat(wine.depth()).isEqualTo(OptionalInt.of(6));
        assertThat(Notation.formatMoves(wine.pv())).isEqualTo("g8");

        EngineEvaluation ours = parser.parse("MESSAGE depth 7 score 132 nodes 21760 time 236 pv 9,8 7,7").orElseThrow();
        assertThat(ours.value()).isEqualTo(132);
        assertThat(Notation.formatMoves(ours.pv())).isEqualTo("j7 h8");
        EngineEvaluation win = parser.parse("MESSAGE depth 3 score win-in-5 nodes 10 time 1 pv 7,7").orElseThrow();
        assertThat(win.kind()).isEqualTo(Kind.WIN);
        assertThat(win.value()).isEqualTo(5);
    }

    @Test
    void chatter_and_multi_pv_lines_are_no_evaluation() {
        for (String line : List.of("MESSAGE Load config from /tmp/engines/rapfi/config.toml", "MESSAGE OptiTime 480ms | MaxTime 960ms",
                "MESSAGE (1) 123 | 14-13 | F7 I10", "MESSAGE REALTIME BEST 7,7", "MESSAGE Evaluation is hard", "")) {
            assertThat(parser.parse(line)).as(line).isEmpty();
        }
    }

    @Test
    void a_line_point_off_the_board_ends_the_line() {
        EngineEvaluation e = parser.parse("MESSAGE Depth 5-5 | Eval 10 | Time 1ms | H8 Z20 A1").orElseThrow();
        assertThat(Notation.formatMoves(e.pv())).isEqualTo("h8");
    }

    @Test
    void numbers_too_long_for_a_score_are_no_evaluation_and_never_throw() {
        for (String line : new String[] {"MESSAGE Depth 14-13 | Eval -99999999999 | Time 26ms",
                "MESSAGE Depth 3 | Eval +2147483648 | Time 1ms", "MESSAGE depth 5 score -99999999999 nodes 1",
                "MESSAGE REALTIME VAL 12345678901", "MESSAGE depth: 8-23 best:[8,7] val=-99999999999 time:782ms",
                "MESSAGE depth 99999999999 score 12 nodes 1", "MESSAGE Depth 14 | Eval +M99999999999 | Time 1ms"}) {
            assertThat(parser.parse(line)).as(line).isEmpty();
        }
        assertThat(parser.parse("MESSAGE Depth 4 | Eval -999999999 | Time 1ms")).as("nine digits still read")
                .hasValueSatisfying(e -> assertThat(e.value()).isEqualTo(-999_999_999));
    }
}
