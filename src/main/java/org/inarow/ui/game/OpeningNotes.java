package org.inarow.ui.game;

import org.inarow.model.Opening;
import org.inarow.model.OpeningChoice;

/** The move list's note of an opening choice, written after the stone it was made on ("3.  Black  j10  · two more"). */
final class OpeningNotes {
    private OpeningNotes() {
    }

    /** The notes of the choices made after move {@code number} ("" when none was). */
    static String after(Opening opening, int number) {
        StringBuilder notes = new StringBuilder();
        for (int i = 0; i < opening.choices().size(); i++) {
            if (opening.stonesAtChoice(i) == number) {
                notes.append(notes.length() == 0 ? "" : " ").append("· ").append(text(opening.choices().get(i)));
            }
        }
        return notes.toString();
    }

    /** "White chosen", "two more": in the current language, one key per choice. */
    static String text(OpeningChoice choice) {
        return Words.get("game.openingNote." + choice.name());
    }
}
