package org.inarow.ui.window;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.util.function.Function;
import javax.swing.UIManager;
import org.inarow.ui.board.BoardColors;
import org.inarow.ui.testing.Edt;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The theme's file read without the look and feel gives the colours the installed look and feel
 * has: the window's first look is painted in the colours the built window shows.
 */
class ThemeFileTest {

    @AfterAll
    static void restoreLightTheme() {
        Edt.run(Theme.LIGHT::install);
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void theBoardsColoursAreTheInstalledThemes(Theme theme) {
        Function<String, Color> file = ThemeFile.colours(theme);
        Edt.run(theme::install);

        assertThat(BoardColors.of(file)).isEqualTo(Edt.call(BoardColors::fromUIManager));
        assertThat(file.apply("InARow.board.wood")).as("read from the file, not defaulted").isNotNull();
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void theFirstLooksGroundMenuBarAndSeparatorAreFlatLafsOwn(Theme theme) {
        Function<String, Color> file = ThemeFile.colours(theme);
        Edt.run(theme::install);

        assertThat(file.apply("InARow.firstLook.background")).isEqualTo(rgb(UIManager.getColor("Panel.background")));
        assertThat(file.apply("InARow.firstLook.menuBar")).isEqualTo(rgb(UIManager.getColor("MenuBar.background")));
        assertThat(file.apply("InARow.firstLook.menuBarBorder")).isEqualTo(rgb(UIManager.getColor("MenuBar.borderColor")));
        assertThat(file.apply("InARow.firstLook.separator")).isEqualTo(rgb(UIManager.getColor("Separator.foreground")));
    }

    @Test
    void onlyPlainColoursAreColours() {
        assertThat(ThemeFile.parse("#dfb86f")).isEqualTo(new Color(0xdfb86f));
        assertThat(ThemeFile.parse("#00000050")).isEqualTo(new Color(0, 0, 0, 0x50)); // the alpha last, as FlatLaf reads it
        assertThat(ThemeFile.parse("$Panel.background")).isNull();
        assertThat(ThemeFile.parse("lighten(#000000,10%)")).isNull();
        assertThat(ThemeFile.parse("#12345")).isNull();
        assertThat(ThemeFile.parse("#12345g")).isNull();
        assertThat(ThemeFile.parse("#DFB86F")).isEqualTo(new Color(0xdfb86f));
        assertThat(ThemeFile.parse("#\u0663\u0663\u0663\u0663\u0663\u0663")).isNull(); // ASCII digits only, as FlatLaf
    }

    /** The colour as a plain {@link Color} (FlatLaf's are UI resources, equal by value only one way). */
    private static Color rgb(Color c) {
        return new Color(c.getRGB(), true);
    }
}
