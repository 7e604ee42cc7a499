package org.inarow.ui.files;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.inarow.ai.Level;
import org.inarow.ai.Prediction;
import org.inarow.ai.ladder.Ladder;
import org.inarow.io.GameFormat;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.LevelNames;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.RecordingPrompts;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An SGF the app saved, read by another program's parser: Sabaki's {@code @sabaki/sgf} (npm), through
 * {@code scripts/sgf-check/read.mjs}. Needs Node.js and {@code npm ci --prefix scripts/sgf-check}; skipped
 * without them, failed instead with {@code -Dsgf.thirdParty.required=true}.
 */
class ThirdPartySgfReaderTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final Path SCRIPT = Path.of("scripts", "sgf-check", "read.mjs");
    private static final Path PARSER = Path.of("scripts", "sgf-check", "node_modules", "@sabaki", "sgf", "package.json");

    @TempDir
    Path folder;

    private final List<Throwable> errors = new ArrayList<>();
    private GameController controller;

    @AfterEach
    void stop() {
        if (controller != null) {
            Edt.run(controller::shutdown);
        }
        assertThat(errors).isEmpty();
    }

    @Test
    void sabakisParserReadsThePlayersDateAndResultOfAGameWeSaved() throws Exception {
        requireTheParser();
        GameSetup setup = new GameSetup(GOMOKU, Mode.VS_COMPUTER, Side.FIRST, Level.MEDIUM, 5).withRung(Ladder.top());
        controller = Edt.call(() -> {
            GameController c = new GameController(setup, false, (level, rules, seed) -> TestStrategies.scripted("a1 a2 a3 a4"),
                    rules -> (p, l, c2) -> Prediction.unknown(), errors::add);
            c.start();
            return c;
        });
        GameFiles files = new GameFiles(controller, new RecentFiles(new Settings(new MemoryPreferences()).files()),
                new RecordingPrompts(), new Settings(new MemoryPreferences()).files());
        for (String cell : "h8 i8 j8 k8 l8".split(" ")) {
            Edt.waitFor("Black's turn", 5000, () -> !controller.isThinking() && controller.moves().size() % 2 == 0);
            Edt.run(() -> controller.cellChosen(Notation.parsePoint(cell, GOMOKU)));
        }
        Edt.waitFor("the five", 5000, () -> controller.position().isOver());
        Path sgf = folder.resolve("won.sgf");
        assertThat(Edt.call(() -> files.saveAs(sgf, GameFormat.SGF))).isTrue();

        Map<String, String> read = readBySabaki(sgf);

        assertThat(read).containsEntry("PB", "You")
                .containsEntry("PW", Edt.call(() -> LevelNames.title(Ladder.rung(Ladder.top()))))
                .containsEntry("DT", LocalDate.now().toString())
                .containsEntry("RE", "B+")
                .containsEntry("RU", "freestyle")
                .containsEntry("TC", "5")
                .containsEntry("moves", "9");
    }

    private static void requireTheParser() {
        boolean required = Boolean.getBoolean("sgf.thirdParty.required");
        boolean there = Files.exists(PARSER) && nodeRuns();
        if (!there && required) {
            throw new AssertionError("no Node.js or no @sabaki/sgf: run npm ci --prefix scripts/sgf-check");
        }
        Assumptions.assumeTrue(there, "Node.js and @sabaki/sgf (npm ci --prefix scripts/sgf-check) are not here");
    }

    private static boolean nodeRuns() {
        try {
            Process p = new ProcessBuilder("node", "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** The script's "key: value" lines. */
    private static Map<String, String> readBySabaki(Path sgf) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("node", SCRIPT.toString(), sgf.toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("the parser finished").isTrue();
        assertThat(p.exitValue()).as("the parser's exit status; it said:%n%s", out).isZero();
        return out.lines().filter(l -> l.contains(": ") || l.endsWith(":"))
                .collect(Collectors.toMap(l -> l.substring(0, l.indexOf(':')), l -> l.substring(l.indexOf(':') + 1).strip(),
                        (a, b) -> a));
    }
}
