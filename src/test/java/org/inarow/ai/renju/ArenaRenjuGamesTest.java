package org.inarow.ai.renju;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.inarow.ai.Limits;
import org.inarow.ai.Strategies;
import org.inarow.ai.arena.Match;
import org.inarow.ai.arena.Openings;
import org.inarow.ai.arena.PlayedGame;
import org.inarow.ai.arena.Player;
import org.inarow.model.Board;
import org.inarow.model.FoulDetector;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.junit.jupiter.api.Test;

/**
 * Arena games under renju between the levels, replayed stone by stone on a bare board and each Black
 * move put to the {@link FoulDetector} before it stands (not through the game model, whose own check
 * ends an arena game by forfeit): no Black move is forbidden, no game is forfeited. The replay is
 * shown to catch a forbidden move in a game made to hold one.
 */
class ArenaRenjuGamesTest {
    private static final Rules RENJU = Rules.renju();

    @Test
    void noBlackMoveOfAnArenaGameBetweenTheLevelsIsForbidden() {
        List<PlayedGame> games = new ArrayList<>();
        String[][] pairs = {{"easy", "medium"}, {"medium", "hard"}, {"hard", "easy"}};
        for (String[] pair : pairs) {
            Match match = new Match(RENJU, player(pair[0]), player(pair[1]), Openings.defaults(RENJU).subList(0, 2),
                    Limits.time(25), 9);
            match.play(4, games::add);
        }
        int blackMoves = 0;
        int withForbiddenPoints = 0;
        for (PlayedGame game : games) {
            assertThat(game.forfeit()).as("game %s", game.moves()).isEmpty();
            assertThat(firstForbiddenBlackMove(game.moves())).as("game %s", Notation.formatMoves(game.moves())).isEmpty();
            blackMoves += (game.moves().size() + 1) / 2;
            withForbiddenPoints += blackMovesWithForbiddenPoints(game.moves());
        }
        assertThat(games).hasSize(12);
        assertThat(blackMoves).isGreaterThan(12 * 8);
        assertThat(withForbiddenPoints).as("Black moves made while forbidden points stood on the board").isPositive();
    }

    @Test
    void theReplayFindsAForbiddenMove() {
        // h8 makes two open threes (i8 j8, h9 h10): the ninth move is forbidden
        List<Point> moves = Notation.parseMoves("i8 a1 j8 a3 h9 a5 h10 a7 h8 a9", RENJU);
        assertThat(firstForbiddenBlackMove(moves)).contains("move 9 h8: double three");
        assertThat(firstForbiddenBlackMove(moves.subList(0, 8))).isEmpty();
    }

    /** The first Black move of the game that was forbidden when it was played, as "move N p: foul". */
    static Optional<String> firstForbiddenBlackMove(List<Point> moves) {
        Board board = new Board(RENJU);
        for (int i = 0; i < moves.size(); i++) {
            Point p = moves.get(i);
            Side side = i % 2 == 0 ? Side.FIRST : Side.SECOND;
            if (side == Side.FIRST) {
                var foul = FoulDetector.foulAt(board, p);
                if (foul != null) {
                    return Optional.of("move " + (i + 1) + " " + Notation.format(p) + ": " + foul.text());
                }
            }
            board.place(p, side);
        }
        return Optional.empty();
    }

    private static int blackMovesWithForbiddenPoints(List<Point> moves) {
        Board board = new Board(RENJU);
        int count = 0;
        for (int i = 0; i < moves.size(); i++) {
            Side side = i % 2 == 0 ? Side.FIRST : Side.SECOND;
            if (side == Side.FIRST && !FoulDetector.forbiddenPoints(board).isEmpty()) {
                count++;
            }
            board.place(moves.get(i), side);
        }
        return count;
    }

    private static Player player(String level) {
        return new Player(level, (rules, seed) -> Strategies.parse(level, rules, seed));
    }
}
