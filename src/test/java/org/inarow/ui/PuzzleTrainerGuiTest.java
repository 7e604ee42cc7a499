package org.inarow.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.awt.geom.Point2D;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.assertj.swing.fixture.DialogFixture;
import org.inarow.ai.engine.PuzzleDefender;
import org.inarow.ai.puzzles.Category;
import org.inarow.ai.puzzles.GomokuPuzzle;
import org.inarow.ai.puzzles.PuzzleSet;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.testing.GuiTest;
import org.inarow.ui.board.BoardPanel;
import org.inarow.ui.board.BoardView;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Game › Puzzles in the real window: themes chosen, a defence or block solved with the keyboard, one
 * missed with its refutation shown, a win played out with the mouse to the five against the
 * defender's replies; the rating moves up, down and up, and the rating, the results and the themes
 * are all there again after the app is closed and opened anew.
 */
@GuiTest
@Timeout(value = 240, unit = TimeUnit.SECONDS)
class PuzzleTrainerGuiTest {
    private static final Pattern RATING = Pattern.compile("(\\d+) ± (\\d+)");
    private static final long WAIT = 30_000;

    @TempDir
    Path dir;

    private AppDriver open(Settings settings, Path progress) {
        return AppDriver.open(settings, InARowApp.Config.of(settings).withPuzzleProgress(progress));
    }

    private static DialogFixture openPuzzles(AppDriver app) {
        app.shortcut(KeyEvent.VK_ALT, KeyEvent.VK_G); // Game › Puzzles… by the menus' mnemonics
        app.shortcut(KeyEvent.VK_Z);
        DialogFixture puzzles = app.window.dialog("puzzleWindow");
        puzzles.requireVisible();
        return puzzles;
    }

    private static BoardPanel board(DialogFixture puzzles) {
        return puzzles.robot().finder().findByName(puzzles.target(), "puzzleBoard", BoardPanel.class, true);
    }

    private static BoardView view(DialogFixture puzzles) {
        BoardPanel board = board(puzzles);
        return Edt.call(board::view);
    }

    private static GomokuPuzzle shownPuzzle(DialogFixture puzzles) {
        String info = puzzles.label("puzzleInfo").text();
        Matcher m = Pattern.compile("(ia-\\d+)").matcher(info);
        assertThat(m.find()).as("the puzzle's id in '%s'", info).isTrue();
        return PuzzleSet.builtIn().byId(m.group(1)).orElseThrow();
    }

    private static int rating(DialogFixture puzzles) {
        Matcher m = RATING.matcher(puzzles.label("puzzleRating").text());
        assertThat(m.find()).isTrue();
        return Integer.parseInt(m.group(1));
    }

    private static String status(DialogFixture puzzles) {
        return Edt.call(() -> puzzles.textBox("puzzleStatus").target().getText());
    }

    private static void awaitReady(DialogFixture puzzles) {
        Edt.waitFor("the puzzle board to take a move", WAIT, () -> board(puzzles).view().acceptingMoves());
    }

    private static void click(DialogFixture puzzles, Point p) {
        BoardPanel board = board(puzzles);
        java.awt.Point where = Edt.call(() -> {
            Point2D c = board.geometry().centre(p);
            return new java.awt.Point((int) Math.round(c.getX()), (int) Math.round(c.getY()));
        });
        puzzles.robot().click(board, where);
        puzzles.robot().waitForIdle();
    }

    private static void key(DialogFixture puzzles, int code, int times) {
        for (int i = 0; i < times; i++) {
            puzzles.robot().pressAndReleaseKeys(code);
        }
    }

    /** Plays {@code target} with the keyboard: the cursor starts on the last move; the first arrow only shows it. */
    private static void playWithKeys(DialogFixture puzzles, Point target) {
        Position position = view(puzzles).position();
        Point from = position.lastMove().orElseThrow();
        Edt.run(() -> board(puzzles).requestFocusInWindow());
        puzzles.robot().waitForIdle();
        key(puzzles, KeyEvent.VK_UP, 1); // shows the cursor where it is
        int dc = target.col() - from.col();
        int dr = target.row() - from.row();
        key(puzzles, dc > 0 ? KeyEvent.VK_RIGHT : KeyEvent.VK_LEFT, Math.abs(dc));
        key(puzzles, dr > 0 ? KeyEvent.VK_UP : KeyEvent.VK_DOWN, Math.abs(dr));
        key(puzzles, KeyEvent.VK_ENTER, 1);
    }

    /** An empty point next to the last move that the puzzle does not accept. */
    /** The nearest point to the last stone that is wrong and refuted by a win the trainer can show. */
    private static Point wrongMove(GomokuPuzzle puzzle) {
        Position p = puzzle.position();
        Point last = p.lastMove().orElseThrow();
        for (int d = 1; d < 15; d++) {
            for (int dc = -d; dc <= d; dc++) {
                for (int dr = -d; dr <= d; dr++) {
                    Point q = new Point(last.col() + dc, last.row() + dr);
                    // one with a win to show: a defence stopping the threats with the attack still going on has none
                    if (q.col() >= 0 && q.row() >= 0 && q.col() < 15 && q.row() < 15 && p.isPlayable(q) && !puzzle.accepts(q)
                            && !p.play(q).isOver() && !org.inarow.ai.engine.PuzzleDefender.winningLine(p.play(q)).isEmpty()) {
                        return q;
                    }
                }
            }
        }
        throw new AssertionError("no wrong move");
    }

    private static void chooseThemes(DialogFixture puzzles, boolean wins, boolean others) {
        for (String id : new String[] {"win", "win-threats", "defend", "block"}) {
            boolean want = id.startsWith("win") ? wins : others;
            var box = puzzles.checkBox("puzzleTheme." + id);
            if (box.target().isSelected() != want) {
                box.click();
            }
        }
    }

    /** With -Dpuzzle.screenshot=true, the window as a picture in target/ (how the README's was taken). */
    private static void screenshot(DialogFixture puzzles, String name) {
        if (!Boolean.getBoolean("puzzle.screenshot")) {
            return;
        }
        TestStrategies.sleep(500);
        try {
            java.awt.Rectangle r = Edt.call(() -> puzzles.target().getBounds());
            javax.imageio.ImageIO.write(new java.awt.Robot().createScreenCapture(r), "png", Path.of("target", name).toFile());
        } catch (java.io.IOException | java.awt.AWTException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void threePuzzlesSolvedAndMissedMoveTheRatingAndTheProgressIsKept() {
        Path progress = dir.resolve("puzzle-progress.tsv");
        Settings settings = new Settings(new MemoryPreferences());
        int afterWin;
        try (AppDriver app = open(settings, progress)) {
            DialogFixture puzzles = openPuzzles(app);
            awaitReady(puzzles);
            assertThat(rating(puzzles)).isEqualTo(1500);
            assertThat(puzzles.label("puzzlePrompt").text()).matches("(Black|White) to play.*");

            // defences and blocks only; the untouched first puzzle is passed over with no change
            chooseThemes(puzzles, false, true);
            puzzles.pressAndReleaseKeys(KeyEvent.VK_N);
            awaitReady(puzzles);
            GomokuPuzzle first = shownPuzzle(puzzles);
            assertThat(first.category()).isIn(Category.DEFEND, Category.BLOCK);
            assertThat(rating(puzzles)).isEqualTo(1500);
            assertThat(puzzles.list("puzzleHistory").contents()).hasSize(1).allMatch(row -> row.startsWith("No puzzle"));

            // 1: solved with the keyboard
            playWithKeys(puzzles, first.accepted().get(0));
            Edt.waitFor("solved", WAIT, () -> status(puzzles).startsWith("Solved"));
            int afterSolve = rating(puzzles);
            assertThat(afterSolve).as(status(puzzles)).isGreaterThan(1500);
            assertThat(puzzles.list("puzzleHistory").contents()).hasSize(1);
            assertThat(puzzles.list("puzzleHistory").contents()[0]).startsWith("✓").contains("solved");

            // 2: both hints taken (the area, then the move), and still missed; the opponent's win after the
            // wrong move is shown, then the answer
            puzzles.button("puzzleNext").click();
            awaitReady(puzzles);
            GomokuPuzzle second = shownPuzzle(puzzles);
            assertThat(second.category()).isIn(Category.DEFEND, Category.BLOCK);
            puzzles.pressAndReleaseKeys(KeyEvent.VK_H);
            assertThat(status(puzzles)).isEqualTo("Hint: the move is in the marked area.");
            assertThat(view(puzzles).map().points()).hasSize(9)
                    .anySatisfy(m -> assertThat(m.point()).isEqualTo(second.accepted().get(0)));
            puzzles.pressAndReleaseKeys(KeyEvent.VK_H);
            assertThat(view(puzzles).hint()).isEqualTo(second.accepted().get(0));
            assertThat(puzzles.button("puzzleHint").target().isEnabled()).isFalse();
            Point wrong = wrongMove(second);
            click(puzzles, wrong);
            Edt.waitFor("missed", WAIT, () -> status(puzzles).startsWith("Not "));
            int afterMiss = rating(puzzles);
            assertThat(afterMiss).as(status(puzzles)).isLessThan(afterSolve);
            assertThat(view(puzzles).ghosts().points()).as("the refutation, from the wrong move").startsWith(wrong)
                    .hasSizeGreaterThan(1);
            screenshot(puzzles, "puzzle-missed.png");
            puzzles.pressAndReleaseKeys(KeyEvent.VK_A);
            assertThat(view(puzzles).ghosts().points()).as("the answer").containsExactly(second.accepted().get(0));
            assertThat(puzzles.list("puzzleHistory").contents()[0]).startsWith("✗").contains("missed");

            // 3: a win, played out to the five with the mouse as the defender answers
            chooseThemes(puzzles, true, false);
            puzzles.pressAndReleaseKeys(KeyEvent.VK_N);
            awaitReady(puzzles);
            GomokuPuzzle third = shownPuzzle(puzzles);
            assertThat(third.category()).isIn(Category.WIN, Category.WIN_THREATS);
            int moves = 0;
            Point next = third.accepted().get(0);
            while (!status(puzzles).startsWith("Solved") && moves++ < 25) {
                click(puzzles, next);
                Edt.waitFor("the move judged", WAIT,
                        () -> board(puzzles).view().acceptingMoves() || status(puzzles).startsWith("Solved")
                                || status(puzzles).startsWith("Not "));
                assertThat(status(puzzles)).doesNotStartWith("Not ");
                if (!status(puzzles).startsWith("Solved")) {
                    assertThat(status(puzzles)).startsWith("Right");
                    next = PuzzleDefender.winningLine(view(puzzles).position()).get(0);
                }
            }
            assertThat(view(puzzles).position().result().winner()).as("the five").isEqualTo(third.toMove());
            afterWin = rating(puzzles);
            assertThat(afterWin).isGreaterThan(afterMiss);
            assertThat(puzzles.list("puzzleHistory").contents()).hasSize(3);
            assertThat(app.errors).isEmpty();
        }

        // closed and opened again: the rating, the results and the themes are kept
        try (AppDriver app = open(new Settings(new MemoryPreferences()), progress)) {
            DialogFixture puzzles = openPuzzles(app);
            awaitReady(puzzles);
            assertThat(rating(puzzles)).isEqualTo(afterWin);
            String[] rows = puzzles.list("puzzleHistory").contents();
            assertThat(rows).hasSize(3);
            assertThat(rows[0]).startsWith("✓");
            assertThat(rows[1]).startsWith("✗");
            assertThat(rows[2]).startsWith("✓");
            assertThat(puzzles.checkBox("puzzleTheme.win").target().isSelected()).isTrue();
            assertThat(puzzles.checkBox("puzzleTheme.defend").target().isSelected()).isFalse();
            assertThat(shownPuzzle(puzzles).category()).isIn(Category.WIN, Category.WIN_THREATS);
            screenshot(puzzles, "puzzle-reopened.png");
            assertThat(app.errors).isEmpty();
        }
    }

    @Test
    void theWindowSpeaksChineseAndIsReachedByTheSameKeys() {
        Settings settings = new Settings(new MemoryPreferences());
        settings.setLanguage(org.inarow.ui.text.Language.CHINESE);
        try (AppDriver app = open(settings, dir.resolve("zh.tsv"))) {
            DialogFixture puzzles = openPuzzles(app);
            awaitReady(puzzles);
            assertThat(puzzles.target().getTitle()).isEqualTo("习题");
            assertThat(puzzles.label("puzzlePrompt").text()).matches("(黑方|白方)先走.*");
            assertThat(puzzles.label("puzzleRating").text()).startsWith("你的等级分：1500");
            assertThat(puzzles.button("puzzleNext").text()).startsWith("下一题");
            puzzles.pressAndReleaseKeys(KeyEvent.VK_H);
            assertThat(status(puzzles)).isEqualTo("提示：落点在标出的区域内。");
            screenshot(puzzles, "puzzle-chinese.png");
            assertThat(app.errors).isEmpty();
        } finally {
            Edt.run(() -> org.inarow.ui.text.Texts.use(org.inarow.ui.text.Language.ENGLISH));
        }
    }
}
