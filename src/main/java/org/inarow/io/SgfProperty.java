package org.inarow.io;

import java.util.List;

/** One property of an SGF node: its identifier, its values (escapes already undone) and its line. */
record SgfProperty(String id, List<String> values, int line) {

    SgfProperty {
        values = List.copyOf(values);
    }

    /** The only value, or an error if the property has several. */
    String single() {
        if (values.size() != 1) {
            throw new GameFileException(FileProblem.of(FileProblem.Kind.LINE, line), FileProblem.of(FileProblem.Kind.SGF_VALUES, id, values.size()));
        }
        return values.get(0);
    }
}
