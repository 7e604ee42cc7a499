/**
 * The board on screen: panel, painter (also for images), cell-pixel geometry, colours, star points
 * and the read-only view it is given; it reports the cells chosen and decides nothing. It may import
 * {@code model}, {@code ai}'s values, Swing and FlatLaf, never another room of {@code ui}.
 */
package org.inarow.ui.board;
