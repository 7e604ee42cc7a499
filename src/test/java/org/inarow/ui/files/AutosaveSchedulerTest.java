package org.inarow.ui.files;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.OptionalDouble;
import org.inarow.ai.Level;
import org.inarow.ai.Prediction;
import org.inarow.ai.review.Mark;
import org.inarow.io.Autosave;
import org.inarow.io.AutosaveLoad;
import org.inarow.io.GameRecord;
import org.inarow.io.MoveNote;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.MoveRow;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The game in progress is written after every change, in order, off the event thread, and comes back at start. */
class AutosaveSchedulerTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final GameSetup TWO_PLAYERS = new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1);

    @TempDir
    Path folder;

    private final List<Throwable> errors = new ArrayList<>();
    private final List<String> problems = Collections.synchronizedList(new ArrayList<>());
    private final List<GameController> controllers = new ArrayList<>();

    @AfterEach
    void stop() {
        controllers.forEach(c -> Edt.run(c::shutdown));
        assertThat(errors).isEmpty();
    }

    private GameController controller(GameSetup setup) {
        GameController c = Edt.call(() -> new GameController(setup, false, (level, rules, seed) -> TestStrategies.scripted("a1 a2 a3"),
                rules -> (p, l, c2) -> Prediction.unknown(), errors::add));
        controllers.add(c);
        return c;
    }

    /** Starts a controller as the app does: resume from the autosave, then follow the game. */
    private AutosaveScheduler startWith(GameController c, Autosave autosave, List<String> warnings) {
        AutosaveScheduler scheduler = new AutosaveScheduler(autosave::save, problems::add, r -> { });
        Edt.run(() -> {
            AutosaveScheduler.resume(autosave.load(), c).ifPresent(warnings::add);
            scheduler.follow(c);
            c.start();
        });
        return scheduler;
    }

    private static void play(GameController c, String cell) {
        Edt.run(() -> c.cellChosen(Notation.parsePoint(cell, c.rules())));
    }

    private static void awaitSaved(Autosave autosave, String moves) {
        List<Point> expected = Notation.parseMoves(moves, GOMOKU);
        long deadline = System.currentTimeMillis() + 5000;
        while (true) {
            AutosaveLoad load = autosave.load();
            assertThat(load.warning()).as("never a torn or corrupt file").isEmpty();
            if (load.record().map(GameRecord::moves).orElse(List.of()).equals(expected)) {
                return;
            }
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("the autosave did not come to hold \"" + moves + "\": "
                        + load.record().map(r -> Notation.formatMoves(r.moves())).orElse("no game"));
            }
            TestStrategies.sleep(5);
        }
    }

    @Test
    void everyMoveUndoRedoAndNewGameIsWritten() {
        Autosave autosave = new Autosave(folder);
        GameController c = controller(TWO_PLAYERS);
        AutosaveScheduler scheduler = startWith(c, autosave, new ArrayList<>());
        try {
            awaitSaved(autosave, "");
            play(c, "h8");
            awaitSaved(autosave, "h8");
            play(c, "h9");
            awaitSaved(autosave, "h8 h9");
            Edt.run(c::undo);
            awaitSaved(autosave, "h8");
            Edt.run(c::redo);
            awaitSaved(autosave, "h8 h9");
            Edt.run(() -> c.showMove(0));
            TestStrategies.sleep(50);
            awaitSaved(autosave, "h8 h9"); // reviewing shows an earlier position; the game is unchanged
            Edt.run(c::newGame);
            awaitSaved(autosave, "");
        } finally {
            scheduler.close();
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void theNextStartResumesTheGameWithItsRules() {
        Autosave autosave = new Autosave(folder);
        GameController first = controller(TWO_PLAYERS);
        AutosaveScheduler firstScheduler = startWith(first, autosave, new ArrayList<>());
        try {
            Edt.run(() -> first.changeSetup(first.setup().withRules(Rules.gomokuStandard(19))));
            play(first, "j10");
            play(first, "k11");
        } finally {
            firstScheduler.close(); // as the window does when it closes: the last write finishes
        }
        GameController second = controller(TWO_PLAYERS);
        List<String> warnings = new ArrayList<>();
        AutosaveScheduler scheduler = startWith(second, autosave, warnings);
        try {
            assertThat(Edt.call(second::rules)).isEqualTo(Rules.gomokuStandard(19));
            assertThat(Edt.call(() -> Notation.formatMoves(second.moves()))).isEqualTo("j10 k11");
            assertThat(Edt.call(second::canUndo)).isTrue();
            assertThat(warnings).isEmpty();
        } finally {
            scheduler.close();
        }
    }

    @Test
    void theNextStartResumesTheVariationsAndTheReviewsNotes() {
        Autosave autosave = new Autosave(folder);
        GameController first = controller(TWO_PLAYERS);
        AutosaveScheduler firstScheduler = startWith(first, autosave, new ArrayList<>());
        MoveNote blunder = new MoveNote(1, Mark.BLUNDER, Notation.parsePoint("g7", GOMOKU), OptionalDouble.of(0.3), false, false);
        try {
            Edt.run(() -> first.load(GameRecord.of(GOMOKU, Notation.parseMoves("h8 h9 i8 i9 j8", GOMOKU))
                    .withNotes(List.of(blunder))));
            Edt.run(() -> first.showMove(3));
            play(first, "a1"); // a new line: i9 j8 stay as a variation
            awaitSaved(autosave, "h8 h9 i8 a1");
        } finally {
            firstScheduler.close();
        }
        GameRecord written = autosave.load().record().orElseThrow();
        assertThat(written.tree().variationCount()).isEqualTo(1);
        assertThat(written.notes()).singleElement().satisfies(note -> {
            assertThat(note.number()).isEqualTo(1);
            assertThat(note.mark()).isEqualTo(Mark.BLUNDER);
            assertThat(note.best()).isEqualTo(blunder.best());
        });

        GameController second = controller(TWO_PLAYERS);
        AutosaveScheduler scheduler = startWith(second, autosave, new ArrayList<>());
        try {
            assertThat(Edt.call(() -> Notation.formatMoves(second.moves()))).isEqualTo("h8 h9 i8 a1");
            assertThat(Edt.call(second::moveRows)).extracting(MoveRow::text).containsExactly("1.  Black  h8  ??",
                    "2.  White  h9", "3.  Black  i8", "4.  White  a1", "      (4. i9  5. j8)");
            assertThat(Edt.call(second.reviewer()::notes)).isEqualTo(written.notes());
        } finally {
            scheduler.close();
        }
    }

    @Test
    void againstTheComputerAResumedGameGoesOnWhereItStopped() throws IOException {
        Autosave autosave = new Autosave(folder);
        autosave.save(GameRecord.of(GOMOKU, Notation.parseMoves("h8", GOMOKU)));
        GameController c = controller(new GameSetup(GOMOKU, Mode.VS_COMPUTER, Side.FIRST, Level.MEDIUM, 1));
        AutosaveScheduler scheduler = startWith(c, autosave, new ArrayList<>());
        try {
            Edt.waitFor("the computer's reply", 5000, () -> c.moves().size() == 2 && !c.isThinking());
            assertThat(Edt.call(c::setup).humanSide()).as("the player keeps their side").isEqualTo(Side.FIRST);
            awaitSaved(autosave, "h8 a1");
        } finally {
            scheduler.close();
        }
    }

    @Test
    void aCorruptAutosaveGivesAGentleWarningAndAFreshGame() throws IOException {
        Autosave autosave = new Autosave(folder);
        Files.writeString(autosave.file(), "(;FF[4]GM[4]SZ[15];B[hh];W[hh])", StandardCharsets.UTF_8);
        GameController c = controller(TWO_PLAYERS);
        List<String> warnings = new ArrayList<>();
        AutosaveScheduler scheduler = startWith(c, autosave, warnings);
        try {
            assertThat(warnings).singleElement().asString()
                    .startsWith("A new game has begun: the autosaved game could not be restored (autosave.sgf: ")
                    .contains("move 2", "occupied", "it was kept as autosave-corrupt-");
            assertThat(Edt.call(c::moves)).isEmpty();
            play(c, "h8");
            awaitSaved(autosave, "h8");
        } finally {
            scheduler.close();
        }
        try (var kept = Files.list(folder)) {
            assertThat(kept.map(p -> p.getFileName().toString())).anyMatch(n -> n.startsWith("autosave-corrupt-"));
        }
    }

    @Test
    void theLastGameAskedForIsTheLastWrittenAndOrderIsKept() {
        List<Integer> written = Collections.synchronizedList(new ArrayList<>());
        AutosaveScheduler scheduler = new AutosaveScheduler(record -> {
            TestStrategies.sleep(20); // a slow disk
            written.add(record.moves().size());
        }, problems::add, r -> { });
        List<Point> moves = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            moves.add(new Point(i % 15, i / 15));
            scheduler.submit(GOMOKU, List.copyOf(moves));
            TestStrategies.sleep(i % 10 == 0 ? 30 : 0);
        }
        scheduler.close(); // waits for what is still queued
        assertThat(written).last().isEqualTo(50);
        assertThat(written).isSorted().doesNotHaveDuplicates();
        assertThat(written.size()).as("writes that a newer game overtook were skipped").isLessThan(50);
        assertThat(problems).isEmpty();
    }

    @Test
    void theSameGameIsNotWrittenTwice() {
        List<Rules> written = Collections.synchronizedList(new ArrayList<>());
        AutosaveScheduler scheduler = new AutosaveScheduler(record -> written.add(record.rules()),
                problems::add, r -> { });
        List<Point> moves = List.of(new Point(7, 7));
        scheduler.submit(GOMOKU, moves);
        TestStrategies.sleep(50);
        scheduler.submit(GOMOKU, new ArrayList<>(moves));
        TestStrategies.sleep(50);
        scheduler.submit(Rules.gomokuStandard(15), moves);
        scheduler.close();
        assertThat(written).containsExactly(GOMOKU, Rules.gomokuStandard(15));
    }

    @Test
    void aFullDiskIsReportedAtEveryFailedWriteAndTheFirstWriteThatWorksAgainSaysSo() {
        boolean[] broken = {true};
        List<String> heard = Collections.synchronizedList(new ArrayList<>());
        AutosaveScheduler scheduler = new AutosaveScheduler(record -> {
            if (broken[0]) {
                throw new java.nio.file.FileSystemException("/somewhere/autosave.sgf", null, "No space left on device");
            }
        }, new AutosaveScheduler.Health() {
            @Override
            public void failed(String sentence) {
                heard.add(sentence);
            }

            @Override
            public void recovered() {
                heard.add("recovered");
            }
        }, r -> heard.add("written"));
        List<Point> moves = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            broken[0] = i < 3 || i == 5;
            moves.add(new Point(i, 0));
            scheduler.submit(GOMOKU, List.copyOf(moves));
            int told = i + 1 + (i >= 3 ? 1 : 0); // each write is told; the first that works, twice
            long deadline = System.currentTimeMillis() + 5000;
            while (heard.size() < told && System.currentTimeMillis() < deadline) {
                TestStrategies.sleep(5); // one write at a time: none is folded into the next
            }
        }
        scheduler.close();
        String full = "The game could not be autosaved (no space left on device).";
        assertThat(heard).as("each failure is told, so the warning stays while they last").containsExactly(full, full, full,
                "recovered", "written", "written", full);
    }

    @Test
    void aGameNeverReachesTheDiskAfterClose() throws IOException {
        Autosave autosave = new Autosave(folder);
        AutosaveScheduler scheduler = new AutosaveScheduler(autosave::save, problems::add, r -> { });
        scheduler.submit(GOMOKU, List.of(new Point(7, 7)));
        scheduler.close();
        scheduler.submit(GOMOKU, List.of(new Point(7, 7), new Point(8, 8)));
        TestStrategies.sleep(50);
        assertThat(autosave.load().record().map(GameRecord::moves)).contains(List.of(new Point(7, 7)));
        assertThat(problems).isEmpty();
    }
}
