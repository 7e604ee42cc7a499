package org.inarow.io;

import java.util.Optional;

/**
 * What loading the autosave found: the saved game, or nothing; and a warning to show when the
 * file was there but unusable (it has then been moved aside so it is not met again).
 */
public record AutosaveLoad(Optional<GameRecord> record, Optional<FileProblem> problem) {

    static AutosaveLoad restored(GameRecord record) {
        return new AutosaveLoad(Optional.of(record), Optional.empty());
    }

    static AutosaveLoad nothing() {
        return new AutosaveLoad(Optional.empty(), Optional.empty());
    }

    static AutosaveLoad problem(FileProblem problem) {
        return new AutosaveLoad(Optional.empty(), Optional.of(problem));
    }

    /** The warning in English, a sentence: "The autosaved game could not be read (...); it was kept as ...". */
    public Optional<String> warning() {
        return problem.map(p -> {
            String english = p.english();
            return Character.toUpperCase(english.charAt(0)) + english.substring(1);
        });
    }
}
