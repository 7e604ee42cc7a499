package org.inarow.architecture;

import java.util.List;

/**
 * A class that names a class of every room of {@code ui} and the app, and of every room of the
 * engine and its players, by fully qualified name, so that {@link LayeringTest} can show its check
 * of the rooms detects a reference up from any room.
 */
final class UpwardUser {
    private UpwardUser() {
    }

    static List<Class<?>> uiClasses() {
        return List.of(org.inarow.ui.text.Texts.class, org.inarow.ui.board.BoardView.class, org.inarow.ui.game.GameController.class,
                org.inarow.ui.files.GameFiles.class, org.inarow.ui.window.MainFrame.class,
                org.inarow.ui.InARowApp.class);
    }

    static List<Class<?>> engineClasses() {
        return List.of(org.inarow.ai.engine.board.EngineBoard.class, org.inarow.ai.engine.eval.Evaluation.class,
                org.inarow.ai.engine.threats.VctSearch.class, org.inarow.ai.engine.search.EngineSearch.class,
                org.inarow.ai.engine.EngineStrategy.class);
    }
}
