package org.inarow.ui.game;

/** What an engine says of itself (ABOUT): its name, version and author, each empty when it does not say. */
public record EngineAbout(String name, String version, String author) {
    public static final EngineAbout UNKNOWN = new EngineAbout("", "", "");
}
