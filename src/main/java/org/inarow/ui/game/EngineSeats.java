package org.inarow.ui.game;

import java.util.Optional;

/**
 * Which added engines sit at the board against the person: {@code computerSide} plays instead of our own
 * level; {@code personSide}, when set, plays the person's side too, so two engines play and the person
 * watches. Each is an engine's name ({@link EngineEntry#name()}), or null for none.
 */
public record EngineSeats(String computerSide, String personSide) {
    public static final EngineSeats NONE = new EngineSeats(null, null);

    public EngineSeats {
        computerSide = blankToNull(computerSide);
        personSide = blankToNull(personSide);
    }

    public Optional<String> computer() {
        return Optional.ofNullable(computerSide);
    }

    public Optional<String> person() {
        return Optional.ofNullable(personSide);
    }

    public boolean any() {
        return computerSide != null || personSide != null;
    }

    public EngineSeats withComputer(String name) {
        return new EngineSeats(name, personSide);
    }

    public EngineSeats withPerson(String name) {
        return new EngineSeats(computerSide, name);
    }

    /** Whether {@code name} sits in either seat. */
    public boolean uses(String name) {
        return name.equals(computerSide) || name.equals(personSide);
    }

    private static String blankToNull(String name) {
        return name == null || name.isBlank() ? null : name;
    }
}
