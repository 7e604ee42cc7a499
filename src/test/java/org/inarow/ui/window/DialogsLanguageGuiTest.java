package org.inarow.ui.window;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;
import org.assertj.swing.core.Robot;
import org.assertj.swing.finder.JOptionPaneFinder;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.inarow.testing.GuiTest;
import org.inarow.ui.files.SaveAnswer;
import org.inarow.ui.testing.Edt;
import org.inarow.ui.testing.Robots;
import org.inarow.ui.text.Language;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The app's questions and its error dialog in both languages, as a player answers them: our own
 * buttons (Save, Don't save, Cancel) and Swing's (Yes, No, OK) in Chinese after a switch, the
 * answers still understood, and the error dialog rewritten live when the language changes.
 */
@GuiTest
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class DialogsLanguageGuiTest {
    private Robot robot;
    private JFrame owner;

    @BeforeEach
    void open() {
        robot = Robots.newRobot();
        owner = Edt.call(() -> {
            Theme.LIGHT.install();
            JFrame frame = new JFrame();
            frame.setSize(500, 400);
            frame.setLocationRelativeTo(null);
            frame.setVisible(true);
            return frame;
        });
    }

    @AfterEach
    void close() {
        speak(Language.ENGLISH);
        Edt.run(owner::dispose);
        robot.cleanUp();
    }

    /** As View › Language does. */
    private static void speak(Language language) {
        Edt.run(() -> {
            Texts.use(language);
            TextBindings.followLanguage();
            TextBindings.retextAll();
        });
    }

    private static List<String> buttons(Container pane) {
        List<String> texts = new ArrayList<>();
        for (Component c : pane.getComponents()) {
            if (c instanceof JButton button) {
                texts.add(button.getText());
            } else if (c instanceof Container inner) {
                texts.addAll(buttons(inner));
            }
        }
        return texts;
    }

    private <T> CompletableFuture<T> ask(java.util.function.Supplier<T> question) {
        CompletableFuture<T> answer = new CompletableFuture<>();
        SwingUtilities.invokeLater(() -> answer.complete(question.get())); // modal: returns when answered
        return answer;
    }

    private JOptionPaneFixture question() {
        return JOptionPaneFinder.findOptionPane().withTimeout(10_000).using(robot);
    }

    @Test
    void theSaveQuestionsAnswersSpeakTheLanguageAndAreUnderstood() throws Exception {
        DialogPrompts prompts = new DialogPrompts(owner);
        CompletableFuture<SaveAnswer> english = ask(() -> prompts.askToSave("Save changes?", "game.sgf has changed."));
        JOptionPaneFixture pane = question();
        assertThat(Edt.call(() -> buttons(pane.target()))).containsExactly("Save", "Don't save", "Cancel");
        pane.buttonWithText("Save").click();
        assertThat(english.get(10, TimeUnit.SECONDS)).isEqualTo(SaveAnswer.SAVE);

        speak(Language.CHINESE);
        CompletableFuture<SaveAnswer> chinese = ask(() -> prompts.askToSave("保存更改？", "game.sgf 已更改。"));
        JOptionPaneFixture zh = question();
        assertThat(Edt.call(() -> buttons(zh.target()))).containsExactly("保存", "不保存", "取消");
        zh.buttonWithText("不保存").click();
        assertThat(chinese.get(10, TimeUnit.SECONDS)).isEqualTo(SaveAnswer.DONT_SAVE);

        CompletableFuture<SaveAnswer> cancelled = ask(() -> prompts.askToSave("保存更改？", "game.sgf 已更改。"));
        question().buttonWithText("取消").click();
        assertThat(cancelled.get(10, TimeUnit.SECONDS)).isEqualTo(SaveAnswer.CANCEL);
    }

    @Test
    void swingsOwnButtonsSpeakChineseAfterASwitch() throws Exception {
        DialogPrompts prompts = new DialogPrompts(owner);
        speak(Language.CHINESE);
        CompletableFuture<Boolean> yes = ask(() -> prompts.confirm("开始新对局？", "当前对局将被放弃。"));
        JOptionPaneFixture pane = question();
        List<String> answers = Edt.call(() -> buttons(pane.target()));
        assertThat(answers).containsExactly("是(Y)", "否(N)");
        pane.buttonWithText("是(Y)").click();
        assertThat(yes.get(10, TimeUnit.SECONDS)).isTrue();

        CompletableFuture<Boolean> shown = ask(() -> {
            prompts.error("无法打开", "文件已损坏。");
            return true;
        });
        JOptionPaneFixture error = question();
        assertThat(Edt.call(() -> buttons(error.target()))).containsExactly("确定");
        error.buttonWithText("确定").click();
        assertThat(shown.get(10, TimeUnit.SECONDS)).isTrue();

        speak(Language.ENGLISH);
        CompletableFuture<Boolean> no = ask(() -> prompts.confirm("Start a new game?", "The game goes."));
        JOptionPaneFixture again = question();
        assertThat(Edt.call(() -> buttons(again.target()))).containsExactly("Yes", "No");
        again.buttonWithText("No").click();
        assertThat(no.get(10, TimeUnit.SECONDS)).isFalse();
    }

    @Test
    void theErrorDialogSpeaksChineseAndFollowsASwitchWhileOpen() {
        speak(Language.CHINESE);
        SwingUtilities.invokeLater(() -> new ErrorDialog(owner, new IllegalStateException("boom")).setVisible(true));
        DialogFixture dialog = WindowFinder.findDialog("errorDialog").withTimeout(10_000).using(robot);
        JDialog window = (JDialog) dialog.target();
        assertThat(Edt.call(window::getTitle)).isEqualTo("出错了");
        dialog.label("errorMessage").requireText("发生了意外错误：boom");
        assertThat(Edt.call(() -> buttons(window.getContentPane()))).containsExactly("复制详细信息", "关闭");
        dialog.button("copyDetails").click();
        dialog.button("copyDetails").requireText("已复制");
        Edt.run(() -> assertThat(window.getWidth()).as("every text fits")
                .isGreaterThanOrEqualTo(window.getPreferredSize().width));

        speak(Language.ENGLISH);
        assertThat(Edt.call(window::getTitle)).isEqualTo("Something went wrong");
        dialog.label("errorMessage").requireText("An unexpected error occurred: boom");
        assertThat(Edt.call(() -> buttons(window.getContentPane()))).containsExactly("Copied", "Close");
        dialog.button(org.assertj.swing.core.matcher.JButtonMatcher.withText("Close")).click();
        assertThat(Edt.call(window::isDisplayable)).as("Close closes it").isFalse();
    }
}
