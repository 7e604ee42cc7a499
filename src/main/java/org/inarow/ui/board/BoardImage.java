package org.inarow.ui.board;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;

/**
 * The board as last painted, kept as an image in device pixels. The painter draws into the image
 * (in memory, by Java's own rasteriser) only when what is shown changed; the screen then gets one
 * copy of it. Drawn straight to the screen, every antialiased line and stone went to the display
 * server as a mask of its own, and a repaint of an unchanged board (a status tick) cost as much as
 * a new one: measured on X11, a tenth to half a second of the event thread on a busy machine.
 * The image is opaque, on the colour behind the board: a see-through one is blended pixel by pixel
 * into the screen (measured: up to a fifth of a second on X11), an opaque one is copied.
 */
final class BoardImage {
    private record Key(BoardPainter painter, BoardView view, int width, int height, double scaleX, double scaleY,
                       Color background) {
    }

    private BufferedImage image;
    private Key key;

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
        int pixelsWide = (int) Math.ceil(wanted.width() * wanted.scaleX());
        int pixelsHigh = (int) Math.ceil(wanted.height() * wanted.scaleY());
        if (image == null || image.getWidth() != pixelsWide || image.getHeight() != pixelsHigh) {
            image = new BufferedImage(pixelsWide, pixelsHigh, BufferedImage.TYPE_INT_RGB);
        }
        Graphics2D ig = image.createGraphics();
        try {
            ig.setColor(wanted.background() != null ? wanted.background() : Color.GRAY);
            ig.fillRect(0, 0, pixelsWide, pixelsHigh);
            ig.scale(wanted.scaleX(), wanted.scaleY());
            wanted.painter().paint(ig, geometry, wanted.view());
        } finally {
            ig.dispose();
        }
        key = wanted;
    }
}
