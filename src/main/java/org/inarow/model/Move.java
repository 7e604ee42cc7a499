package org.inarow.model;

/** A stone placed by a side; {@code number} counts from 1 in the game's history. */
public record Move(int number, Side side, Point point) {
}
