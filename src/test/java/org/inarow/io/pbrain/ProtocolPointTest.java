package org.inarow.io.pbrain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

class ProtocolPointTest {
    private static final Rules R15 = Rules.gomokuFreestyle(15);
    private static final Rules R20 = Rules.gomokuFreestyle(20);

    @Test
    void yCountsFromTheTopAsDesignSays() {
        assertThat(ProtocolPoint.format(Notation.parsePoint("h8", R15), R15)).isEqualTo("7,7");
        assertThat(ProtocolPoint.format(Notation.parsePoint("a1", R15), R15)).isEqualTo("0,14");
        assertThat(ProtocolPoint.format(Notation.parsePoint("a1", R20), R20)).isEqualTo("0,19");
        assertThat(Notation.format(ProtocolPoint.parse("0,14", R15))).isEqualTo("a1");
        assertThat(Notation.format(ProtocolPoint.parse(" 14 , 0 ", R15))).isEqualTo("o15");
    }

    @Test
    void rejectsWhatIsNotAPointOnTheBoard() {
        assertThatThrownBy(() -> ProtocolPoint.parse("15,0", R15)).hasMessage("15,0 is off the 15x15 board");
        assertThatThrownBy(() -> ProtocolPoint.parse("3;4", R15)).hasMessage("'3;4' is not a point x,y");
        assertThatThrownBy(() -> ProtocolPoint.parse("99999999999,1", R15)).hasMessage("'99999999999,1' is not a point x,y");
    }
}
