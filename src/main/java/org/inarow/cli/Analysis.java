package org.inarow.cli;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Candidate;
import org.inarow.ai.Limits;
import org.inarow.ai.Outcome;
import org.inarow.ai.Prediction;
import org.inarow.ai.Predictor;
import org.inarow.ai.Proof;
import org.inarow.ai.Score;
import org.inarow.model.GameResult;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Status;

/**
 * A position with its prediction, formatted for {@code analyze}. A finished game is answered from
 * its result (the five or the full board), exactly, without asking the predictor; values that do
 * not exist (no best move, nobody to move) print as {@code -}.
 */
record Analysis(Position position, Prediction prediction) {

    static Analysis of(Position position, Predictor predictor, Limits limits) {
        if (position.isOver()) {
            return new Analysis(position, finished(position.result()));
        }
        return new Analysis(position, predictor.predict(position, limits, Cancellation.never()));
    }

    /** The analysis of a position whose prediction is known (a finished game still answered from its result). */
    static Analysis of(Position position, Prediction prediction) {
        return new Analysis(position, position.isOver() ? finished(position.result()) : prediction);
    }

    /** A map line: {@code candidate: <point> <outcome class> <first player's win chance>}. */
    static String candidateLine(Candidate candidate) {
        return "candidate: " + Notation.format(candidate.point()) + " " + candidate.outcome().id() + " "
                + chance(candidate.firstPlayerWinChance());
    }

    private static Prediction finished(GameResult result) {
        Outcome outcome = result.status() == Status.DRAW ? Outcome.DRAW : Outcome.winFor(result.winner());
        int score = result.status() == Status.DRAW ? Score.DRAW : Score.lossIn(0); // the side to move has lost
        return new Prediction(outcome, Proof.EXACT, null, List.of(), score, 0, List.of(), Map.of());
    }

    /** The {@code key: value} lines of a single analysis; under renju with Black to move, {@code forbidden} last. */
    List<String> lines() {
        List<String> lines = new ArrayList<>(List.of(
                "to-move: " + Sides.toMove(position),
                "outcome: " + prediction.outcome().id(),
                "proof: " + prediction.proof().id(),
                "best: " + best(),
                "defence: " + defence(),
                "line: " + (prediction.line().isEmpty() ? "-" : Notation.formatMoves(prediction.line())),
                "score: " + (position.isOver() ? "-" : ScoreText.format(prediction.score())),
                "win-chance: " + chance(prediction.firstPlayerWinChance())));
        if (position.rules().isRestricted(position.toMove()) && !position.isOver()) {
            lines.add("forbidden: " + forbidden());
        }
        return List.copyOf(lines);
    }

    /**
     * One line of a batch answer: {@code moves<TAB>to-move<TAB>outcome<TAB>proof<TAB>best<TAB>win-chance},
     * under renju with the points forbidden to the side to move as a column, then the defence points.
     */
    String batchLine() {
        String moves = position.moves().isEmpty() ? "-" : Notation.formatMoves(position.moves());
        String line = String.join("\t", moves, Sides.toMove(position), prediction.outcome().id(), prediction.proof().id(),
                best(), chance(prediction.firstPlayerWinChance()));
        return (position.rules().isRenju() ? line + "\t" + forbidden() : line) + "\t" + defence();
    }

    /**
     * The points that stop the opponent's threat, sorted a1 b1 … a2 …; {@code -} when there is no
     * threat to stop (or the game is over), {@code none} when nothing stops it.
     */
    private String defence() {
        if (position.isOver() || !prediction.facesThreat()) {
            return "-";
        }
        if (prediction.threatUnstoppable()) {
            return "none";
        }
        List<Point> points = new ArrayList<>(prediction.mustBlock());
        if (points.isEmpty()) {
            return "-"; // the side to move wins first: its own threat comes before the opponent's
        }
        points.sort(BOARD_ORDER);
        return Notation.formatMoves(points);
    }

    /** Row by row from the bottom, each from the left: a1 b1 … a2. */
    private static final Comparator<Point> BOARD_ORDER = Comparator.comparingInt(Point::row).thenComparingInt(Point::col);

    /** The points the side to move may not play, sorted a1 b1 … a2 …, or {@code -}. */
    private String forbidden() {
        List<Point> points = position.forbiddenPoints();
        return points.isEmpty() ? "-" : Notation.formatMoves(points);
    }

    /** A win chance as the command line prints it: two decimals, {@code 0.72}. */
    static String chance(double chance) {
        return String.format(Locale.ROOT, "%.2f", chance);
    }

    private String best() {
        return prediction.best() == null ? "-" : Notation.format(prediction.best());
    }
}
