package org.inarow.io.pbrain;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.inarow.model.Game;
import org.inarow.model.IllegalReason;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;

/**
 * The brain's view of the game: the stones as a {@link Game} (so turn order, wins and takebacks
 * come from the model) plus which side is the brain's own, learnt from the first BEGIN, TURN or
 * BOARD. Every change is checked first and fails with a message in protocol coordinates, leaving
 * the board as it was.
 */
final class BrainBoard {
    private Game game;
    private Side own;

    BrainBoard(Rules rules) {
        this.game = new Game(rules);
    }

    Rules rules() {
        return game.rules();
    }

    Position position() {
        return game.snapshot();
    }

    boolean isOver() {
        return game.isOver();
    }

    /** The brain's side, once known. */
    Optional<Side> own() {
        return Optional.ofNullable(own);
    }

    /**
     * Plays the same stones under other rules (INFO rule may change the overline rule). Where the
     * game was already won under the new rules (a six, once a six wins), it ends there: the later
     * stones are dropped and the game is over until a new one starts.
     */
    void changeRules(Rules rules) {
        if (rules.equals(game.rules())) {
            return;
        }
        Game replayed = new Game(rules);
        for (Point p : game.moves()) {
            if (replayed.isOver()) {
                break;
            }
            replayed.play(p);
        }
        game = replayed;
    }

    /** BEGIN: the brain opens the game on the empty board. */
    void begin() {
        if (game.moveCount() > 0) {
            throw new IllegalArgumentException("the board is not empty (" + game.moveCount() + " stones)");
        }
        own = Side.FIRST;
    }

    /** TURN: the opponent's stone. */
    void opponentPlays(Point p) {
        Side side = game.toMove();
        if (own != null && side == own) {
            throw new IllegalArgumentException("it is my turn, not the opponent's");
        }
        play(p);
        own = side.opponent();
    }

    /** The brain's own stone (its answer, or PLAY). */
    void ownPlays(Point p) {
        Side side = game.toMove();
        if (own != null && side != own) {
            throw new IllegalArgumentException("it is the opponent's turn, not mine");
        }
        play(p);
        own = side;
    }

    private void play(Point p) {
        Optional<IllegalReason> problem = game.check(p);
        if (problem.isPresent()) {
            throw new IllegalArgumentException(ProtocolPoint.format(p, rules()) + " " + problem.get().text());
        }
        game.play(p);
    }

    /** BOARD: a whole new position, the brain to move. Colours alternate, so the counts say who is first. */
    void setStones(List<Point> ownStones, List<Point> opponentStones) {
        Side side;
        if (ownStones.size() == opponentStones.size()) {
            side = Side.FIRST;
        } else if (opponentStones.size() == ownStones.size() + 1) {
            side = Side.SECOND;
        } else {
            throw new IllegalArgumentException(ownStones.size() + " own and " + opponentStones.size()
                    + " opponent stones cannot come from alternate moves with me to move");
        }
        game = rebuild(rules(), side == Side.FIRST ? ownStones : opponentStones, side == Side.FIRST ? opponentStones : ownStones);
        own = side;
    }

    /**
     * SWAP2BOARD: the stones of a swap2 opening in the order played (black first), and the side the
     * brain takes with its answer; every stone is checked first.
     */
    void setOpening(List<Point> moves, Side side) {
        List<Point> first = new ArrayList<>();
        List<Point> second = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            (i % 2 == 0 ? first : second).add(moves.get(i));
        }
        game = rebuild(rules(), first, second);
        own = side;
    }

    /** TAKEBACK: removes the stone at {@code p}; the last move, or any stone whose removal keeps the turn order. */
    void takeBack(Point p) {
        List<Point> moves = game.moves();
        int at = moves.indexOf(p);
        if (at < 0) {
            throw new IllegalArgumentException(ProtocolPoint.format(p, rules()) + " has no stone to take back");
        }
        if (at == moves.size() - 1) {
            game.undo();
            return;
        }
        List<Point> first = new ArrayList<>();
        List<Point> second = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            if (i != at) {
                (i % 2 == 0 ? first : second).add(moves.get(i));
            }
        }
        if (first.size() != second.size() && first.size() != second.size() + 1) {
            throw new IllegalArgumentException("taking back " + ProtocolPoint.format(p, rules())
                    + " would leave two stones of one colour in a row; take back the last move first");
        }
        game = rebuild(rules(), first, second);
    }

    /** The game with these stones, played alternately in the order given. */
    private static Game rebuild(Rules rules, List<Point> first, List<Point> second) {
        List<Point> moves = new ArrayList<>(first.size() + second.size());
        for (int i = 0; i < first.size(); i++) {
            moves.add(first.get(i));
            if (i < second.size()) {
                moves.add(second.get(i));
            }
        }
        Game game = new Game(rules);
        for (Point p : moves) {
            Optional<IllegalReason> problem = game.check(p);
            if (problem.isPresent()) {
                throw new IllegalArgumentException(problem.get() == IllegalReason.GAME_OVER
                        ? "there is already a winning line among the stones"
                        : ProtocolPoint.format(p, rules) + " " + problem.get().text());
            }
            game.play(p);
        }
        return game;
    }
}
