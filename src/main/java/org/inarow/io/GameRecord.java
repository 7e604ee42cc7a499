package org.inarow.io;

import java.util.List;
import java.util.Objects;
import org.inarow.model.Game;
import org.inarow.model.GameResult;
import org.inarow.model.MoveTree;
import org.inarow.model.Opening;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.model.Status;

/**
 * A game as a file holds it: the rules, the moves from the empty board (first player first), what
 * else the file says, and a review's notes on its positions (SGF keeps them; the other formats
 * drop them), and the variations tried beside the moves (SGF keeps them too; the other formats
 * hold the moves only). Always a legal game: the constructor replays every line.
 *
 * @param notes notes on positions of the game, by increasing {@link MoveNote#number()} up to the moves' count
 * @param tree  the moves with the variations: its main line is exactly {@code moves}
 * @param opening the opening rule and the colour choices made (none for most games)
 */
public record GameRecord(Rules rules, List<Point> moves, GameInfo info, List<MoveNote> notes, MoveTree tree,
                         Opening opening) {

    public GameRecord {
        Objects.requireNonNull(rules, "rules");
        moves = List.copyOf(moves);
        info = Objects.requireNonNullElse(info, GameInfo.NONE);
        notes = List.copyOf(notes);
        Objects.requireNonNull(tree, "tree");
        if (!tree.mainLine().equals(moves)) {
            throw new IllegalArgumentException("the tree's main line " + tree.mainLine() + " is not the moves " + moves);
        }
        opening = Objects.requireNonNullElse(opening, Opening.none());
        Game.fromTree(rules, opening, tree); // an illegal move or choice fails here, naming its number
        for (int i = 0; i < notes.size(); i++) {
            int number = notes.get(i).number();
            if (number > moves.size() || i > 0 && number <= notes.get(i - 1).number()) {
                throw new IllegalArgumentException("a note on position " + number + " of a game of " + moves.size()
                        + " moves, after one on " + (i > 0 ? notes.get(i - 1).number() : "none"));
            }
        }
    }

    /** A record without an opening rule. */
    public GameRecord(Rules rules, List<Point> moves, GameInfo info, List<MoveNote> notes, MoveTree tree) {
        this(rules, moves, info, notes, tree, Opening.none());
    }

    /** A record without variations. */
    public GameRecord(Rules rules, List<Point> moves, GameInfo info, List<MoveNote> notes) {
        this(rules, moves, info, notes, MoveTree.line(moves));
    }

    /** A record without notes or variations. */
    public GameRecord(Rules rules, List<Point> moves, GameInfo info) {
        this(rules, moves, info, List.of());
    }

    public static GameRecord of(Rules rules, List<Point> moves) {
        return new GameRecord(rules, moves, GameInfo.NONE);
    }

    /** The game's moves as played so far (not the moves that could be redone), with its variations before that. */
    public static GameRecord of(Game game) {
        return new GameRecord(game.rules(), game.moves(), GameInfo.NONE, List.of(),
                game.tree().cutAfter(game.moves()), game.opening());
    }

    public static GameRecord of(Position position) {
        return of(position.rules(), position.moves());
    }

    public GameRecord withInfo(GameInfo newInfo) {
        return new GameRecord(rules, moves, newInfo, notes, tree, opening);
    }

    public GameRecord withNotes(List<MoveNote> newNotes) {
        return new GameRecord(rules, moves, info, newNotes, tree, opening);
    }

    /** The same game with these variations; {@code newTree}'s main line must be the moves. */
    public GameRecord withTree(MoveTree newTree) {
        return new GameRecord(rules, moves, info, notes, newTree, opening);
    }

    /** The same game under an opening rule with these choices (they must fit the moves). */
    public GameRecord withOpening(Opening newOpening) {
        return new GameRecord(rules, moves, info, notes, tree, newOpening);
    }

    /** A fresh game at the end of the record, keeping its variations; undo walks back through its moves. */
    public Game toGame() {
        return Game.fromTree(rules, opening, tree);
    }

    public Position position() {
        return Position.of(rules, moves);
    }

    /** The result: the board's when it is decided (a five, a full board), otherwise the stated one. */
    public RecordedResult result() {
        GameResult onBoard = position().result();
        if (onBoard.status() == Status.WIN) {
            return onBoard.winner() == Side.FIRST ? RecordedResult.FIRST_WINS : RecordedResult.SECOND_WINS;
        }
        if (onBoard.status() == Status.DRAW) {
            return RecordedResult.DRAW;
        }
        return info.result();
    }
}
