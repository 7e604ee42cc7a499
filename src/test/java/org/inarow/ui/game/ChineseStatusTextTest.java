package org.inarow.ui.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Candidate;
import org.inarow.ai.Level;
import org.inarow.ai.Limits;
import org.inarow.ai.Outcome;
import org.inarow.ai.OutcomeClass;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictors;
import org.inarow.ai.Progress;
import org.inarow.ai.Proof;
import org.inarow.ai.engine.ThreatPredictor;
import org.inarow.ai.ladder.Ladder;
import org.inarow.model.Game;
import org.inarow.model.IllegalReason;
import org.inarow.model.Notation;
import org.inarow.model.OpeningRule;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Seat;
import org.inarow.model.Side;
import org.inarow.ui.text.Language;
import org.inarow.ui.text.Texts;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The game's sentences in Chinese, for real positions: as a Chinese player reads them, the glossary's terms. */
class ChineseStatusTextTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final Rules TTT = Rules.ticTacToe();

    @BeforeEach
    void chinese() {
        Texts.use(Language.CHINESE);
    }

    @AfterEach
    void english() {
        Texts.use(Language.ENGLISH);
    }

    private static Prediction real(Position position) {
        return Predictors.forRules(position.rules()).predict(position, Limits.nodes(200_000), Cancellation.never());
    }

    private static Point p(String name) {
        return Notation.parsePoint(name, GOMOKU);
    }

    @Test
    void aProvenWinNamesBothSidesMovesOfItsLine() {
        // Black's open three h8–j8 with Black to move: a proven win, told with the winner's moves of its line
        Position openThree = Position.parse(GOMOKU, "h8 a1 i8 a3 j8 a5");
        Prediction p = real(openThree);
        assertThat(p.provenWinner()).contains(Side.FIRST);
        String words = PredictionText.prediction(p, openThree);
        assertThat(p.winInMoves()).as("an open four first, then five").isGreaterThan(1);
        List<String> pairs = new ArrayList<>();
        for (int i = 0; i < p.line().size() && pairs.size() < 4; i += 2) {
            pairs.add(Notation.format(p.line().get(i))
                    + (i + 1 < p.line().size() ? " " + Notation.format(p.line().get(i + 1)) : ""));
        }
        int own = (p.line().size() + 1) / 2;
        assertThat(own).as("a line of the winner's moves").isGreaterThanOrEqualTo(2);
        boolean more = own > 4 || own < p.winInMoves();
        assertThat(words).isEqualTo("黑方 " + p.winInMoves() + " 手内获胜：" + String.join("、", pairs) + (more ? "…" : ""));
        Texts.use(Language.ENGLISH);
        assertThat(PredictionText.prediction(p, openThree)).as("the same line in English")
                .isEqualTo("Black wins in " + p.winInMoves() + " moves: " + String.join(", ", pairs) + (more ? " …" : ""));
    }

    @Test
    void aLostPositionNamesTheWinnersThreat() {
        Position position = Position.parse(GOMOKU, "a1 h8 a3 i8 a5 j8 a7 k8"); // White's open four, Black to move
        assertThat(PredictionText.prediction(real(position), position))
                .isEqualTo("白方已成活四：下一手必胜（g8 和 l8 无法同时挡住）");
    }

    @Test
    void theBlockingPointsComeWithTheThreatTheyAnswer() {
        Position four = Position.parse(GOMOKU, "g8 h8 a1 i8 a3 j8 a5 k8"); // White's four h8–k8, closed at g8
        assertThat(PredictionText.prediction(real(four), four)).isEqualTo("黑方必须挡住 l8（白方的冲四 h8–k8）");
        Position three = Position.parse(GOMOKU, "a1 h8 a3 i8 a15 j8"); // White's open three h8–j8
        Prediction p = real(three);
        assertThat(p.mustBlock()).contains(p("g8"), p("k8"));
        assertThat(PredictionText.prediction(p, three)).startsWith("黑方必须挡住 ").endsWith("（白方的活三 h8–j8）");
        Position whiteToMove = Position.parse(GOMOKU, "h8 h9 i8");
        assertThat(PredictionText.prediction(new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, null, List.of(), -300, 0,
                Notation.parseMoves("h9 m8 c3 d4", GOMOKU), Map.of()), whiteToMove)).isEqualTo("白方必须挡住标出的 4 个点之一");
    }

    @Test
    void anEstimateAndTicTacToesProofs() {
        Position whiteToMove = Position.parse(GOMOKU, "h8");
        assertThat(PredictionText.estimate(0.68, GOMOKU.family())).isEqualTo("黑方 68% — 占优");
        assertThat(PredictionText.estimate(0.04, GOMOKU.family())).isEqualTo("白方 96% — 胜势");
        assertThat(PredictionText.prediction(real(whiteToMove), whiteToMove)).matches("(黑方|白方) \\d\\d?% — .+");
        Position empty = Position.empty(TTT);
        assertThat(PredictionText.prediction(real(empty), empty)).isEqualTo("双方最佳应对下为和棋");
        Position xWins = Position.parse(TTT, "b2 a2"); // X to move wins (StatusTextTest's position)
        assertThat(PredictionText.prediction(real(xWins), xWins)).isEqualTo("双方最佳应对下 X 获胜");
    }

    @Test
    void aForbiddenPointUnderRenjuIsRefusedInTheGlossarysWords() {
        Rules renju = Rules.renju();
        Game game = Game.fromMoves(renju, Notation.parseMoves("h7 a1 h9 a15 g8 o1 i8 o15", renju));
        Point h8 = Notation.parsePoint("h8", renju);
        IllegalReason reason = game.check(h8).orElseThrow();
        assertThat(reason).isEqualTo(IllegalReason.FORBIDDEN_DOUBLE_THREE);
        assertThat(StatusText.refusal(h8, reason)).isEqualTo("h8 是黑方禁手：双三");
        assertThat(StatusText.refusal(Notation.parsePoint("h7", renju), game.check(Notation.parsePoint("h7", renju))
                .orElseThrow())).isEqualTo("h7 已经有子。");
    }

    @Test
    void turnsResultsAndTheSessionInChinese() {
        GameSetup twoPlayers = new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.HARD, 1);
        GameSetup vsComputer = twoPlayers.withMode(Mode.VS_COMPUTER);
        assertThat(StatusText.turn(twoPlayers, Position.parse(GOMOKU, "h8"))).isEqualTo("白方走棋");
        assertThat(StatusText.turn(vsComputer, Position.parse(GOMOKU, "h8 a1"))).isEqualTo("轮到你了（黑方）");
        assertThat(StatusText.turn(twoPlayers.withRules(TTT), Position.parse(TTT, "b2"))).isEqualTo("O 走棋");
        Position blackWon = Position.parse(GOMOKU, "h8 a1 i8 a2 j8 a3 k8 a4 l8");
        assertThat(StatusText.turn(twoPlayers, blackWon)).isEqualTo("黑方获胜");
        assertThat(StatusText.turn(vsComputer, blackWon)).isEqualTo("你赢了！");
        assertThat(StatusText.tintLegend(twoPlayers.withRules(TTT), Position.empty(TTT)))
                .isEqualTo("绿色：X 胜，黄色：和棋，红色：X 负");
        assertThat(StatusText.overline(6)).isEqualTo("长连 6 子：标准规则（恰好五子）下不算获胜。");
        assertThat(StatusText.progress(3250, new Progress(7, 12, 154_321, 3200, new Point(7, 7), List.of())))
                .isEqualTo(new ProgressText("已思考 3.3 秒", "深度 7 · 154k 个节点 · 最佳 h8"));
        SessionScore score = new SessionScore();
        assertThat(score.text(Mode.TWO_PLAYERS, GOMOKU.family())).isEqualTo("本次：黑方 0，白方 0，和棋 0");
        assertThat(new LevelRecord(3, 1, 4).text()).isEqualTo("你：胜 3，和 1，负 4");
        assertThat(LevelNames.title(Ladder.rung(5))).isEqualTo("等级 5 · 棋社");
        assertThat(new LevelProgress.Move(5, LevelAdjust.Why.TWO_WINS).notice()).isEqualTo("连胜两局，下一局升至等级 5 · 棋社");
        assertThat(PositionSetup.empty(TTT).with(Notation.parsePoint("a1", TTT), java.util.Optional.of(Side.FIRST))
                .with(Notation.parsePoint("b1", TTT), java.util.Optional.of(Side.FIRST))
                .with(Notation.parsePoint("c1", TTT), java.util.Optional.of(Side.FIRST))
                .with(Notation.parsePoint("a2", TTT), java.util.Optional.of(Side.SECOND))
                .with(Notation.parsePoint("b2", TTT), java.util.Optional.of(Side.SECOND)).withToMove(Side.SECOND).refusal())
                .contains("X 已经连成 3 子，对局已结束。");
    }

    @Test
    void anOpeningIsGuidedStepByStep() {
        GameSetup twoPlayers = new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.HARD, 1, OpeningRule.SWAP2);
        Game game = new Game(GOMOKU, OpeningRule.SWAP2);
        assertThat(StatusText.openingGuide(game.openingStep().orElseThrow(), 0, 0)).isEqualTo("请摆三子：黑、白、黑");
        assertThat(StatusText.openingGuide(game.openingStep().orElseThrow(), 1, 0)).isEqualTo("请摆三子：黑、白、黑（已摆 1 子）");
        assertThat(StatusText.openingTurn(twoPlayers, game.openingStep().orElseThrow())).isEqualTo("玩家 1：请摆放棋子");
        for (String move : "h8 h9 i8".split(" ")) {
            game.play(p(move));
        }
        assertThat(StatusText.openingGuide(game.openingStep().orElseThrow(), 3, 3))
                .isEqualTo("请选择：执白、执黑或再摆两子");
        assertThat(StatusText.chosen(twoPlayers, Seat.RESPONDER, org.inarow.model.OpeningChoice.PLAY_WHITE))
                .isEqualTo("玩家 2 执白，玩家 1 执黑。");
    }

    @Test
    void theMapsPointsInChinese() {
        Candidate best = new Candidate(p("h9"), OutcomeClass.BETTER, 0.4, 0, List.of(), true, false);
        assertThat(ChanceText.mapTooltip(best, "白方", 0.6, 0.6, false, "黑方")).isEqualTo("h9，最佳着法：白方 60%");
        Candidate worse = new Candidate(p("g7"), OutcomeClass.WORSE, 0.8, 0, List.of(), false, true);
        assertThat(ChanceText.mapTooltip(worse, "白方", 0.2, 0.6, true, "黑方"))
                .isEqualTo("<html>g7：白方 20%，比最佳着法低 40 个百分点<br>g7 能挡住黑方的威胁</html>");
        Candidate lostBlock = new Candidate(p("g7"), OutcomeClass.WORSE, 0.95, -ThreatPredictor.MAX_ESTIMATE, List.of(),
                false, true);
        assertThat(ChanceText.mapTooltip(lostBlock, "白方", 0.05, 0.05, true, "黑方"))
                .isEqualTo("<html>g7：白方 5%，与最佳着法一样好<br>g7 能挡一下黑方的威胁，但之后黑方仍会获胜</html>");
        assertThat(ChanceText.mapLabel(OutcomeClass.PROVEN_WIN, 1)).isEqualTo("胜");
        assertThat(ChanceText.chanceAfterMove(new ChancePoint(12, 0.68, false), GOMOKU.family()))
                .isEqualTo("第 12 手后：黑方 68%，白方 32%（估计）");
    }

    @Test
    void aSetUpPositionThatCannotBePlayedSaysWhyInChinese() {
        PositionSetup setup = PositionSetup.empty(GOMOKU).with(p("h8"), java.util.Optional.of(Side.FIRST))
                .with(p("c3"), java.util.Optional.of(Side.SECOND)).withToMove(Side.SECOND);
        assertThat(setup.refusal()).contains("轮到白方走时，黑棋应比白棋多一颗：棋盘上有 1 颗黑棋和 1 颗白棋。");
        assertThat(DiscardQuestion.Replacement.NEW_SIDE.message(12))
                .isEqualTo("换边会开始新对局。\n当前对局（12 手）将会丢失。\n如要保留，请选“否”，先保存（文件 › 保存）。");
    }

    @Test
    void theGraphTellsTheHoveredMovesChance() {
        var family = org.inarow.model.Family.GOMOKU;
        assertThat(ChanceText.graphReadout(new ChancePoint(5, 0.62, false), family)).isEqualTo("第 5 手：黑方 62%，白方 38%");
        assertThat(ChanceText.graphReadout(new ChancePoint(0, 0.5, false), family)).isEqualTo("开局：黑方 50%，白方 50%");
        assertThat(ChanceText.graphReadout(new ChancePoint(9, 0.0, true), family)).isEqualTo("第 9 手：白方获胜");
        assertThat(ChanceText.graphReadout(new ChancePoint(4, 0.5, true), org.inarow.model.Family.TIC_TAC_TOE))
                .isEqualTo("第 4 手：和棋");
    }
}
