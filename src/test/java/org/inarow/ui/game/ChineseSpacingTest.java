package org.inarow.ui.game;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ChineseSpacingTest {

    @Test
    void aSpaceBetweenChineseAndLatinOrDigitsAndNoneBetweenChineseCharacters() {
        assertThat(ChineseSpacing.tidy("黑方必须挡住h8")).isEqualTo("黑方必须挡住 h8");
        assertThat(ChineseSpacing.tidy("然后由 玩家 2 选择")).isEqualTo("然后由玩家 2 选择");
        assertThat(ChineseSpacing.tidy("X走棋")).isEqualTo("X 走棋");
        assertThat(ChineseSpacing.tidy("棋盘上有4 颗黑棋和3 颗白棋。")).isEqualTo("棋盘上有 4 颗黑棋和 3 颗白棋。");
    }

    @Test
    void noSpaceBesideFullWidthPunctuation() {
        assertThat(ChineseSpacing.tidy("轮到你了（ X ）")).isEqualTo("轮到你了（X）");
        assertThat(ChineseSpacing.tidy("复盘完成 ：1 个败着 。")).isEqualTo("复盘完成：1 个败着。");
        assertThat(ChineseSpacing.tidy("h9，然后 j7、k6 …")).isEqualTo("h9，然后 j7、k6…");
    }

    @Test
    void otherSpacesAndLatinTextStayAsTheyAre() {
        assertThat(ChineseSpacing.tidy("黑方 68% — 占优")).isEqualTo("黑方 68% — 占优");
        assertThat(ChineseSpacing.tidy("深度 7 · 154k 个节点")).isEqualTo("深度 7 · 154k 个节点");
        assertThat(ChineseSpacing.tidy("White 45 % → 0 %")).isEqualTo("White 45 % → 0 %");
        assertThat(ChineseSpacing.tidy("按 Alt+↓ 跳到下一个")).isEqualTo("按 Alt+↓ 跳到下一个");
    }
}
