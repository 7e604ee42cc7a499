package org.inarow.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import java.util.Random;
import java.util.stream.Stream;
import org.inarow.model.Game;
import org.inarow.model.Rules;
import org.inarow.model.Status;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every format gives back what it was given, on many random games of every variant. */
class RoundTripTest {
    private static final int GAMES_PER_CASE = 150;
    private static final String[] NAMES = {"", "Anna", "Bob ] Smith", "back\\slash", "Zoë 李", "pbrain-rapfi.zip",
        "two  spaces", "tab\tname", "[brackets]", "semi;colon,comma"};

    static Stream<Arguments> cases() {
        return RandomGames.VARIANTS.stream().flatMap(rules -> Stream.of(GameFormat.values()).map(f -> Arguments.of(rules, f)));
    }

    @ParameterizedTest(name = "{0} as {1}")
    @MethodSource("cases")
    void movesAndRulesSurviveWritingAndReading(Rules rules, GameFormat format) {
        Random random = new Random(7919L * rules.toString().hashCode() + format.ordinal());
        int finished = 0;
        int empty = 0;
        for (int i = 0; i < GAMES_PER_CASE; i++) {
            Game game = RandomGames.game(rules, random, i);
            GameRecord written = GameRecord.of(game);
            // the lists carry no board: the reader gets the rules, as a caller would pass them
            Rules defaults = format.carriesBoardSize() ? otherRulesThan(rules) : rules;
            String text = GameRecords.write(written, format);

            GameRecord read = GameRecords.parse(text, Optional.empty(), defaults);

            assertThat(GameRecords.detect(text, Optional.empty())).as(text).isIn(format, emptyListFormat(text, format));
            assertThat(read.rules()).as(text).isEqualTo(rules);
            assertThat(read.moves()).as(text).isEqualTo(game.moves());
            assertThat(read.result()).isEqualTo(written.result());
            finished += game.result().status() == Status.ONGOING ? 0 : 1;
            empty += game.moveCount() == 0 ? 1 : 0;
        }
        assertThat(finished).as("the sample holds finished games").isPositive();
        assertThat(empty).as("the sample holds empty games").isPositive();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void sgfKeepsPlayersResultTitleAndDate(Rules rules) {
        Random random = new Random(104729L + rules.toString().hashCode());
        for (int i = 0; i < GAMES_PER_CASE; i++) {
            Game game = RandomGames.game(rules, random, i);
            RecordedResult stated = RecordedResult.values()[random.nextInt(RecordedResult.values().length)];
            GameInfo info = new GameInfo(NAMES[random.nextInt(NAMES.length)], NAMES[random.nextInt(NAMES.length)],
                    stated, NAMES[random.nextInt(NAMES.length)], "2026-0" + (1 + random.nextInt(9)) + "-1" + random.nextInt(10));
            GameRecord written = GameRecord.of(game).withInfo(info);

            GameRecord read = GameRecords.parse(GameRecords.write(written, GameFormat.SGF), Optional.of("x.sgf"));

            assertThat(read.moves()).isEqualTo(game.moves());
            assertThat(read.info().firstPlayer()).isEqualTo(collapsed(info.firstPlayer()));
            assertThat(read.info().secondPlayer()).isEqualTo(collapsed(info.secondPlayer()));
            assertThat(read.info().title()).isEqualTo(collapsed(info.title()));
            assertThat(read.info().date()).isEqualTo(info.date());
            // a decided board overrides a stated result; otherwise the stated one survives
            assertThat(read.result()).isEqualTo(game.isOver() ? written.result() : stated);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void psqKeepsThePlayers(Rules rules) {
        Random random = new Random(1299709L + rules.toString().hashCode());
        for (int i = 0; i < GAMES_PER_CASE; i++) {
            Game game = RandomGames.game(rules, random, i);
            String first = NAMES[random.nextInt(NAMES.length)];
            String second = NAMES[random.nextInt(NAMES.length)];
            GameRecord written = GameRecord.of(game).withInfo(GameInfo.players(first, second));

            GameRecord read = GameRecords.parse(GameRecords.write(written, GameFormat.PSQ), Optional.of("x.psq"));

            assertThat(read.moves()).isEqualTo(game.moves());
            assertThat(read.info().firstPlayer()).isEqualTo(collapsed(first));
            assertThat(read.info().secondPlayer()).isEqualTo(collapsed(second));
        }
    }

    @Test
    void aRecordWrittenTwiceIsTheSameText() {
        Random random = new Random(3);
        for (Rules rules : RandomGames.VARIANTS) {
            for (GameFormat format : GameFormat.values()) {
                GameRecord record = GameRecord.of(RandomGames.game(rules, random, 0));
                String once = GameRecords.write(record, format);
                String twice = GameRecords.write(GameRecords.parse(once, Optional.empty(), rules), format);
                assertThat(twice).isEqualTo(once);
            }
        }
    }

    static Stream<Rules> variants() {
        return RandomGames.VARIANTS.stream();
    }

    /** Whitespace runs become one space in names (SGF simple text, PSQ lines). */
    private static String collapsed(String name) {
        return name.replaceAll("\\s+", " ").strip();
    }

    /** Rules that differ from {@code rules}, to show a file's own size and rule win over the defaults. */
    private static Rules otherRulesThan(Rules rules) {
        return rules.equals(Rules.gomokuStandard(15)) ? Rules.gomokuFreestyle(19) : Rules.gomokuStandard(15);
    }

    /** An empty list is an empty text, which reads as an (empty) move list. */
    private static GameFormat emptyListFormat(String text, GameFormat format) {
        return text.isBlank() ? GameFormat.MOVE_LIST : format;
    }
}
