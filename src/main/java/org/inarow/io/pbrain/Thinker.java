package org.inarow.io.pbrain;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.Progress;
import org.inarow.ai.Score;
import org.inarow.ai.Strategy;
import org.inarow.ai.search.MoveBudget;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;

/**
 * The brain thinking: a search for its move, or a swap2 decision, each on a thread of its own with
 * the budget of {@link TimeControl}. At the end of the budget the stop flag is set; should a move's
 * search still not answer by its answer time, the brain answers anyway with the best move reported
 * so far. The threads tell their end to the protocol's loop as events; everything else here runs on
 * the loop's thread, one event at a time.
 */
final class Thinker {

    /**
     * A search under way on {@code board}; {@code best} is the best move its progress has reported; {@code deadlines} stop it and answer for it.
     * {@code board} is the protocol's own: while a search runs only INFO, STOP and END are handled, none of which replaces it.
     */
    private record Thinking(int id, BrainBoard board, Cancellation cancellation, AtomicReference<Progress> best,
                            List<ScheduledFuture<?>> deadlines, CountDownLatch finished) {
    }

    private final InfoSettings settings;
    private final Brain brain;
    private final Answers answers;
    private final BlockingQueue<ProtocolEvent> events;
    private final ScheduledExecutorService timers = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "pbrain-timer"));
    private Thinking thinking;
    private int searches;

    /** Thinks with {@code brain}'s strategy in the time {@code settings} give, and adds its events to {@code events}. */
    Thinker(InfoSettings settings, Brain brain, Answers answers, BlockingQueue<ProtocolEvent> events) {
        this.settings = settings;
        this.brain = brain;
        this.answers = answers;
        this.events = events;
    }

    /** Whether a search or a swap2 decision is under way: the manager waits for its answer. */
    boolean isThinking() {
        return thinking != null;
    }

    /** Searches for the brain's move on {@code board}, in the time the clock leaves since {@code trigger} arrived. */
    void think(BrainBoard board, ProtocolEvent.Line trigger) {
        MoveBudget budget = settings.budget();
        brain.awaitStraggler(budget.searchMillis() / 3);
        Strategy strategy = brain.strategy(board.rules()); // first, so a late build (after INFO rule) counts against this turn
        Position position = board.position();
        long sinceArrival = (System.nanoTime() - trigger.receivedNanos()) / 1_000_000;
        long searchMillis = Math.max(1, budget.searchMillis() - sinceArrival);
        long answerBy = Math.max(searchMillis, budget.answerByMillis() - sinceArrival);
        Limits timed = budget.spend() ? Limits.time(searchMillis).spendingTheTime() : Limits.time(searchMillis);
        Limits limits = timed.withNodes(settings.maxNodes());
        int id = ++searches;
        Cancellation cancellation = new Cancellation();
        AtomicReference<Progress> best = new AtomicReference<>();
        List<ScheduledFuture<?>> deadlines = List.of(
                timers.schedule(cancellation::cancel, searchMillis, TimeUnit.MILLISECONDS),
                timers.schedule(() -> events.add(new ProtocolEvent.Overdue(id)), answerBy, TimeUnit.MILLISECONDS));
        CountDownLatch finished = new CountDownLatch(1);
        brain.searchStarted(finished);
        thinking = new Thinking(id, board, cancellation, best, deadlines, finished);
        daemon(() -> {
            try {
                events.add(new ProtocolEvent.SearchDone(id, strategy.search(position, limits, cancellation, best::set), null));
            } catch (RuntimeException | Error e) {
                events.add(new ProtocolEvent.SearchDone(id, null, e));
            } finally {
                finished.countDown();
            }
        }, "pbrain-search-" + id).start();
    }

    /** Decides the answer to SWAP2BOARD with the opening {@code stones}, already on {@code board} ({@link Swap2Answers}). */
    void decideSwap2(BrainBoard board, List<Point> stones, ProtocolEvent.Line trigger) {
        MoveBudget budget = settings.budget();
        Strategy strategy = brain.strategy(board.rules());
        long sinceArrival = (System.nanoTime() - trigger.receivedNanos()) / 1_000_000;
        long searchMillis = Math.max(1, budget.searchMillis() - sinceArrival);
        int id = ++searches;
        Cancellation cancellation = new Cancellation();
        List<ScheduledFuture<?>> deadlines = List.of(timers.schedule(cancellation::cancel, searchMillis, TimeUnit.MILLISECONDS));
        CountDownLatch finished = new CountDownLatch(1);
        brain.searchStarted(finished); // its searches hold the strategy's table as a move's search does
        thinking = new Thinking(id, board, cancellation, new AtomicReference<>(), deadlines, finished);
        Rules rules = board.rules();
        long gameSeed = brain.swap2Seed();
        daemon(() -> {
            try {
                Swap2Answers.Answer answer = new Swap2Answers(strategy).answer(rules, stones, searchMillis, cancellation, gameSeed);
                events.add(new ProtocolEvent.Swap2Done(id, stones, answer, null));
            } catch (RuntimeException | Error e) {
                events.add(new ProtocolEvent.Swap2Done(id, stones, null, e));
            } finally {
                finished.countDown();
            }
        }, "pbrain-swap2-" + id).start();
    }

    void onSearchDone(ProtocolEvent.SearchDone done) {
        if (thinking == null || thinking.id() != done.id()) {
            brain.searchEnded(done.id());
            return; // a search already answered for, or stopped
        }
        BrainBoard board = thinking.board();
        if (done.failure() != null) {
            answers.tell("DEBUG the search failed: " + done.failure());
            playMove(board, fallbackMove(board), null);
        } else if (!board.position().isEmpty(done.result().move())) {
            answers.tell("DEBUG the search answered " + ProtocolPoint.format(done.result().move(), board.rules()) + ", not an empty point");
            playMove(board, fallbackMove(board), null);
        } else {
            playMove(board, done.result().move(), done.result().asProgress());
        }
    }

    void onOverdue(ProtocolEvent.Overdue overdue) {
        if (thinking != null && thinking.id() == overdue.id()) {
            answers.tell("DEBUG the search did not stop in time; answering with its best move so far");
            brain.setAsideUntilEnded(overdue.id(), thinking.finished());
            playMove(thinking.board(), fallbackMove(thinking.board()), thinking.best().get());
        }
    }

    void onSwap2Done(ProtocolEvent.Swap2Done done) {
        if (thinking == null || thinking.id() != done.id()) {
            return;
        }
        BrainBoard board = thinking.board();
        stopThinking();
        if (done.failure() != null) {
            answers.tell("DEBUG the swap2 decision failed: " + done.failure());
            answers.answer("ERROR SWAP2BOARD: no decision could be made");
            return;
        }
        Swap2Answers.Answer answer = done.answer();
        List<Point> after = new ArrayList<>(done.stones());
        after.addAll(answer.stones());
        board.setOpening(after, answer.side());
        answers.tell("MESSAGE swap2: " + answer.reason());
        answers.answer(answer.text(board.rules()));
    }

    /** Ends the search early: it answers with the best move found so far (nothing when not thinking). */
    void hurry() {
        if (thinking != null) {
            thinking.cancellation().cancel();
        }
    }

    void stopThinking() {
        if (thinking != null) {
            thinking.cancellation().cancel();
            thinking.deadlines().forEach(t -> t.cancel(false));
            thinking = null;
        }
    }

    /** The protocol has ended: the search is stopped and no deadline fires any more. */
    void close() {
        stopThinking();
        timers.shutdownNow();
    }

    private void playMove(BrainBoard board, Point move, Progress progress) {
        stopThinking();
        board.ownPlays(move);
        if (progress != null) {
            answers.tell("MESSAGE depth " + progress.depth() + " score " + scoreText(progress.score()) + " nodes " + progress.nodes()
                    + " time " + progress.elapsedMillis() + " pv " + pv(progress, board.rules()));
        }
        answers.answer(ProtocolPoint.format(move, board.rules()));
    }

    /** The best move the search has reported, or else the empty point nearest the centre. */
    private Point fallbackMove(BrainBoard board) {
        Position position = board.position();
        Progress progress = thinking == null ? null : thinking.best().get();
        if (progress != null && progress.bestMove() != null && position.isEmpty(progress.bestMove())) {
            return progress.bestMove();
        }
        Rules rules = position.rules();
        Point centre = rules.centre();
        Point nearest = null;
        int nearestDistance = Integer.MAX_VALUE;
        for (int row = 0; row < rules.height(); row++) {
            for (int col = 0; col < rules.width(); col++) {
                Point p = new Point(col, row);
                int distance = Math.max(Math.abs(col - centre.col()), Math.abs(row - centre.row()));
                if (distance < nearestDistance && position.isEmpty(p)) {
                    nearest = p;
                    nearestDistance = distance;
                }
            }
        }
        return nearest;
    }

    /** An evaluation as a number; a proven result as {@code win-in-N} or {@code loss-in-N} plies. */
    private static String scoreText(int score) {
        if (Score.isDecisive(score)) {
            return (score > 0 ? "win-in-" : "loss-in-") + Score.pliesToEnd(score);
        }
        return Integer.toString(score);
    }

    private static String pv(Progress progress, Rules rules) {
        List<Point> line = progress.pv().isEmpty() && progress.bestMove() != null ? List.of(progress.bestMove()) : progress.pv();
        StringBuilder text = new StringBuilder();
        for (Point p : line) {
            text.append(text.length() == 0 ? "" : " ").append(ProtocolPoint.format(p, rules));
        }
        return text.toString();
    }

    private static Thread daemon(Runnable task, String name) {
        Thread thread = new Thread(task, name);
        thread.setDaemon(true);
        return thread;
    }
}
