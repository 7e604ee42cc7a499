package org.inarow.ui.window;

import javax.swing.ButtonGroup;
import javax.swing.JMenu;
import javax.swing.JRadioButtonMenuItem;
import org.inarow.ui.text.Language;
import org.inarow.ui.text.LanguageFont;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;

/**
 * View › Language: each language named in itself, the chosen one ticked. A choice takes effect at
 * once in every open window (no restart) and is remembered.
 */
final class LanguageMenu {
    private LanguageMenu() {
    }

    static JMenu create(Settings settings) {
        JMenu menu = TextBindings.text(new JMenu(), "language.menu");
        menu.setName("languageMenu");
        ButtonGroup group = new ButtonGroup();
        for (Language language : Language.values()) {
            JRadioButtonMenuItem item = new JRadioButtonMenuItem(language.ownName(), language == Texts.language());
            item.setName("language." + language.id());
            item.addActionListener(e -> {
                settings.setLanguage(language);
                switchTo(language, settings.theme());
            });
            group.add(item);
            menu.add(item);
        }
        return menu;
    }

    /** Speaks {@code language} in every open window from now on; the theme's font changes where it cannot draw it. */
    static void switchTo(Language language, Theme theme) {
        if (language == Texts.language()) {
            return;
        }
        Texts.use(language);
        TextBindings.followLanguage();
        if (LanguageFont.needsOtherFont()) {
            theme.switchTo(); // installs the theme again, with a font that draws the language
            TextBindings.followLanguage(); // the new defaults, too
        }
        TextBindings.retextAll();
    }
}
