package org.inarow.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class UndoRedoTest {
    private final Rules rules = Rules.gomokuFreestyle(15);

    @Test
    void undoTakesBackMovesInOrderAndRedoReplaysThem() {
        Game game = Notation.parseGame("h8 h9 i8", rules);
        assertThat(game.undo()).map(Move::point).map(Notation::format).contains("i8");
        assertThat(game.undo()).map(Move::point).map(Notation::format).contains("h9");
        assertThat(Notation.formatMoves(game.moves())).isEqualTo("h8");
        assertThat(game.toMove()).isEqualTo(Side.SECOND);
        assertThat(game.stoneAt(Notation.parsePoint("h9", rules))).isEmpty();
        assertThat(Notation.formatMoves(game.redoMoves())).isEqualTo("h9 i8");

        assertThat(game.redo()).map(Move::side).contains(Side.SECOND);
        assertThat(game.redo()).map(Move::number).contains(3);
        assertThat(Notation.formatMoves(game.moves())).isEqualTo("h8 h9 i8");
        assertThat(game.canRedo()).isFalse();
        assertThat(game.redo()).isEmpty();
    }

    @Test
    void undoPastTheStartChangesNothing() {
        Game game = Notation.parseGame("h8", rules);
        assertThat(game.undo()).isPresent();
        assertThat(game.undo()).isEmpty();
        assertThat(game.undo()).isEmpty();
        assertThat(game.moveCount()).isZero();
        assertThat(game.toMove()).isEqualTo(Side.FIRST);
        assertThat(game.canUndo()).isFalse();
        assertThat(Notation.formatMoves(game.redoMoves())).isEqualTo("h8");
        assertThat(game.redo()).isPresent();
        assertThat(Notation.formatMoves(game.moves())).isEqualTo("h8");
    }

    @Test
    void aNewMoveClearsRedo() {
        Game game = Notation.parseGame("h8 h9 i8 i9", rules);
        game.undo();
        game.undo();
        game.play(Notation.parsePoint("j8", rules));
        assertThat(game.canRedo()).isFalse();
        assertThat(game.redo()).isEmpty();
        assertThat(Notation.formatMoves(game.moves())).isEqualTo("h8 h9 j8");
    }

    @Test
    void undoingTheWinningMoveReopensTheGameAndRedoRestoresTheWin() {
        Game game = Notation.parseGame("a1 a2 b1 b2 c1", Rules.ticTacToe());
        GameResult won = game.result();
        assertThat(won.status()).isEqualTo(Status.WIN);
        assertThat(game.check(Notation.parsePoint("c3", Rules.ticTacToe()))).contains(IllegalReason.GAME_OVER);

        game.undo();
        assertThat(game.result()).isEqualTo(GameResult.ONGOING);
        assertThat(game.lastMove()).map(Move::point).map(Notation::format).contains("b2");
        game.redo();
        assertThat(game.result()).isEqualTo(won);
    }

    @Test
    void undoAfterADrawReopensTheBoard() {
        Game game = Notation.parseGame("b2 a1 a3 c1 b1 b3 c2 a2 c3", Rules.ticTacToe());
        assertThat(game.result()).isEqualTo(GameResult.DRAW);
        game.undo();
        assertThat(game.result()).isEqualTo(GameResult.ONGOING);
        assertThat(game.isLegal(Notation.parsePoint("c3", Rules.ticTacToe()))).isTrue();
    }

    @Test
    void longRandomUndoRedoSequencesKeepBoardAndHistoryInStep() {
        java.util.Random random = new java.util.Random(7);
        Game game = new Game(rules);
        java.util.List<Point> expected = new java.util.ArrayList<>();
        java.util.Deque<Point> expectedRedo = new java.util.ArrayDeque<>();
        for (int step = 0; step < 20_000; step++) {
            int action = random.nextInt(10);
            if (action < 5 && !game.isOver()) {
                Point p = new Point(random.nextInt(15), random.nextInt(15));
                if (game.isLegal(p)) {
                    game.play(p);
                    expected.add(p);
                    expectedRedo.clear();
                }
            } else if (action < 8) {
                if (game.undo().isPresent()) {
                    expectedRedo.push(expected.remove(expected.size() - 1));
                }
            } else if (game.redo().isPresent()) {
                expected.add(expectedRedo.pop());
            }
            assertThat(game.moves()).isEqualTo(expected);
        }
        Game replayed = Game.fromMoves(rules, expected);
        for (int col = 0; col < 15; col++) {
            for (int row = 0; row < 15; row++) {
                Point p = new Point(col, row);
                assertThat(game.stoneAt(p)).isEqualTo(replayed.stoneAt(p));
            }
        }
        assertThat(game.result()).isEqualTo(replayed.result());
    }
}
