package org.inarow.ui.files;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.datatransfer.Clipboard;
import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.StringSelection;
import java.awt.datatransfer.Transferable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.inarow.ai.Level;
import org.inarow.ai.Prediction;
import org.inarow.ai.Strategy;
import org.inarow.io.GameFormat;
import org.inarow.io.GameRecord;
import org.inarow.io.GameRecords;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.RecordingPrompts;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.testing.Transfers;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Opening, pasting, copying and saving games, without a window: what replaces the game and what never does. */
class GameFilesTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final GameSetup TWO_PLAYERS = new GameSetup(GOMOKU, Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1);

    @TempDir
    Path folder;

    private final List<Throwable> errors = new ArrayList<>();
    private final RecordingPrompts prompts = new RecordingPrompts();
    private final Settings settings = new Settings(new MemoryPreferences());
    private GameController controller;
    private GameFiles files;

    @AfterEach
    void stop() {
        if (controller != null) {
            Edt.run(controller::shutdown);
        }
        assertThat(errors).isEmpty();
    }

    private void start(GameSetup setup, Strategy strategy) {
        controller = Edt.call(() -> {
            GameController c = new GameController(setup, false, (level, rules, seed) -> strategy,
                    rules -> (p, l, c2) -> Prediction.unknown(), errors::add);
            c.start();
            return c;
        });
        files = new GameFiles(controller, new RecentFiles(settings.files()), prompts, settings.files());
    }

    private void play(String moves) {
        for (String cell : moves.split(" ")) {
            Edt.run(() -> controller.cellChosen(Notation.parsePoint(cell, controller.rules())));
        }
    }

    private String moves() {
        return Edt.call(() -> Notation.formatMoves(controller.moves()));
    }

    private Path write(String name, String text) throws IOException {
        return Files.writeString(folder.resolve(name), text, StandardCharsets.UTF_8);
    }

    private Path write(String name, Rules rules, String moves, GameFormat format) throws IOException {
        GameRecord record = GameRecord.of(rules, Notation.parseMoves(moves, rules));
        return write(name, GameRecords.write(record, format));
    }

    private boolean open(Path file) {
        return Edt.call(() -> files.open(file));
    }

    private boolean paste(String text) {
        return Edt.call(() -> files.paste(text));
    }

    // ---- opening and pasting replace the game ----

    @Test
    void anSgfFileBringsItsRulesAndMoves() throws IOException {
        start(TWO_PLAYERS, TestStrategies.scripted(""));
        play("h8 h9");
        Path file = write("game.sgf", Rules.gomokuStandard(19), "j10 j11 k10", GameFormat.SGF);
        assertThat(open(file)).isTrue();
        assertThat(Edt.call(controller::rules)).isEqualTo(Rules.gomokuStandard(19));
        assertThat(Edt.call(() -> controller.setup().rules())).isEqualTo(Rules.gomokuStandard(19));
        assertThat(moves()).isEqualTo("j10 j11 k10");
        assertThat(Edt.call(controller::canRedo)).isFalse();
        assertThat(Edt.call(controller::canUndo)).as("undo walks back through the file's moves").isTrue();
        assertThat(Edt.call(controller::notice)).isEqualTo("Opened game.sgf (3 moves).");
        assertThat(prompts.errors).isEmpty();
    }

    @Test
    void aGameInProgressIsKeptWhenThePlayerSaysNo() throws IOException {
        start(TWO_PLAYERS, TestStrategies.scripted(""));
        List<String> asked = new ArrayList<>();
        Edt.run(() -> controller.setDiscardQuestion((moves, replacement) -> asked.add(replacement.title())
                && false));
        play("h8 h9");
        Path file = write("game.sgf", Rules.gomokuStandard(19), "j10 j11 k10", GameFormat.SGF);
        assertThat(open(file)).isFalse();
        assertThat(paste("a1 a2")).isFalse();
        assertThat(asked).containsExactly("Replace the game in progress?", "Replace the game in progress?");
        assertThat(moves()).isEqualTo("h8 h9");
        assertThat(Edt.call(controller::notice)).as("no 'Opened'").isNull();
        assertThat(Edt.call(files::currentFile)).isEmpty();
        assertThat(files.recent().list()).as("not a recent file: it was not opened").isEmpty();
        assertThat(prompts.errors).isEmpty();
    }

    @Test
    void aGameKeptInItsFileAsItIsIsSavedAsItIs() throws IOException {
        start(TWO_PLAYERS, TestStrategies.scripted(""));
        Path file = write("game.sgf", GOMOKU, "j10 j11 k10", GameFormat.SGF);
        assertThat(open(file)).isTrue();
        assertThat(Edt.call(files::isSavedAsItIs)).isTrue();
        play("a1");
        assertThat(Edt.call(files::isSavedAsItIs)).as("changed since").isFalse();
        assertThat(Edt.call(() -> files.saveAs(folder.resolve("again.sgf"), GameFormat.SGF))).isTrue();
        assertThat(Edt.call(files::isSavedAsItIs)).isTrue();
    }

    /** Another program's file: the main line h8 i7 j6 k5, a variation at move 2 and one inside it at move 4. */
    private static final String WITH_VARIATIONS = "(;GM[4]FF[4]SZ[15]AP[Other]\n;B[hh]\n(;W[ii];B[jj](;W[kk])(;W[gg];B[ff]))"
            + "\n(;W[ig];B[ih]C[another try]))\n";

    @Test
    void aFileWithVariationsOpensAtItsMainLineAndSavedAgainKeepsThem() throws IOException {
        start(TWO_PLAYERS, TestStrategies.scripted(""));
        Path file = write("other.sgf", WITH_VARIATIONS);
        assertThat(open(file)).isTrue();
        assertThat(moves()).isEqualTo("h8 i7 j6 k5");
        assertThat(Edt.call(files::isSavedAsItIs)).as("opened as it is: no star").isTrue();

        Path again = folder.resolve("again.sgf");
        assertThat(Edt.call(() -> files.saveAs(again, GameFormat.SGF))).isTrue();
        GameRecord original = GameRecords.read(file);
        GameRecord saved = GameRecords.read(again);
        assertThat(saved.moves()).isEqualTo(original.moves());
        assertThat(saved.tree()).isEqualTo(original.tree());
        assertThat(saved.tree().variationCount()).isEqualTo(2);
    }

    @Test
    void aNewLineFromAnEarlierMoveKeepsTheOldLineAndEveryVariationInTheSavedFile() throws IOException {
        start(TWO_PLAYERS, TestStrategies.scripted(""));
        assertThat(open(write("other.sgf", WITH_VARIATIONS))).isTrue();
        Edt.run(() -> controller.showMove(3));
        play("a1"); // after h8 i7 j6: k5 (and the variation beside it) stay, as variations of a1
        assertThat(moves()).isEqualTo("h8 i7 j6 a1");
        assertThat(Edt.call(files::isModified)).isTrue();
        Path again = folder.resolve("again.sgf");
        assertThat(Edt.call(() -> files.saveAs(again, GameFormat.SGF))).isTrue();
        GameRecord saved = GameRecords.read(again);
        assertThat(saved.moves()).as("the game's line is the file's main line").isEqualTo(Notation.parseMoves("h8 i7 j6 a1", GOMOKU));
        assertThat(saved.tree().variationCount()).isEqualTo(3);
        assertThat(saved.tree().at(Notation.parseMoves("h8", GOMOKU)).orElseThrow().next())
                .isEqualTo(Notation.parseMoves("i7 i9", GOMOKU));
        assertThat(saved.tree().at(Notation.parseMoves("h8 i7 j6", GOMOKU)).orElseThrow().next())
                .as("the new move first, then the old line and its variation").hasSize(3)
                .startsWith(Notation.parseMoves("a1 k5", GOMOKU).toArray(new Point[0]));
    }

    @Test
    void quittingWithAnOpenedGameChangedAsksSaveDontSaveOrCancel() throws IOException {
        start(TWO_PLAYERS, TestStrategies.scripted(""));
        assertThat(Edt.call(files::mayClose)).as("a new game: the autosave keeps it").isTrue();
        Path file = write("other19.sgf", Rules.gomokuFreestyle(19), "j10 j11", GameFormat.SGF);
        assertThat(open(file)).isTrue();
        assertThat(Edt.call(files::mayClose)).as("as in its file: nothing to ask").isTrue();
        assertThat(prompts.questions).isEmpty();
        play("k10");
        prompts.answerToSave(SaveAnswer.CANCEL).answerToSave(SaveAnswer.DONT_SAVE).answerToSave(SaveAnswer.SAVE);
        assertThat(Edt.call(files::mayClose)).as("Cancel").isFalse();
        assertThat(prompts.questions).containsExactly("Save changes?: other19.sgf has changed since it was opened"
                + " or saved." + System.lineSeparator() + "Save the changes before quitting?");
        assertThat(Edt.call(files::mayClose)).as("Don't save").isTrue();
        assertThat(GameRecords.read(file).moves()).hasSize(2);
        assertThat(Edt.call(files::mayClose)).as("Save").isTrue();
        assertThat(Notation.formatMoves(GameRecords.read(file).moves())).isEqualTo("j10 j11 k10");
    }

    @Test
    void theFileLinkIsKeptForTheAutosavedGameAndDroppedWithANewGame() throws IOException {
        start(TWO_PLAYERS, TestStrategies.scripted(""));
        Path file = write("game.sgf", GOMOKU, "j10 j11", GameFormat.SGF);
        assertThat(open(file)).isTrue();
        assertThat(settings.files().linkedFile()).contains(file.toAbsolutePath());
        play("k10");

        // a restart: the game comes back from the autosave, the link from the settings
        GameController resumed = Edt.call(() -> {
            GameController c = new GameController(TWO_PLAYERS, false, (level, rules, seed) -> TestStrategies.scripted(""),
                    rules -> (p, l, c2) -> Prediction.unknown(), errors::add);
            c.resume(org.inarow.io.GameRecord.of(GOMOKU, Notation.parseMoves("j10 j11 k10", GOMOKU)));
            return c;
        });
        GameFiles again = new GameFiles(resumed, new RecentFiles(settings.files()), prompts, settings.files());
        Edt.run(() -> again.restoreLink(true));
        assertThat(Edt.call(again::title)).isEqualTo("*game.sgf — InARow");
        assertThat(Edt.call(again::save)).as("Save writes to its file").isTrue();
        assertThat(Notation.formatMoves(GameRecords.read(file).moves())).isEqualTo("j10 j11 k10");

        Edt.run(resumed::newGame);
        assertThat(Edt.call(again::title)).isEqualTo("InARow");
        assertThat(settings.files().linkedFile()).as("a new game has no file").isEmpty();
        Edt.run(resumed::shutdown);

        settings.files().setLinkedFile(java.util.Optional.of(file.toAbsolutePath()));
        Edt.run(() -> again.restoreLink(false));
        assertThat(settings.files().linkedFile()).as("no game resumed: the link goes").isEmpty();
    }

    @Test
    void aPsqFileBringsItsBoardSize() throws IOException {
        start(TWO_PLAYERS, TestStrategies.scripted(""));
        Path file = write("game.psq", Rules.gomokuFreestyle(20), "a1 t20 b2", GameFormat.PSQ);
        assertThat(open(file)).isTrue();
        assertThat(Edt.call(controller::rules).width()).isEqualTo(20);
        assertThat(moves()).isEqualTo("a1 t20 b2");
    }

    @Test
    void aTicTacToeSgfSwitchesTheGame() throws IOException {
        start(TWO_PLAYERS, TestStrategies.scripted(""));
        Path file = write("ttt.sgf", Rules.ticTacToe(), "b2 a1 c3", GameFormat.SGF);
        assertThat(open(file)).isTrue();
        assertThat(Edt.call(controller::rules)).isEqualTo(Rules.ticTacToe());
        assertThat(moves()).isEqualTo("b2 a1 c3");
    }

    @ParameterizedTest
    @ValueSource(strings = {"h8 h9 i8", "h8h9i8", "1. h8 2. h9 3. i8", "H8, H9; I8\n"})
    void aMoveListTakesTheRulesOfTheGameOnTheBoard(String list) throws IOException {
        start(TWO_PLAYERS.withRules(Rules.gomokuStandard(19)), TestStrategies.scripted(""));
        assertThat(open(write("moves.txt", list))).isTrue();
        assertThat(Edt.call(controller::rules)).isEqualTo(Rules.gomokuStandard(19));
        assertThat(moves()).isEqualTo("h8 h9 i8");
    }

    @Test
    void gomocupXyLinesAreReadFromTheTop() throws IOException {
        start(TWO_PLAYERS, TestStrategies.scripted(""));
        assertThat(open(write("moves.txt", "7,7\n7,6\n0,14\n"))).isTrue();
        assertThat(moves()).isEqualTo("h8 h9 a1");
    }

    @ParameterizedTest
    @ValueSource(strings = {"h8 h9 i8", "h8h9i8", "(;FF[4]GM[4]SZ[15];B[hh];W[hg];B[ih])", "7,7\n7,6\n8,7"})
    void pastingAnyFormatReplacesTheGame(String text) {
        start(TWO_PLAYERS, TestStrategies.scripted(""));
        play("a1 a2 a3");
        assertThat(paste(text)).isTrue();
        assertThat(moves()).isEqualTo("h8 h9 i8");
        assertThat(Edt.call(controller::notice)).isEqualTo("Pasted a game (3 moves).");
        assertThat(files.currentFile()).isEmpty();
    }

    @Test
    void aFileListFromTheClipboardOrADropOpensItsFirstFile() throws IOException {
        start(TWO_PLAYERS, TestStrategies.scripted(""));
        Path first = write("first.sgf", GOMOKU, "h8 i9", GameFormat.SGF);
        Path second = write("second.sgf", GOMOKU, "c3", GameFormat.SGF);
        assertThat(Edt.call(() -> files.paste(Transfers.fileList(first, second)))).isTrue();
        assertThat(moves()).isEqualTo("h8 i9");
        assertThat(Edt.call(() -> files.paste(new StringSelection(second.toUri() + "\r\n")))).as("a uri list").isTrue();
        assertThat(moves()).isEqualTo("c3");
    }

    // ---- a bad file or paste changes nothing ----

    /** The game, its redo list and the setup, to compare before and after. */
    private record Snapshot(String moves, boolean canRedo, GameSetup setup, String redone) {
    }

    private Snapshot snapshot() {
        return Edt.call(() -> new Snapshot(Notation.formatMoves(controller.moves()), controller.canRedo(),
                controller.setup(), null));
    }

    /** Plays, takes back a move (so there is something to redo), and checks that failing {@code action} leaves it all. */
    private void assertUntouchedBy(java.util.function.BooleanSupplier action, String... messageParts) {
        start(TWO_PLAYERS.withRules(Rules.gomokuStandard(19)), TestStrategies.scripted(""));
        play("h8 h9 i8 i9");
        Edt.run(controller::undo);
        Snapshot before = snapshot();
        int gameBefore = Edt.call(controller::gameNumber);
        assertThat(Edt.call(action::getAsBoolean)).isFalse();
        assertThat(prompts.errors).hasSize(1);
        assertThat(prompts.errors.get(0)).contains(messageParts).endsWith("The game on the board has not changed.");
        assertThat(snapshot()).isEqualTo(before);
        assertThat(Edt.call(controller::gameNumber)).isEqualTo(gameBefore);
        Edt.run(controller::redo);
        assertThat(moves()).as("the move taken back is still there to redo").isEqualTo("h8 h9 i8 i9");
    }

    @Test
    void anIllegalMoveInAFileIsReportedWithItsPlace() throws IOException {
        Path file = write("bad.sgf", "(;FF[4]GM[4]SZ[15];B[hh];W[ig];B[hh])");
        assertUntouchedBy(() -> files.open(file), "Cannot open game: bad.sgf: ", "move 3", "occupied");
    }

    @Test
    void anUnsupportedBoardIsReported() throws IOException {
        Path file = write("big.psq", "Piskvorky 13x13, 11:11, 0\n7,7,0\n");
        assertUntouchedBy(() -> files.open(file), "big.psq", "13x13");
    }

    @Test
    void aMissingFileIsReportedAndForgottenFromTheRecentList() {
        Path gone = folder.resolve("gone.sgf");
        new RecentFiles(settings.files()).add(gone);
        assertUntouchedBy(() -> files.open(gone), "gone.sgf: no such file");
        assertThat(new RecentFiles(settings.files()).list()).doesNotContain(gone);
    }

    @Test
    void aFolderIsNotAGame() {
        assertUntouchedBy(() -> files.open(folder), "is a folder");
    }

    @Test
    void aBinaryFileIsNotAGame() throws IOException {
        Path file = Files.write(folder.resolve("picture.sgf"), new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0, 1});
        assertUntouchedBy(() -> files.open(file), "picture.sgf");
    }

    @Test
    void pastedProseIsNoGame() {
        assertUntouchedBy(() -> files.paste("Hello, how are you?"), "Cannot paste: The clipboard holds no game",
                "move 1");
    }

    @Test
    void aPastedListWithAnOccupiedPointIsRefused() {
        assertUntouchedBy(() -> files.paste("h8 h9 h8"), "move 3", "occupied");
    }

    @Test
    void aListOffThisBoardIsRefused() {
        assertUntouchedBy(() -> files.paste("t20"), "move 1"); // fine on 20x20, not on the 19x19 of the game
    }

    @Test
    void anEmptyClipboardSaysSo() {
        assertUntouchedBy(() -> files.pasteFrom(new Clipboard("empty")), "The clipboard is empty");
    }

    @Test
    void aClipboardWithNeitherTextNorFilesSaysSo() {
        Transferable image = new Transferable() {
            @Override
            public DataFlavor[] getTransferDataFlavors() {
                return new DataFlavor[] {DataFlavor.imageFlavor};
            }

            @Override
            public boolean isDataFlavorSupported(DataFlavor flavor) {
                return DataFlavor.imageFlavor.equals(flavor);
            }

            @Override
            public Object getTransferData(DataFlavor flavor) {
                return null;
            }
        };
        assertUntouchedBy(() -> files.paste(image), "no text and no file");
    }

    @Test
    void aClipboardTheDesktopCannotHandOverSaysSoInWordsNotTheDesktops() {
        Transferable tooLarge = new Transferable() { // what X11 gives for a 10 MB selection
            @Override
            public DataFlavor[] getTransferDataFlavors() {
                return new DataFlavor[] {DataFlavor.stringFlavor};
            }

            @Override
            public boolean isDataFlavorSupported(DataFlavor flavor) {
                return DataFlavor.stringFlavor.equals(flavor);
            }

            @Override
            public Object getTransferData(DataFlavor flavor) throws IOException {
                throw new IOException("Exception fetching data: ");
            }
        };
        assertUntouchedBy(() -> files.paste(tooLarge), "The clipboard could not be read: what it holds is too large");
        assertThat(prompts.errors.get(0)).doesNotContain("Exception");
    }

    @Test
    void tenMegabytesOfTextAreNoGameAndSaySo() {
        String huge = "h8 ".repeat(10 * 1024 * 1024 / 3);
        assertUntouchedBy(() -> files.paste(new StringSelection(huge)), "The clipboard holds " + huge.length()
                + " characters: far more than any game");
    }

    @Test
    void aFileListNamingANamedPipeIsRefusedAtOnce() throws Exception {
        Path pipe = org.inarow.testing.SpecialFiles.fifo(folder, "game.sgf");
        // a read of a pipe with no writer would never end, and the window with it
        org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(10), () -> assertUntouchedBy(
                () -> files.paste(Transfers.fileList(pipe)), "game.sgf: is a named pipe (FIFO), not a regular file"));
    }

    // ---- copying ----

    @Test
    void copyPutsThePositionOnTheBoardOnTheClipboardAsAMoveList() throws Exception {
        start(TWO_PLAYERS, TestStrategies.scripted(""));
        play("h8 h9 i8");
        Clipboard clipboard = new Clipboard("test");
        Edt.run(() -> files.copyTo(clipboard));
        assertThat(clipboard.getData(DataFlavor.stringFlavor)).as("the game, board and rule, then the moves")
                .isEqualTo("# InARow: gomoku 15x15 freestyle\nh8 h9 i8\n");
        assertThat(Edt.call(controller::notice)).as("it says so").isEqualTo("Copied the position (3 moves) to the clipboard.");
        Edt.run(() -> controller.showMove(2));
        Edt.run(() -> files.copyTo(clipboard));
        assertThat(clipboard.getData(DataFlavor.stringFlavor)).as("while reviewing: the position shown")
                .isEqualTo("# InARow: gomoku 15x15 freestyle\nh8 h9\n");
        Edt.run(() -> files.pasteFrom(clipboard));
        assertThat(moves()).as("what was copied pastes back").isEqualTo("h8 h9");
    }

    @Test
    void aCopiedPositionPastesBackToTheSameGameBoardAndRuleWhateverIsOnTheBoard() throws Exception {
        start(TWO_PLAYERS, TestStrategies.scripted(""));
        Clipboard clipboard = new Clipboard("test");
        for (Rules rules : List.of(Rules.gomokuStandard(19), Rules.renju(), Rules.ticTacToe(), Rules.gomokuFreestyle(20))) {
            Edt.run(() -> controller.load(GameRecord.of(rules, Notation.parseMoves(
                    rules.width() == 3 ? "b2 a1" : "h8 h9 i8", rules))));
            Edt.run(() -> files.copyTo(clipboard));
            Rules other = rules.equals(Rules.ticTacToe()) ? GOMOKU : Rules.ticTacToe();
            Edt.run(() -> controller.load(GameRecord.of(other, List.of())));
            assertThat(Edt.call(() -> files.pasteFrom(clipboard))).isTrue();
            assertThat(Edt.call(controller::rules)).as("pasted over %s", other).isEqualTo(rules);
            assertThat(Edt.call(() -> controller.setup().rules())).isEqualTo(rules);
            assertThat(moves()).isEqualTo(rules.width() == 3 ? "b2 a1" : "h8 h9 i8");
        }
        Edt.run(() -> controller.load(GameRecord.of(Rules.gomokuStandard(19), List.of())));
        Edt.run(() -> files.copyTo(clipboard));
        Edt.run(() -> controller.load(GameRecord.of(GOMOKU, Notation.parseMoves("h8", GOMOKU))));
        assertThat(Edt.call(() -> files.pasteFrom(clipboard))).as("an empty board").isTrue();
        assertThat(Edt.call(controller::rules)).isEqualTo(Rules.gomokuStandard(19));
        assertThat(moves()).isEmpty();
    }

    @Test
    void aPlainMoveListStillPastesWithTheRulesOnTheBoard() {
        start(new GameSetup(Rules.gomokuStandard(19), Mode.TWO_PLAYERS, Side.FIRST, Level.MEDIUM, 1),
                TestStrategies.scripted(""));
        assertThat(paste("h8 h9 s19")).isTrue();
        assertThat(Edt.call(controller::rules)).isEqualTo(Rules.gomokuStandard(19));
        assertThat(moves()).isEqualTo("h8 h9 s19");
        assertThat(paste("# my notes\nj10 j11")).as("a comment that is no header").isTrue();
        assertThat(Edt.call(controller::rules)).isEqualTo(Rules.gomokuStandard(19));
        assertThat(moves()).isEqualTo("j10 j11");
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
        "# InARow: gomoku 13x13 freestyle/h8 | a 13x13 board is not supported",
        "# InARow: chess 8x8/e4              | \"chess\" is not a game played here",
        "# InARow: gomoku 15x15 caro/h8      | rules are not supported",
        "# InARow: gomoku 15x15 exotic/h8    | \"exotic\" is not a rule played here",
        "# InARow: tic-tac-toe 3x3/b2 h8     | h8"})
    void aHeaderNamingWhatIsNotPlayedHereIsRefusedAndChangesNothing(String text, String reason) {
        assertUntouchedBy(() -> files.paste(text.replace('/', '\n')), reason);
    }

    // ---- saving ----

    @Test
    void saveAsWritesTheFormatAndSaveThenKeepsIt() throws IOException {
        start(TWO_PLAYERS, TestStrategies.scripted(""));
        play("h8 h9 i8");
        assertThat(Edt.call(files::title)).isEqualTo("InARow");
        assertThat(Edt.call(files::save)).as("no file yet: Save must ask for one").isFalse();
        Path psq = folder.resolve("game.psq");
        assertThat(Edt.call(() -> files.saveAs(psq, GameFormat.PSQ))).isTrue();
        assertThat(Files.readString(psq)).startsWith("Piskvorky 15x15");
        assertThat(Edt.call(files::title)).isEqualTo("game.psq — InARow");
        assertThat(Edt.call(files::isModified)).isFalse();

        play("i9");
        assertThat(Edt.call(files::title)).isEqualTo("*game.psq — InARow");
        assertThat(Edt.call(files::save)).isTrue();
        assertThat(Files.readString(psq)).startsWith("Piskvorky 15x15");
        assertThat(GameRecords.read(psq).moves()).isEqualTo(Notation.parseMoves("h8 h9 i8 i9", GOMOKU));
        assertThat(Edt.call(files::isModified)).isFalse();
        Edt.run(controller::undo);
        assertThat(Edt.call(files::isModified)).isTrue();
        Edt.run(controller::redo);
        assertThat(Edt.call(files::isModified)).as("back to what the file holds").isFalse();
        assertThat(new RecentFiles(settings.files()).list()).containsExactly(psq.toAbsolutePath());
        assertThat(settings.files().lastFolder()).contains(folder.toAbsolutePath());
    }

    @Test
    void anSgfSavedAgainstTheComputerNamesThePlayersAndReadsBack() throws IOException {
        start(new GameSetup(GOMOKU, Mode.VS_COMPUTER, Side.FIRST, Level.HARD, 1), TestStrategies.scripted("a1"));
        play("h8");
        Edt.waitFor("the reply", 5000, () -> controller.moves().size() == 2 && !controller.isThinking());
        Path sgf = folder.resolve("vs.sgf");
        assertThat(Edt.call(() -> files.saveAs(sgf, GameFormat.SGF))).isTrue();
        GameRecord back = GameRecords.read(sgf);
        assertThat(back.moves()).isEqualTo(Notation.parseMoves("h8 a1", GOMOKU));
        assertThat(back.info().firstPlayer()).isEqualTo("You");
        assertThat(back.info().secondPlayer()).as("gomoku's hard is the ladder's top rung, by its title")
                .isEqualTo(org.inarow.ui.game.LevelNames.title(org.inarow.ai.ladder.Ladder.rung(org.inarow.ai.ladder.Ladder.top())))
                .startsWith("Level 10 · ");
        assertThat(back.info().date()).as("today, as SGF's DT has it").isEqualTo(java.time.LocalDate.now().toString());
        assertThat(back.info().thinkSeconds()).as("the top rung thinks for the time set").isEqualTo(1);
    }

    @Test
    void anOpenedXyListIsSavedAsAnXyListAndItsNamesKept() throws IOException {
        start(TWO_PLAYERS, TestStrategies.scripted(""));
        Path xy = write("moves.txt", "7,7\n7,6\n");
        open(xy);
        play("i8");
        assertThat(Edt.call(files::save)).isTrue();
        assertThat(Files.readString(xy)).isEqualTo("7,7\n7,6\n8,7\n");

        Path named = write("named.sgf", "(;FF[4]GM[4]SZ[15]PB[Ann]PW[Bob]GN[Final];B[hh];W[hg])");
        open(named);
        play("i8");
        Edt.run(files::save);
        GameRecord back = GameRecords.read(named);
        assertThat(back.info().firstPlayer()).isEqualTo("Ann");
        assertThat(back.info().title()).isEqualTo("Final");
        assertThat(back.moves()).hasSize(3);
    }

    @Test
    void namesTypedInGameInfoMarkTheFileChangedUntilSaved() throws IOException {
        start(TWO_PLAYERS, TestStrategies.scripted(""));
        Path named = write("named.sgf", "(;FF[4]GM[4]SZ[15]PB[Ann]PW[Bob];B[hh];W[hg])");
        open(named);
        assertThat(Edt.call(files::isModified)).isFalse();
        Edt.run(() -> controller.recordInfo().edit("Ann Lee", "Bob", "", "", ""));
        assertThat(Edt.call(files::title)).startsWith("*named.sgf");
        assertThat(Edt.call(files::save)).isTrue();
        assertThat(Edt.call(files::isModified)).isFalse();
        assertThat(GameRecords.read(named).info().firstPlayer()).isEqualTo("Ann Lee");
    }

    @Test
    void aNewGameOrAPasteHasNoFile() throws IOException {
        start(TWO_PLAYERS, TestStrategies.scripted(""));
        open(write("game.sgf", GOMOKU, "h8 h9", GameFormat.SGF));
        assertThat(files.currentFile()).isPresent();
        Edt.run(controller::newGame);
        assertThat(files.currentFile()).isEmpty();
        assertThat(Edt.call(files::title)).isEqualTo("InARow");
        assertThat(Edt.call(files::save)).as("Save asks where, rather than writing an empty game over the file").isFalse();

        open(folder.resolve("game.sgf"));
        paste("c3");
        assertThat(files.currentFile()).isEmpty();
        open(folder.resolve("game.sgf"));
        Edt.run(() -> controller.changeSetup(controller.setup().withRules(Rules.ticTacToe())));
        assertThat(files.currentFile()).as("new rules, new game").isEmpty();
    }

    @Test
    void aFailedSaveSaysWhyAndKeepsTheGame() throws IOException {
        start(TWO_PLAYERS, TestStrategies.scripted(""));
        play("h8");
        Path blocker = write("not-a-folder", "x");
        assertThat(Edt.call(() -> files.saveAs(blocker.resolve("game.sgf"), GameFormat.SGF))).isFalse();
        assertThat(prompts.errors).singleElement().asString().startsWith("Cannot save game: game.sgf: ");
        assertThat(moves()).isEqualTo("h8");
        assertThat(files.currentFile()).isEmpty();
    }

    // ---- opening against the computer ----

    @Test
    void openingWhileTheComputerThinksDropsItsAnswer() throws Exception {
        TestStrategies.Slow slow = TestStrategies.slow("a1", 500);
        start(new GameSetup(GOMOKU, Mode.VS_COMPUTER, Side.FIRST, Level.MEDIUM, 1), slow);
        play("h8");
        assertThat(slow.started.await(5, TimeUnit.SECONDS)).isTrue();
        assertThat(open(write("game.sgf", GOMOKU, "c3 d4", GameFormat.SGF))).isTrue();
        assertThat(Edt.call(controller::isThinking)).isFalse();
        Edt.waitFor("the late answer", 5000, () -> slow.answered.get() == 1);
        TestStrategies.sleep(100); // its done() has run
        assertThat(moves()).isEqualTo("c3 d4");
    }

    @Test
    void againstTheComputerThePlayerTakesTheSideToMoveInAnOpenedGame() throws IOException {
        start(new GameSetup(GOMOKU, Mode.VS_COMPUTER, Side.FIRST, Level.MEDIUM, 1), TestStrategies.scripted("a1"));
        assertThat(open(write("game.sgf", GOMOKU, "h8", GameFormat.SGF))).isTrue();
        assertThat(Edt.call(controller::setup).humanSide()).isEqualTo(Side.SECOND);
        assertThat(Edt.call(controller::setup).mode()).isEqualTo(Mode.VS_COMPUTER);
        assertThat(Edt.call(controller::isThinking)).as("the computer does not move on its own").isFalse();
        assertThat(Edt.call(controller::acceptsMoves)).isTrue();
        play("h9");
        Edt.waitFor("the reply", 5000, () -> controller.moves().size() == 3 && !controller.isThinking());
        assertThat(moves()).isEqualTo("h8 h9 a1");
    }
}
