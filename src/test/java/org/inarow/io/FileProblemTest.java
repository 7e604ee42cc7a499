package org.inarow.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.inarow.model.IllegalReason;
import org.junit.jupiter.api.Test;

/** A file's problem as a value: its English is the message the command line has always printed. */
class FileProblemTest {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d)}");

    @Test
    void theMessageIsTheProblemInEnglish() {
        GameFileException e = catchThrowableOfType(() -> GameRecords.parse("(;FF[4]GM[4]SZ[15]\n;B[hh]\n;W[hh])",
                Optional.empty()), GameFileException.class);
        assertThat(e.getMessage()).isEqualTo("line 3, move 2: h8 (W[hh]) is occupied");
        assertThat(e.problem().kind()).isEqualTo(FileProblem.Kind.AT);
        assertThat(e.problem().values()).containsExactly(FileProblem.of(FileProblem.Kind.LINE_MOVE, 3, 2),
                FileProblem.of(FileProblem.Kind.OCCUPIED, "h8 (W[hh])"));
        assertThat(e.within("a.sgf").getMessage()).isEqualTo("a.sgf: line 3, move 2: h8 (W[hh]) is occupied");
        assertThat(e.within("a.sgf").problem().values().get(0)).isEqualTo("a.sgf");
    }

    @Test
    void aSideAndAnEndingAreValuesToo() {
        GameFileException e = catchThrowableOfType(() -> GameRecords.parse("h8 a1 i8 a2 j8 a3 k8 a4 l8 a5",
                Optional.empty()), GameFileException.class);
        assertThat(e.getMessage()).isEqualTo("move 10: a5 comes after the game has ended (black won at move 9)");
        FileProblem reason = (FileProblem) e.problem().values().get(1);
        assertThat(reason.kind()).isEqualTo(FileProblem.Kind.AFTER_WIN);
        assertThat(reason.values()).containsExactly("a5", FileProblem.of(FileProblem.Kind.BLACK), "9");
    }

    @Test
    void eachIllegalMoveReadsAsTheModelSaysIt() {
        // Replay words the model's reasons as kinds of its own: they must keep saying what the model says
        for (IllegalReason reason : IllegalReason.values()) {
            FileProblem.Kind kind = reason == IllegalReason.GAME_OVER ? FileProblem.Kind.AFTER_FULL_BOARD
                    : FileProblem.Kind.valueOf(reason.name());
            assertThat(kind.english()).as("%s", reason).startsWith("{0} " + reason.text());
        }
    }

    @Test
    void everyPatternUsesItsValuesInOrderFromZero() {
        for (FileProblem.Kind kind : FileProblem.Kind.values()) {
            Matcher m = PLACEHOLDER.matcher(kind.english());
            int highest = -1;
            while (m.find()) {
                highest = Math.max(highest, Integer.parseInt(m.group(1)));
            }
            List<Integer> used = PLACEHOLDER.matcher(kind.english()).results()
                    .map(r -> Integer.parseInt(r.group(1))).distinct().sorted().toList();
            assertThat(used).as("%s: %s", kind, kind.english()).hasSize(highest + 1);
        }
    }

    @Test
    void aTooLargeFileIsAProblemWithItsSize() {
        GameFileException e = catchThrowableOfType(() -> GameRecords.parse(new byte[GameRecords.MAX_BYTES + 1],
                Optional.empty()), GameFileException.class);
        assertThat(e.getMessage()).isEqualTo("the file is 1048577 bytes long; game files over 1 MiB (1048576 bytes) are refused");
        assertThat(e.problem()).isEqualTo(FileProblem.of(FileProblem.Kind.FILE_TOO_LARGE, 1048577, 1048576));
    }
}
