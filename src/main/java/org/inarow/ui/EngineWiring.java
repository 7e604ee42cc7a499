package org.inarow.ui;

import java.util.function.Consumer;
import javax.swing.SwingUtilities;
import org.inarow.ui.game.EngineAnalysts;
import org.inarow.ui.game.EngineFault;
import org.inarow.ui.game.EngineFaultRouter;
import org.inarow.ui.game.EngineLauncher;
import org.inarow.ui.game.EngineStrategies;
import org.inarow.ui.game.EngineTable;
import org.inarow.ui.game.GameController;
import org.inarow.ui.game.PredictorFactory;
import org.inarow.ui.game.StrategyFactory;
import org.inarow.ui.window.EngineDesk;
import org.inarow.ui.window.MainFrame;
import org.inarow.ui.window.Settings;

/**
 * The added Gomocup engines put in the app: made before the controller (its players, its "who will win" and
 * where its failures go take the engines in), installed in the window once it is built, and all ended when
 * the window has closed.
 */
final class EngineWiring {
    private final Settings settings;
    private final EngineLauncher launcher;
    private final EngineTable table;
    private final EngineFaultRouter router;
    private volatile Consumer<EngineFault> analystFaults = fault -> { };

    EngineWiring(Settings settings, EngineLauncher launcher, Consumer<Throwable> errors) {
        this.settings = settings;
        this.launcher = launcher;
        this.table = new EngineTable(launcher, name -> settings.engines().find(name));
        this.router = new EngineFaultRouter(errors);
    }

    /** The engines as the Gomocup client starts and drives them. */
    static EngineLauncher gomocup() {
        return new org.inarow.ui.game.GomocupEngines();
    }

    /** Our players, with an engine where the setup seats one. */
    StrategyFactory strategies(StrategyFactory ours) {
        return new EngineStrategies(ours, table);
    }

    /** Our "who will win", with the analyst engine's move and evaluation when one is chosen. */
    PredictorFactory predictors(PredictorFactory ours) {
        return new EngineAnalysts(ours, table, () -> settings.engines().analyst(),
                fault -> SwingUtilities.invokeLater(() -> analystFaults.accept(fault)));
    }

    /** The controller's failure sink: an engine's fault is asked about, anything else goes to {@code errors}. */
    Consumer<Throwable> errors() {
        return router;
    }

    /** Puts the engines in the built window. */
    EngineDesk install(MainFrame frame, GameController controller) {
        EngineDesk desk = EngineDesk.install(frame, controller, settings, table, launcher, router);
        analystFaults = desk::analystFaulted;
        return desk;
    }

    /** Ends every engine (the window has closed). */
    void closeAll() {
        table.closeAll();
    }
}
