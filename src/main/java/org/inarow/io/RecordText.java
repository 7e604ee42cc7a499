package org.inarow.io;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Bytes of a game file to text: refuses oversized input before looking at it, honours a byte-order
 * mark (UTF-8, UTF-16), otherwise reads UTF-8 and falls back to Latin-1 (only names can be affected),
 * and makes every line end a single {@code \n}.
 */
final class RecordText {
    /** Game files larger than this are refused unread: a long gomoku game is a few kilobytes. */
    static final int MAX_BYTES = 1 << 20;

    private RecordText() {
    }

    static String decode(byte[] bytes) {
        checkSize(bytes.length);
        String text;
        if (startsWith(bytes, 0xEF, 0xBB, 0xBF)) {
            text = new String(bytes, 3, bytes.length - 3, StandardCharsets.UTF_8);
        } else if (startsWith(bytes, 0xFE, 0xFF)) {
            text = new String(bytes, 2, bytes.length - 2, StandardCharsets.UTF_16BE);
        } else if (startsWith(bytes, 0xFF, 0xFE)) {
            text = new String(bytes, 2, bytes.length - 2, StandardCharsets.UTF_16LE);
        } else {
            try {
                text = StandardCharsets.UTF_8.newDecoder()
                        .onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT)
                        .decode(ByteBuffer.wrap(bytes)).toString();
            } catch (CharacterCodingException e) {
                text = new String(bytes, StandardCharsets.ISO_8859_1);
            }
        }
        return normalize(text);
    }

    /** A string handed in directly: the same size limit, BOM and line-end handling. */
    static String normalize(String text) {
        checkSize(text.length());
        String t = text.startsWith("\uFEFF") ? text.substring(1) : text;
        if (t.indexOf('\0') >= 0) {
            throw new GameFileException(FileProblem.of(FileProblem.Kind.NUL_BYTES));
        }
        return t.replace("\r\n", "\n").replace('\r', '\n');
    }

    static void checkSize(long size) {
        if (size > MAX_BYTES) {
            throw new GameFileException(FileProblem.of(FileProblem.Kind.FILE_TOO_LARGE, size, MAX_BYTES));
        }
    }

    private static boolean startsWith(byte[] bytes, int... prefix) {
        if (bytes.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if ((bytes[i] & 0xFF) != prefix[i]) {
                return false;
            }
        }
        return true;
    }
}
