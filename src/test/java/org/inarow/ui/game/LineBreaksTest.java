package org.inarow.ui.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.ToIntFunction;
import org.junit.jupiter.api.Test;

/** Where the window's sentences may break, English and Chinese, at every width; no display needed. */
class LineBreaksTest {
    /** Chinese characters and full-width marks twice as wide as letters, digits and spaces, as on screen. */
    private static final ToIntFunction<String> WIDTHS = text -> text.codePoints()
            .map(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN || c >= 0x3000 ? 2 : 1).sum();

    @Test
    void englishBreaksAtSpacesOnly() {
        assertThat(LineBreaks.segments("White must block h9 (the open three f4-i7)"))
                .containsExactly("White ", "must ", "block ", "h9 ", "(the ", "open ", "three ", "f4-i7)");
    }

    @Test
    void chineseBreaksBetweenCharactersButNotInsideANumberAndItsMeasureWordOrAName() {
        assertThat(LineBreaks.segments("黑方必须挡住标出的 4 个点之一（白方的活三 h8–j8）")).containsExactly(
                "黑", "方", "必", "须", "挡", "住", "标", "出", "的 ", "4 个", "点", "之", "一", "（白", "方", "的", "活",
                "三 ", "h8–j8）");
        assertThat(LineBreaks.segments("第 12 手后：黑方 60%")).containsExactly("第 12 手", "后：", "黑", "方 ", "60%");
    }

    @Test
    void atEveryWidthNoLineSplitsANumberFromItsMeasureWordOrStartsWithAClosingMark() {
        String[] sentences = {"黑方必须挡住标出的 4 个点之一（白方的活三 h8–j8）", "无论黑方怎么走，白方都能获胜：活三 f4–i7 已无法挡住",
            "白方 3 手内获胜：h8 i9 j10，然后 k11", "第 12 手后：黑方 60%，白方 40%（估计）"};
        for (String sentence : sentences) {
            for (int width = 8; width <= 50; width++) {
                List<String> lines = StatusText.lines(sentence, width, WIDTHS);
                String where = sentence + " at " + width + ": " + lines;
                assertThat(String.join("", lines)).as(where).isEqualTo(sentence);
                for (String line : lines) {
                    assertThat(WIDTHS.applyAsInt(line.stripTrailing())).as(where).isLessThanOrEqualTo(width);
                }
                for (int i = 1; i < lines.size(); i++) {
                    String end = lines.get(i - 1).stripTrailing();
                    String start = lines.get(i);
                    assertThat(Character.isDigit(end.charAt(end.length() - 1)) && start.matches("^\\p{IsHan}.*"))
                            .as("a number split from its measure word: %s", where).isFalse();
                    assertThat(start).as(where).doesNotStartWith("，").doesNotStartWith("）").doesNotStartWith("：");
                    assertThat(end).as(where).doesNotEndWith("（").doesNotEndWith("第");
                }
                assertThat(String.join("|", lines)).as(where).doesNotContain("h|8").doesNotContain("h8|–");
            }
        }
    }
}
