package org.inarow.ui.game;

import java.util.List;
import org.inarow.ai.Candidate;
import org.inarow.ai.Candidates;
import org.inarow.model.Family;
import org.inarow.model.Position;
import org.inarow.model.Side;
import org.inarow.ui.board.BoardMap;
import org.inarow.ui.board.MapPoint;

/**
 * Turns a position's map ({@link Candidates}) into what the board paints ({@link BoardMap}): each
 * candidate with its class, the side to move's chance after playing there as its label and a
 * sentence as its tooltip; the points that must block; the stones of the threat.
 */
final class WinChanceMap {

    private WinChanceMap() {
    }

    static BoardMap of(Candidates map, Position position) {
        Side mover = position.toMove();
        Family family = position.rules().family();
        double bestChance = map.best().map(best -> chanceOf(best, mover))
                .orElse(map.candidates().stream().mapToDouble(c -> chanceOf(c, mover)).max().orElse(0.5));
        List<MapPoint> points = map.candidates().stream()
                .filter(c -> position.isEmpty(c.point()))
                .map(c -> new MapPoint(c.point(), c.outcome(), ChanceText.mapLabel(c.outcome(), chanceOf(c, mover)),
                        ChanceText.mapTooltip(c, SideNames.of(family, mover), chanceOf(c, mover), bestChance,
                                map.mustBlock().contains(c.point()), SideNames.of(family, mover.opponent())),
                        c.best()))
                .toList();
        return new BoardMap(points, map.mustBlock(), map.threatStones());
    }

    /** The side to move's chance after playing {@code c}. */
    private static double chanceOf(Candidate c, Side mover) {
        return mover == Side.FIRST ? c.firstPlayerWinChance() : 1 - c.firstPlayerWinChance();
    }
}
