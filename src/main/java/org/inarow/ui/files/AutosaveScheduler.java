package org.inarow.ui.files;

import java.io.IOException;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.inarow.io.Autosave;
import org.inarow.io.AutosaveLoad;
import org.inarow.io.GameInfo;
import org.inarow.io.GameRecord;
import org.inarow.io.MoveNote;
import org.inarow.model.MoveTree;
import org.inarow.model.Opening;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.ui.game.GameController;
import org.inarow.ui.text.Texts;

/**
 * Keeps the game in progress on disk, with its variations and its review's notes: resumes it at start, and
 * after every change (a move, undo, redo, a variation, a review, a new or opened game) writes it again. The write (an atomic {@link Autosave}, forced to
 * the disk: about a millisecond, now and then tens) runs on one background thread so the event
 * thread never waits for the disk. Only the newest game waits to be written, and one thread
 * writes in order, so the last write always wins. {@link #close()} finishes the last write.
 */
public final class AutosaveScheduler implements AutoCloseable {
    /** Writes a record somewhere; {@link Autosave#save} in the app. */
    @FunctionalInterface
    public interface Writer {
        void write(GameRecord record) throws IOException;
    }

    /** Hears how the writes go, on the writer thread. */
    @FunctionalInterface
    public interface Health {
        /** A write failed: a sentence for the player. Said at every failure, so its warning can stay while they last. */
        void failed(String sentence);

        /** A write worked after one or more failed. */
        default void recovered() {
        }
    }

    private static final long CLOSE_WAIT_SECONDS = 5;

    private final Writer writer;
    private final Health health;
    private final Consumer<GameRecord> written;
    private final ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "autosave");
        t.setDaemon(true); // a stuck disk must not keep the app from exiting
        return t;
    });
    private final AtomicReference<Game> pending = new AtomicReference<>();
    private Game last;
    private boolean failing;

    /** {@code health} hears of every failed write and of the first success after them; {@code written} of every record written. */
    public AutosaveScheduler(Writer writer, Health health, Consumer<GameRecord> written) {
        this.writer = Objects.requireNonNull(writer);
        this.health = health;
        this.written = written;
    }

    /**
     * Compares two games once on the writer's thread, for the app to call while its window is being
     * built: the first comparison of a record links its generated {@code equals} (method handles made
     * and compiled), which a stall spy caught taking 20-130 ms of the event thread at the first
     * {@link #submit}.
     */
    public void prepare() {
        thread.execute(AutosaveScheduler::linkComparison);
    }

    private static void linkComparison() {
        Game empty = new Game(Rules.gomokuFreestyle(15), List.of(), MoveTree.line(List.of()), List.of(), Opening.none(),
                GameInfo.NONE);
        empty.equals(new Game(empty.rules(), List.of(), MoveTree.line(List.of()), List.of(), Opening.none(), GameInfo.NONE));
    }

    /**
     * A game to write: its rules and moves, the variations beside them, the review's notes, the opening (rule and
     * choices) and what else a record of it says (players, date, comments…).
     */
    private record Game(Rules rules, List<Point> moves, MoveTree tree, List<MoveNote> notes, Opening opening,
                        GameInfo info) {
    }

    /** Puts an autosaved game, if any, into the controller before it starts; returns a warning to show, if any. */
    public static Optional<String> resume(AutosaveLoad load, GameController controller) {
        load.record().ifPresent(controller::resume);
        // the warning ends with the name the damaged file was kept under: nothing after it, so it wraps well
        return load.problem().map(p -> Texts.format("files.autosaveLost", FileProblems.describe(p)));
    }

    /** Writes the controller's game after each of its changes. */
    public void follow(GameController controller) {
        Runnable submit = () -> submit(controller.rules(), controller.moves(), controller.moveTree(),
                controller.reviewer().notes(), controller.opening(), // so a restart loses neither the variations, the review nor a choice
                controller.recordInfo().forSave()); // nor who played
        controller.addListener(submit);
        submit.run();
    }

    /** Asks for {@code moves} to be written, unless they were the last asked for (event thread). */
    void submit(Rules rules, List<Point> moves) {
        submit(rules, moves, MoveTree.line(moves), List.of(), Opening.none(), GameInfo.NONE);
    }

    /**
     * Asks for {@code moves} with the variations of {@code tree} (whose main line they are), the review's
     * {@code notes} and the {@code opening} to be written, unless they were the last asked for (event thread).
     */
    void submit(Rules rules, List<Point> moves, MoveTree tree, List<MoveNote> notes, Opening opening, GameInfo info) {
        Game game = new Game(rules, List.copyOf(moves), tree, List.copyOf(notes), opening, info);
        if (thread.isShutdown() || game.equals(last)) {
            return; // closed; or a hint, a prediction, a review step: the game itself did not change
        }
        last = game;
        // only what the event thread has at hand: the record (which replays the moves) is made by the writer
        if (pending.getAndSet(game) == null) {
            thread.execute(this::writePending); // else the queued write picks up the newer record
        }
    }

    private void writePending() {
        Game game = pending.getAndSet(null);
        if (game == null) {
            return;
        }
        try {
            GameRecord record = new GameRecord(game.rules(), game.moves(), game.info(), game.notes(), game.tree(),
                    game.opening());
            writer.write(record);
            if (failing) {
                failing = false;
                health.recovered();
            }
            written.accept(record);
        } catch (IOException | RuntimeException e) {
            failing = true; // a full disk fails every write: each one says so, or the warning would go with the next move
            String why = e instanceof IOException io ? IoProblems.describe(io) : e.toString();
            health.failed(Texts.format("files.autosaveFailed", why));
        }
    }

    /** Writes what is still waiting, then stops the thread (waits a few seconds at most). */
    @Override
    public void close() {
        thread.shutdown();
        try {
            if (!thread.awaitTermination(CLOSE_WAIT_SECONDS, TimeUnit.SECONDS)) {
                System.err.printf("InARow: the autosave did not finish within %d s%n", CLOSE_WAIT_SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
