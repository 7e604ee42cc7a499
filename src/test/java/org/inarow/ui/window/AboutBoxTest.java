package org.inarow.ui.window;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.FlatLaf;
import org.inarow.ui.testing.Edt;
import org.junit.jupiter.api.Test;

/** The About box names the FlatLaf that is really there, not InARow's own version. */
class AboutBoxTest {

    @Test
    void theFlatLafVersionIsTheOneOfTheLibraryBuiltWith() {
        // on the test class path FlatLaf is its own jar, whose manifest still tells its version
        String library = FlatLaf.class.getPackage().getImplementationVersion();
        assertThat(library).as("FlatLaf's jar tells its version").isNotBlank();
        assertThat(AboutBox.flatLafVersion()).contains(library);
    }

    @Test
    void theAboutTextNamesIt() {
        Edt.run(Theme.LIGHT::install);
        String text = Edt.call(AboutBox::text);
        assertThat(text).contains("(FlatLaf " + FlatLaf.class.getPackage().getImplementationVersion() + ")")
                .doesNotContain("${").doesNotContain("SNAPSHOT)");
    }
}
