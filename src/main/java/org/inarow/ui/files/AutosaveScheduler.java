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
import org.inarow.io.GameRecord;
import org.inarow.model.Opening;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.ui.game.GameController;

/**
 * Keeps the game in progress on disk: resumes it at start, and after every change (a move, undo,
 * redo, a new or opened game) writes it again. The write (an atomic {@link Autosave}, forced to
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
    private Rules lastRules;
    private List<Point> lastMoves;
    private Opening lastOpening;
    private boolean failing;

    /** {@code health} hears of every failed write and of the first success after them; {@code written} of every record written. */
    public AutosaveScheduler(Writer writer, Health health, Consumer<GameRecord> written) {
        this.writer = Objects.requireNonNull(writer);
        this.health = health;
        this.written = written;
    }

    /** A game to write: its rules, moves and opening (rule and choices). */
    private record Game(Rules rules, List<Point> moves, Opening opening) {
    }

    /** Puts an autosaved game, if any, into the controller before it starts; returns a warning to show, if any. */
    public static Optional<String> resume(AutosaveLoad load, GameController controller) {
        load.record().ifPresent(controller::resume);
        // the warning ends with the name the damaged file was kept under: nothing after it, so it wraps well
        return load.warning().map(w -> "A new game has begun: " + Character.toLowerCase(w.charAt(0)) + w.substring(1));
    }

    /** Writes the controller's game after each of its changes. */
    public void follow(GameController controller) {
        controller.addListener(() -> submit(controller.rules(), controller.moves(), controller.opening()));
        submit(controller.rules(), controller.moves(), controller.opening());
    }

    /** Asks for {@code moves} to be written, unless they were the last asked for (event thread). */
    void submit(Rules rules, List<Point> moves) {
        submit(rules, moves, Opening.none());
    }

    /** The same under an opening rule: a choice made is a change to write too. */
    void submit(Rules rules, List<Point> moves, Opening opening) {
        if (thread.isShutdown() || rules.equals(lastRules) && moves.equals(lastMoves) && opening.equals(lastOpening)) {
            return; // closed; or a hint, a prediction, a review step: the game itself did not change
        }
        lastRules = rules;
        lastMoves = moves;
        lastOpening = opening;
        // only what the event thread has at hand: the record (which replays the moves) is made by the writer
        if (pending.getAndSet(new Game(rules, List.copyOf(moves), opening)) == null) {
            thread.execute(this::writePending); // else the queued write picks up the newer record
        }
    }

    private void writePending() {
        Game game = pending.getAndSet(null);
        if (game == null) {
            return;
        }
        try {
            GameRecord record = GameRecord.of(game.rules(), game.moves()).withOpening(game.opening());
            writer.write(record);
            if (failing) {
                failing = false;
                health.recovered();
            }
            written.accept(record);
        } catch (IOException | RuntimeException e) {
            failing = true; // a full disk fails every write: each one says so, or the warning would go with the next move
            String why = e instanceof IOException io ? IoProblems.describe(io) : e.toString();
            health.failed("The game could not be autosaved (" + why + ").");
        }
    }

    /** Writes what is still waiting, then stops the thread (waits a few seconds at most). */
    @Override
    public void close() {
        thread.shutdown();
        try {
            if (!thread.awaitTermination(CLOSE_WAIT_SECONDS, TimeUnit.SECONDS)) {
                System.err.println("InARow: the autosave did not finish within " + CLOSE_WAIT_SECONDS + " s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
