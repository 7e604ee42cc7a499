package org.inarow.io.pbrain;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Queue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Limits;
import org.inarow.ai.Progress;
import org.inarow.ai.Score;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import org.inarow.ai.search.MoveBudget;
import org.inarow.model.Overline;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.UserText;

/**
 * The Gomocup (piskvork) brain protocol: commands in, answers out, one a line
 * (plastovicka.github.io/protocl2en.htm).
 *
 * <p>A reader thread queues every line as it arrives, stamped with its arrival time, so input is
 * read while the brain thinks (give it an interruptible stream, e.g. over a {@code FileChannel}, and
 * it is woken when the protocol ends: a JVM waits up to 300 ms at exit for a thread blocked in a read); the protocol runs on the caller's thread, one event at a time. A
 * search runs on its own thread: INFO still takes effect while it runs, END stops it at once (no
 * answer follows END), and other commands wait until the move is out. The search gets the budget
 * of {@link TimeControl}; at its end the stop flag is set, and should the strategy still not
 * answer, the brain answers anyway with the best move reported so far.
 *
 * <p>Bad input never stops the brain: an unknown command gets {@code UNKNOWN}, a malformed or
 * impossible one (an occupied point, a point off the board, a line of over
 * {@link ManagerLines#MAX_CHARS} characters) {@code ERROR} and changes nothing. Problems with INFO
 * lines are said as {@code MESSAGE} before the next answer, since the manager does not read
 * replies to INFO. What is echoed is escaped and cut short ({@link UserText}), so every answer is
 * one line. At most {@value #MAX_PENDING_LINES} lines wait to be handled (the reader waits beyond
 * that), and at most {@value Answers#MAX_MESSAGES} messages wait for the next answer, so a flood of
 * input costs no memory. Should the manager close the brain's output, the brain stops. RESTART
 * starts a new game in any state; after the game has ended, TURN and BEGIN are errors until
 * RESTART or START.
 */
public final class PbrainProtocol {

    /** Builds the brain's strategy for a game. */
    @FunctionalInterface
    public interface BrainFactory {
        Strategy create(Rules rules, long seed);

        /** The same within {@code maxMemoryBytes} for the whole brain (INFO max_memory; 0 = no limit). */
        default Strategy create(Rules rules, long seed, long maxMemoryBytes) {
            return create(rules, seed);
        }

        /** The same with up to {@code threads} search threads (INFO thread_num; 1 unless the manager says). */
        default Strategy create(Rules rules, long seed, long maxMemoryBytes, int threads) {
            return create(rules, seed, maxMemoryBytes);
        }

        /**
         * The last brain built has been dropped (a new game, a new memory limit) and no search
         * runs: a good moment to give its memory back, before the next is built and outside any turn.
         */
        default void reclaim() {
        }
    }

    private sealed interface Event permits Line, EndOfInput, SearchDone, Overdue, Swap2Done {
    }

    /** A SWAP2BOARD decision made (or failed) for the opening {@code stones}. */
    private record Swap2Done(int id, List<Point> stones, Swap2Answers.Answer answer, Throwable failure) implements Event {
    }

    /** A line of input; {@code tooLong} when it went past {@link ManagerLines#MAX_CHARS} and {@code text} is its start. */
    private record Line(String text, long receivedNanos, boolean tooLong) implements Event {
    }

    private record EndOfInput() implements Event {
    }

    private record SearchDone(int id, SearchResult result, Throwable failure) implements Event {
    }

    private record Overdue(int id) implements Event {
    }

    /** A search under way; {@code best} is the best move its progress has reported; {@code deadlines} stop it and answer for it. */
    private record Thinking(int id, Cancellation cancellation, AtomicReference<Progress> best,
                            List<ScheduledFuture<?>> deadlines, CountDownLatch finished) {
    }

    static final List<Integer> SIZES = Rules.GOMOKU_SIZES;
    /** The board RESTART starts before any START: the standard one. */
    static final int DEFAULT_SIZE = 15;
    static final int MAX_PENDING_LINES = 1024;
    /** How much of a bad line an ERROR repeats. */
    private static final int ECHOED = 100;
    /** The longest a new game or a rebuild (commands without a clock) waits for stopped searches to end. */
    public static final long SETTLE_MILLIS = 2000;

    private final ManagerLines in;
    private final Semaphore pendingLines = new Semaphore(MAX_PENDING_LINES);
    private final Answers answers;
    private final BrainFactory brains;
    private final String about;
    private final long seed;
    private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();
    private final Deque<Line> deferred = new ArrayDeque<>();
    private final TimeControl time = new TimeControl();
    private final ScheduledExecutorService timers = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "pbrain-timer"));

    private int size;
    private Overline overline = Overline.WINS;
    private boolean renju;
    private BrainBoard board;
    private BoardBlock block;
    private Thinking thinking;
    private Strategy strategy;
    /** A strategy whose search went past its answer time (search {@code stragglerId}): used again once it stops. */
    private Strategy straggler;
    private int stragglerId;
    private CountDownLatch stragglerFinished;
    /** The searches started and perhaps not yet ended (stopped or answered for): each holds its brain's table. */
    private final Queue<CountDownLatch> searchesRunning = new ConcurrentLinkedQueue<>();
    private int games;
    private int searches;
    private boolean inputEnded;
    private long maxMemory;
    /** INFO thread_num: the search threads the manager allows. */
    private int threads = 1;

    /**
     * @param in     the manager's commands
     * @param out    the answers; flushed after every line
     * @param brains builds the strategy, once per game
     * @param about  the answer to ABOUT, e.g. {@code name="InARow", version="0.1"}
     * @param seed   the seed of the first game; each later game adds one
     */
    public PbrainProtocol(Reader in, Writer out, BrainFactory brains, String about, long seed) {
        this.in = new ManagerLines(in);
        this.answers = new Answers(out);
        this.brains = brains;
        this.about = about;
        this.seed = seed;
    }

    /** Speaks the protocol until END, or until the input ends and the work in hand is done. */
    public void run() {
        Thread reader = daemon(this::readLines, "pbrain-reader");
        reader.start();
        try {
            while (true) {
                Event event = thinking == null && !deferred.isEmpty() ? deferred.poll() : nextEvent();
                if (event == null) {
                    return; // input over, nothing left to do
                }
                if (!handle(event)) {
                    return;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (UncheckedIOException e) {
            // the manager closed our output: nobody is listening any more
        } finally {
            stopThinking();
            timers.shutdownNow();
            reader.interrupt(); // wakes a read on an interruptible channel, so the process can exit at once
        }
    }

    /**
     * Waits up to {@code millis} for every search this protocol started to end. A search stopped or
     * answered for may still run a while (long in a cold JVM), holding its brain and table: a brain
     * built beside it needs two tables' memory, and a 256 MB heap ran out that way. True when none runs.
     */
    public boolean awaitSearchesEnded(long millis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        try {
            for (CountDownLatch search = searchesRunning.peek(); search != null; search = searchesRunning.peek()) {
                if (!search.await(deadline - System.nanoTime(), TimeUnit.NANOSECONDS)) {
                    return false;
                }
                searchesRunning.remove(search);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
        return true;
    }

    /** Handles one event; false when the brain is to stop (END). */
    private boolean handle(Event event) {
        if (event instanceof Line line) {
            if (thinking != null && (line.tooLong() || !isInfoOrEnd(line.text()))) {
                deferred.add(line); // the manager waits for the move; answer in order afterwards (still counted as pending)
                return true;
            }
            try {
                return onLine(line);
            } finally {
                pendingLines.release();
            }
        }
        if (event instanceof SearchDone done) {
            return onSearchDone(done);
        }
        if (event instanceof Overdue overdue) {
            return onOverdue(overdue);
        }
        if (event instanceof Swap2Done swap2) {
            return onSwap2Done(swap2);
        }
        inputEnded = true;
        return true;
    }

    private Event nextEvent() throws InterruptedException {
        if (inputEnded && thinking == null && events.isEmpty()) {
            return null;
        }
        return events.take();
    }

    private void readLines() {
        try {
            ManagerLines.Read read;
            while (true) {
                pendingLines.acquire(); // waits while MAX_PENDING_LINES lines are not yet handled
                read = in.next();
                if (read == null) {
                    break;
                }
                events.add(new Line(read.text(), System.nanoTime(), read.tooLong()));
            }
        } catch (IOException e) {
            // a broken pipe ends the input like a closed one
        } catch (InterruptedException e) {
            return; // the protocol has ended
        }
        events.add(new EndOfInput());
    }

    /** What is handled at once while the brain thinks: INFO, END, and YXSTOP or STOP (move now). */
    private static boolean isInfoOrEnd(String text) {
        String command = commandOf(text.strip());
        return command.equals("INFO") || command.equals("END") || isStop(command);
    }

    /** Yixin-Board's YXSTOP (and Rapfi's STOP): the manager wants the move now. */
    private static boolean isStop(String command) {
        return command.equals("YXSTOP") || command.equals("STOP");
    }

    private static String commandOf(String text) {
        int space = text.indexOf(' ');
        return (space < 0 ? text : text.substring(0, space)).toUpperCase(Locale.ROOT);
    }

    // ---- commands

    private boolean onLine(Line line) {
        String text = line.text().strip();
        if (line.tooLong()) {
            String problem = "a line of over " + ManagerLines.MAX_CHARS + " characters (" + UserText.quote(text, 40)
                    + ") is ignored";
            if (block != null) {
                block.reject(problem);
            } else {
                answer("ERROR " + problem);
            }
            return true;
        }
        if (text.isEmpty()) {
            return true;
        }
        int space = text.indexOf(' ');
        String command = commandOf(text);
        String argument = space < 0 ? "" : text.substring(space + 1).strip();
        if (command.equals("END")) {
            return false;
        }
        if (block != null && startsAGame(command)) {
            tell("MESSAGE " + block.command() + " without DONE abandoned for " + command);
            block = null;
        }
        if (block != null) {
            onBlockLine(text, command, line);
            return true;
        }
        try {
            switch (command) {
                case "START" -> start(argument);
                case "RECTSTART" -> rectStart(argument);
                case "RESTART" -> restart();
                case "BEGIN" -> begin(line);
                case "TURN" -> turn(argument, line);
                case "BOARD" -> block = new BoardBlock("BOARD", true);
                case "SWAP2BOARD" -> block = new BoardBlock("SWAP2BOARD", true);
                case "TAKEBACK" -> takeBack(argument);
                case "PLAY" -> play(argument);
                case "INFO" -> info(argument);
                case "ABOUT" -> answer(about);
                case "YXSTOP", "STOP" -> hurry();
                default -> answer("UNKNOWN command '" + UserText.shown(command, 40) + "' is not known");
            }
        } catch (IllegalArgumentException e) {
            answer("ERROR " + UserText.shown(text, ECHOED) + ": " + e.getMessage());
        }
        return true;
    }

    private static boolean startsAGame(String command) {
        return command.equals("START") || command.equals("RECTSTART") || command.equals("RESTART");
    }

    private void start(String argument) {
        int n = number(argument, "a board size");
        if (!SIZES.contains(n)) {
            throw new IllegalArgumentException("size " + n + " is not supported (I play on " + sizesText() + ")");
        }
        size = n;
        board = new BrainBoard(rules());
        newGame();
        answer("OK");
    }

    private void rectStart(String argument) {
        String[] parts = argument.split(",", -1);
        if (parts.length != 2) {
            throw new IllegalArgumentException("expected width,height");
        }
        int width = number(parts[0], "a width");
        int height = number(parts[1], "a height");
        if (width != height) {
            throw new IllegalArgumentException("rectangular boards are not supported (I play on " + sizesText() + ")");
        }
        start(Integer.toString(width));
    }

    /** A new game on the board of the last START (15×15 before any), under the rules now in force: in any state. */
    private void restart() {
        if (size == 0) {
            size = DEFAULT_SIZE;
        }
        board = new BrainBoard(rules()); // nothing of the old game is replayed: it may not even be legal under a new rule
        newGame();
        answer("OK");
    }

    private void begin(Line line) {
        requireOngoing().begin();
        think(line);
    }

    private void turn(String argument, Line line) {
        BrainBoard b = requireOngoing();
        Point p = ProtocolPoint.parse(argument, b.rules());
        b.opponentPlays(p);
        if (b.isOver()) {
            b.takeBack(p); // an answered ERROR leaves the brain as it was
            throw new GameOverException();
        }
        think(line);
    }

    private void takeBack(String argument) {
        BrainBoard b = requireBoard();
        b.takeBack(ProtocolPoint.parse(argument, b.rules()));
        answer("OK");
    }

    /** PLAY x,y: the manager imposes the brain's move (its answer to SUGGEST). */
    private void play(String argument) {
        BrainBoard b = requireOngoing();
        Point p = ProtocolPoint.parse(argument, b.rules());
        b.ownPlays(p);
        answer(ProtocolPoint.format(p, b.rules()));
    }

    private void onBlockLine(String text, String command, Line line) {
        if (!command.equals("DONE")) {
            if (board != null) {
                block.add(text, board.rules());
            }
            return;
        }
        BoardBlock done = block;
        block = null;
        try {
            if (done.command().equals("SWAP2BOARD")) {
                swap2(done, line);
                return;
            }
            BrainBoard b = requireBoard();
            if (done.error() != null) {
                throw new IllegalArgumentException(done.error());
            }
            BrainBoard next = new BrainBoard(b.rules());
            next.setStones(done.own(), done.opponent());
            if (next.isOver()) {
                throw new GameOverException();
            }
            board = next;
            think(line);
        } catch (IllegalArgumentException e) {
            answer("ERROR " + done.command() + ": " + e.getMessage());
        }
    }

    /**
     * SWAP2BOARD (the Gomocup swap2 extension): with no stones the brain answers three (black, white,
     * black); with three it answers {@code SWAP} (it takes Black), White's fourth move (it stays
     * White), or two more stones (the choice goes back); with five, {@code SWAP} or White's sixth
     * move. The decision comes from the search ({@link Swap2Answers}) within the turn's time.
     */
    private void swap2(BoardBlock done, Line trigger) {
        BrainBoard b = requireBoard();
        if (done.error() != null) {
            throw new IllegalArgumentException(done.error());
        }
        List<Point> stones = List.copyOf(done.points());
        if (stones.size() != 0 && stones.size() != 3 && stones.size() != 5) {
            throw new IllegalArgumentException("swap2 asks with 0, 3 or 5 stones, not " + stones.size());
        }
        BrainBoard next = new BrainBoard(b.rules());
        next.setOpening(stones, null); // checks every stone before anything changes
        board = next;
        MoveBudget budget = time.budget();
        Strategy brain = strategy();
        long sinceArrival = (System.nanoTime() - trigger.receivedNanos()) / 1_000_000;
        long searchMillis = Math.max(1, budget.searchMillis() - sinceArrival);
        int id = ++searches;
        Cancellation cancellation = new Cancellation();
        List<ScheduledFuture<?>> deadlines = List.of(timers.schedule(cancellation::cancel, searchMillis, TimeUnit.MILLISECONDS));
        CountDownLatch finished = new CountDownLatch(1);
        thinking = new Thinking(id, cancellation, new AtomicReference<>(), deadlines, finished);
        Rules rules = board.rules();
        long gameSeed = seed + games;
        daemon(() -> {
            try {
                Swap2Answers.Answer answer = new Swap2Answers(brain).answer(rules, stones, searchMillis, cancellation, gameSeed);
                events.add(new Swap2Done(id, stones, answer, null));
            } catch (RuntimeException | Error e) {
                events.add(new Swap2Done(id, stones, null, e));
            } finally {
                finished.countDown();
            }
        }, "pbrain-swap2-" + id).start();
    }

    private boolean onSwap2Done(Swap2Done done) {
        if (thinking == null || thinking.id() != done.id()) {
            return true;
        }
        stopThinking();
        if (done.failure() != null) {
            tell("DEBUG the swap2 decision failed: " + done.failure());
            answer("ERROR SWAP2BOARD: no decision could be made");
            return true;
        }
        Swap2Answers.Answer answer = done.answer();
        List<Point> after = new java.util.ArrayList<>(done.stones());
        after.addAll(answer.stones());
        board.setOpening(after, answer.side());
        tell("MESSAGE swap2: " + answer.reason());
        answer(answer.text(board.rules()));
        return true;
    }

    /** INFO key value: settings; problems are told before the next answer (the manager reads none now). */
    private void info(String argument) {
        String[] parts = argument.split("\\s+", 2);
        String key = parts[0].toLowerCase(Locale.ROOT);
        String value = parts.length > 1 ? parts[1].strip() : "";
        try {
            switch (key) {
                case "timeout_turn" -> time.setTurnMillis(longValue(value));
                case "timeout_match" -> time.setMatchMillis(longValue(value));
                case "time_left" -> time.setLeftMillis(longValue(value));
                case "max_memory" -> maxMemory(longValue(value));
                case "thread_num" -> threads(longValue(value));
                case "game_type" -> longValue(value); // checked, nothing to do
                case "rule" -> rule((int) longValue(value));
                default -> {
                    // folder, evaluate and keys from later protocol versions: not needed
                }
            }
        } catch (IllegalArgumentException e) {
            tell("MESSAGE INFO " + UserText.shown(argument, ECHOED) + ": " + e.getMessage() + "; ignored");
        }
    }

    /** INFO max_memory: bytes for the whole brain, 0 = no limit; the strategy is rebuilt to fit, now if it is idle. */
    private void maxMemory(long bytes) {
        if (bytes < 0) {
            throw new IllegalArgumentException("'" + bytes + "' is not a memory size");
        }
        if (bytes != maxMemory) {
            maxMemory = bytes;
            rebuildBetweenMoves();
        }
    }

    /** INFO thread_num: the threads the brain may search with (at least 1); the strategy is rebuilt, now if it is idle. */
    private void threads(long count) {
        if (count < 1) {
            throw new IllegalArgumentException("'" + count + "' is not a number of threads");
        }
        int allowed = (int) Math.min(count, Integer.MAX_VALUE);
        if (allowed != threads) {
            threads = allowed;
            rebuildBetweenMoves();
        }
    }

    /**
     * The brain's settings changed: the strategy built for the old ones goes, and if one was built
     * and no search runs, its memory is given back before the new one is built, now rather than in
     * the next turn (the build does not count against a turn, and two tables never live at once).
     */
    private void rebuildBetweenMoves() {
        boolean built = strategy != null;
        dropStrategy();
        if (built && thinking == null) {
            awaitSearchesEnded(SETTLE_MILLIS);
            brains.reclaim();
            strategy();
        }
    }

    /** INFO rule: a bit mask of 1 exactly five, 2 continuous game, 4 renju, 8 caro. */
    private void rule(int mask) {
        renju = (mask & 4) != 0;
        overline = (mask & 1) != 0 && !renju ? Overline.DOES_NOT_WIN : Overline.WINS;
        String playing = renju ? "renju: forbidden points for black on 15x15"
                : overline == Overline.WINS ? "five or more in a row wins" : "exactly five in a row wins";
        if ((mask & 2) != 0) {
            tell("MESSAGE continuous games are not supported; playing single games (" + playing + ")");
        }
        if ((mask & 8) != 0) {
            tell("MESSAGE caro is not supported; playing gomoku (" + playing + ")");
        }
    }

    // ---- thinking

    /** A command that would need a move after the game has ended. */
    private static final class GameOverException extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        GameOverException() {
            super("the game is over, there is no move to make");
        }
    }

    private void think(Line trigger) {
        MoveBudget budget = time.budget();
        awaitStraggler(budget.searchMillis() / 3);
        Strategy brain = strategy(); // first, so a late build (after INFO rule) counts against this turn
        Position position = board.position();
        long sinceArrival = (System.nanoTime() - trigger.receivedNanos()) / 1_000_000;
        long searchMillis = Math.max(1, budget.searchMillis() - sinceArrival);
        long answerBy = Math.max(searchMillis, budget.answerByMillis() - sinceArrival);
        Limits limits = budget.spend() ? Limits.time(searchMillis).spendingTheTime() : Limits.time(searchMillis);
        int id = ++searches;
        Cancellation cancellation = new Cancellation();
        AtomicReference<Progress> best = new AtomicReference<>();
        List<ScheduledFuture<?>> deadlines = List.of(
                timers.schedule(cancellation::cancel, searchMillis, TimeUnit.MILLISECONDS),
                timers.schedule(() -> events.add(new Overdue(id)), answerBy, TimeUnit.MILLISECONDS));
        CountDownLatch finished = new CountDownLatch(1);
        searchesRunning.removeIf(s -> s.getCount() == 0);
        searchesRunning.add(finished);
        thinking = new Thinking(id, cancellation, best, deadlines, finished);
        daemon(() -> {
            try {
                events.add(new SearchDone(id, brain.search(position, limits, cancellation, best::set), null));
            } catch (RuntimeException | Error e) {
                events.add(new SearchDone(id, null, e));
            } finally {
                finished.countDown();
            }
        }, "pbrain-search-" + id).start();
    }

    /**
     * A search answered for by its deadline is normally stopping by the next move: waiting a
     * little for it (a third of this move's search time at most) is cheaper than building another
     * strategy, and its large table, inside the turn.
     */
    private void awaitStraggler(long millis) {
        if (strategy != null || straggler == null) {
            return;
        }
        try {
            if (stragglerFinished.await(millis, TimeUnit.MILLISECONDS)) {
                strategy = straggler;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        straggler = null;
    }

    private boolean onSearchDone(SearchDone done) {
        if (thinking == null || thinking.id() != done.id()) {
            if (done.id() == stragglerId && straggler != null) {
                if (strategy == null) {
                    strategy = straggler; // free again: the next move needs no new one (a build costs a large table)
                }
                straggler = null;
            }
            return true; // a search already answered for, or stopped
        }
        if (done.failure() != null) {
            tell("DEBUG the search failed: " + done.failure());
            playMove(fallbackMove(), null);
        } else if (!board.position().isEmpty(done.result().move())) {
            tell("DEBUG the search answered " + ProtocolPoint.format(done.result().move(), board.rules()) + ", not an empty point");
            playMove(fallbackMove(), null);
        } else {
            playMove(done.result().move(), done.result().asProgress());
        }
        return true;
    }

    private boolean onOverdue(Overdue overdue) {
        if (thinking != null && thinking.id() == overdue.id()) {
            tell("DEBUG the search did not stop in time; answering with its best move so far");
            // still busy on its thread, and a strategy serves one thread at a time: kept aside until it stops
            straggler = strategy;
            stragglerId = overdue.id();
            stragglerFinished = thinking.finished();
            strategy = null;
            playMove(fallbackMove(), thinking.best().get());
        }
        return true;
    }

    private void playMove(Point move, Progress progress) {
        stopThinking();
        board.ownPlays(move);
        if (progress != null) {
            tell("MESSAGE depth " + progress.depth() + " score " + scoreText(progress.score()) + " nodes " + progress.nodes()
                    + " time " + progress.elapsedMillis() + " pv " + pv(progress));
        }
        answer(ProtocolPoint.format(move, board.rules()));
    }

    /** The best move the search has reported, or else the empty point nearest the centre. */
    private Point fallbackMove() {
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

    /** Ends the search early: it answers with the best move found so far (nothing when not thinking). */
    private void hurry() {
        if (thinking != null) {
            thinking.cancellation().cancel();
        }
    }

    private void stopThinking() {
        if (thinking != null) {
            thinking.cancellation().cancel();
            thinking.deadlines().forEach(t -> t.cancel(false));
            thinking = null;
        }
    }

    private Strategy strategy() {
        if (strategy == null) {
            strategy = brains.create(board.rules(), seed + games - 1, maxMemory, threads);
        }
        return strategy;
    }

    /** Builds the brain for a new game now: START and RESTART do not count against the turn time. */
    private void newGame() {
        games++;
        dropStrategy();
        awaitSearchesEnded(SETTLE_MILLIS);
        brains.reclaim();
        strategy();
    }

    /** The strategy no longer fits (a new game, other rules or memory): the next move builds one. */
    private void dropStrategy() {
        strategy = null;
        straggler = null;
    }

    // ---- helpers

    /** The board of a game not yet over: after a five, only RESTART or START (or TAKEBACK, BOARD) go on. */
    private BrainBoard requireOngoing() {
        BrainBoard b = requireBoard();
        if (b.isOver()) {
            throw new IllegalArgumentException("the game has ended; RESTART or START begins a new one");
        }
        return b;
    }

    private BrainBoard requireBoard() {
        if (board == null) {
            throw new IllegalArgumentException("no board yet: START first");
        }
        Rules rules = rules();
        if (!rules.equals(board.rules())) {
            board.changeRules(rules);
            dropStrategy();
        }
        return board;
    }

    /** Renju is played on 15x15 only; on another board the rule falls back to gomoku (five or more). */
    private Rules rules() {
        return renju && size == Rules.RENJU_SIZE ? Rules.renju() : Rules.gomoku(size, overline);
    }

    /** An evaluation as a number; a proven result as {@code win-in-N} or {@code loss-in-N} plies. */
    private static String scoreText(int score) {
        if (Score.isDecisive(score)) {
            return (score > 0 ? "win-in-" : "loss-in-") + Score.pliesToEnd(score);
        }
        return Integer.toString(score);
    }

    private String pv(Progress progress) {
        List<Point> line = progress.pv().isEmpty() && progress.bestMove() != null ? List.of(progress.bestMove()) : progress.pv();
        StringBuilder text = new StringBuilder();
        for (Point p : line) {
            text.append(text.length() == 0 ? "" : " ").append(ProtocolPoint.format(p, board.rules()));
        }
        return text.toString();
    }

    private void tell(String message) {
        answers.tell(message);
    }

    private void answer(String line) {
        answers.answer(line);
    }

    private static int number(String text, String what) {
        long value = longValue(text);
        if (value < 0 || value > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("'" + UserText.shown(text.strip(), 40) + "' is not " + what);
        }
        return (int) value;
    }

    private static long longValue(String text) {
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + UserText.shown(text.strip(), 40) + "' is not a whole number");
        }
    }

    private static String sizesText() {
        return SIZES.toString().replaceAll("[\\[\\]]", "");
    }

    private static Thread daemon(Runnable task, String name) {
        Thread thread = new Thread(task, name);
        thread.setDaemon(true);
        return thread;
    }
}
