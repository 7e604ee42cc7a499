package org.inarow.io;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.inarow.model.Opening;
import org.inarow.model.OpeningChoice;
import org.inarow.model.OpeningRule;

/**
 * How records say an opening rule: SGF appends it to the rule ({@code RU[freestyle swap2]}, as
 * tournament programs name "swap2" beside the rule) and keeps the choices in a private property
 * {@code OC[two][black]}; PSQ writes a line {@code opening swap2 two black} after its rule line.
 * A file that names swap or swap2 but gives no choices opens as a plain game once it is past the
 * first choice (who took which colour is not known), and under the rule while it is still in the
 * opening.
 */
final class OpeningRecords {
    /** SGF's private property for the choices. */
    static final String SGF_CHOICES = "OC";
    /** The first word of PSQ's opening line. */
    static final String PSQ_WORD = "opening";

    private OpeningRecords() {
    }

    /** " swap2" to follow the rule's name, or nothing. */
    static String ruleSuffix(Opening opening) {
        return opening.rule() == OpeningRule.NONE ? "" : " " + opening.rule().id();
    }

    /** The PSQ line, or null without an opening rule. */
    static String psqLine(Opening opening) {
        if (opening.rule() == OpeningRule.NONE) {
            return null;
        }
        StringBuilder line = new StringBuilder(PSQ_WORD).append(' ').append(opening.rule().id());
        opening.choices().forEach(c -> line.append(' ').append(c.id()));
        return line.toString();
    }

    /** The opening rule a rule text names ({@code swap2} before {@code swap}), or NONE. */
    static OpeningRule ruleIn(String ruleText) {
        String s = ruleText.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
        if (s.contains("swap2")) {
            return OpeningRule.SWAP2;
        }
        return s.contains("swap") ? OpeningRule.SWAP : OpeningRule.NONE;
    }

    /**
     * The opening of a record with these moves: {@code rule} with {@code choiceIds} read; a bad id or
     * choices that do not fit the moves fail naming {@code place}.
     */
    static GameRecord apply(GameRecord record, OpeningRule rule, List<String> choiceIds, FileProblem place) {
        if (rule == OpeningRule.NONE) {
            if (!choiceIds.isEmpty()) {
                throw new GameFileException(place, FileProblem.of(FileProblem.Kind.CHOICES_WITHOUT_RULE));
            }
            return record;
        }
        if (!rule.fits(record.rules())) {
            throw new GameFileException(place, FileProblem.of(FileProblem.Kind.OPENING_RULE_NOT_FOR, rule.id(), record.rules().describe()));
        }
        List<OpeningChoice> choices = new ArrayList<>();
        for (String id : choiceIds) {
            try {
                choices.add(OpeningChoice.fromId(id));
            } catch (IllegalArgumentException e) {
                throw new GameFileException(place, FileProblem.text(e.getMessage()));
            }
        }
        Opening opening = new Opening(rule, choices);
        if (choices.isEmpty() && record.moves().size() > opening.stonesAtChoice(0)) {
            return record; // past the choice, but who chose what is not said
        }
        try {
            return record.withOpening(opening);
        } catch (IllegalArgumentException e) {
            throw new GameFileException(place, FileProblem.of(FileProblem.Kind.OPENING_MISFIT, opening, e.getMessage()));
        }
    }
}
