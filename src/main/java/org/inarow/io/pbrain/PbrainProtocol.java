package org.inarow.io.pbrain;

import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.inarow.ai.Strategy;
import org.inarow.io.pbrain.ProtocolEvent.Line;
import org.inarow.io.pbrain.ProtocolEvent.Overdue;
import org.inarow.io.pbrain.ProtocolEvent.SearchDone;
import org.inarow.io.pbrain.ProtocolEvent.Swap2Done;
import org.inarow.model.Point;
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
 * one line. At most {@value LineReader#MAX_PENDING_LINES} lines wait to be handled (the reader waits beyond
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

    static final List<Integer> SIZES = Rules.GOMOKU_SIZES;
    /** The board RESTART starts before any START: the standard one. */
    static final int DEFAULT_SIZE = 15;
    /** How much of a bad line an ERROR repeats. */
    static final int ECHOED = 100;
    /** The longest a new game or a rebuild (commands without a clock) waits for stopped searches to end. */
    public static final long SETTLE_MILLIS = 2000;

    private final LineReader reader;
    private final Answers answers;
    private final String about;
    private final BlockingQueue<ProtocolEvent> events = new LinkedBlockingQueue<>();
    private final Deque<Line> deferred = new ArrayDeque<>();
    private final InfoSettings settings;
    private final Brain brain;
    private final Thinker thinker;

    private int size;
    private BrainBoard board;
    private BoardBlock block;
    private boolean inputEnded;

    /**
     * @param in     the manager's commands
     * @param out    the answers; flushed after every line
     * @param brains builds the strategy, once per game
     * @param about  the answer to ABOUT, e.g. {@code name="InARow", version="0.1"}
     * @param seed   the seed of the first game; each later game adds one
     */
    public PbrainProtocol(Reader in, Writer out, BrainFactory brains, String about, long seed) {
        this.reader = new LineReader(new ManagerLines(in), events);
        this.answers = new Answers(out);
        this.about = about;
        this.settings = new InfoSettings(answers, this::rebuildBetweenMoves);
        this.brain = new Brain(brains, seed, settings);
        this.thinker = new Thinker(settings, brain, answers, events);
    }

    /** Speaks the protocol until END, or until the input ends and the work in hand is done. */
    public void run() {
        reader.start();
        try {
            while (true) {
                ProtocolEvent event = !thinker.isThinking() && !deferred.isEmpty() ? deferred.poll() : nextEvent();
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
            thinker.close();
            reader.stop();
        }
    }

    /**
     * Waits up to {@code millis} for every search this protocol started to end. A search stopped or
     * answered for may still run a while (long in a cold JVM), holding its brain and table: a brain
     * built beside it needs two tables' memory, and a 256 MB heap ran out that way. True when none runs.
     */
    public boolean awaitSearchesEnded(long millis) {
        return brain.awaitSearchesEnded(millis);
    }

    /** Handles one event; false when the brain is to stop (END). */
    private boolean handle(ProtocolEvent event) {
        if (event instanceof Line line) {
            if (thinker.isThinking() && (line.tooLong() || !isInfoOrEnd(line.text()))) {
                deferred.add(line); // the manager waits for the move; answer in order afterwards (still counted as pending)
                return true;
            }
            try {
                return onLine(line);
            } finally {
                reader.handled();
            }
        }
        if (event instanceof SearchDone done) {
            thinker.onSearchDone(done);
        } else if (event instanceof Overdue overdue) {
            thinker.onOverdue(overdue);
        } else if (event instanceof Swap2Done swap2) {
            thinker.onSwap2Done(swap2);
        } else {
            inputEnded = true;
        }
        return true;
    }

    private ProtocolEvent nextEvent() throws InterruptedException {
        if (inputEnded && !thinker.isThinking() && events.isEmpty()) {
            return null;
        }
        return events.take();
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
                case "INFO" -> settings.info(argument);
                case "ABOUT" -> answer(about);
                case "YXSTOP", "STOP" -> thinker.hurry();
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
        int n = ProtocolNumber.parseSize(argument, "a board size");
        if (!SIZES.contains(n)) {
            throw new IllegalArgumentException("size " + n + " is not supported (I play on " + sizesText() + ")");
        }
        size = n;
        board = new BrainBoard(settings.rules(size));
        brain.newGame(board.rules());
        answer("OK");
    }

    private void rectStart(String argument) {
        String[] parts = argument.split(",", -1);
        if (parts.length != 2) {
            throw new IllegalArgumentException("expected width,height");
        }
        int width = ProtocolNumber.parseSize(parts[0], "a width");
        int height = ProtocolNumber.parseSize(parts[1], "a height");
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
        board = new BrainBoard(settings.rules(size)); // nothing of the old game is replayed: it may not even be legal under a new rule
        brain.newGame(board.rules());
        answer("OK");
    }

    private void begin(Line line) {
        requireOngoing().begin();
        thinker.think(board, line);
    }

    private void turn(String argument, Line line) {
        BrainBoard b = requireOngoing();
        Point p = ProtocolPoint.parse(argument, b.rules());
        b.opponentPlays(p);
        if (b.isOver()) {
            b.takeBack(p); // an answered ERROR leaves the brain as it was
            throw new GameOverException();
        }
        thinker.think(board, line);
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
            thinker.think(board, line);
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
        thinker.decideSwap2(board, stones, trigger);
    }

    /**
     * The brain's settings changed: the strategy built for the old ones goes, and if one was built
     * and no search runs, its memory is given back before the new one is built, now rather than in
     * the next turn (the build does not count against a turn, and two tables never live at once).
     */
    private void rebuildBetweenMoves() {
        boolean built = brain.drop();
        if (built && !thinker.isThinking()) {
            brain.buildNow(board.rules());
        }
    }

    /** A command that would need a move after the game has ended. */
    private static final class GameOverException extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        GameOverException() {
            super("the game is over, there is no move to make");
        }
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
        Rules rules = settings.rules(size);
        if (!rules.equals(board.rules())) {
            board.changeRules(rules);
            brain.drop();
        }
        return board;
    }

    private void tell(String message) {
        answers.tell(message);
    }

    private void answer(String line) {
        answers.answer(line);
    }

    private static String sizesText() {
        return SIZES.toString().replaceAll("[\\[\\]]", "");
    }
}
