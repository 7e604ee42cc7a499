package org.inarow.io;

import java.util.ArrayList;
import java.util.List;

/**
 * An SGF game tree: a sequence of nodes, then its variations, the first of which continues the main
 * line. Built by {@link SgfParser} (whose lists these are) and only read afterwards.
 */
record SgfTree(List<SgfNode> nodes, List<SgfTree> variations) {

    /** The nodes of the main line: this sequence, then the first variation's, and so on. */
    List<SgfNode> mainLine() {
        List<SgfNode> line = new ArrayList<>();
        for (SgfTree t = this; t != null; t = t.variations.isEmpty() ? null : t.variations.get(0)) {
            line.addAll(t.nodes);
        }
        return line;
    }
}
