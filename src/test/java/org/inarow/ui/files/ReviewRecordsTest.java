package org.inarow.ui.files;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.inarow.ai.Level;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictor;
import org.inarow.ai.Proof;
import org.inarow.ai.review.Mark;
import org.inarow.io.GameFormat;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.MoveVerdict;
import org.inarow.ui.game.ReviewResult;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.RecordingPrompts;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A reviewed game saved as SGF opens with its marks, without analysing again; so does another program's file. */
class ReviewRecordsTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final GameSetup TWO_PLAYERS = new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1);
    /** After 0 … 5 moves of h8 h9 i8 i9 j8: White's i9 (move 4) gives 40 points away; best always a1. */
    private static final double[] CHANCES = {0.5, 0.5, 0.5, 0.5, 0.9, 0.9};
    private static final Point BEST = Notation.parsePoint("a1", GOMOKU);

    @TempDir
    Path folder;

    private final List<Throwable> errors = Collections.synchronizedList(new ArrayList<>());
    private final AtomicInteger predicted = new AtomicInteger();
    private final List<GameController> controllers = new ArrayList<>();

    @AfterEach
    void stop() {
        controllers.forEach(c -> Edt.run(c::shutdown));
        assertThat(errors).isEmpty();
    }

    private GameController controller() {
        Predictor predictor = (position, limits, cancellation) -> {
            predicted.incrementAndGet();
            double chance = CHANCES[Math.min(position.moveCount(), CHANCES.length - 1)];
            return new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, BEST, List.of(BEST), 0, 0, List.of(), Map.of(),
                    position.toMove(), chance, List.of());
        };
        GameController c = Edt.call(() -> {
            GameController made = new GameController(TWO_PLAYERS, false, (level, rules, seed) -> TestStrategies.scripted(""),
                    rules -> predictor, errors::add);
            made.start();
            return made;
        });
        controllers.add(c);
        return c;
    }

    private GameFiles files(GameController c) {
        Settings settings = new Settings(new MemoryPreferences());
        return new GameFiles(c, new RecentFiles(settings.files()), new RecordingPrompts(), settings.files());
    }

    @Test
    void aReviewedGameSavedAsSgfOpensWithItsMarksWithoutAnalysingAgain() throws IOException {
        GameController first = controller();
        for (String cell : "h8 h9 i8 i9 j8".split(" ")) {
            Edt.run(() -> first.cellChosen(Notation.parsePoint(cell, GOMOKU)));
        }
        Path file = folder.resolve("reviewed.sgf");
        GameFiles firstFiles = files(first);
        assertThat(Edt.call(() -> firstFiles.saveAs(folder.resolve("before.sgf"), GameFormat.SGF))).isTrue();
        assertThat(Edt.call(firstFiles::isModified)).as("saved before the review").isFalse();
        Edt.run(first.reviewer()::start);
        Edt.waitFor("the review", 10_000, () -> first.reviewer().result().isPresent());
        assertThat(Edt.call(firstFiles::title)).as("the review is not in the file yet").contains("*");
        ReviewResult reviewed = Edt.call(() -> first.reviewer().result().orElseThrow());
        assertThat(Edt.call(() -> firstFiles.saveAs(file, GameFormat.SGF))).isTrue();
        assertThat(Edt.call(firstFiles::isModified)).isFalse();
        String sgf = Files.readString(file, StandardCharsets.UTF_8);
        assertThat(sgf).as("the review's words on the move as the window says them")
                .contains(";W[ig]BM[2]GB[1]V[40]TR[ao]C[4. i9?? is a blunder: a1 was better. White 50 % → 10 %]");

        predicted.set(0);
        GameController second = controller();
        GameFiles secondFiles = files(second);
        assertThat(Edt.call(() -> secondFiles.open(file))).isTrue();
        assertThat(Edt.call(secondFiles::isModified)).as("opened as it is in the file").isFalse();
        ReviewResult opened = Edt.call(() -> second.reviewer().result().orElseThrow());
        assertThat(predicted.get()).as("nothing analysed").isZero();
        assertThat(opened.verdicts()).extracting(MoveVerdict::mark).isEqualTo(
                reviewed.verdicts().stream().map(MoveVerdict::mark).toList());
        assertThat(opened.verdicts()).extracting(MoveVerdict::firstPlayerWinChance)
                .isEqualTo(reviewed.verdicts().stream().map(MoveVerdict::firstPlayerWinChance).toList());
        assertThat(opened.turningPoints()).extracting(MoveVerdict::number).containsExactly(4);
        Edt.run(() -> second.showMove(4));
        assertThat(Edt.call(() -> second.analysis().boardView().hint())).as("the better move on the board").isEqualTo(BEST);
        assertThat(Edt.call(second.reviewer()::notes)).as("saved again, the same notes").isEqualTo(Edt.call(first.reviewer()::notes));
    }

    @Test
    void anotherProgramsMarksShowAndItsOtherPropertiesAreIgnored() throws IOException {
        Path file = Files.writeString(folder.resolve("other.sgf"), """
                (;FF[4]GM[4]SZ[15]AP[OtherGui:1]PB[Ann]PW[Ben]XX[private]
                ;B[hh];W[ig]C[hmm];B[ii]DO[];W[jj]BM[2]TR[gg]LB[gg:A];B[kk]GB[2]V[50]UC[1])
                """, StandardCharsets.UTF_8);
        GameController c = controller();
        assertThat(Edt.call(() -> files(c).open(file))).isTrue();
        ReviewResult opened = Edt.call(() -> c.reviewer().result().orElseThrow());
        assertThat(opened.verdicts()).extracting(MoveVerdict::mark)
                .containsExactly(Mark.NONE, Mark.NONE, Mark.INACCURACY, Mark.BLUNDER, Mark.NONE);
        assertThat(opened.at(4).orElseThrow().better()).contains(Notation.parsePoint("g9", GOMOKU));
        assertThat(opened.at(5).orElseThrow().proven()).isTrue();
        assertThat(opened.complete()).as("most moves have no chance").isFalse();
        assertThat(predicted.get()).isZero();
    }
}
