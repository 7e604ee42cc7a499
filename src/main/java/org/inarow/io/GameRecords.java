package org.inarow.io;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import org.inarow.model.Rules;
import org.inarow.model.UserText;

/**
 * The one entry point for game files: read any supported format (recognised from the content, the
 * file name only breaking ties) and write any of them.
 *
 * <p>Reading is strict about meaning and forgiving about layout: any line ends, a byte-order mark,
 * unknown SGF properties, comments and variations are fine; an illegal, repeated or off-board move,
 * or a move after the game was won, is a {@link GameFileException} naming the line and move number.
 * Nothing in a file is executed or deserialised; only regular files are opened (not a named pipe,
 * a device or a folder), and files over 1 MiB are refused unread.
 *
 * <p>SGF and PSQ files say their board size (and SGF the rule). Plain move lists and x,y lists say
 * nothing, so the caller's {@code defaults} apply to them (gomoku 15×15 freestyle when not given):
 * the board is never guessed from the moves, because "a1 b2 c3" could be either game.
 */
public final class GameRecords {
    /** Game files larger than this many bytes are refused before parsing. */
    public static final int MAX_BYTES = RecordText.MAX_BYTES;

    private GameRecords() {
    }

    /** Gomoku 15×15 freestyle: the rules for lists that do not say theirs. */
    public static Rules defaultRules() {
        return Variants.DEFAULT;
    }

    /** Reads a game file; lists without a board size are taken as gomoku 15×15 freestyle. */
    public static GameRecord read(Path file) throws IOException {
        return read(file, defaultRules());
    }

    /**
     * Reads a game file. A missing, unreadable, oversized, malformed or special (not regular) file is a
     * {@link GameFileException} whose message starts with the file name; other I/O failures stay
     * {@link IOException}s.
     */
    public static GameRecord read(Path file, Rules defaults) throws IOException {
        String fileName = String.valueOf(file.getFileName());
        String name = UserText.escape(fileName);
        try {
            return parse(readBounded(file), Optional.of(fileName), defaults);
        } catch (GameFileException e) {
            throw e.within(name);
        } catch (InputFiles.BadFileException e) {
            throw new GameFileException(FileProblem.at(name, e.problem()));
        }
    }

    /** Parses a file's bytes (e.g. dropped on the window); lists are taken as gomoku 15×15 freestyle. */
    public static GameRecord parse(byte[] bytes, Optional<String> fileNameHint) {
        return parse(bytes, fileNameHint, defaultRules());
    }

    public static GameRecord parse(byte[] bytes, Optional<String> fileNameHint, Rules defaults) {
        return parseText(RecordText.decode(bytes), fileNameHint, defaults);
    }

    public static GameRecord parse(String text, Optional<String> fileNameHint) {
        return parse(text, fileNameHint, defaultRules());
    }

    /** Parses text already in memory, e.g. pasted or dropped; {@code fileNameHint} may name its file. */
    public static GameRecord parse(String text, Optional<String> fileNameHint, Rules defaults) {
        return parseText(RecordText.normalize(text), fileNameHint, defaults);
    }

    private static GameRecord parseText(String text, Optional<String> fileNameHint, Rules defaults) {
        Objects.requireNonNull(defaults, "defaults");
        return switch (detect(text, fileNameHint)) {
            case SGF -> SgfReader.read(text, defaults);
            case PSQ -> PsqReader.read(text, defaults);
            case XY_LIST -> XyListReader.read(text, defaults);
            case MOVE_LIST -> MoveListReader.read(text, PositionText.rules(text).orElse(defaults));
        };
    }

    /**
     * The format of {@code text}: SGF when it starts with {@code (;}, PSQ when it starts with
     * {@code Piskvorky}; otherwise what a {@code .sgf}/{@code .psq} file name says (whose parser then
     * explains what is wrong); otherwise an x,y list when it holds only numbers and separators, and a
     * move list when not.
     */
    public static GameFormat detect(String text, Optional<String> fileNameHint) {
        String start = text.stripLeading();
        if (start.startsWith("(") && start.substring(1).stripLeading().startsWith(";")) {
            return GameFormat.SGF;
        }
        if (start.regionMatches(true, 0, "piskvorky", 0, 9)) {
            return GameFormat.PSQ;
        }
        Optional<GameFormat> named = fileNameHint.flatMap(GameFormat::fromFileName);
        if (named.isPresent()) {
            return named.get();
        }
        // copied by InARow (a header naming the game, then the moves): a move list, also with no moves
        return !PositionText.hasHeader(text) && XyListReader.looksLike(text) ? GameFormat.XY_LIST : GameFormat.MOVE_LIST;
    }

    /**
     * The record in {@code format}. SGF keeps everything; PSQ keeps size, players and rule; the
     * lists keep only the moves. Throws IllegalArgumentException for rules no format can hold
     * (anything but tic-tac-toe and gomoku 15, 19, 20).
     */
    public static String write(GameRecord record, GameFormat format) {
        Variants.requireSupported(record.rules());
        return switch (format) {
            case SGF -> SgfWriter.write(record);
            case PSQ -> PsqWriter.write(record);
            case MOVE_LIST -> PlainWriters.moveList(record);
            case XY_LIST -> PlainWriters.xyList(record);
        };
    }

    /** Writes the record to {@code file} atomically: a crash leaves the old file or the new, never half of one. */
    public static void save(Path file, GameRecord record, GameFormat format) throws IOException {
        AtomicFiles.write(file, write(record, format));
    }

    /** Only a regular file, checked before it is opened (a named pipe would block), and at most 1 MiB of it. */
    private static byte[] readBounded(Path file) throws IOException {
        return InputFiles.readBytes(file, MAX_BYTES, "game files");
    }
}
