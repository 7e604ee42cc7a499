package org.inarow.ui.window;

import static org.assertj.core.api.Assertions.assertThat;

import org.inarow.model.OpeningRule;
import org.inarow.model.Overline;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.text.Language;
import org.inarow.ui.text.Texts;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The first line of the question a change of setup asks: it names the change, in both languages; no display needed. */
class SetupChangeWordsTest {
    private static final GameSetup GOMOKU = GameSetup.defaults().withRules(Rules.gomokuFreestyle(15));

    @AfterEach
    void english() {
        Texts.use(Language.ENGLISH);
    }

    @Test
    void eachChangeIsNamed() {
        Texts.use(Language.ENGLISH);
        assertThat(SetupChangeWords.why(GOMOKU, GOMOKU.withRules(Rules.ticTacToe())))
                .hasValue("Switching to Tic-tac-toe starts a new game.");
        assertThat(SetupChangeWords.why(GOMOKU, GOMOKU.withRules(Rules.renju())))
                .as("renju is 15 × 15: the rule is the change").hasValue("The rule “Renju” starts a new game.");
        assertThat(SetupChangeWords.why(GOMOKU, GOMOKU.withRules(Rules.gomoku(19, Overline.WINS))))
                .hasValue("A 19 × 19 board starts a new game.");
        assertThat(SetupChangeWords.why(GOMOKU, GOMOKU.withOpening(OpeningRule.SWAP2)))
                .hasValue("The opening rule “Swap2” starts a new game.");
        assertThat(SetupChangeWords.why(GOMOKU, GOMOKU.withHumanSide(Side.SECOND))).as("not a rule").isEmpty();
    }

    @Test
    void inChinese() {
        Texts.use(Language.CHINESE);
        assertThat(SetupChangeWords.why(GOMOKU, GOMOKU.withRules(Rules.ticTacToe()))).hasValue("换成井字棋会开始新对局。");
        assertThat(SetupChangeWords.why(GOMOKU, GOMOKU.withRules(Rules.renju()))).hasValue("换成“连珠”规则会开始新对局。");
        assertThat(SetupChangeWords.why(GOMOKU, GOMOKU.withRules(Rules.gomoku(20, Overline.WINS))))
                .hasValue("换成 20 × 20 棋盘会开始新对局。");
        assertThat(SetupChangeWords.why(GOMOKU, GOMOKU.withOpening(OpeningRule.SWAP)))
                .hasValue("换成“交换”开局规则会开始新对局。");
    }
}
