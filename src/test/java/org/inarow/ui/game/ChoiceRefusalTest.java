package org.inarow.ui.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.inarow.model.Game;
import org.inarow.model.Notation;
import org.inarow.model.OpeningChoice;
import org.inarow.model.OpeningRule;
import org.inarow.model.Rules;
import org.inarow.model.Seat;
import org.inarow.ui.text.Language;
import org.inarow.ui.text.Texts;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A refused opening choice: the model's reason, in the model's English words and in Chinese. */
class ChoiceRefusalTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);

    @AfterEach
    void english() {
        Texts.use(Language.ENGLISH);
    }

    private static Game game(OpeningRule rule, String moves) {
        Game game = new Game(GOMOKU, rule);
        if (!moves.isEmpty()) {
            Notation.parseMoves(moves, GOMOKU).forEach(game::play);
        }
        return game;
    }

    /** In English the window's words are the model's (the command line's), reason for reason. */
    private static void readsAsTheModel(Game game, Seat seat, OpeningChoice choice, ChoiceRefusal.Kind kind) {
        Optional<String> model = game.checkChoice(seat, choice);
        Optional<ChoiceRefusal> refusal = ChoiceRefusal.of(game, seat, choice);
        assertThat(refusal).map(ChoiceRefusal::kind).contains(kind);
        assertThat(refusal.map(ChoiceRefusal::text)).isEqualTo(model);
    }

    @Test
    void eachReasonReadsAsTheModelsInEnglish() {
        readsAsTheModel(game(OpeningRule.SWAP2, ""), Seat.RESPONDER, OpeningChoice.PLAY_WHITE, ChoiceRefusal.Kind.STONES_FIRST);
        readsAsTheModel(game(OpeningRule.SWAP2, "h8 h9"), Seat.RESPONDER, OpeningChoice.PLAY_WHITE,
                ChoiceRefusal.Kind.STONES_FIRST);
        readsAsTheModel(game(OpeningRule.SWAP2, "h8 h9 i8"), Seat.OPENER, OpeningChoice.PLAY_WHITE,
                ChoiceRefusal.Kind.NOT_YOUR_CHOICE);
        readsAsTheModel(game(OpeningRule.SWAP, "h8 h9 i8"), Seat.RESPONDER, OpeningChoice.PLACE_TWO,
                ChoiceRefusal.Kind.NOT_OFFERED);
        readsAsTheModel(game(OpeningRule.NONE, "h8"), Seat.OPENER, OpeningChoice.PLAY_BLACK,
                ChoiceRefusal.Kind.COLOURS_DECIDED);
        assertThat(ChoiceRefusal.of(game(OpeningRule.SWAP2, "h8 h9 i8"), Seat.RESPONDER, OpeningChoice.PLACE_TWO))
                .as("a choice that may be made").isEmpty();
    }

    @Test
    void inChinese() {
        Texts.use(Language.CHINESE);
        assertThat(ChoiceRefusal.of(game(OpeningRule.SWAP2, "h8 h9"), Seat.RESPONDER, OpeningChoice.PLAY_WHITE)
                .map(StatusText::choiceRefused)).contains("现在不行：还不到选择的时候，要先再摆 1 子。");
        assertThat(ChoiceRefusal.of(game(OpeningRule.SWAP2, "h8 h9 i8"), Seat.OPENER, OpeningChoice.PLAY_WHITE)
                .map(ChoiceRefusal::text)).contains("该由应对方选择，而不是开局方");
        assertThat(ChoiceRefusal.of(game(OpeningRule.SWAP, "h8 h9 i8"), Seat.RESPONDER, OpeningChoice.PLACE_TWO)
                .map(ChoiceRefusal::text)).contains("Swap（交换）规则下不能选“再摆两子”");
    }
}
