package org.inarow.ui.game;

import org.inarow.ai.Candidate;
import org.inarow.ai.OutcomeClass;
import org.inarow.ai.engine.ThreatPredictor;
import org.inarow.model.Family;
import org.inarow.model.Notation;
import org.inarow.model.Side;

/**
 * The win chances in words, for the win-chance bar, the graph and the map's points: shares in per cent,
 * proven results, the readout under the mouse, a map point's label and tooltip.
 */
public final class ChanceText {
    private ChanceText() {
    }

    /** An estimated chance in whole per cent, never 0 or 100 (those are for proven results). */
    public static int percent(double chance) {
        return (int) Math.max(1, Math.min(99, Math.round(chance * 100)));
    }

    /** A side's share of the bar, e.g. "68%" (an estimate: 1 to 99). */
    public static String share(double chance) {
        return percent(chance) + "%";
    }

    /** Written at the winner's end of the bar when the win is proven. */
    public static String barWin() {
        return Words.get("status.barWin");
    }

    /** Written across the bar for a proven draw. */
    public static String barDraw() {
        return Words.get("status.barDraw");
    }

    /** What the bar or a point of the graph says, in a sentence: "Black 68 %, White 32 % (estimate)". */
    public static String chances(ChancePoint point, Family family) {
        if (point.isDraw()) {
            return Words.get("status.drawWithBestPlay");
        }
        if (point.proven()) {
            return Words.format("status.provenWin",
                    SideNames.of(family, point.firstPlayerChance() > 0.5 ? Side.FIRST : Side.SECOND));
        }
        int first = percent(point.firstPlayerChance());
        return Words.format("status.chances", SideNames.of(family, Side.FIRST), first, SideNames.of(family, Side.SECOND),
                100 - first);
    }

    /** A point of the graph: "After move 12: Black 68 %, White 32 % (estimate)". */
    public static String chanceAfterMove(ChancePoint point, Family family) {
        return point.move() == 0 ? Words.format("status.chanceAtStart", chances(point, family))
                : Words.format("status.chanceAfterMove", point.move(), chances(point, family));
    }

    /**
     * The chance of a point of the graph under the mouse, short enough for the graph's width:
     * "Move 5: Black 62 %, White 38 %", "Start: …", "Move 9: White wins", "Move 4: draw".
     */
    public static String graphReadout(ChancePoint point, Family family) {
        String chance;
        if (point.isDraw()) {
            chance = Words.get("status.barDraw");
        } else if (point.proven()) {
            chance = Words.format("status.sideWins",
                    SideNames.of(family, point.firstPlayerChance() > 0.5 ? Side.FIRST : Side.SECOND));
        } else {
            int first = percent(point.firstPlayerChance());
            chance = Words.format("status.graphShares", SideNames.of(family, Side.FIRST), first,
                    SideNames.of(family, Side.SECOND), 100 - first);
        }
        return point.move() == 0 ? Words.format("status.graphStart", chance)
                : Words.format("status.graphMove", point.move(), chance);
    }

    /** Written on a map point: the side to move's chance there in per cent, or a proven result. */
    static String mapLabel(OutcomeClass outcome, double moverChance) {
        return switch (outcome) {
            case PROVEN_WIN -> Words.get("status.mapWin");
            case PROVEN_LOSS -> Words.get("status.mapLoss");
            case DRAW -> Words.get("status.mapDraw");
            default -> Integer.toString(percent(moverChance));
        };
    }

    /** A map point's tooltip: what playing there leads to for {@code mover}, and whether it blocks {@code opponent}. */
    static String mapTooltip(Candidate c, String mover, double moverChance, double bestChance, boolean blocks,
                             String opponent) {
        String point = Notation.format(c.point());
        String what = switch (c.outcome()) {
            case PROVEN_WIN -> Words.format("status.mapProvenWin", point, mover);
            case PROVEN_LOSS -> Words.format("status.mapProvenLoss", point, mover);
            case DRAW -> Words.format("status.mapProvenDraw", point);
            default -> {
                int less = percent(bestChance) - percent(moverChance);
                if (c.best()) {
                    yield Words.format("status.mapBest", point, mover, percent(moverChance));
                }
                yield less <= 0 ? Words.format("status.mapAsGood", point, mover, percent(moverChance))
                        : Words.format("status.mapLess", point, mover, percent(moverChance), less);
            }
        };
        if (!blocks) {
            return what;
        }
        // a block whose own line is lost (the estimate's floor, or a proven loss) only holds the threat up
        String block = c.score() <= -ThreatPredictor.MAX_ESTIMATE ? Words.format("status.mapBlocksButLoses", point, opponent)
                : Words.format("status.mapBlocks", point, opponent);
        return "<html>" + StatusText.escape(what) + "<br>" + StatusText.escape(block) + "</html>";
    }
}
