package org.inarow.ui.window;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import javax.swing.UIManager;
import org.inarow.ui.board.BoardColors;
import org.inarow.ui.testing.Edt;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Text the app draws in its own colours is readable in both themes: a WCAG contrast ratio of at
 * least 4.5:1 (small text) against what it is drawn on, computed from the theme's colours.
 */
class ThemeContrastTest {
    private static final double SMALL_TEXT = 4.5;

    @AfterAll
    static void restoreLightTheme() {
        Theme.LIGHT.install();
    }

    /** WCAG 2 relative luminance. */
    static double luminance(Color c) {
        double[] rgb = {c.getRed() / 255.0, c.getGreen() / 255.0, c.getBlue() / 255.0};
        for (int i = 0; i < 3; i++) {
            rgb[i] = rgb[i] <= 0.03928 ? rgb[i] / 12.92 : Math.pow((rgb[i] + 0.055) / 1.055, 2.4);
        }
        return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
    }

    /** WCAG 2 contrast ratio, 1 to 21. */
    static double contrast(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void theNoticeIsReadableOnThePanel(Theme theme) {
        Edt.run(theme::install);
        Color notice = UIManager.getColor("InARow.notice.foreground");
        Color panel = UIManager.getColor("Panel.background");
        assertThat(notice).as("the theme defines the notice colour").isNotNull();
        assertThat(contrast(notice, panel)).as("notice %s on panel %s", notice, panel).isGreaterThanOrEqualTo(SMALL_TEXT);
        float saturation = Color.RGBtoHSB(notice.getRed(), notice.getGreen(), notice.getBlue(), null)[1];
        assertThat(saturation).as("a colour, not grey: it tells itself from plain text").isGreaterThan(0.5f);
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void aWinAndALossAreReadableAndLookDifferent(Theme theme) {
        Edt.run(theme::install);
        Color win = UIManager.getColor("InARow.result.win.foreground");
        Color loss = UIManager.getColor("InARow.result.loss.foreground");
        Color panel = UIManager.getColor("Panel.background");
        assertThat(win).isNotNull();
        assertThat(loss).isNotNull();
        assertThat(contrast(win, panel)).as("win %s on panel %s", win, panel).isGreaterThanOrEqualTo(SMALL_TEXT);
        assertThat(contrast(loss, panel)).as("loss %s on panel %s", loss, panel).isGreaterThanOrEqualTo(SMALL_TEXT);
        float winHue = Color.RGBtoHSB(win.getRed(), win.getGreen(), win.getBlue(), null)[0];
        float lossHue = Color.RGBtoHSB(loss.getRed(), loss.getGreen(), loss.getBlue(), null)[0];
        assertThat(Math.abs(winHue - lossHue)).as("hues apart (green against red)").isGreaterThan(0.2f);
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void theCoordinatesAreReadableOnTheBoard(Theme theme) {
        Edt.run(theme::install);
        BoardColors colors = BoardColors.fromUIManager();
        assertThat(contrast(colors.cellLabel(), colors.cellBackground())).as("tic-tac-toe").isGreaterThanOrEqualTo(SMALL_TEXT);
        for (Color wood : new Color[] {colors.wood(), colors.woodShade()}) { // the wood is a gradient between them
            assertThat(contrast(colors.label(), wood)).as("gomoku, %s on %s", colors.label(), wood)
                    .isGreaterThanOrEqualTo(SMALL_TEXT);
        }
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void theMapsNumbersAreReadableOnTheirDiscs(Theme theme) {
        Edt.run(theme::install);
        BoardColors colors = BoardColors.fromUIManager();
        org.inarow.ui.board.MapColors map = colors.map();
        for (org.inarow.ai.OutcomeClass outcome : org.inarow.ai.OutcomeClass.values()) {
            Color tint = map.tint(outcome);
            for (Color wood : new Color[] {colors.wood(), colors.woodShade()}) { // the disc is a little see-through
                Color disc = over(tint, wood);
                assertThat(contrast(map.text(tint), disc)).as("%s: %s on %s", outcome, map.text(tint), disc)
                        .isGreaterThanOrEqualTo(SMALL_TEXT);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void theBarsPercentagesAreReadableOnTheirShares(Theme theme) {
        Edt.run(theme::install);
        ChartColors colors = ChartColors.fromUIManager();
        for (org.inarow.model.Family family : org.inarow.model.Family.values()) {
            for (org.inarow.model.Side side : org.inarow.model.Side.values()) {
                assertThat(contrast(colors.onShare(family, side), colors.share(family, side))).as("%s %s", family, side)
                        .isGreaterThanOrEqualTo(SMALL_TEXT);
            }
        }
        assertThat(contrast(colors.onDraw(), colors.draw())).as("draw").isGreaterThanOrEqualTo(SMALL_TEXT);
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void theGraphsLabelsAreReadableOnThePanelAndTheHoveredMovesOnTheGraph(Theme theme) {
        Edt.run(theme::install);
        ChartColors colors = ChartColors.fromUIManager();
        Color panel = javax.swing.UIManager.getColor("Panel.background");
        assertThat(contrast(colors.label(), panel)).as("axis labels on the panel").isGreaterThanOrEqualTo(SMALL_TEXT);
        assertThat(contrast(colors.label(), colors.background())).as("the hovered move's chance on the graph")
                .isGreaterThanOrEqualTo(SMALL_TEXT);
    }

    /** {@code top}, with its alpha, over the opaque {@code under}. */
    private static Color over(Color top, Color under) {
        double a = top.getAlpha() / 255.0;
        return new Color((int) Math.round(top.getRed() * a + under.getRed() * (1 - a)),
                (int) Math.round(top.getGreen() * a + under.getGreen() * (1 - a)),
                (int) Math.round(top.getBlue() * a + under.getBlue() * (1 - a)));
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void theClocksAreReadableRunningOrNotAndALowOneLooksDifferent(Theme theme) {
        Edt.run(theme::install);
        Color panel = UIManager.getColor("Panel.background");
        Color text = UIManager.getColor("Label.foreground");
        Color running = UIManager.getColor("InARow.clock.running.background");
        Color low = UIManager.getColor("InARow.clock.low.foreground");
        assertThat(running).isNotNull();
        assertThat(low).isNotNull();
        for (Color ground : new Color[] {panel, running}) {
            assertThat(contrast(text, ground)).as("text %s on %s", text, ground).isGreaterThanOrEqualTo(SMALL_TEXT);
            assertThat(contrast(low, ground)).as("low %s on %s", low, ground).isGreaterThanOrEqualTo(SMALL_TEXT);
        }
        float saturation = Color.RGBtoHSB(low.getRed(), low.getGreen(), low.getBlue(), null)[1];
        assertThat(saturation).as("a colour, not grey: it tells itself from plain text").isGreaterThan(0.4f);
        assertThat(running).as("the running clock's ground differs from the panel").isNotEqualTo(panel);
    }

    @org.junit.jupiter.api.Test
    void theRatioIsWcags() {
        assertThat(contrast(Color.BLACK, Color.WHITE)).isCloseTo(21.0, org.assertj.core.api.Assertions.within(0.01));
        assertThat(contrast(new Color(0x777777), Color.WHITE)).isCloseTo(4.48, org.assertj.core.api.Assertions.within(0.01));
    }
}
