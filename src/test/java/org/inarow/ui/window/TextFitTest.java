package org.inarow.ui.window;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.awt.event.ActionEvent;
import javax.swing.AbstractAction;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;
import javax.swing.JLabel;
import javax.swing.UIManager;
import javax.swing.plaf.FontUIResource;
import org.inarow.ai.Level;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Progress;
import org.inarow.ai.Proof;
import org.inarow.ai.Score;
import org.inarow.model.GameResult;
import org.inarow.model.IllegalReason;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.ProgressText;
import org.inarow.ui.game.ReviewState;
import org.inarow.ui.game.StatusText;
import org.inarow.ui.game.PredictionText;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.TestStrategies;
import org.inarow.ui.text.Language;
import org.inarow.ui.text.Texts;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every sentence the side panel can show fits the room it has: on one line where the layout
 * keeps one line (the status, the legend, the progress), within the lines it keeps for "who will
 * win", wrapped within the panel where it may wrap (notices), and every choice fits its combo
 * box (so its popup is no wider than the box either). Checked in every language the window speaks,
 * each with the default font and with a larger desktop font. No display needed: the panel is laid
 * out by hand.
 */
class TextFitTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);
    private static final Rules BIG_GOMOKU = Rules.gomokuFreestyle(20);
    private static final Rules TIC_TAC_TOE = Rules.ticTacToe();

    private GameController controller;

    @AfterEach
    void restore() {
        if (controller != null) {
            Edt.run(controller::shutdown);
        }
        Edt.run(() -> Texts.use(Language.ENGLISH));
        Edt.run(Theme.LIGHT::install); // the theme's own default font again
    }

    /** Each language with the default font size and a larger desktop font. */
    static java.util.stream.Stream<Arguments> languagesAndFontSizes() {
        return java.util.Arrays.stream(Language.values())
                .flatMap(language -> java.util.stream.IntStream.of(13, 15).mapToObj(size -> Arguments.of(language, size)));
    }

    /**
     * The side panel's setup and status parts (the buttons need a toolkit with a keyboard) in a
     * column as wide as the side panel's, in {@code language} with the default font at {@code fontSize}, laid out.
     */
    private JPanel sidePanel(Language language, int fontSize) {
        return Edt.call(() -> {
            Texts.use(language);
            Theme.LIGHT.install();
            UIManager.put("defaultFont", new FontUIResource(Font.SANS_SERIF, Font.PLAIN, fontSize));
            GameSetup setup = new GameSetup(GOMOKU, Mode.VS_COMPUTER, Side.FIRST, Level.HARD, 30);
            controller = new GameController(setup, true, (level, rules, seed) -> TestStrategies.scripted(""),
                    rules -> (position, limits, cancellation) -> prediction(Outcome.UNKNOWN, Proof.ESTIMATE, 0, 0, List.of()),
                    e -> { });
            JPanel column = new JPanel(new MigLayout("insets 0, wrap 1", "[" + SidePanel.columnWidth() + "!,fill]"));
            column.add(new SetupPanel(setup, chosen -> chosen, () -> { }));
            column.add(new StatusPanel(controller, new AbstractAction("Move now") {
                private static final long serialVersionUID = 1L;

                @Override
                public void actionPerformed(ActionEvent e) {
                    controller.moveNow();
                }
            }, SidePanel.columnWidth()), "wmin 0");
            column.setSize(column.getPreferredSize().width, 1000);
            layOut(column);
            Font shown = find(column, "status").getFont();
            assertThat(shown.canDisplayUpTo(org.inarow.ui.text.LanguageFont.sample(language)))
                    .as("the font draws %s (else the widths measured are those of missing-glyph boxes)", language)
                    .isEqualTo(-1);
            return column;
        });
    }

    private static void layOut(Container container) {
        container.doLayout();
        for (Component child : container.getComponents()) {
            if (child instanceof Container inner) {
                layOut(inner);
            }
        }
    }

    private static Component find(Container parent, String name) {
        for (Component c : parent.getComponents()) {
            if (name.equals(c.getName())) {
                return c;
            }
            if (c instanceof Container inner) {
                Component found = find(inner, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static Prediction prediction(Outcome outcome, Proof proof, int score, int winIn, List<Point> mustBlock) {
        return new Prediction(outcome, proof, null, List.of(), score, winIn, mustBlock, Map.of());
    }

    /** The texts that do not fit {@code label} on one line, with their widths and the room there is. */
    private static List<String> tooWide(JPanel side, String labelName, List<String> texts) {
        return tooWide(side, labelName, labelName, texts);
    }

    /** The same, in the room that {@code roomOf} has (for a label hidden in this layout). */
    private static List<String> tooWide(JPanel side, String labelName, String roomOf, List<String> texts) {
        return Edt.call(() -> {
            JLabel label = (JLabel) find(side, labelName);
            int room = find(side, roomOf).getWidth();
            assertThat(room).as("the room of %s", labelName).isPositive();
            String before = label.getText();
            List<String> wide = new ArrayList<>();
            for (String text : texts) {
                label.setText(text);
                int width = label.getPreferredSize().width;
                if (width > room) {
                    wide.add("'" + text + "' is " + width + " px wide, " + labelName + " has " + room);
                }
            }
            label.setText(before);
            return wide;
        });
    }

    static List<String> statusTexts() {
        List<String> texts = new ArrayList<>();
        for (Rules rules : List.of(TIC_TAC_TOE, GOMOKU)) {
            for (Mode mode : Mode.values()) {
                for (Side human : Side.values()) {
                    GameSetup setup = new GameSetup(rules, mode, human, Level.HARD, 1);
                    for (Side toMove : Side.values()) {
                        Position position = Position.parse(rules, toMove == Side.FIRST ? "" : "a1");
                        texts.add(StatusText.turn(setup, position));
                    }
                    for (Side winner : Side.values()) {
                        List<Point> line = Notation.parseMoves(rules.k() == 3 ? "a1 b1 c1" : "a1 b1 c1 d1 e1 f1 g1", rules);
                        texts.add(StatusText.result(setup, GameResult.win(winner, line)));
                    }
                    texts.add(StatusText.result(setup, GameResult.DRAW));
                }
            }
        }
        texts.add(StatusText.reviewing(new ReviewState(399, 400)));
        return texts;
    }

    static List<String> predictionTexts() {
        List<String> texts = new ArrayList<>(List.of(StatusText.predictionAfterTheComputer(),
                StatusText.predictionPending()));
        List<Point> three = Notation.parseMoves("t20 s19 r18", BIG_GOMOKU);
        for (Rules rules : List.of(TIC_TAC_TOE, BIG_GOMOKU)) {
            for (String moves : List.of("", "a1")) {
                Position position = Position.parse(rules, moves);
                for (Outcome outcome : Outcome.values()) {
                    for (Proof proof : Proof.values()) {
                        texts.add(PredictionText.prediction(prediction(outcome, proof, 0, 0, List.of()), position));
                        texts.add(PredictionText.prediction(prediction(outcome, proof, -Score.winIn(99), 99, List.of()), position));
                        texts.add(PredictionText.prediction(new Prediction(outcome, proof, new Point(19, 19), List.of(),
                                Score.winIn(1), 1, List.of(), Map.of()), position));
                    }
                }
                for (int score : new int[] {0, 400, -400, 3000, -3000, Score.winIn(5), -Score.winIn(5)}) {
                    texts.add(PredictionText.prediction(prediction(Outcome.UNKNOWN, Proof.ESTIMATE, score, 0, List.of()), position));
                }
                if (rules.width() > 3) {
                    texts.add(PredictionText.prediction(prediction(Outcome.UNKNOWN, Proof.ESTIMATE, 0, 0, three), position));
                    texts.addAll(longestGomokuWords(position));
                }
            }
        }
        return texts;
    }

    /** The longest sentences of each gomoku kind, with the longest point names of the biggest board. */
    private static List<String> longestGomokuWords(Position position) {
        List<Point> four = Notation.parseMoves("t16 t17 t18 t19", BIG_GOMOKU);
        List<Point> openThree = Notation.parseMoves("q17 r18 s19", BIG_GOMOKU);
        List<Point> fives = Notation.parseMoves("t15 t20", BIG_GOMOKU);
        List<Point> line = Notation.parseMoves("t20 a1 s19 a2 r18 a3 q17 a4 p16 a5 o15", BIG_GOMOKU);
        List<String> texts = new ArrayList<>();
        for (Outcome win : List.of(Outcome.FIRST_WINS, Outcome.SECOND_WINS)) {
            texts.add(PredictionText.prediction(new Prediction(win, Proof.THREAT, line.get(0), line, 0, 99, fives, Map.of(),
                    position.toMove(), win == Outcome.FIRST_WINS ? 1 : 0, four), position));
            texts.add(PredictionText.prediction(new Prediction(win, Proof.THREAT, line.get(0), line, 0, 1, fives, Map.of(),
                    position.toMove(), win == Outcome.FIRST_WINS ? 1 : 0, four), position));
        }
        // a lost position whose threat cannot be stopped, with the loser's fours that only delay it (2 to 6 of them)
        List<Point> delays = Notation.parseMoves("q20 r20 s20 t10 t11 t12", BIG_GOMOKU);
        for (int n = 1; n <= delays.size(); n++) {
            for (List<Point> threat : List.of(four, openThree)) {
                Outcome win = position.toMove() == Side.FIRST ? Outcome.SECOND_WINS : Outcome.FIRST_WINS;
                texts.add(PredictionText.prediction(new Prediction(win, Proof.THREAT, line.get(0), line, 0, 9, List.of(),
                        Map.of(), position.toMove(), win == Outcome.FIRST_WINS ? 1 : 0, threat, delays.subList(0, n)),
                        position));
            }
        }
        for (List<Point> stones : List.of(four, openThree, Notation.parseMoves("a1 c5 t20", BIG_GOMOKU))) {
            texts.add(PredictionText.prediction(new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, fives.get(0), line, 0, 0,
                    Notation.parseMoves("t15 t20 p20", BIG_GOMOKU), Map.of(), position.toMove(), 0.5, stones), position));
        }
        for (double chance : new double[] {0.5, 0.4, 0.2, 0.01}) {
            texts.add(PredictionText.prediction(new Prediction(Outcome.UNKNOWN, Proof.ESTIMATE, null, List.of(), 0, 0,
                    List.of(), Map.of(), position.toMove(), chance, List.of()), position));
        }
        return texts;
    }

    /** The texts that take more than {@code maxLines} lines of {@code label} when wrapped to the room it has. */
    private static List<String> tooManyLines(JPanel side, String labelName, int maxLines, List<String> texts) {
        return Edt.call(() -> {
            JLabel label = (JLabel) find(side, labelName);
            int room = label.getWidth() - label.getInsets().left - label.getInsets().right;
            assertThat(room).as("the room of %s", labelName).isPositive();
            java.awt.FontMetrics metrics = label.getFontMetrics(label.getFont());
            List<String> many = new ArrayList<>();
            for (String text : texts) {
                int lines = StatusText.wrapped(text, room - metrics.stringWidth(" "), metrics::stringWidth)
                        .split("<br>").length;
                if (lines > maxLines) {
                    many.add("'" + text + "' takes " + lines + " lines of " + room + " px");
                }
            }
            return many;
        });
    }

    /**
     * The notices, the longest of each kind, in the current language: made by their own code where
     * that is at hand, else as the language writes them (the files' and the level's news).
     */
    static List<String> notices() {
        List<String> texts = new ArrayList<>();
        for (IllegalReason reason : IllegalReason.values()) {
            texts.add(StatusText.refusal(new Point(19, 19), reason));
        }
        texts.add(Texts.get("panel.lookingForMove"));
        texts.add(Texts.format("position.done.stones", 400, org.inarow.ui.game.SideNames.of(GOMOKU.family(), Side.SECOND)));
        if (Texts.language() == Language.CHINESE) {
            texts.addAll(List.of("请稍候：电脑正在思考。",
                    "第 399 手之后轮到电脑：按 End 键回到对局。",
                    "已打开 gomoku-against-the-computer-on-the-twentieth-of-november.sgf（400 手）。",
                    "已保存 C:\\Users\\Someone\\Documents\\InARow\\games\\my-very-best-game-of-gomoku-ever.psq。",
                    "已粘贴一局棋（400 手）。",
                    "连胜两局：下一局升到等级 9 · 特级大师",
                    "连负两局：下一局降到等级 8 · 大师",
                    "无法自动保存对局（No space left on device: /home/someone/.local/share/inarow/autosave.sgf）。",
                    "已开始新对局：无法读取自动保存的对局（java.io.IOException: Input/output error）；"
                            + "它已另存为 /home/someone/.local/share/inarow/autosave-corrupt-20261130-091500.sgf"));
            return texts;
        }
        texts.addAll(List.of("Wait: the computer is thinking.",
                "After move 399 it was the computer's turn: End returns to the game.",
                "Opened gomoku-against-the-computer-on-the-twentieth-of-november.sgf (400 moves).",
                "Saved C:\\Users\\Someone\\Documents\\InARow\\games\\my-very-best-game-of-gomoku-ever.psq.",
                "Pasted a game (400 moves).",
                "Two wins in a row: next game at Level 9 · Grandmaster",
                "Two losses in a row: next game at Level 8 · Master",
                "The game could not be autosaved (No space left on device: /home/someone/.local/share/inarow/autosave.sgf).",
                "A new game has begun: the autosaved game could not be read (java.io.IOException: Input/output error);"
                        + " it was kept as /home/someone/.local/share/inarow/autosave-corrupt-20261130-091500.sgf"));
        return texts;
    }

    @ParameterizedTest(name = "{0}, default font {1} px")
    @MethodSource("languagesAndFontSizes")
    void theStatusFitsOnItsLine(Language language, int fontSize) {
        JPanel side = sidePanel(language, fontSize);
        assertThat(tooWide(side, "status", statusTexts())).isEmpty();
    }

    @ParameterizedTest(name = "{0}, default font {1} px")
    @MethodSource("languagesAndFontSizes")
    void whoWillWinAndItsLegendFitOnTheirLines(Language language, int fontSize) {
        JPanel side = sidePanel(language, fontSize);
        assertThat(tooManyLines(side, "prediction", StatusPanel.PREDICTION_LINES, predictionTexts())).isEmpty();
        assertThat(Edt.call(() -> find(side, "prediction").getHeight())).as("room for its lines")
                .isGreaterThanOrEqualTo(StatusPanel.PREDICTION_LINES * Edt.call(() -> {
                    JLabel label = (JLabel) find(side, "prediction");
                    return label.getFontMetrics(label.getFont()).getHeight();
                }));
        GameSetup two = new GameSetup(TIC_TAC_TOE, Mode.TWO_PLAYERS, Side.FIRST, Level.HARD, 1);
        List<String> legends = List.of(StatusText.tintLegend(two, Position.parse(TIC_TAC_TOE, "")),
                StatusText.tintLegend(two, Position.parse(TIC_TAC_TOE, "b2")),
                StatusText.tintLegend(two.withMode(Mode.VS_COMPUTER), Position.parse(TIC_TAC_TOE, "")));
        assertThat(tooWide(side, "legend", "prediction", legends)).isEmpty();
    }

    @ParameterizedTest(name = "{0}, default font {1} px")
    @MethodSource("languagesAndFontSizes")
    void theProgressFitsOnItsLines(Language language, int fontSize) {
        JPanel side = sidePanel(language, fontSize);
        ProgressText longest = StatusText.progress(999_949, new Progress(99, 0, 9_999_999, 999_949, new Point(19, 19),
                List.of()));
        assertThat(tooWide(side, "elapsed", List.of(longest.elapsed()))).isEmpty();
        assertThat(tooWide(side, "progress", List.of(longest.search(), StatusText.progress(0, null).search()))).isEmpty();
    }

    @ParameterizedTest(name = "{0}, default font {1} px")
    @MethodSource("languagesAndFontSizes")
    void everyNoticeFitsOrWrapsWithinThePanel(Language language, int fontSize) {
        JPanel side = sidePanel(language, fontSize);
        List<String> wide = Edt.call(() -> {
            JLabel notice = (JLabel) find(side, "notice");
            int room = notice.getParent().getWidth();
            List<String> found = new ArrayList<>();
            for (String message : notices()) {
                controller.inform(message);
                int width = notice.getPreferredSize().width;
                if (width > room) {
                    found.add("'" + message + "' is " + width + " px wide in " + room);
                }
            }
            return found;
        });
        assertThat(wide).isEmpty();
    }

    @ParameterizedTest(name = "{0}, default font {1} px")
    @MethodSource("languagesAndFontSizes")
    void theEverydayNoticesTakeOneLine(Language language, int fontSize) {
        JPanel side = sidePanel(language, fontSize);
        List<String> everyday = new ArrayList<>(language == Language.CHINESE
                ? List.of("请稍候：电脑正在思考。", "已粘贴一局棋（400 手）。")
                : List.of("Wait: the computer is thinking.", "Pasted a game (400 moves)."));
        everyday.add(Texts.get("panel.lookingForMove"));
        for (IllegalReason reason : IllegalReason.values()) {
            everyday.add(StatusText.refusal(new Point(19, 19), reason));
        }
        assertThat(tooWide(side, "notice", "status", everyday)).isEmpty();
    }

    @ParameterizedTest(name = "{0}, default font {1} px")
    @MethodSource("languagesAndFontSizes")
    void everyChoiceFitsItsComboBox(Language language, int fontSize) {
        JPanel side = sidePanel(language, fontSize);
        List<String> wide = Edt.call(() -> {
            List<String> found = new ArrayList<>();
            for (String name : List.of("game", "rule", "size", "opening", "side", "rung", "thinkTime", "levelRecord", "adjustLevel", "vsComputer", "twoPlayers")) {
                JComponent box = (JComponent) find(side, name); // the record's line and the switch too
                int needed = box.getPreferredSize().width; // the widest choice, the arrow and the insets
                if (needed > box.getWidth()) {
                    found.add(name + " needs " + needed + " px, has " + box.getWidth());
                }
            }
            return found;
        });
        assertThat(wide).isEmpty();
    }
}
