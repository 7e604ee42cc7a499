package org.inarow.ui.window;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Rectangle;
import java.util.List;
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

    /** The main screen as above, and a second one of 1920×1080 to its left, with no bars. */
    private static final Rectangle LEFT = new Rectangle(-1920, 0, 1920, 1080);
    private static final List<Rectangle> TWO_SCREENS = List.of(USABLE, LEFT);

    @Test
    void aRememberedPlaceOnAScreenIsKept() {
        ScreenFit fit = ScreenFit.of(PACKED, MINIMUM, Optional.of(new Dimension(1000, 700)),
                Optional.of(new java.awt.Point(100, 40)), TWO_SCREENS, USABLE);
        assertThat(fit.bounds()).isEqualTo(new Rectangle(100, 40, 1000, 700));
        ScreenFit left = ScreenFit.of(PACKED, MINIMUM, Optional.of(new Dimension(1000, 700)),
                Optional.of(new java.awt.Point(-1500, 200)), TWO_SCREENS, USABLE);
        assertThat(left.bounds()).as("on the second screen").isEqualTo(new Rectangle(-1500, 200, 1000, 700));
    }

    @Test
    void aPlacePartlyOffItsScreenIsPulledOntoItWhole() {
        // mostly on the main screen, hanging off its right edge and under its bar
        ScreenFit fit = ScreenFit.of(PACKED, MINIMUM, Optional.of(new Dimension(1000, 700)),
                Optional.of(new java.awt.Point(900, 10)), TWO_SCREENS, USABLE);
        assertThat(fit.bounds()).isEqualTo(new Rectangle(366, 32, 1000, 700));
        assertThat(USABLE.contains(fit.bounds())).isTrue();
        // mostly on the left screen: it stays there, inside it
        ScreenFit left = ScreenFit.of(PACKED, MINIMUM, Optional.of(new Dimension(1000, 700)),
                Optional.of(new java.awt.Point(-2100, 600)), TWO_SCREENS, USABLE);
        assertThat(left.bounds()).isEqualTo(new Rectangle(-1920, 380, 1000, 700));
    }

    @Test
    void aPlaceOffEveryScreenFallsBackToCentredOnTheMainOne() {
        Optional<Dimension> size = Optional.of(new Dimension(1000, 700));
        Rectangle centred = new Rectangle(183, 50, 1000, 700);
        // the left monitor was unplugged since
        assertThat(ScreenFit.of(PACKED, MINIMUM, size, Optional.of(new java.awt.Point(-1500, 200)), List.of(USABLE), USABLE)
                .bounds()).isEqualTo(centred);
        assertThat(ScreenFit.of(PACKED, MINIMUM, size, Optional.of(new java.awt.Point(20_000, 20_000)), TWO_SCREENS, USABLE)
                .bounds()).isEqualTo(centred);
        assertThat(ScreenFit.of(PACKED, MINIMUM, size, Optional.empty(), TWO_SCREENS, USABLE).bounds())
                .as("no place remembered").isEqualTo(centred);
    }

    @Test
    void aPlaceRememberedInTheSettingsComesBackOnTheSameScreen() {
        MemoryPreferences store = new MemoryPreferences();
        Settings closing = new Settings(store);
        closing.window().setSize(new Dimension(1000, 700));
        closing.window().setLocation(new java.awt.Point(-1500, 200));
        Settings opening = new Settings(store);
        ScreenFit fit = ScreenFit.of(PACKED, MINIMUM, opening.window().size(), opening.window().location(), TWO_SCREENS, USABLE);
        assertThat(fit.bounds()).isEqualTo(new Rectangle(-1500, 200, 1000, 700));

        store.put("windowX", "left");
        Settings damaged = new Settings(store);
        assertThat(damaged.window().location()).as("a damaged place is forgotten").isEmpty();
        assertThat(ScreenFit.of(PACKED, MINIMUM, damaged.window().size(), damaged.window().location(), TWO_SCREENS, USABLE)
                .bounds()).isEqualTo(new Rectangle(183, 50, 1000, 700));
    }
}
