package org.inarow.io;

import java.util.List;
import java.util.Optional;

/** A node of an SGF game tree: its properties in file order and the line where it starts. */
record SgfNode(List<SgfProperty> properties, int line) {

    SgfNode {
        properties = List.copyOf(properties);
    }

    Optional<SgfProperty> get(String id) {
        return properties.stream().filter(p -> p.id().equals(id)).findFirst();
    }

    boolean has(String id) {
        return get(id).isPresent();
    }
}
