package org.inarow.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class GameVariationsTest {
    private final Rules rules = Rules.gomokuFreestyle(15);

    private List<Point> moves(String text) {
        return Notation.parseMoves(text, rules);
    }

    private Point at(String text) {
        return Notation.parsePoint(text, rules);
    }

    private static String line(List<Point> points) {
        return Notation.formatMoves(points);
    }

    @Test
    void aNewMoveOnAnEarlierPositionKeepsTheOldContinuationAsAVariation() {
        Game game = Notation.parseGame("h8 h9 i8 i9 j8", rules);
        game.undo();
        game.undo();
        game.undo();

        game.playKeepingLine(at("g8"));

        assertThat(line(game.moves())).isEqualTo("h8 h9 g8");
        assertThat(game.canRedo()).isFalse();
        assertThat(game.toMove()).isEqualTo(Side.SECOND);
        assertThat(game.stoneAt(at("i8"))).isEmpty();
        MoveTree tree = game.tree();
        assertThat(line(tree.mainLine())).isEqualTo("h8 h9 g8");
        assertThat(tree.variationCount()).isEqualTo(1);
        MoveTree branchPoint = tree.at(moves("h8 h9")).orElseThrow();
        assertThat(line(branchPoint.next())).isEqualTo("g8 i8");
        assertThat(line(branchPoint.branches().get(1).after().mainLine())).isEqualTo("i9 j8");
    }

    @Test
    void playingOnAfterTheNewMoveGrowsTheNewLineAndLeavesTheVariation() {
        Game game = Notation.parseGame("h8 h9 i8 i9", rules);
        game.undo();
        game.undo();
        game.playKeepingLine(at("g8"));
        game.play(at("g9"));
        game.play(at("f8"));

        assertThat(line(game.tree().mainLine())).isEqualTo("h8 h9 g8 g9 f8");
        assertThat(line(game.tree().at(moves("h8 h9 i8")).orElseThrow().mainLine())).isEqualTo("i9");
        assertThat(game.tree().variationCount()).isEqualTo(1);
    }

    @Test
    void playingTheMoveAVariationStartsWithFollowsIt() {
        Game game = Notation.parseGame("h8 h9 i8 i9", rules);
        game.undo();
        game.undo();
        game.playKeepingLine(at("g8"));
        game.undo();

        game.playKeepingLine(at("i8"));

        assertThat(line(game.moves())).isEqualTo("h8 h9 i8");
        assertThat(line(game.redoMoves())).isEqualTo("i9");
        assertThat(line(game.tree().at(moves("h8 h9")).orElseThrow().next())).isEqualTo("i8 g8");
        assertThat(game.redo()).map(Move::point).contains(at("i9"));
    }

    @Test
    void switchingToAVariationAndBackRestoresTheTree() {
        Game game = Notation.parseGame("h8 h9 i8 i9 j8", rules);
        game.undo();
        game.undo();
        game.undo();
        game.playKeepingLine(at("g8"));
        game.play(at("g9"));
        MoveTree before = game.tree();

        game.switchTo(moves("h8 h9 i8"));

        assertThat(line(game.moves())).isEqualTo("h8 h9 i8");
        assertThat(line(game.redoMoves())).isEqualTo("i9 j8");
        assertThat(game.stoneAt(at("i8"))).contains(Side.FIRST);
        assertThat(game.stoneAt(at("g8"))).isEmpty();
        assertThat(line(game.tree().mainLine())).isEqualTo("h8 h9 i8 i9 j8");
        assertThat(line(game.tree().at(moves("h8 h9 g8")).orElseThrow().mainLine())).isEqualTo("g9");

        game.switchTo(moves("h8 h9 g8 g9"));

        assertThat(game.tree()).isEqualTo(before);
        assertThat(line(game.moves())).isEqualTo("h8 h9 g8 g9");
        assertThat(game.canRedo()).isFalse();
    }

    @Test
    void switchingPromotesTheLineAtEveryBranchAlongIt() {
        // a variation inside a variation: switching to the inner one makes the whole path the main line
        Game game = Notation.parseGame("h8 h9 i8 i9", rules);
        game.undo();
        game.undo();
        game.playKeepingLine(at("g8"));
        game.play(at("g9"));
        game.undo();
        game.playKeepingLine(at("f8"));
        game.switchTo(moves("h8 h9 i8"));
        assertThat(line(game.tree().mainLine())).isEqualTo("h8 h9 i8 i9");

        game.switchTo(moves("h8 h9 g8 g9"));

        assertThat(line(game.tree().mainLine())).isEqualTo("h8 h9 g8 g9");
        assertThat(line(game.tree().at(moves("h8 h9")).orElseThrow().next())).isEqualTo("g8 i8");
        assertThat(line(game.tree().at(moves("h8 h9 g8")).orElseThrow().next())).isEqualTo("g9 f8");
        assertThat(game.tree().variationCount()).isEqualTo(2);
    }

    @Test
    void switchingToALineNotInTheTreeChangesNothing() {
        Game game = Notation.parseGame("h8 h9", rules);
        assertThatThrownBy(() -> game.switchTo(moves("h8 i9"))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("h8 i9");
        assertThat(line(game.moves())).isEqualTo("h8 h9");
    }

    @Test
    void plainPlayAfterUndoStillClearsRedoAndKeepsEarlierVariations() {
        Game game = Notation.parseGame("h8 h9 i8 i9", rules);
        game.undo();
        game.undo();
        game.playKeepingLine(at("g8")); // i8 i9 kept as a variation
        game.play(at("g9"));
        game.play(at("f8"));
        game.undo();
        game.undo();

        game.play(at("a1")); // as always: the undone g9 f8 are gone

        assertThat(game.canRedo()).isFalse();
        assertThat(line(game.tree().mainLine())).isEqualTo("h8 h9 g8 a1");
        assertThat(game.tree().at(moves("h8 h9 i8 i9"))).isPresent();
        assertThat(game.tree().at(moves("h8 h9 g8 g9"))).isEmpty();
    }

    @Test
    void aStraightGameHasOneLineHoldingItsHistoryAndRedo() {
        Game game = Notation.parseGame("h8 h9 i8", rules);
        game.undo();
        assertThat(line(game.tree().mainLine())).isEqualTo("h8 h9 i8");
        assertThat(game.tree().variationCount()).isZero();
        game.play(at("j8"));
        assertThat(line(game.tree().mainLine())).isEqualTo("h8 h9 j8");
    }

    @Test
    void aGameFromATreeEndsTheMainLineAndKeepsTheVariations() {
        Game played = Notation.parseGame("h8 h9 i8 i9", rules);
        played.undo();
        played.undo();
        played.playKeepingLine(at("g8"));
        Game copy = Game.fromTree(rules, played.tree());
        assertThat(copy.tree()).isEqualTo(played.tree());
        assertThat(line(copy.moves())).isEqualTo("h8 h9 g8");
    }

    @Test
    void anIllegalMoveInAVariationIsRefusedNamingItsNumber() {
        MoveTree tree = new MoveTree(List.of(
                new MoveTree.Branch(at("h8"), MoveTree.line(moves("h9"))),
                new MoveTree.Branch(at("i8"), MoveTree.line(List.of(at("i8"))))));
        assertThatThrownBy(() -> Game.fromTree(rules, tree)).isInstanceOf(NotationException.class)
                .hasMessageContaining("move 2").hasMessageContaining("i8");
    }

    @Test
    void undoAndRedoWalkTheGameLineOnly() {
        Game game = Notation.parseGame("h8 h9 i8", rules);
        game.undo();
        game.playKeepingLine(at("j8"));
        game.undo();
        assertThat(line(game.redoMoves())).isEqualTo("j8");
        game.undo();
        assertThat(line(game.redoMoves())).isEqualTo("h9 j8");
        game.redo();
        game.redo();
        assertThat(line(game.moves())).isEqualTo("h8 h9 j8");
        assertThat(game.tree().variationCount()).isEqualTo(1);
    }
}
