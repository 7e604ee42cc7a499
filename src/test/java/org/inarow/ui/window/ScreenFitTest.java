package org.inarow.ui.window;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Rectangle;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The main window always fits the screen's usable area, whatever size was remembered. */
class ScreenFitTest {
    private static final Dimension PACKED = new Dimension(900, 700);
    private static final Dimension MINIMUM = new Dimension(640, 520);
    /** A 1366x768 screen with a 32 px panel at the top. */
    private static final Rectangle USABLE = new Rectangle(0, 32, 1366, 736);

    @Test
    void aHugeRememberedSizeFillsTheUsableAreaAndNoMore() {
        ScreenFit fit = ScreenFit.of(PACKED, MINIMUM, Optional.of(new Dimension(99_999_999, 99_999_999)), USABLE);
        assertThat(fit.bounds()).isEqualTo(USABLE);
        assertThat(fit.minimum()).isEqualTo(MINIMUM);
    }

    @Test
    void aSizeFromABiggerScreenIsCutToThisOneSoTheSidePanelStaysOnIt() {
        ScreenFit fit = ScreenFit.of(PACKED, MINIMUM, Optional.of(new Dimension(8000, 6000)), USABLE);
        assertThat(USABLE.contains(fit.bounds())).isTrue();
        assertThat(fit.bounds()).isEqualTo(USABLE);
        ScreenFit wide = ScreenFit.of(PACKED, MINIMUM, Optional.of(new Dimension(8000, 600)), USABLE);
        assertThat(wide.bounds()).isEqualTo(new Rectangle(0, 32 + 68, 1366, 600));
    }

    @Test
    void aSizeThatFitsIsKeptAndCentredAndOneBelowTheMinimumIsRaisedToIt() {
        assertThat(ScreenFit.of(PACKED, MINIMUM, Optional.of(new Dimension(1000, 700)), USABLE).bounds())
                .isEqualTo(new Rectangle(183, 50, 1000, 700));
        assertThat(ScreenFit.of(PACKED, MINIMUM, Optional.of(new Dimension(10, 10)), USABLE).bounds().getSize())
                .isEqualTo(MINIMUM);
        assertThat(ScreenFit.of(PACKED, MINIMUM, Optional.empty(), USABLE).bounds().getSize()).isEqualTo(PACKED);
    }

    @Test
    void onAScreenSmallerThanTheMinimumTheWindowStillFitsTheScreen() {
        Rectangle tiny = new Rectangle(0, 0, 600, 400);
        ScreenFit fit = ScreenFit.of(PACKED, MINIMUM, Optional.empty(), tiny);
        assertThat(fit.bounds()).isEqualTo(tiny);
        assertThat(fit.minimum()).isEqualTo(new Dimension(600, 400));
    }
}
