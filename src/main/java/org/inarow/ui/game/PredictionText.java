package org.inarow.ui.game;

import java.util.List;
import java.util.Optional;
import org.inarow.ai.Prediction;
import org.inarow.model.Family;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Side;

/**
 * "Who will win" in words, every sentence whole with its parts as placeholders (read in the current
 * language at each call): a proven win and its line, a lost position with the threat that cannot be
 * stopped, the points that must block, or the estimate.
 */
public final class PredictionText {
    private PredictionText() {
    }

    /** How many of the winner's moves the line names before it trails off. */
    static final int LINE_SHOWN = 4;

    /**
     * "Who will win" in words, for a position that is not over: what the board shows (the proven
     * win and its line, the points that must block and the stones they answer, the win chance).
     * A proven win is told from the winner's side: the side to move's futile move is never named.
     */
    public static String prediction(Prediction p, Position position) {
        Family family = position.rules().family();
        Side mover = position.toMove();
        if (p.isDrawWithBestPlay()) {
            return Words.get("status.drawWithBestPlay");
        }
        Optional<Side> winner = p.provenWinner();
        if (winner.isPresent()) {
            return family == Family.GOMOKU ? provenWin(p, winner.get(), mover)
                    : Words.format("status.winsWithBestPlay", SideNames.of(family, winner.get()));
        }
        if (!p.mustBlock().isEmpty()) {
            return mustBlock(p, family, mover);
        }
        return estimate(p.firstPlayerWinChance(), family);
    }

    private static String provenWin(Prediction p, Side winner, Side mover) {
        String name = SideNames.of(Family.GOMOKU, winner);
        if (winner != mover) {
            return lost(p, name, SideNames.of(Family.GOMOKU, mover));
        }
        List<Point> line = p.line();
        if (p.winInMoves() <= 1 && p.best() != null) {
            return Words.format("status.winsByPlaying", name, Notation.format(p.best()));
        }
        int own = (line.size() + 1) / 2;
        int moves = p.winInMoves() > 0 ? p.winInMoves() : own;
        if (own < 2) {
            return Words.format("status.winsInMoves", name, Math.max(1, moves));
        }
        return Words.format("status.winsInMovesLine", name, moves, LineTexts.winningLine(line, moves));
    }

    /** Points in a row: "j7, k6, l5". */
    static String list(List<String> points) {
        String list = points.get(0);
        for (String point : points.subList(1, points.size())) {
            list = Words.format("status.pointList", list, point);
        }
        return list;
    }

    /** The side to move has lost: the winner's threat, never the loser's futile move. */
    private static String lost(Prediction p, String winner, String loser) {
        if (p.winInMoves() <= 1) {
            List<Point> fives = p.mustBlock();
            if (fives.size() == 2) {
                String a = Notation.format(fives.get(0));
                String b = Notation.format(fives.get(1));
                ThreatShape shape = ThreatShape.of(p.threatStones());
                return shape.kind() == ThreatShape.Kind.FOUR && shape.inLineWith(fives)
                        ? Words.format("status.openFourWinsNext", winner, a, b)
                        : Words.format("status.twoFoursWinNext", winner, a, b);
            }
            return Words.format("status.winsNextWhatever", winner, loser);
        }
        ThreatShape shape = ThreatShape.of(p.threatStones());
        String cannotStop = switch (shape.kind()) {
            case FOUR -> Words.format("status.cannotStopFour", winner, loser, Notation.format(shape.from()),
                    Notation.format(shape.to()));
            case THREE -> Words.format("status.cannotStopThree", winner, loser, Notation.format(shape.from()),
                    Notation.format(shape.to()));
            case OTHER -> Words.format("status.cannotStop", winner, loser, p.winInMoves());
        };
        List<Point> delays = p.delays();
        return switch (delays.size()) {
            case 0 -> cannotStop;
            // named, they would not fit the panel's lines: they are counted, and the map marks each
            case 1 -> Words.format("status.fourOnlyDelays", cannotStop, loser);
            default -> Words.format("status.foursOnlyDelay", cannotStop, delays.size(), loser);
        };
    }

    private static String mustBlock(Prediction p, Family family, Side mover) {
        String name = SideNames.of(family, mover);
        String opponent = SideNames.of(family, mover.opponent());
        String points = points(p.mustBlock());
        if (p.threatStones().isEmpty()) {
            return Words.format("status.mustBlock", name, points);
        }
        ThreatShape shape = ThreatShape.of(p.threatStones());
        return switch (shape.kind()) {
            case FOUR -> Words.format("status.mustBlockFour", name, points, opponent, Notation.format(shape.from()),
                    Notation.format(shape.to()));
            case THREE -> Words.format("status.mustBlockThree", name, points, opponent, Notation.format(shape.from()),
                    Notation.format(shape.to()));
            case OTHER -> Words.format("status.mustBlockFours", name, points, opponent);
        };
    }

    /** An estimate: the side with the better chance, its chance in per cent, and what that means. */
    static String estimate(double firstPlayerChance, Family family) {
        Side ahead = firstPlayerChance >= 0.5 ? Side.FIRST : Side.SECOND;
        int percent = ChanceText.percent(ahead == Side.FIRST ? firstPlayerChance : 1 - firstPlayerChance);
        String name = SideNames.of(family, ahead);
        String sentence = percent < 55 ? "status.estimateEven" : percent < 70 ? "status.estimateBetter"
                : percent < 90 ? "status.estimateClearly" : "status.estimateWinning";
        return Words.format(sentence, name, percent);
    }

    private static String points(List<Point> points) {
        List<String> names = points.stream().map(Notation::format).toList();
        return switch (names.size()) {
            case 1 -> names.get(0);
            case 2 -> Words.format("status.oneOfTwo", names.get(0), names.get(1));
            case 3 -> Words.format("status.oneOfThree", names.get(0), names.get(1), names.get(2));
            default -> Words.format("status.oneOfMany", names.size());
        };
    }
}
