package org.inarow.ui.board;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import org.inarow.model.Family;
import org.inarow.model.Rules;

/**
 * The board as last painted, kept as an image in device pixels. The painter draws into the image
 * (in memory, by Java's own rasteriser) only when what is shown changed; the screen then gets one
 * copy of it. Drawn straight to the screen, every antialiased line and stone went to the display
 * server as a mask of its own, and a repaint of an unchanged board (a status tick) cost as much as
 * a new one: measured on X11, a tenth to half a second of the event thread on a busy machine.
 * The image is opaque, on the colour behind the board: a see-through one is blended pixel by pixel
 * into the screen (measured: up to a fifth of a second on X11), an opaque one is copied. What every
 * position shares (the wood) is kept as a second image of the same size, so a new move paints only
 * what is on it: twice the memory (about 2 MB for a 700-pixel board) for a third of the painting.
 */
final class BoardImage {
    private record Key(BoardPainter painter, BoardView view, int width, int height, double scaleX, double scaleY,
                       Color background) {
    }

    /** What the ground depends on: the same for every position of these rules at this size. */
    private record GroundKey(BoardPainter painter, Family family, BoardGeometry geometry, int width, int height,
                             double scaleX, double scaleY, Color background) {
        static GroundKey of(Key key, BoardGeometry geometry) {
            return new GroundKey(key.painter(), key.view().position().rules().family(), geometry, key.width(),
                    key.height(), key.scaleX(), key.scaleY(), key.background());
        }
    }

    private BufferedImage image;
    private Key key;
    /** The board without what is on it ({@link BoardPainter#paintGround}), kept while rules, size and look stay. */
    private BufferedImage ground;
    private GroundKey groundKey;

    /** Paints {@code view} as {@code painter} would, {@code width} x {@code height}, on {@code background}, onto {@code g}. */
    void paint(Graphics2D g, BoardPainter painter, BoardGeometry geometry, BoardView view, int width, int height,
               Color background) {
        if (width <= 0 || height <= 0) {
            return;
        }
        AffineTransform device = g.getTransform(); // a HiDPI screen scales: the image keeps its pixels sharp
        Key wanted = new Key(painter, view, width, height, device.getScaleX(), device.getScaleY(),
                background);
        if (!wanted.equals(key)) {
            render(wanted, geometry);
        }
        g.drawImage(image, 0, 0, width, height, null);
    }

    private void render(Key wanted, BoardGeometry geometry) {
        BufferedImage under = ground(GroundKey.of(wanted, geometry), wanted.view().position().rules());
        if (image == null || image.getWidth() != under.getWidth() || image.getHeight() != under.getHeight()) {
            image = new BufferedImage(under.getWidth(), under.getHeight(), BufferedImage.TYPE_INT_RGB);
        }
        Graphics2D ig = image.createGraphics();
        try {
            ig.drawImage(under, 0, 0, null); // pixel for pixel: the same as painting it here
            ig.scale(wanted.scaleX(), wanted.scaleY());
            wanted.painter().paintOverGround(ig, geometry, wanted.view());
        } finally {
            ig.dispose();
        }
        key = wanted;
    }

    private BufferedImage ground(GroundKey wanted, Rules rules) {
        if (wanted.equals(groundKey)) {
            return ground;
        }
        int pixelsWide = (int) Math.ceil(wanted.width() * wanted.scaleX());
        int pixelsHigh = (int) Math.ceil(wanted.height() * wanted.scaleY());
        if (ground == null || ground.getWidth() != pixelsWide || ground.getHeight() != pixelsHigh) {
            ground = new BufferedImage(pixelsWide, pixelsHigh, BufferedImage.TYPE_INT_RGB);
        }
        Graphics2D gg = ground.createGraphics();
        try {
            gg.setColor(wanted.background() != null ? wanted.background() : Color.GRAY);
            gg.fillRect(0, 0, pixelsWide, pixelsHigh);
            gg.scale(wanted.scaleX(), wanted.scaleY());
            wanted.painter().paintGround(gg, wanted.geometry(), rules);
        } finally {
            gg.dispose();
        }
        groundKey = wanted;
        return ground;
    }
}
