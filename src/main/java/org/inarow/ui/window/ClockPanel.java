package org.inarow.ui.window;

import com.formdev.flatlaf.FlatClientProperties;
import com.formdev.flatlaf.util.UIScale;
import java.awt.AWTEvent;
import java.awt.Color;
import java.awt.Dialog;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.event.AWTEventListener;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.Timer;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.inarow.model.Seat;
import org.inarow.model.Side;
import org.inarow.ui.game.GameClocks;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;
import org.inarow.ui.game.SideNames;
import org.inarow.ui.text.TextBindings;
import org.inarow.ui.text.Texts;

/**
 * Both players' clocks side by side, the opener's (Black's) first, shown only in a game on the clock. The
 * running one is framed and tinted; a clock low on time turns red, and a screen reader is told once a game
 * per player. Its timer ticks the controller's clocks a few times a second (a flag may fall between moves)
 * and pauses them while a modal dialog or question of this app is open.
 */
final class ClockPanel extends JPanel {
    private static final long serialVersionUID = 1L;
    private static final int TICK_MILLIS = 100;
    /** Under this the clock shows tenths. */
    private static final long TENTHS_BELOW = 20_000;

    private final transient GameController controller;
    private final transient Consumer<String> speaker;
    private final Map<Seat, JLabel> names = new EnumMap<>(Seat.class);
    private final Map<Seat, JLabel> times = new EnumMap<>(Seat.class);
    private final Map<Seat, JPanel> faces = new EnumMap<>(Seat.class);
    private final Timer ticker = new Timer(TICK_MILLIS, e -> tick());
    private final transient AWTEventListener dialogs = e -> tick();
    private final Set<Seat> warned = EnumSet.noneOf(Seat.class);
    private int warnedGame = -1;
    private transient Runnable shownOrHidden = () -> { };

    ClockPanel(GameController controller, Consumer<String> speaker) {
        super(new MigLayout("insets 0, fillx", "[grow,fill,sg]" + UIScale.scale(6) + "[grow,fill,sg]"));
        setName("clocks");
        this.controller = controller;
        this.speaker = speaker;
        for (Seat seat : Seat.values()) {
            JPanel face = new JPanel(new MigLayout("insets 2 6 2 6, wrap 1, gap 0", "[grow,fill]"));
            face.setName("clock." + seat.name());
            JLabel name = new JLabel(" ");
            name.setName("clockName." + seat.name());
            name.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
            JLabel time = new JLabel(" ");
            time.setName("clockTime." + seat.name());
            time.putClientProperty(FlatClientProperties.STYLE_CLASS, "h3");
            face.add(name);
            face.add(time);
            names.put(seat, name);
            times.put(seat, time);
            faces.put(seat, face);
            add(face);
        }
        controller.addListener(this::refresh);
        TextBindings.onRetext(this, this::refresh);
        refresh();
    }

    /** {@code action} runs when a game on the clock shows the clocks, or one without hides them. */
    void onShownOrHidden(Runnable action) {
        shownOrHidden = action;
    }

    @Override
    public void addNotify() {
        super.addNotify();
        ticker.start();
        Toolkit.getDefaultToolkit().addAWTEventListener(dialogs, AWTEvent.WINDOW_EVENT_MASK); // a dialog opens: pause at once
    }

    @Override
    public void removeNotify() {
        ticker.stop();
        Toolkit.getDefaultToolkit().removeAWTEventListener(dialogs);
        super.removeNotify();
    }

    @Override
    public void updateUI() {
        super.updateUI();
        if (times != null) { // the theme changed: its colours
            refresh();
        }
    }

    private void tick() {
        GameClocks clocks = controller.clocks();
        if (!clocks.control().isTimed() && !isVisible()) {
            return; // no clock to watch
        }
        clocks.setPaused(modalDialogOpen());
        clocks.tick(); // may end the game on time: the views are told, this one too
        refresh();
    }

    /** Whether a modal dialog (a question, a file chooser, the game info…) is showing: the clocks wait. */
    static boolean modalDialogOpen() {
        for (Window w : Window.getWindows()) {
            if (w instanceof Dialog d && d.isModal() && d.isShowing()) {
                return true;
            }
        }
        return false;
    }

    private void refresh() {
        GameClocks clocks = controller.clocks();
        boolean timed = clocks.control().isTimed();
        if (timed != isVisible()) {
            setVisible(timed);
            shownOrHidden.run();
        }
        if (!timed) {
            return;
        }
        if (warnedGame != controller.gameNumber()) {
            warnedGame = controller.gameNumber();
            warned.clear();
        }
        Color panel = UIManager.getColor("Panel.background");
        Color text = UIManager.getColor("Label.foreground");
        Color runningBackground = UIManager.getColor("InARow.clock.running.background");
        Color frame = UIManager.getColor("Component.accentColor");
        Color low = UIManager.getColor("InARow.clock.low.foreground");
        for (Seat seat : Seat.values()) {
            boolean running = clocks.ticking().filter(s -> s == seat).isPresent();
            boolean isLow = clocks.isLow(seat);
            long left = clocks.remaining(seat);
            String name = seatName(seat);
            String time = format(left);
            JPanel face = faces.get(seat);
            face.setOpaque(running);
            face.setBackground(running && runningBackground != null ? runningBackground : panel);
            int thick = UIScale.scale(2);
            face.setBorder(running && frame != null ? BorderFactory.createLineBorder(frame, thick)
                    : BorderFactory.createEmptyBorder(thick, thick, thick, thick));
            setText(names.get(seat), name);
            setText(times.get(seat), time);
            times.get(seat).setForeground(isLow && low != null ? low : text);
            String state = Texts.get(running ? (clocks.isPaused() ? "panel.clock.paused" : "panel.clock.running")
                    : "panel.clock.waiting");
            face.getAccessibleContext().setAccessibleName(Texts.format("panel.clock.name", name, time, state));
            if (isLow && running && warned.add(seat)) {
                speaker.accept(Texts.format("speech.clockLow", name, spokenTime(left)));
            }
        }
    }

    private static void setText(JLabel label, String text) {
        if (!text.equals(label.getText())) {
            label.setText(text);
        }
    }

    /** "You · Black", "Computer · White" ("Rapfi · White"), or the colour between two players ("Player 1" before an opening decides it). */
    private String seatName(Seat seat) {
        // the setup by seats: playing() has the person's colour, and its seats read as if no one had swapped
        GameSetup setup = controller.setup();
        var side = controller.opening().sideOf(seat);
        String colour = side.map(s -> SideNames.of(controller.rules().family(), s))
                .orElseGet(() -> Texts.get(seat == Seat.OPENER ? "status.player1" : "status.player2"));
        if (setup.mode() != Mode.VS_COMPUTER) {
            return colour;
        }
        String who = !setup.isComputer(seat) ? Texts.get("panel.clock.you")
                : setup.engineFor(seat).orElseGet(() -> Texts.get("panel.clock.computer")); // an engine by its name
        return side.isPresent() ? Texts.format("panel.clock.named", who, colour) : who;
    }

    /** 4:59, 1:02:03; under 20 s with tenths, 0:09.4 (never rounded up: 0:00.0 only when the time is out). */
    static String format(long millis) {
        long m = Math.max(0, millis);
        long seconds = m / 1000;
        if (m < TENTHS_BELOW) {
            return String.format("%d:%02d.%d", seconds / 60, seconds % 60, (m % 1000) / 100);
        }
        if (seconds >= 3600) {
            return String.format("%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
        }
        return String.format("%d:%02d", seconds / 60, seconds % 60);
    }

    /** The time left as a reader says it: whole seconds. */
    private static String spokenTime(long millis) {
        return Texts.format("speech.seconds", Math.max(0, millis) / 1000);
    }

    /** For tests: the side's time as shown. */
    String shownTime(Side side) {
        Seat seat = controller.opening().seatOf(side).orElse(side == Side.FIRST ? Seat.OPENER : Seat.RESPONDER);
        return times.get(seat).getText();
    }
}
