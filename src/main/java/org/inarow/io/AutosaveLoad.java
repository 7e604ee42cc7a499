package org.inarow.io;

import java.util.Optional;

/**
 * What loading the autosave found: the saved game, or nothing; and a warning to show when the
 * file was there but unusable (it has then been moved aside so it is not met again).
 */
public record AutosaveLoad(Optional<GameRecord> record, Optional<String> warning) {

    static AutosaveLoad restored(GameRecord record) {
        return new AutosaveLoad(Optional.of(record), Optional.empty());
    }

    static AutosaveLoad nothing() {
        return new AutosaveLoad(Optional.empty(), Optional.empty());
    }

    static AutosaveLoad problem(String warning) {
        return new AutosaveLoad(Optional.empty(), Optional.of(warning));
    }
}
