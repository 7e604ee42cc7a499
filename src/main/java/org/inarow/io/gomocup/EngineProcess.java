package org.inarow.io.gomocup;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.inarow.model.UserText;

/**
 * The engine's process: started in its executable's folder, one reader thread for its standard
 * output and one for its standard error, a bounded queue of the lines that answer a command.
 * Lines for people ({@code MESSAGE}, {@code DEBUG}) go to the log and the message listener at once
 * and never into the queue; {@code ERROR} and {@code UNKNOWN} go to both. The end of the output is
 * a last {@link #END_OF_OUTPUT} entry. {@link #stop()} sends {@code END}, waits a second, then
 * kills the process and its children.
 */
final class EngineProcess {
    /** The queue's last entry when the engine's output closed (it exited or crashed). */
    static final String END_OF_OUTPUT = "\u0000end of output";
    /** A longer line is cut here (garbage anyway): a runaway engine cannot fill the memory. */
    static final int MAX_LINE = 8_192;
    private static final int QUEUE_SIZE = 1_000;
    /** How long an engine may take to leave after END before it is killed. */
    static final long END_GRACE_MILLIS = 1_000;

    /** Engines still running: killed when the JVM exits (Ctrl+C in arena, the window closed mid-game). */
    private static final Set<Process> LIVE = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> LIVE.forEach(p -> {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
        }), "engines ended at exit"));
    }

    private final Process process;
    private final Writer in;
    private final BlockingQueue<String> answers = new ArrayBlockingQueue<>(QUEUE_SIZE);
    private final EngineLog log;
    private final Consumer<String> messages;
    private volatile boolean stopped;

    private EngineProcess(Process process, EngineLog log, Consumer<String> messages, String name) {
        this.process = process;
        this.log = log;
        this.messages = messages;
        this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        LIVE.add(process);
        process.onExit().thenRun(() -> LIVE.remove(process));
        daemon(() -> readOutput(process.getInputStream()), name + " output").start();
        daemon(() -> readErrors(process.getErrorStream()), name + " errors").start();
    }

    /** Starts {@code command} in its executable's folder; a missing or non-executable file fails naming it. */
    static EngineProcess start(EngineCommand command, EngineLog log, Consumer<String> messages) throws EngineFault {
        String missing = "there is no file " + UserText.quote(command.argv().get(0), 200);
        Path executable = command.executable().orElseThrow(() -> new EngineFault(FaultKind.CANNOT_START,
                "The engine could not start: " + missing + ".", missing));
        if (Files.isDirectory(executable) || !Files.isExecutable(executable)) {
            String why = UserText.quote(executable.toString(), 200) + " is not an executable file";
            throw new EngineFault(FaultKind.CANNOT_START, "The engine could not start: " + why + ".", why);
        }
        List<String> argv = new ArrayList<>(command.argv());
        argv.set(0, executable.toString());
        ProcessBuilder builder = new ProcessBuilder(argv);
        if (executable.getParent() != null) {
            builder.directory(executable.getParent().toFile());
        }
        try {
            return new EngineProcess(builder.start(), log, messages, command.name());
        } catch (IOException e) {
            String why = UserText.shown(String.valueOf(e.getMessage()), 300);
            throw new EngineFault(FaultKind.CANNOT_START, "The engine could not start: " + why + ".", why);
        }
    }

    /** Sends one command line; a closed pipe means the engine is gone. */
    synchronized void send(String line) throws EngineFault { // the reader of a move and a hurry may write at once
        try {
            in.write(line);
            in.write('\n');
            in.flush();
        } catch (IOException e) {
            throw new EngineFault(FaultKind.CRASHED, crashSentence());
        }
    }

    /** The next answer line, {@link #END_OF_OUTPUT}, or null when none came by {@code deadlineNanos}. */
    String next(long deadlineNanos) throws InterruptedException {
        long wait = deadlineNanos - System.nanoTime();
        String line = wait <= 0 ? answers.poll() : answers.poll(wait, TimeUnit.NANOSECONDS);
        if (END_OF_OUTPUT.equals(line)) {
            answers.offer(END_OF_OUTPUT); // stays the last word for every later wait
        }
        return line;
    }

    boolean isAlive() {
        return process.isAlive();
    }

    /** "The engine stopped running (exit status 139)." — waiting a moment for the status. */
    String crashSentence() {
        try {
            if (process.waitFor(200, TimeUnit.MILLISECONDS)) {
                return "The engine stopped running (exit status " + process.exitValue() + ").";
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return "The engine closed its output and stopped answering.";
    }

    /** Ends the engine: {@code END}, a second's grace, then killed with its children. Idempotent. */
    void stop() {
        if (stopped) {
            return;
        }
        stopped = true;
        if (process.isAlive()) {
            try {
                in.write("END\n");
                in.flush();
                in.close();
            } catch (IOException e) {
                // already gone
            }
            try {
                process.waitFor(END_GRACE_MILLIS, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        kill();
    }

    /** Kills the process and its children at once. */
    void kill() {
        stopped = true;
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            process.waitFor(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    long pid() {
        return process.pid();
    }

    ProcessHandle handle() {
        return process.toHandle();
    }

    private void readOutput(InputStream stream) {
        try (Reader reader = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
            for (String line = readLine(reader); line != null; line = readLine(reader)) {
                String text = line.strip();
                if (text.isEmpty()) {
                    continue;
                }
                String word = text.split("\\s+", 2)[0].toUpperCase(java.util.Locale.ROOT);
                if (word.equals("MESSAGE") || word.equals("DEBUG") || word.equals("ERROR") || word.equals("UNKNOWN")) {
                    log.add(text);
                }
                if (word.equals("MESSAGE") || word.equals("DEBUG")) {
                    try {
                        messages.accept(text);
                    } catch (RuntimeException e) { // a listener's fault must not end the reading: the engine is not dead
                        log.add("(a message could not be read: " + e + ")");
                    }
                    continue;
                }
                if (!answers.offer(text)) {
                    log.add("(engine output dropped: more than " + QUEUE_SIZE + " lines not read)");
                }
            }
        } catch (IOException e) {
            // the process was killed: the end of the output
        } finally {
            if (!answers.offer(END_OF_OUTPUT)) { // a full queue is a flood of garbage: the end matters more
                answers.clear();
                answers.offer(END_OF_OUTPUT);
            }
        }
    }

    private void readErrors(InputStream stream) {
        try (Reader reader = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
            for (String line = readLine(reader); line != null; line = readLine(reader)) {
                if (!line.isBlank()) {
                    log.add("stderr: " + line.strip());
                }
            }
        } catch (IOException e) {
            // the process was killed
        }
    }

    /** A line without its end, at most {@link #MAX_LINE} characters kept; null at the end. */
    private static String readLine(Reader reader) throws IOException {
        StringBuilder line = new StringBuilder();
        int c = reader.read();
        if (c < 0) {
            return null;
        }
        while (c >= 0 && c != '\n') {
            if (c != '\r' && line.length() < MAX_LINE) {
                line.append((char) c);
            }
            c = reader.read();
        }
        return line.toString();
    }

    private static Thread daemon(Runnable body, String name) {
        Thread thread = new Thread(body, "engine " + name);
        thread.setDaemon(true);
        return thread;
    }
}
