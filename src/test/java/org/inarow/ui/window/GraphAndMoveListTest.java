package org.inarow.ui.window;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Dimension;
import javax.swing.JLabel;
import org.inarow.ui.testing.Edt;
import org.junit.jupiter.api.Test;

/**
 * The bottom of the side panel as the window gets shorter: the move list gives way first, down to
 * its least rows, then the graph, down to nothing; no display needed.
 */
class GraphAndMoveListTest {
    private static final int GRAPH = 64;
    private static final int GAP = 4;

    private record Heights(int graph, int list, int listLeast, int tenRows, Dimension minimum, Dimension preferred) {
    }

    private static Heights at(int extraOverMinimum, boolean graphShown) {
        return Edt.call(() -> {
            Theme.LIGHT.install();
            WinChanceGraph graph = new WinChanceGraph(move -> { });
            graph.setVisible(graphShown);
            MoveListPanel moves = new MoveListPanel(move -> { }, line -> { });
            GraphAndMoveList column = new GraphAndMoveList(graph, new JLabel("Moves"), moves, GRAPH, GAP);
            Dimension min = column.getMinimumSize();
            column.setSize(250, min.height + extraOverMinimum);
            column.doLayout();
            return new Heights(graph.getHeight(), moves.getHeight(), moves.getMinimumSize().height,
                    moves.roomAboveMinimum(GraphAndMoveList.LIST_ROWS_FIRST), min, column.getPreferredSize());
        });
    }

    @Test
    void atItsLeastTheListKeepsItsRowsAndTheGraphHasNoRoom() {
        Heights least = at(0, true);
        assertThat(least.graph()).isZero();
        assertThat(least.list()).isEqualTo(least.listLeast());
        Heights little = at(20, true);
        assertThat(little.graph()).as("20 px more go to the graph first").isEqualTo(20);
        assertThat(little.graph()).as("and that is too short to be drawn")
                .isLessThan(UIScale.scale(WinChanceGraph.MIN_READABLE_HEIGHT));
        assertThat(little.list()).isEqualTo(little.listLeast());
    }

    @Test
    void theGraphGetsItsHeightTheListTenRowsThenTheGraphGrowsUpToFourTimesItsHeight() {
        int tenRowsRoom = at(0, true).tenRows();
        Heights full = at(GRAPH, true);
        assertThat(full.graph()).isEqualTo(GRAPH);
        assertThat(full.list()).isEqualTo(full.listLeast());
        Heights tenRows = at(GRAPH + tenRowsRoom, true);
        assertThat(tenRows.graph()).as("the list's ten rows first").isEqualTo(GRAPH);
        assertThat(tenRows.list()).isEqualTo(tenRows.listLeast() + tenRowsRoom);
        Heights roomy = at(GRAPH + tenRowsRoom + 200, true);
        assertThat(roomy.graph()).as("three quarters of what is left grow the graph").isEqualTo(GRAPH + 150);
        assertThat(roomy.list()).isEqualTo(roomy.listLeast() + tenRowsRoom + 50);
        assertThat(roomy.preferred()).as("it asks for no more than its least: the rows above never shrink for it")
                .isEqualTo(roomy.minimum());
        Heights tall = at(GRAPH + tenRowsRoom + 1000, true);
        assertThat(tall.graph()).as("at most four times its height").isEqualTo(4 * GRAPH);
        assertThat(tall.list()).isEqualTo(tall.listLeast() + tenRowsRoom + 1000 - 3 * GRAPH);
    }

    @Test
    void aHiddenGraphTakesNoRoom() {
        Heights hidden = at(50, false);
        assertThat(hidden.list()).isEqualTo(hidden.listLeast() + 50);
        assertThat(at(0, true).minimum().height - hidden.minimum().height).as("only the graph's gap")
                .isEqualTo(GAP);
    }
}
