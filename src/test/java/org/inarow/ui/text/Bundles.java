package org.inarow.ui.text;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;

/** The text bundles as compiled: each area's English and Chinese properties, read as the app reads them (UTF-8). */
final class Bundles {
    static final Path FOLDER = Path.of("target", "classes", "org", "inarow", "ui", "text");

    private Bundles() {
    }

    /** The areas: one per {@code <area>.properties}. */
    static SortedMap<String, Properties> english() throws IOException {
        return read("");
    }

    static SortedMap<String, Properties> chinese() throws IOException {
        return read("_zh_CN");
    }

    private static SortedMap<String, Properties> read(String suffix) throws IOException {
        SortedMap<String, Properties> areas = new TreeMap<>();
        try (Stream<Path> files = Files.list(FOLDER)) {
            for (Path file : files.toList()) {
                String name = file.getFileName().toString();
                if (!name.endsWith(".properties")) {
                    continue;
                }
                String base = name.substring(0, name.length() - ".properties".length());
                boolean isChinese = base.endsWith("_zh_CN");
                String area = isChinese ? base.substring(0, base.length() - "_zh_CN".length()) : base;
                if (isChinese == suffix.equals("_zh_CN")) {
                    Properties texts = new Properties();
                    try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                        texts.load(in);
                    }
                    areas.put(area, texts);
                }
            }
        }
        return areas;
    }
}
