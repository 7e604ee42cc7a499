package org.inarow.ui.window;

import java.util.List;
import java.util.Optional;
import javax.swing.Action;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.SwingUtilities;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.ui.files.MenuAction;
import org.inarow.ui.game.EngineAbout;
import org.inarow.ui.game.EngineConnection;
import org.inarow.ui.game.EngineEntry;
import org.inarow.ui.game.EngineFault;
import org.inarow.ui.game.EngineFaultRouter;
import org.inarow.ui.game.EngineLauncher;
import org.inarow.ui.game.EngineSeats;
import org.inarow.ui.game.EngineTable;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.GameSetup;
import org.inarow.ui.game.Mode;

/**
 * The added engines in the window: Game › Engines…, the engines offered in the side panel, the engines
 * running kept to those the setup names ({@link EngineTable#keepOnly}), and an engine's fault answered:
 * the sentence in the status and the question what now ({@link EngineFaultPrompt}).
 */
public final class EngineDesk {
    private final MainFrame frame;
    private final GameController controller;
    private final EngineStore store;
    private final EngineTable table;
    private final EngineLauncher launcher;
    private final EngineLogs logs;
    private final EngineFaultPrompt prompt;
    private EnginesDialog dialog;

    private EngineDesk(MainFrame frame, GameController controller, EngineStore store, EngineTable table,
                       EngineLauncher launcher) {
        this.frame = frame;
        this.controller = controller;
        this.store = store;
        this.table = table;
        this.launcher = launcher;
        this.logs = new EngineLogs(table::log);
        this.prompt = new EngineFaultPrompt(frame);
    }

    /** Wires the engines into a built {@code frame}; {@code router} is the controller's failure sink. */
    public static EngineDesk install(MainFrame frame, GameController controller, Settings settings, EngineTable table,
                                     EngineLauncher launcher, EngineFaultRouter router) {
        EngineDesk desk = new EngineDesk(frame, controller, settings.engines(), table, launcher);
        router.onFault(desk::faulted);
        desk.addMenuItem(frame.getJMenuBar());
        desk.enginesChanged();
        controller.addListener(desk::keepOnlyThoseUsed);
        return desk;
    }

    /** Game › Engines…, at the Game menu's end. */
    private void addMenuItem(JMenuBar bar) {
        Action open = MenuAction.of("menu.engines", null, this::openDialog);
        for (int i = 0; i < bar.getMenuCount(); i++) {
            JMenu menu = bar.getMenu(i);
            if (menu != null && "menu.game".equals(menu.getName())) {
                menu.addSeparator();
                menu.add(open).setName("menu.engines");
            }
        }
    }

    private void openDialog() {
        if (dialog == null || !dialog.isDisplayable()) {
            dialog = new EnginesDialog(frame, store, this::test, logs, this::enginesChanged);
        }
        dialog.setVisible(true);
        dialog.toFront();
    }

    /** Starts {@code engine} on a worker thread and ends it again: its ABOUT, or its fault thrown. */
    private EngineAbout test(EngineEntry engine) {
        try (EngineConnection connection = launcher.start(engine, Rules.gomokuFreestyle(15))) {
            return connection.about();
        }
    }

    /** The list changed: the side panel offers it; a seat whose engine was removed goes back to InARow or the person. */
    private void enginesChanged() {
        List<String> names = store.list().stream().map(EngineEntry::name).toList();
        frame.side().offerEngines(names);
        GameSetup setup = controller.setup();
        EngineSeats seats = setup.engines();
        EngineSeats kept = new EngineSeats(seats.computer().filter(names::contains).orElse(null),
                seats.person().filter(names::contains).orElse(null));
        if (!kept.equals(seats)) {
            controller.changeSetup(setup.withEngines(kept));
        }
        keepOnlyThoseUsed();
    }

    private void keepOnlyThoseUsed() {
        GameSetup setup = controller.setup();
        table.keepOnly(setup.engineFor(Side.FIRST), setup.engineFor(Side.SECOND), store.analyst());
    }

    /** An engine was stopped (event thread): the player is told, and asked what now once the change is shown. */
    private void faulted(EngineFault fault) {
        String sentence = EngineFaultText.sentence(fault, fault.engine());
        controller.inform(sentence);
        SwingUtilities.invokeLater(() -> {
            if (prompt.isOpen() || !frame.isDisplayable()) {
                return;
            }
            act(prompt.ask(sentence));
        });
    }

    /** The analyst failed (event thread): our own "who will win" stands; the player is told why. */
    public void analystFaulted(EngineFault fault) {
        if (frame.isDisplayable()) {
            controller.inform(EngineFaultText.sentence(fault, fault.engine()));
        }
    }

    private void act(EngineFaultPrompt.Answer answer) {
        GameSetup setup = controller.setup();
        boolean personSeat = controller.position().toMove() == setup.humanSide();
        EngineSeats seats = setup.engines();
        switch (answer) {
            case RETRY -> controller.changeSetup(setup); // the same setup: the side to move is asked again
            // closed with Escape or its close button: InARow plays on, so the game never waits for nobody
            case OUR_LEVEL, NONE -> controller.changeSetup(setup.withEngines(personSeat ? seats.withPerson(null)
                    : seats.withComputer(null)));
            case TAKE_OVER -> controller.changeSetup(personSeat ? setup.withEngines(seats.withPerson(null))
                    : setup.withMode(Mode.TWO_PLAYERS));
        }
    }

    /** The engines' table (tests check their processes). */
    public EngineTable table() {
        return table;
    }

    Optional<EnginesDialog> dialog() {
        return Optional.ofNullable(dialog);
    }
}
