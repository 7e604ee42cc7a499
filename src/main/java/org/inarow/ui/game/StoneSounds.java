package org.inarow.ui.game;

import java.util.function.BooleanSupplier;

/**
 * Plays the click when a stone is set on the board: when the game on the board gets one move more,
 * by either player or the computer (or a redo of one move), while the switch is on. Opening,
 * pasting, undoing and a new game make no sound.
 */
public final class StoneSounds {
    private final GameController controller;
    private final ClickSound sound;
    private final BooleanSupplier enabled;
    private int lastGame;
    private int lastCount;

    private StoneSounds(GameController controller, ClickSound sound, BooleanSupplier enabled) {
        this.controller = controller;
        this.sound = sound;
        this.enabled = enabled;
        lastGame = controller.gameNumber();
        lastCount = controller.position().moveCount();
    }

    /** Listens to {@code controller} (on the event thread) and clicks while {@code enabled} says so. */
    public static StoneSounds attach(GameController controller, ClickSound sound, BooleanSupplier enabled) {
        StoneSounds sounds = new StoneSounds(controller, sound, enabled);
        controller.addListener(sounds::changed);
        return sounds;
    }

    private void changed() {
        int game = controller.gameNumber();
        int count = controller.position().moveCount();
        boolean oneStoneMore = game == lastGame && count == lastCount + 1;
        lastGame = game;
        lastCount = count;
        if (oneStoneMore && enabled.getAsBoolean()) {
            sound.play();
        }
    }
}
