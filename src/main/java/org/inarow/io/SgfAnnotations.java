package org.inarow.io;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import org.inarow.ai.review.GameReview;
import org.inarow.ai.review.Mark;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;

/**
 * A review's notes as SGF FF[4] annotation properties, both ways.
 *
 * <ul>
 * <li>The move: a blunder {@code BM[2]} (bad move, emphasised), a mistake {@code BM[1]}, an inaccuracy
 *     {@code DO[]} (doubtful); a move that turned an unproven position into a proven win {@code TE[1]} (tesuji,
 *     good move); an unmarked turning point {@code IT[]} (interesting). One of them at most, as FF[4] asks.</li>
 * <li>The position after it: {@code GB}/{@code GW} (good for black/white) for the side the review favours,
 *     {@code DM} (even) when neither; value 2 for a proof, 1 for an estimate. {@code UC} (unclear) is only read.</li>
 * <li>{@code V}: the first player's win chance as percentage points above 50 (positive good for black, as FF[4]
 *     says of V): 68 % is {@code V[18]}, a proven win for white {@code V[-50]}.</li>
 * <li>On a marked move, {@code TR} marks the better move on the board, and {@code C} says it in words:
 *     "Blunder. Best was g9. Black 17 % → 0 %".</li>
 * </ul>
 *
 * Read leniently: a value that makes no sense is ignored, never an error, so files of other programs open.
 */
final class SgfAnnotations {
    private static final double FAVOURED = GameReview.FAVOURED; // from here a side is predicted to win

    private SgfAnnotations() {
    }

    /** The properties for {@code note} (on move {@code note.number()}, or the start), {@code before} the note before it if any. */
    static String write(MoveNote note, Optional<MoveNote> before, Rules rules, boolean withComment) {
        StringBuilder out = new StringBuilder();
        Side mover = Side.toMoveAfter(note.number() - 1);
        switch (note.mark()) {
            case BLUNDER -> out.append("BM[2]");
            case MISTAKE -> out.append("BM[1]");
            case INACCURACY -> out.append("DO[]");
            case NONE -> {
                if (note.number() > 0 && foundAProof(note, before, mover)) {
                    out.append("TE[1]");
                } else if (note.turningPoint()) {
                    out.append("IT[]");
                }
            }
        }
        if (note.firstPlayerWinChance().isPresent()) {
            double chance = note.firstPlayerWinChance().getAsDouble();
            int strength = note.proven() ? 2 : 1;
            String position = chance >= FAVOURED || note.proven() && chance == 1 ? "GB"
                    : chance <= 1 - FAVOURED || note.proven() && chance == 0 ? "GW" : "DM";
            out.append(position).append('[').append(strength).append(']');
            out.append("V[").append(value(chance)).append(']');
        }
        if (note.mark() != Mark.NONE && note.best() != null) {
            out.append("TR[").append(SgfPoints.format(note.best(), rules)).append(']');
        }
        if (withComment && note.mark() != Mark.NONE) {
            out.append("C[").append(SgfWriter.escape(comment(note, before, rules, mover))).append(']');
        }
        return out.toString();
    }

    /** "Blunder. Best was g9. Black 17 % → 0 %." */
    static String comment(MoveNote note, Optional<MoveNote> before, Rules rules, Side mover) {
        String name = switch (note.mark()) {
            case BLUNDER -> "Blunder.";
            case MISTAKE -> "Mistake.";
            case INACCURACY -> "Inaccuracy.";
            case NONE -> "";
        };
        StringBuilder text = new StringBuilder(name);
        if (note.best() != null) {
            text.append(" Best was ").append(Notation.format(note.best())).append('.');
        }
        if (note.firstPlayerWinChance().isPresent()) {
            String side = Variants.sideName(rules, mover);
            text.append(' ').append(side.substring(0, 1).toUpperCase(Locale.ROOT)).append(side.substring(1)).append(' ');
            OptionalDouble previous = before.map(MoveNote::firstPlayerWinChance).orElse(OptionalDouble.empty());
            if (previous.isPresent()) {
                text.append(percent(previous.getAsDouble(), mover)).append(" → ");
            }
            text.append(percent(note.firstPlayerWinChance().getAsDouble(), mover));
        }
        return text.toString();
    }

    /** The note on the position reached at {@code node} after {@code number} moves, if the node holds one. */
    static Optional<MoveNote> read(SgfNode node, int number, Rules rules) {
        Mark mark = Mark.NONE;
        if (number > 0 && node.has("BM")) {
            mark = first(node, "BM").strip().equals("2") ? Mark.BLUNDER : Mark.MISTAKE;
        } else if (number > 0 && node.has("DO")) {
            mark = Mark.INACCURACY;
        }
        OptionalDouble chance = chance(node);
        boolean proven = chance.isPresent() && provenBy(node, chance.getAsDouble());
        Point best = mark == Mark.NONE ? null : better(node, rules);
        boolean turning = number > 0 && node.has("IT");
        if (mark == Mark.NONE && chance.isEmpty() && !turning) {
            return Optional.empty();
        }
        return Optional.of(new MoveNote(number, mark, best, chance, proven, turning));
    }

    /**
     * The notes with their turning points: those the file marks ({@code IT}, only on unmarked moves) and those
     * where the chances show the predicted winner changing, as the review finds them.
     */
    static List<MoveNote> withTurningPoints(List<MoveNote> notes) {
        List<MoveNote> marked = new ArrayList<>();
        Optional<Boolean> lastFavoured = Optional.empty(); // true: the first player
        for (MoveNote n : notes) {
            Optional<Boolean> now = n.firstPlayerWinChance().isEmpty() ? Optional.empty()
                    : favoured(n.firstPlayerWinChance().getAsDouble());
            boolean turning = n.turningPoint() || n.number() > 0 && now.isPresent() && !now.equals(lastFavoured);
            if (now.isPresent() || n.number() == 0) {
                lastFavoured = now.isPresent() ? now : lastFavoured;
            }
            marked.add(turning == n.turningPoint() ? n
                    : new MoveNote(n.number(), n.mark(), n.best(), n.firstPlayerWinChance(), n.proven(), turning));
        }
        return marked;
    }

    private static Optional<Boolean> favoured(double chance) {
        return chance >= FAVOURED ? Optional.of(true) : chance <= 1 - FAVOURED ? Optional.of(false) : Optional.empty();
    }

    private static boolean foundAProof(MoveNote note, Optional<MoveNote> before, Side mover) {
        double won = mover == Side.FIRST ? 1 : 0;
        return note.proven() && note.firstPlayerWinChance().orElse(-1) == won
                && before.filter(b -> !b.proven() && b.firstPlayerWinChance().isPresent()).isPresent();
    }

    private static String value(double chance) {
        return BigDecimal.valueOf(chance * 100 - 50).setScale(2, RoundingMode.HALF_EVEN).stripTrailingZeros()
                .toPlainString();
    }

    private static String percent(double firstPlayerChance, Side side) {
        double chance = side == Side.FIRST ? firstPlayerChance : 1 - firstPlayerChance;
        return Math.round(chance * 100) + " %";
    }

    private static OptionalDouble chance(SgfNode node) {
        if (!node.has("V")) {
            return OptionalDouble.empty();
        }
        try {
            double v = Double.parseDouble(first(node, "V").strip());
            if (!Double.isFinite(v)) {
                return OptionalDouble.empty();
            }
            return OptionalDouble.of(Math.max(0, Math.min(1, (50 + v) / 100))); // (50 + v) / 100: 0.17 comes back as 0.17
        } catch (NumberFormatException e) {
            return OptionalDouble.empty(); // another program's value that is no number: ignored
        }
    }

    /** A proof needs both: the emphasised position annotation and the chance it stands for. */
    private static boolean provenBy(SgfNode node, double chance) {
        String holder = chance == 1 ? "GB" : chance == 0 ? "GW" : chance == 0.5 ? "DM" : null;
        return holder != null && node.has(holder) && first(node, holder).strip().equals("2");
    }

    private static Point better(SgfNode node, Rules rules) {
        if (!node.has("TR") || node.get("TR").get().values().size() != 1) {
            return null; // several triangles are not one better move
        }
        return SgfPoints.parse(first(node, "TR"), rules).orElse(null);
    }

    private static String first(SgfNode node, String id) {
        return node.get(id).map(p -> p.values().get(0)).orElse("");
    }
}
