package org.inarow.ui.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.stream.Stream;
import javax.swing.Action;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import org.inarow.ai.Level;
import org.inarow.ai.Prediction;
import org.inarow.io.Autosave;
import org.inarow.io.AutosaveLoad;
import org.inarow.io.FileProblem;
import org.inarow.io.GameFileException;
import org.inarow.io.GameFormat;
import org.inarow.io.GameRecords;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.RecordingPrompts;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.text.Language;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;
import org.inarow.ui.window.MemoryPreferences;
import org.inarow.ui.window.Settings;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The file commands in both languages: menus that rename as the language changes, file errors worded in it. */
class FilesInChineseTest {
    private static final GameSetup TWO_PLAYERS = new GameSetup(Rules.gomokuFreestyle(15), Mode.TWO_PLAYERS, Side.FIRST,
            Level.MEDIUM, 1);

    @TempDir
    Path folder;

    private final List<Throwable> errors = new ArrayList<>();
    private final RecordingPrompts prompts = new RecordingPrompts();
    private final Settings settings = new Settings(new MemoryPreferences());
    private GameController controller;
    private GameFiles files;

    @AfterEach
    void stop() {
        Texts.use(Language.ENGLISH);
        if (controller != null) {
            Edt.run(controller::shutdown);
        }
        assertThat(errors).isEmpty();
    }

    private void start() {
        controller = Edt.call(() -> {
            GameController c = new GameController(TWO_PLAYERS, false, (level, rules, seed) -> TestStrategies.scripted(""),
                    rules -> (p, l, c2) -> Prediction.unknown(), errors::add);
            c.start();
            return c;
        });
        files = new GameFiles(controller, new RecentFiles(settings.files()), prompts, settings.files());
    }

    @Test
    void everyKindOfProblemHasItsWordsInBothLanguagesTheEnglishAsTheCommandLinesMessage() throws IOException {
        Properties english = bundle("files.properties");
        Properties chinese = bundle("files_zh_CN.properties");
        for (FileProblem.Kind kind : FileProblem.Kind.values()) {
            String key = FileProblems.key(kind);
            assertThat(english.getProperty(key)).as(key).isEqualTo(kind.english());
            assertThat(chinese.getProperty(key)).as(key).isNotBlank();
        }
        for (GameFormat format : GameFormat.values()) {
            assertThat(english.getProperty("files.format." + format.name())).isNotBlank();
            assertThat(chinese.getProperty("files.format." + format.name())).isNotBlank();
        }
    }

    /** Malformed games of every format and of many kinds. */
    static Stream<String> malformed() {
        return Stream.of("(;FF[4]GM[4]SZ[15]\n;B[hh]\n;W[hh])", "(;GM[1]SZ[13];B[aa])", "(;SZ[3]RU[renju];B[aa])",
                "(;SZ[15];W[hh])", "(;SZ[15];B[])", "(;SZ[15];B[hh]W[ii])", "(;SZ[15]\n;B[hh\n", "(;SZ[15]\nab[cd])",
                "(;FF[4]SZ[3];B[aa];W[ba];B[ab];W[bb];B[ac];W[bc])", "(;SZ[x];B[hh])",
                "Piskvorky 15x15, 11:11, 0\n8,8,0\n8,8,0\n", "Piskvorky 13x13, 11:11, 0\n7,7,0\n", "Piskvorky\n",
                "h8 h9 z99", "h8 a1 i8 a2 j8 a3 k8 a4 l8 a5", "1,2\n3,-4\n", "1,2,3", "h8 h8",
                "(;SZ[16];B[hh])", "(;SZ[15];B[aa];AE[aa])", "(;SZ[15]AB[hh]AW[ii];W[jj])",
                "(;SZ[15];B[hh](;W[ii])(;AB[jj][kk]))", "a\0b");
    }

    @ParameterizedTest
    @MethodSource("malformed")
    void aFilesProblemReadsInEnglishAsItsMessageAndInChineseInChinese(String text) {
        GameFileException e = catchThrowableOfType(() -> GameRecords.parse(text, Optional.empty()), GameFileException.class);
        assertThat(e).as("%s is refused", text).isNotNull();
        assertThat(FileProblems.describe(e)).isEqualTo(e.getMessage());
        Texts.use(Language.CHINESE);
        String chinese = FileProblems.describe(e);
        assertThat(chinese).isNotEqualTo(e.getMessage()).containsPattern("\\p{IsHan}")
                .doesNotContain("[files.").doesNotContain("\n");
    }

    @Test
    void aMalformedFileOpenedWithChineseChosenIsExplainedInChineseNamingTheLine() throws IOException {
        start();
        Path file = Files.writeString(folder.resolve("bad.sgf"), "(;FF[4]GM[4]SZ[15]\n;B[hh]\n;W[ig]\n;B[hh])");
        Texts.use(Language.CHINESE);
        assertThat(Edt.call(() -> files.open(file))).isFalse();
        assertThat(prompts.errors).containsExactly(
                "无法打开对局: bad.sgf：第 4 行，第 3 手：h8 (B[hh]) 已有棋子\n\n棋盘上的对局没有改变。");
    }

    @Test
    void theNewsOfAnOpenedFileFollowsALanguageSwitch() throws IOException {
        start();
        Path file = Files.writeString(folder.resolve("good.sgf"), "(;FF[4]GM[4]SZ[15]\n;B[hh]\n;W[ig])");
        assertThat(Edt.call(() -> files.open(file))).isTrue();
        String english = Edt.call(controller::notice);
        assertThat(english).contains("good.sgf").doesNotContainPattern("\\p{IsHan}");
        Texts.use(Language.CHINESE);
        assertThat(Edt.call(controller::notice)).contains("good.sgf").containsPattern("\\p{IsHan}");
        Texts.use(Language.ENGLISH);
        assertThat(Edt.call(controller::notice)).isEqualTo(english);
    }

    @Test
    void aTooLargePasteAndAMissingFileAreExplainedInChinese() {
        start();
        Texts.use(Language.CHINESE);
        assertThat(Edt.call(() -> files.paste("h8 ".repeat(400_000)))).isFalse();
        assertThat(Edt.call(() -> files.open(folder.resolve("gone.sgf")))).isFalse();
        assertThat(prompts.errors).containsExactly(
                "无法粘贴: 剪贴板中有 1200000 个字符，远超任何一局棋（超过 1 MiB 的棋谱文件不予读取）。\n\n棋盘上的对局没有改变。",
                "无法打开对局: gone.sgf：文件不存在\n\n棋盘上的对局没有改变。");
    }

    @Test
    void theFileAndEditMenusRenameLive() {
        start();
        FileActions actions = Edt.call(() -> new FileActions(files, controller, null, prompts));
        Action newGame = MenuAction.of("files.open", null, () -> { }); // any action
        JMenu file = Edt.call(() -> actions.fileMenu(newGame, newGame));
        JMenu edit = Edt.call(actions::editMenu);
        assertThat(file.getText()).isEqualTo("File");
        assertThat(edit.getText()).isEqualTo("Edit");
        assertThat(itemTexts(file)).containsSubsequence("Open…", "Open Recent", "Save", "Save As…");
        assertThat(itemTexts(recent(file))).containsExactly("No recent games");
        assertThat(actions.paste.getValue(Action.SHORT_DESCRIPTION))
                .isEqualTo("Play a game from the clipboard: a move list, SGF, PSQ or x,y lines");

        Edt.run(() -> {
            Texts.use(Language.CHINESE);
            TextBindings.retextAll();
            TextBindings.retext(file);
            TextBindings.retext(edit);
        });
        assertThat(file.getText()).isEqualTo("文件(F)");
        assertThat(file.getMnemonic()).isEqualTo('F');
        assertThat(edit.getText()).isEqualTo("编辑(E)");
        assertThat(itemTexts(file)).containsSubsequence("打开(O)…", "最近打开(R)", "保存(S)", "另存为(A)…");
        assertThat(itemTexts(edit)).containsExactly("复制局面(C)", "粘贴局面(P)");
        assertThat(itemTexts(recent(file))).as("the recent files' own items").containsExactly("没有最近的对局");
        assertThat(actions.save.getValue(Action.SHORT_DESCRIPTION)).isEqualTo("将对局保存到它的文件（新对局存为 SGF）");

        Edt.run(() -> {
            Texts.use(Language.ENGLISH);
            TextBindings.retextAll();
            TextBindings.retext(file);
        });
        assertThat(itemTexts(file)).containsSubsequence("Open…", "Open Recent", "Save", "Save As…");
    }

    @Test
    void theSaveDialogsFormatsAndTheTitleSpeakTheLanguage() {
        Texts.use(Language.CHINESE);
        assertThat(SaveTarget.describe(GameFormat.PSQ)).isEqualTo("Piskvork 棋谱（*.psq）");
        assertThat(WindowTitle.of(Optional.of(Path.of("a.sgf")), true)).isEqualTo("*a.sgf — InARow");
        Texts.use(Language.ENGLISH);
        assertThat(SaveTarget.describe(GameFormat.MOVE_LIST)).isEqualTo("Move list (*.txt)");
        assertThat(WindowTitle.of(Optional.empty(), false)).isEqualTo("InARow");
    }

    @Test
    void aDamagedAutosaveIsExplainedInTheLanguageChosen() throws IOException {
        start();
        Autosave autosave = new Autosave(folder);
        Files.writeString(autosave.file(), "(;SZ[15];B[hh];W[hh])");
        AutosaveLoad load = autosave.load();
        String english = Edt.call(() -> AutosaveScheduler.resume(load, controller)).orElseThrow();
        assertThat(english).startsWith("A new game has begun: the autosaved game could not be restored (autosave.sgf: line 1, move 2: ")
                .contains("; it was kept as autosave-corrupt-");
        Texts.use(Language.CHINESE);
        String chinese = Edt.call(() -> AutosaveScheduler.resume(load, controller)).orElseThrow();
        assertThat(chinese).startsWith("已开始新对局：自动保存的对局无法恢复（autosave.sgf：第 1 行，第 2 手：h8 (W[hh]) 已有棋子）")
                .contains("；原文件已保留为 autosave-corrupt-");
    }

    private static JMenu recent(JMenu file) {
        return (JMenu) Arrays.stream(file.getMenuComponents()).filter(c -> "openRecent".equals(c.getName()))
                .findFirst().orElseThrow();
    }

    private static List<String> itemTexts(JMenu menu) {
        return Arrays.stream(menu.getMenuComponents()).filter(JMenuItem.class::isInstance)
                .map(c -> ((JMenuItem) c).getText()).toList();
    }

    private static Properties bundle(String name) throws IOException {
        Properties properties = new Properties();
        try (InputStream in = Texts.class.getResourceAsStream(name)) {
            assertThat(in).as(name).isNotNull();
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return properties;
    }
}
