package org.inarow.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the files a user names, defensively: only regular files (a named pipe with no writer
 * would block forever, a device such as {@code /dev/zero} never ends), checked before they are
 * opened, and never more than a limit of bytes, lines and characters a line. Every refusal is a
 * {@link BadFileException} whose message says what is wrong without the file's name, so each
 * caller can name the file its own way.
 */
public final class InputFiles {

    /**
     * Limits for a text file of lines.
     *
     * @param kind         what the files are, for messages ("batch files")
     * @param maxBytes     the largest file read
     * @param maxLineChars the longest line
     * @param maxLines     the most lines
     */
    public record TextLimits(String kind, long maxBytes, int maxLineChars, int maxLines) {
    }

    /** A file refused: not a regular file, missing, unreadable, too large, or not text. */
    public static final class BadFileException extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        private final transient FileProblem problem;

        public BadFileException(String message) {
            this(FileProblem.text(message));
        }

        public BadFileException(FileProblem problem) {
            super(problem.english());
            this.problem = problem;
        }

        /** What is wrong, as a value: its English words are the message. */
        public FileProblem problem() {
            return problem;
        }
    }

    // file types from the unix st_mode, where the platform tells them
    private static final int TYPE_MASK = 0170000;
    private static final int FIFO = 0010000;
    private static final int CHARACTER_DEVICE = 0020000;
    private static final int BLOCK_DEVICE = 0060000;
    private static final int SOCKET = 0140000;

    private InputFiles() {
    }

    /**
     * Checks that {@code file} (after its links) is a regular file, without opening it, and
     * returns its size. A folder, a named pipe, a device, a socket, a dangling or looping link and
     * a missing file are each refused with a message saying which.
     */
    public static long requireRegularFile(Path file) throws IOException {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            throw new BadFileException(FileProblem.of(Files.isSymbolicLink(file)
                    ? FileProblem.Kind.DANGLING_LINK : FileProblem.Kind.NO_SUCH_FILE));
        } catch (AccessDeniedException e) {
            throw new BadFileException(FileProblem.of(FileProblem.Kind.PERMISSION_DENIED));
        } catch (FileSystemException e) {
            if (Files.isSymbolicLink(file)) {
                throw new BadFileException(FileProblem.of(FileProblem.Kind.LINK_LOOP));
            }
            throw e;
        }
        if (attributes.isRegularFile()) {
            return attributes.size();
        }
        if (attributes.isDirectory()) {
            throw new BadFileException(FileProblem.of(FileProblem.Kind.FOLDER));
        }
        throw new BadFileException(FileProblem.of(kindOf(file)));
    }

    /** The bytes of a regular file, refused unread when it is larger than {@code maxBytes}. */
    public static byte[] readBytes(Path file, long maxBytes, String kind) throws IOException {
        long size = requireRegularFile(file);
        if (size > maxBytes) {
            throw tooLarge(size, maxBytes, kind);
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxBytes + 1)); // it may have grown since
        } catch (AccessDeniedException e) {
            throw new BadFileException(FileProblem.of(FileProblem.Kind.PERMISSION_DENIED));
        }
        if (bytes.length > maxBytes) {
            throw tooLarge(bytes.length, maxBytes, kind);
        }
        return bytes;
    }

    /**
     * The lines of a UTF-8 text file (a byte-order mark is skipped; {@code \n}, {@code \r\n} and
     * {@code \r} end lines), within {@code limits}; a line too long or one line too many is refused
     * naming the line.
     */
    public static List<String> readLines(Path file, TextLimits limits) throws IOException {
        byte[] bytes = readBytes(file, limits.maxBytes(), limits.kind());
        String text = utf8(bytes);
        List<String> lines = new ArrayList<>();
        int start = 0;
        while (start < text.length()) {
            int end = start;
            while (end < text.length() && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
                end++;
            }
            if (lines.size() == limits.maxLines()) {
                throw new BadFileException(FileProblem.of(FileProblem.Kind.TOO_MANY_LINES, limits.maxLines(),
                        filesCalled(limits.kind())));
            }
            if (end - start > limits.maxLineChars()) {
                throw new BadFileException(FileProblem.of(FileProblem.Kind.LINE_TOO_LONG, lines.size() + 1,
                        limits.maxLineChars(), filesCalled(limits.kind())));
            }
            lines.add(text.substring(start, end));
            if (end < text.length() && text.charAt(end) == '\r' && end + 1 < text.length() && text.charAt(end + 1) == '\n') {
                end++;
            }
            start = end + 1;
        }
        return lines;
    }

    private static String utf8(byte[] bytes) {
        int skip = bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB && (bytes[2] & 0xFF) == 0xBF ? 3 : 0;
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, skip, bytes.length - skip)).toString();
        } catch (CharacterCodingException e) {
            throw new BadFileException(FileProblem.of(FileProblem.Kind.NOT_UTF8));
        }
        if (text.indexOf('\0') >= 0) {
            throw new BadFileException(FileProblem.of(FileProblem.Kind.NOT_TEXT));
        }
        return text;
    }

    private static BadFileException tooLarge(long size, long maxBytes, String kind) {
        return new BadFileException(FileProblem.of(FileProblem.Kind.TOO_LARGE, size, filesCalled(kind), sizeText(maxBytes)));
    }

    /** What the files are called in messages: game files as a value the window can word, others as given. */
    private static Object filesCalled(String kind) {
        return kind.equals(FileProblem.Kind.GAME_FILES.english()) ? FileProblem.of(FileProblem.Kind.GAME_FILES) : kind;
    }

    /** {@code 16 MiB}, or the bytes when not a whole number of MiB. */
    static String sizeText(long bytes) {
        return bytes % (1 << 20) == 0 ? bytes / (1 << 20) + " MiB" : bytes + " bytes";
    }

    /** What a file that is neither regular nor a folder is, as far as the platform says. */
    private static FileProblem.Kind kindOf(Path file) {
        try {
            int mode = (Integer) Files.getAttribute(file, "unix:mode", new LinkOption[0]);
            return switch (mode & TYPE_MASK) {
                case FIFO -> FileProblem.Kind.NAMED_PIPE;
                case CHARACTER_DEVICE, BLOCK_DEVICE -> FileProblem.Kind.DEVICE;
                case SOCKET -> FileProblem.Kind.SOCKET;
                default -> FileProblem.Kind.SPECIAL_FILE;
            };
        } catch (IOException | RuntimeException e) {
            return FileProblem.Kind.SPECIAL_FILE; // no unix view (Windows): the kind is not known
        }
    }
}
