package org.inarow.io.gomocup;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.UserText;

/**
 * The manager's end of the Gomocup (piskvork) protocol: one external engine process, driven as
 * Piskvork drives a brain. How to use it:
 * <pre>{@code
 * try (EngineClient engine = EngineClient.start(EngineCommand.parse("/opt/rapfi/pbrain-rapfi"), rules)) {
 *     engine.configure(EngineSettings.perMove(rules, 1000));   // INFO timeout_turn, rule, ...
 *     EngineReply reply = engine.board(position);              // BOARD ... DONE; the engine is the side to move
 *     Point move = reply.move();                               // legal: checked against the position
 *     reply = engine.turn(opponentsMove);                      // or incrementally: TURN x,y
 * } catch (EngineFault fault) {
 *     fault.kind(); fault.getMessage();                        // one sentence; the process is already stopped
 * }
 * }</pre>
 * {@link #start} sends {@code START size} (an answer other than {@code OK} is {@link
 * FaultKind#CANNOT_START}) and {@code ABOUT} ({@link #about()}). Every request blocks the calling
 * thread until the answer, a fault or the deadline: call it from a worker, never the event thread.
 * {@link #close()} (from any thread) sends {@code END}, kills the process if it lingers a second,
 * and makes a waiting request throw {@link CancellationException}. {@link #log()} keeps the lines the
 * engine printed for people; {@link #setEvaluationListener} hears each evaluation as it is printed
 * (on the engine's reader thread).
 */
public final class EngineClient implements AutoCloseable {
    /** The most moves undone by TAKEBACK before the whole position is sent again instead. */
    static final int MOST_TAKEBACKS = 4;
    private static final Pattern MOVE = Pattern.compile("(-?\\d{1,9})\\s*,\\s*(-?\\d{1,9})");

    private final EngineCommand command;
    private final Rules rules;
    private final EngineTimeouts timeouts;
    private final EngineLog log = new EngineLog();
    private final EvaluationParser parser;
    private EngineProcess process;
    private EngineAbout about = EngineAbout.NONE;
    private EngineSettings settings;
    private Position position;
    private volatile EngineEvaluation lastEvaluation;
    private volatile Consumer<EngineEvaluation> evaluationListener = e -> { };
    private volatile boolean closed;
    /** Whether a move (or a swap2 decision) is asked and not yet answered: {@link #hurry()} may speak then. */
    private volatile boolean awaitingMove;
    /** Whether SWAP2BOARD went unanswered once: it is not asked again. */
    private boolean swap2Unanswered;
    /** Whether no move was asked since START or RESTART: the next may take the set-up time too. */
    private boolean firstMove = true;

    private EngineClient(EngineCommand command, Rules rules, EngineTimeouts timeouts) {
        this.command = command;
        this.rules = rules;
        this.timeouts = timeouts;
        this.parser = new EvaluationParser(rules);
        this.settings = EngineSettings.perMove(rules, 5_000);
        this.position = Position.empty(rules);
    }

    /** Starts the engine for a board of {@code rules}' size with the default timeouts. */
    public static EngineClient start(EngineCommand command, Rules rules) throws EngineFault {
        return start(command, rules, EngineTimeouts.DEFAULT);
    }

    /** Starts the engine, sends {@code START} and waits for {@code OK}, then asks {@code ABOUT}. */
    public static EngineClient start(EngineCommand command, Rules rules, EngineTimeouts timeouts) throws EngineFault {
        if (rules.width() != rules.height()) {
            throw new IllegalArgumentException("Gomocup engines play on square boards, not " + rules.width() + "x" + rules.height());
        }
        EngineClient client = new EngineClient(command, rules, timeouts);
        client.process = EngineProcess.start(command, client.log, client::heard);
        try {
            client.handshake();
        } catch (EngineFault | RuntimeException e) {
            client.process.kill();
            throw e;
        }
        return client;
    }

    private void handshake() throws EngineFault {
        String start = "START " + rules.width();
        send(start);
        String answer = await(timeouts.startMillis());
        if (answer == null) {
            String why = "it gave no answer to " + start + " within " + seconds(timeouts.startMillis());
            throw fault(FaultKind.CANNOT_START, "The engine could not start: " + why + ".", why);
        }
        if (answer.equals(EngineProcess.END_OF_OUTPUT)) {
            String why = lowerFirst(process.crashSentence()).replaceFirst("\\.$", "");
            throw fault(FaultKind.CANNOT_START, "The engine could not start: " + why + ".", why);
        }
        if (!answer.equalsIgnoreCase("OK")) {
            String why = "it answered " + start + " with " + UserText.quote(answer, 80) + " instead of OK";
            throw fault(FaultKind.CANNOT_START, "The engine could not start: " + why + ".", why);
        }
        send("ABOUT");
        String line = await(timeouts.aboutMillis());
        if (line != null && line.equals(EngineProcess.END_OF_OUTPUT)) {
            throw fault(FaultKind.CRASHED, process.crashSentence());
        }
        about = line != null && EngineAbout.looksLikeAbout(line) ? EngineAbout.parse(line) : EngineAbout.NONE;
    }

    /** What the engine said to ABOUT ({@link EngineAbout#NONE} when nothing useful). */
    public EngineAbout about() {
        return about;
    }

    public EngineCommand command() {
        return command;
    }

    public Rules rules() {
        return rules;
    }

    /** The lines the engine printed for people, and the faults noted. */
    public EngineLog log() {
        return log;
    }

    /** The position the engine has been told, with its own answers played. */
    public Position position() {
        return position;
    }

    /** Hears every evaluation the engine prints ({@link EvaluationParser}), on the engine's reader thread. */
    public void setEvaluationListener(Consumer<EngineEvaluation> listener) {
        evaluationListener = listener == null ? e -> { } : listener;
    }

    /** Sends the INFO lines ({@code timeout_turn}, {@code rule}, ...); the move deadlines follow the time per move. */
    public void configure(EngineSettings newSettings) throws EngineFault {
        for (String line : newSettings.infoLines()) {
            send(line);
        }
        settings = newSettings;
    }

    /** Sends one {@code INFO key value} line as is (e.g. {@code time_left} before a move). */
    public void info(String key, String value) throws EngineFault {
        send("INFO " + key + " " + value);
    }

    public EngineSettings settings() {
        return settings;
    }

    /** The engine plays first on the empty board: {@code BEGIN}. */
    public EngineReply begin() throws EngineFault {
        position = Position.empty(rules);
        return move("BEGIN", defaultWait());
    }

    /** The opponent played {@code opponentMove} on the engine's position: {@code TURN x,y}; the engine answers. */
    public EngineReply turn(Point opponentMove) throws EngineFault {
        position = position.play(opponentMove);
        return move("TURN " + format(opponentMove), defaultWait());
    }

    /**
     * Brings the engine's board in step with {@code wanted} and asks for its move, as Piskvork does:
     * {@code TURN} when the opponent made one move since (also from the empty board), {@code BEGIN} on
     * the empty board; a game gone back a few moves is first undone by {@code TAKEBACK}, another game
     * started by {@code RESTART}; anything else is sent whole by {@code BOARD} (an opening, a position
     * set up, a long undo). AIWine, for one, answered occupied points when given every move by BOARD.
     */
    public EngineReply play(Position wanted) throws EngineFault {
        List<Point> known = position.moves();
        List<Point> moves = wanted.moves();
        int common = 0;
        while (common < known.size() && common < moves.size() && known.get(common).equals(moves.get(common))) {
            common++;
        }
        if (common < known.size()) {
            if (common == 0) {
                restart(); // another game
            } else if (known.size() - common <= MOST_TAKEBACKS) {
                for (int i = common; i < known.size(); i++) {
                    takeback(); // undone
                }
            }
        }
        known = position.moves();
        if (moves.isEmpty()) {
            return begin();
        }
        if (moves.size() == known.size() + 1 && moves.subList(0, known.size()).equals(known)) {
            return turn(moves.get(moves.size() - 1)); // the opponent's one move since
        }
        return board(wanted);
    }

    /** The whole position by {@code BOARD … DONE}; the engine plays the side to move. Waits the time per move plus a margin. */
    public EngineReply board(Position newPosition) throws EngineFault {
        return board(newPosition, defaultWait());
    }

    /** As {@link #board(Position)}, waiting at most {@code waitMillis} for the move. */
    public EngineReply board(Position newPosition, long waitMillis) throws EngineFault {
        if (!newPosition.rules().equals(rules) && newPosition.rules().width() != rules.width()) {
            throw new IllegalArgumentException("the position is for another board size");
        }
        List<String> lines = new ArrayList<>();
        lines.add("BOARD");
        List<Point> moves = newPosition.moves();
        for (int i = 0; i < moves.size(); i++) {
            lines.add(format(moves.get(i)) + "," + field(i, moves.size()));
        }
        position = newPosition;
        for (String line : lines) {
            send(line);
        }
        return move("DONE", waitMillis);
    }

    /**
     * The engine's swap2 decision ({@code SWAP2BOARD}, the stones black first as {@code x,y,field} lines as in
     * BOARD (Rapfi refuses bare {@code x,y}), then {@code DONE}): three stones
     * on the empty board; after three {@code SWAP}, White's move or two more stones; after five {@code SWAP} or
     * White's move. Empty when the engine does not know the command (it answers UNKNOWN or ERROR, or nothing within
     * its time, as AIWine): the manager decides then. The engine's next move is asked with the whole position ({@code BOARD}).
     */
    public Optional<Swap2Reply> swap2(List<Point> stones) throws EngineFault {
        if (stones.size() != 0 && stones.size() != 3 && stones.size() != 5) {
            throw new IllegalArgumentException("swap2 asks with 0, 3 or 5 stones, not " + stones.size());
        }
        if (swap2Unanswered) {
            return Optional.empty(); // it let the command pass unanswered before
        }
        Position opening = Position.of(rules, stones);
        position = Position.empty(rules); // unknown after the decision: the next request sends BOARD
        send("SWAP2BOARD");
        for (int i = 0; i < stones.size(); i++) {
            send(format(stones.get(i)) + "," + field(i, stones.size())); // as in BOARD: Rapfi needs the field
        }
        long waitMillis = defaultWait();
        firstMove = false;
        awaitingMove = true;
        try {
            send("DONE");
            long deadline = System.nanoTime() + waitMillis * 1_000_000L;
            while (true) {
                String line = next(deadline);
                if (line == null) { // AIWine lets an unknown command pass in silence: not a fault, the manager decides
                    swap2Unanswered = true;
                    log.add("(SWAP2BOARD not answered within " + seconds(waitMillis) + ": the manager decides the opening)");
                    return Optional.empty();
                }
                if (line.equals(EngineProcess.END_OF_OUTPUT)) {
                    throw fault(FaultKind.CRASHED, process.crashSentence());
                }
                String word = line.split("\\s+", 2)[0].toUpperCase(Locale.ROOT);
                if (word.equals("UNKNOWN") || word.equals("ERROR")) {
                    return Optional.empty();
                }
                if (word.equals("OK") || EngineAbout.looksLikeAbout(line)) {
                    continue;
                }
                return Optional.of(swap2Reply(line, opening));
            }
        } finally {
            awaitingMove = false;
        }
    }

    /** {@code SWAP}, or one, two or three points that fit the opening; anything else is garbage or a lie. */
    private Swap2Reply swap2Reply(String line, Position opening) throws EngineFault {
        if (line.equalsIgnoreCase("SWAP")) {
            if (opening.moves().isEmpty()) {
                throw fault(FaultKind.GARBAGE, "The engine answered SWAP on the empty board, where it must place three stones.",
                        "SWAP");
            }
            return Swap2Reply.SWAP;
        }
        int wanted = opening.moves().isEmpty() ? 3 : -1;
        String[] parts = line.trim().split("\\s+");
        List<Point> placed = new ArrayList<>();
        Position after = opening;
        for (String part : parts) {
            Matcher m = MOVE.matcher(part);
            if (!m.matches()) {
                throw fault(FaultKind.GARBAGE, "The engine printed " + UserText.quote(line, 60)
                        + ", which is no swap2 decision.", UserText.shown(line, 60));
            }
            Point p = checked(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), after);
            after = after.play(p);
            placed.add(p);
        }
        boolean fits = wanted == 3 ? placed.size() == 3
                : opening.moves().size() == 3 ? placed.size() == 1 || placed.size() == 2 : placed.size() == 1;
        if (!fits) {
            throw fault(FaultKind.GARBAGE, "The engine answered " + UserText.quote(line, 60) + ", which places "
                    + placed.size() + " stones where swap2 allows " + (wanted == 3 ? "3" : opening.moves().size() == 3
                    ? "1 or 2" : "1") + ".", UserText.shown(line, 60));
        }
        return Swap2Reply.stones(placed);
    }

    /**
     * Asks a thinking engine for its move now: {@code YXSTOP} (Yixin-Board's; Rapfi and our {@code pbrain} know
     * it; an engine that does not moves in its own time). Any thread; does nothing when no move is awaited.
     */
    public void hurry() {
        if (!awaitingMove || closed) {
            return;
        }
        try {
            process.send("YXSTOP");
        } catch (EngineFault e) {
            // the waiting request meets the crash itself
        }
    }

    /** Takes the last move back: {@code TAKEBACK x,y}, answered with OK. */
    public void takeback() throws EngineFault {
        Point last = position.lastMove().orElseThrow(() -> new IllegalStateException("no move to take back"));
        List<Point> moves = position.moves();
        position = Position.of(rules, moves.subList(0, moves.size() - 1));
        awaitOk("TAKEBACK " + format(last));
    }

    /** A new game on the same board: {@code RESTART}, answered with OK. */
    public void restart() throws EngineFault {
        position = Position.empty(rules);
        firstMove = true;
        awaitOk("RESTART");
    }

    /** Whether the process still runs (false after a fault or {@link #close()}). */
    public boolean isAlive() {
        return process.isAlive();
    }

    /** The operating system's process id, for tests that check the process is gone. */
    public ProcessHandle processHandle() {
        return process.handle();
    }

    /** Ends the engine ({@code END}, then killed if it lingers a second). Idempotent; any thread. */
    @Override
    public void close() {
        closed = true;
        process.stop();
    }

    /** The time per move plus the margin, and the set-up time for the first move. */
    private long defaultWait() {
        return timeouts.moveWaitMillis(settings.timeoutTurnMillis()) + (firstMove ? timeouts.setupMillis() : 0);
    }

    private EngineReply move(String request, long waitMillis) throws EngineFault {
        lastEvaluation = null;
        firstMove = false;
        long start = System.nanoTime();
        awaitingMove = true;
        try {
            return awaitMove(request, waitMillis, start);
        } finally {
            awaitingMove = false;
        }
    }

    private EngineReply awaitMove(String request, long waitMillis, long start) throws EngineFault {
        send(request);
        long deadline = start + waitMillis * 1_000_000L;
        while (true) {
            String line = next(deadline);
            if (line == null) {
                throw fault(FaultKind.TIMED_OUT, "The engine gave no move within " + seconds(waitMillis) + ".");
            }
            if (line.equals(EngineProcess.END_OF_OUTPUT)) {
                throw fault(FaultKind.CRASHED, process.crashSentence());
            }
            Matcher m = MOVE.matcher(line);
            if (m.matches()) {
                Point move = checked(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
                position = position.play(move);
                return new EngineReply(move, Optional.ofNullable(lastEvaluation), (System.nanoTime() - start) / 1_000_000);
            }
            if (!tolerated(line)) {
                throw fault(FaultKind.GARBAGE, "The engine printed " + UserText.quote(line, 60)
                        + ", which is neither a move nor a protocol message.", UserText.shown(line, 60));
            }
        }
    }

    /** Lines a manager lets pass while waiting for a move: ERROR, UNKNOWN (logged), a stray OK, a late ABOUT answer. */
    private static boolean tolerated(String line) {
        String word = line.split("\\s+", 2)[0].toUpperCase(Locale.ROOT);
        return word.equals("ERROR") || word.equals("UNKNOWN") || word.equals("OK") || EngineAbout.looksLikeAbout(line);
    }

    private Point checked(int x, int y) throws EngineFault {
        return checked(x, y, position);
    }

    /** The engine's point {@code x,y} as ours, on the board and empty in {@code on}. */
    private Point checked(int x, int y, Position on) throws EngineFault {
        if (x < 0 || y < 0 || x >= rules.width() || y >= rules.height()) {
            throw fault(FaultKind.ILLEGAL_MOVE, "The engine played " + x + "," + y + ", which is off the "
                    + rules.width() + "x" + rules.height() + " board.", x + "," + y);
        }
        Point p = new Point(x, rules.height() - 1 - y);
        if (!on.isEmpty(p)) {
            throw fault(FaultKind.ILLEGAL_MOVE, "The engine played " + x + "," + y + " (" + Notation.format(p)
                    + "), which is already taken.", Notation.format(p));
        }
        return p;
    }

    private void awaitOk(String request) throws EngineFault {
        send(request);
        String line = await(timeouts.aboutMillis());
        if (line == null) {
            throw fault(FaultKind.TIMED_OUT, "The engine did not answer " + request + " within " + seconds(timeouts.aboutMillis()) + ".");
        }
        if (line.equals(EngineProcess.END_OF_OUTPUT)) {
            throw fault(FaultKind.CRASHED, process.crashSentence());
        }
        if (!line.equalsIgnoreCase("OK")) {
            log.add("(" + request + " answered " + UserText.shown(line, 80) + ")");
        }
    }

    /** The next answer line within {@code millis} (skipping stray OK and late ABOUT answers is the caller's), or null. */
    private String await(long millis) throws EngineFault {
        return next(System.nanoTime() + millis * 1_000_000L);
    }

    private String next(long deadline) {
        if (closed) {
            throw new CancellationException("the engine was closed");
        }
        try {
            String line = process.next(deadline);
            if (closed) {
                throw new CancellationException("the engine was closed");
            }
            return line;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.stop();
            throw new CancellationException("interrupted while waiting for the engine");
        }
    }

    private void send(String line) throws EngineFault {
        if (closed) {
            throw new CancellationException("the engine was closed");
        }
        try {
            process.send(line);
        } catch (EngineFault e) {
            throw fault(e.kind(), e.getMessage());
        }
    }

    /** Notes the fault in the log, stops the process and returns the fault to throw. */
    private EngineFault fault(FaultKind kind, String sentence) {
        return fault(kind, sentence, "");
    }

    /** Notes the fault in the log, stops the process and returns the fault to throw, with its {@code detail}. */
    private EngineFault fault(FaultKind kind, String sentence, String detail) {
        log.add("fault (" + kind.word() + "): " + sentence);
        process.stop();
        return new EngineFault(kind, sentence, detail);
    }

    private void heard(String line) {
        parser.parse(line).ifPresent(evaluation -> {
            lastEvaluation = evaluation;
            evaluationListener.accept(evaluation);
        });
    }

    /** BOARD's field of stone {@code index} of {@code count}: 1 the side to move's own (its parity), 2 the other's. */
    private static int field(int index, int count) {
        return index % 2 == count % 2 ? 1 : 2;
    }

    private String format(Point p) {
        return p.col() + "," + (rules.height() - 1 - p.row());
    }

    private static String seconds(long millis) {
        return String.format(Locale.ROOT, "%.1f s", millis / 1000.0);
    }

    private static String lowerFirst(String sentence) {
        return Character.toLowerCase(sentence.charAt(0)) + sentence.substring(1);
    }
}
