package org.inarow.ui.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.inarow.ai.ladder.Ladder;
import org.inarow.ai.ladder.Rung;
import org.inarow.ai.review.Mark;
import org.inarow.model.Family;
import org.inarow.model.IllegalReason;
import org.inarow.model.OpeningChoice;
import org.inarow.model.OpeningRule;
import org.inarow.model.Side;
import org.inarow.ui.text.Language;
import org.inarow.ui.text.Texts;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The keys made from a model's or the ladder's values (an enum's name, a rung's name) exist for
 * every value, in every language: a value added later without its words fails here, not on screen.
 */
class GameTextKeysTest {

    @AfterEach
    void english() {
        Texts.use(Language.ENGLISH);
    }

    /** Every key the game's texts make from a value. */
    static List<String> keysMadeFromValues() {
        List<String> keys = new ArrayList<>();
        for (IllegalReason reason : IllegalReason.values()) {
            keys.add("game.illegal." + reason.name());
        }
        for (OpeningChoice choice : OpeningChoice.values()) {
            keys.add("status.option." + choice.name());
            keys.add("game.openingNote." + choice.name());
        }
        for (Side side : Side.values()) {
            keys.add("game.side." + side.name());
            keys.add("status.playersPlay." + side.name());
            keys.add("status.youPlay." + side.name());
            keys.add("status.computerChose." + side.name());
        }
        for (Mark mark : Mark.values()) {
            keys.add("review.mark." + mark.name());
            if (mark != Mark.NONE) {
                keys.add("review.count." + mark.name());
            }
        }
        for (OpeningRule rule : OpeningRule.values()) {
            keys.add("status.openingRule." + rule.name());
        }
        for (Family family : Family.values()) {
            keys.add("game.setup.firstToMove." + family.name());
            keys.add("game.setup.secondToMove." + family.name());
            for (Side side : Side.values()) {
                keys.add("game.setup.count." + family.name() + "." + side.name());
            }
        }
        for (Rung rung : Ladder.rungs()) {
            keys.add(LevelNames.key(rung));
        }
        for (DiscardQuestion.Replacement replacement : DiscardQuestion.Replacement.values()) {
            keys.add("game.discard." + replacement.name() + ".title");
        }
        for (LevelAdjust.Why why : LevelAdjust.Why.values()) {
            keys.add("game.levelMoved." + why.name());
        }
        return keys;
    }

    @Test
    void everyValueHasItsWordsInEveryLanguage() {
        for (Language language : Language.values()) {
            Texts.use(language);
            assertThat(keysMadeFromValues()).as("keys missing in %s", language).allMatch(Texts::has);
        }
    }

    @Test
    void theRungsNamesAreTheLaddersInEnglish() {
        for (Rung rung : Ladder.rungs()) {
            assertThat(LevelNames.name(rung)).isEqualTo(rung.name());
            assertThat(LevelNames.title(rung)).isEqualTo(rung.title());
        }
    }

    @Test
    void theReasonsReadAsTheModelsInEnglish() {
        org.inarow.model.Point h8 = new org.inarow.model.Point(7, 7);
        for (IllegalReason reason : IllegalReason.values()) {
            assertThat(IllegalReasons.clause(h8, reason)).isEqualTo("h8 " + reason.text());
        }
        for (OpeningChoice choice : OpeningChoice.values()) {
            assertThat(StatusText.option(choice)).isEqualTo(choice.text());
        }
    }
}
