package org.inarow.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class UserTextTest {

    @Test
    void controlCharactersBecomeEscapesSoTheTextStaysOnOneLine() {
        assertThat(UserText.escape("\u001b[31mred\u001b[0m")).isEqualTo("\\e[31mred\\e[0m");
        assertThat(UserText.escape("a\nb\r\nc\td")).isEqualTo("a\\nb\\r\\nc\\td");
        assertThat(UserText.escape("bell\u0007 nul\u0000 del\u007f csi\u009b")).isEqualTo("bell\\u0007 nul\\u0000 del\\u007f csi\\u009b");
        assertThat(UserText.escape("line\u2028para\u2029")).isEqualTo("line\\u2028para\\u2029");
        assertThat(UserText.escape("\u202eevil")).as("a bidi override").isEqualTo("\\u202eevil");
        assertThat(UserText.escape("lone \ud800 half")).isEqualTo("lone \\ud800 half");
    }

    @Test
    void printableTextIsUntouchedAndEscapingTwiceChangesNothing() {
        String plain = "h8 i9, C:\\games\\partie é 五子棋 \ud83d\ude00";
        assertThat(UserText.escape(plain)).isSameAs(plain);
        String once = UserText.escape("a\u001bb\nc");
        assertThat(UserText.escape(once)).isEqualTo(once);
        assertThat(once.lines()).hasSize(1);
    }

    @Test
    void shownTextIsCutAfterEscapingNeverInsideAPair() {
        assertThat(UserText.shown("abcdef", 3)).isEqualTo("abc...");
        assertThat(UserText.shown("abc", 3)).isEqualTo("abc");
        assertThat(UserText.shown("ab\ud83d\ude00cd", 3)).isEqualTo("ab...");
        assertThat(UserText.quote("x\ny", 10)).isEqualTo("\"x\\ny\"");
        assertThat(UserText.shown("z".repeat(10_000_000), 40)).hasSize(43);
    }
}
