package org.inarow.io.gomocup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class EngineCommandTest {

    @Test
    void splits_words_and_keeps_quoted_blanks() {
        EngineCommand c = EngineCommand.parse("\"/opt/my engines/pbrain-x\" -t 2 'a b' c\\ d \"say \\\"hi\\\"\"");
        assertThat(c.argv()).containsExactly("/opt/my engines/pbrain-x", "-t", "2", "a b", "c d", "say \"hi\"");
        assertThat(c.name()).isEqualTo("pbrain-x");
        assertThat(EngineCommand.parse(c.commandLine()).argv()).isEqualTo(c.argv());
    }

    @Test
    void an_empty_command_or_an_open_quote_is_refused_in_one_sentence() {
        assertThatThrownBy(() -> EngineCommand.parse("   ")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the engine command is empty: give the program that starts the engine");
        assertThatThrownBy(() -> EngineCommand.parse("\"/opt/engine -t 2")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the engine command \"\"/opt/engine -t 2\" has a quote that is not closed");
    }

    @Test
    void a_program_without_a_folder_is_looked_up_on_the_path() {
        assertThat(EngineCommand.parse("sh -c true").executable()).hasValueSatisfying(p -> assertThat(p.isAbsolute() && p.getFileName().toString().equals("sh")).as(p.toString()).isTrue());
        assertThat(EngineCommand.parse("no-such-engine-anywhere").executable()).isEmpty();
        assertThat(EngineCommand.parse("./no/such").executable()).isEmpty();
    }
}
