package org.inarow.ai.arena;

/**
 * Which opening a game uses and who plays first in it. Games 2i and 2i+1 (counted from 0) share
 * opening i (cycling through the list), with the colours swapped: A has the first side in the
 * even game, B in the odd one, so neither player profits from a lopsided opening.
 */
public record Pairing(int openingIndex, boolean aFirst) {

    public static Pairing forGame(int gameIndex, int openingCount) {
        if (gameIndex < 0 || openingCount < 1) {
            throw new IllegalArgumentException("game " + gameIndex + " of " + openingCount + " openings");
        }
        return new Pairing((gameIndex / 2) % openingCount, gameIndex % 2 == 0);
    }
}
