import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.GradientPaint;
import java.awt.Graphics2D;
import java.awt.RadialGradientPaint;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Point2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.imageio.ImageIO;

/**
 * Draws InARow's icon: a corner of a gomoku board in the light theme's wood, a diagonal five of
 * black stones struck through in the win line's red, and two white stones. Writes the PNGs the
 * window shows (src/main/resources/org/inarow/ui/icons) and those the packages take
 * (src/native/icons: a PNG per size for Linux, inarow.ico for Windows, inarow.icns for macOS).
 * Run from the project's folder: {@code java scripts/DrawIcon.java}. Small sizes are drawn, not
 * shrunk: fewer lines, lines on whole pixels, stones a little larger.
 */
public class DrawIcon {
    // the light theme's board colours (FlatLightLaf.properties, InARow.board.* and InARow.stone.*)
    private static final Color WOOD = new Color(0xdfb86f);
    private static final Color WOOD_SHADE = new Color(0xcfa05a);
    private static final Color WOOD_EDGE = new Color(0xa8793a);
    private static final Color GRID = new Color(0x3b2a14);
    private static final Color BLACK = new Color(0x141414);
    private static final Color BLACK_LIGHT = new Color(0x5e5e5e);
    private static final Color WHITE = new Color(0xfafaf6);
    private static final Color WHITE_SHADE = new Color(0xbdbdb4);
    private static final Color WIN_LINE = new Color(0xe0, 0x40, 0x3a, 0xe8);

    static final int[] WINDOW_SIZES = {16, 24, 32, 48, 64, 128, 256};
    static final int[] LINUX_SIZES = {16, 24, 32, 48, 64, 128, 256, 512};
    static final int[] WINDOWS_SIZES = {16, 24, 32, 48, 64, 256};

    public static void main(String[] args) throws IOException {
        Path window = Path.of("src/main/resources/org/inarow/ui/icons");
        Path packages = Path.of("src/native/icons");
        Files.createDirectories(window);
        Files.createDirectories(packages);
        Map<Integer, byte[]> png = new LinkedHashMap<>();
        for (int size : new int[] {16, 24, 32, 48, 64, 128, 256, 512, 1024}) {
            png.put(size, png(draw(size)));
        }
        for (int size : WINDOW_SIZES) {
            Files.write(window.resolve("inarow-" + size + ".png"), png.get(size));
        }
        for (int size : LINUX_SIZES) {
            Files.write(packages.resolve("inarow-" + size + ".png"), png.get(size));
        }
        Files.write(packages.resolve("inarow.ico"), ico(png, WINDOWS_SIZES));
        Files.write(packages.resolve("inarow.icns"), icns(png));
        System.out.println("icons written to " + window + " and " + packages);
    }

    /** The icon at {@code size} pixels square, transparent around the board's rounded corners. */
    static BufferedImage draw(int size) {
        BufferedImage image = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);

        boolean tiny = size <= 24;
        // the board: a rounded square with a little room around it (the desktops' icon grids expect some)
        double inset = tiny ? 0 : size / 32.0;
        double side = size - 2 * inset;
        double radius = side * (tiny ? 0.16 : 0.18);
        RoundRectangle2D board = new RoundRectangle2D.Double(inset, inset, side, side, radius, radius);
        g.setPaint(new GradientPaint(0, (float) inset, WOOD, 0, (float) (inset + side), WOOD_SHADE));
        g.fill(board);
        double edge = Math.max(1, size / 64.0);
        g.setStroke(new BasicStroke((float) edge));
        g.setColor(WOOD_EDGE);
        g.draw(new RoundRectangle2D.Double(inset + edge / 2, inset + edge / 2, side - edge, side - edge, radius, radius));

        // the grid: a corner of the board, lines running off its edge; below 64 px fewer, on whole pixels
        int lines = tiny ? 3 : size <= 48 ? 4 : 5;
        double margin = side * (tiny ? 0.2 : 0.16);
        double step = (side - 2 * margin) / (lines - 1);
        double[] at = new double[lines];
        for (int i = 0; i < lines; i++) {
            at[i] = inset + margin + i * step;
            if (size <= 64) {
                at[i] = Math.floor(at[i]) + 0.5; // a one-pixel line on a pixel, not smeared over two
            }
        }
        float gridWidth = (float) Math.max(1, size / 96.0);
        g.setStroke(new BasicStroke(gridWidth));
        g.setColor(new Color(GRID.getRed(), GRID.getGreen(), GRID.getBlue(), tiny ? 150 : 200));
        double from = inset + side * 0.07;
        double to = inset + side * 0.93;
        for (double p : at) {
            g.draw(new Line2D.Double(p, from, p, to));
            g.draw(new Line2D.Double(from, p, to, p));
        }

        // the stones: a row along the rising diagonal (five when there is room), struck through as the window
        // marks a win, and white stones beside it that did not stop it
        double stone = step * (tiny ? 0.62 : lines == 4 ? 0.5 : 0.47);
        int last = lines - 1;
        if (tiny) {
            stone(g, at[1], at[0], stone, false);
        } else {
            stone(g, at[1], at[1], stone, false);
            stone(g, at[3], at[3], stone, false);
        }
        for (int i = 0; i < lines; i++) {
            stone(g, at[i], at[last - i], stone, true);
        }
        winLine(g, at[0], at[last], at[last], at[0], tiny ? Math.max(1.5, size / 10.0) : Math.max(1.5, size / 28.0));
        g.dispose();
        return image;
    }

    private static void stone(Graphics2D g, double x, double y, double r, boolean black) {
        Ellipse2D disc = new Ellipse2D.Double(x - r, y - r, 2 * r, 2 * r);
        Point2D light = new Point2D.Double(x - r * 0.35, y - r * 0.4);
        Color[] colors = black ? new Color[] {BLACK_LIGHT, BLACK} : new Color[] {WHITE, WHITE_SHADE};
        g.setPaint(new RadialGradientPaint(light, (float) (r * 1.5), new float[] {0f, 1f}, colors));
        g.fill(disc);
        if (!black) {
            g.setStroke(new BasicStroke((float) Math.max(0.6, r / 14)));
            g.setColor(new Color(0, 0, 0, 70));
            g.draw(disc);
        }
    }

    private static void winLine(Graphics2D g, double x1, double y1, double x2, double y2, double width) {
        g.setStroke(new BasicStroke((float) width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.setColor(WIN_LINE);
        g.draw(new Line2D.Double(x1, y1, x2, y2));
    }

    private static byte[] png(BufferedImage image) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(image, "png", out);
        return out.toByteArray();
    }

    /** A Windows icon: PNG-compressed entries (Windows Vista on), 256 written as 0 in the directory. */
    static byte[] ico(Map<Integer, byte[]> png, int[] sizes) {
        int offset = 6 + 16 * sizes.length;
        int total = offset;
        for (int size : sizes) {
            total += png.get(size).length;
        }
        ByteBuffer out = ByteBuffer.allocate(total).order(ByteOrder.LITTLE_ENDIAN);
        out.putShort((short) 0).putShort((short) 1).putShort((short) sizes.length);
        for (int size : sizes) {
            byte[] data = png.get(size);
            out.put((byte) (size >= 256 ? 0 : size)).put((byte) (size >= 256 ? 0 : size));
            out.put((byte) 0).put((byte) 0); // no palette, reserved
            out.putShort((short) 1).putShort((short) 32); // colour planes, bits per pixel
            out.putInt(data.length).putInt(offset);
            offset += data.length;
        }
        for (int size : sizes) {
            out.put(png.get(size));
        }
        return out.array();
    }

    /** A macOS icon: PNG entries by their OSType (icp4 16 px up to ic10 1024 px, the 2x ones included). */
    static byte[] icns(Map<Integer, byte[]> png) throws IOException {
        Map<String, Integer> types = new LinkedHashMap<>();
        types.put("icp4", 16);
        types.put("icp5", 32);
        types.put("icp6", 64);
        types.put("ic07", 128);
        types.put("ic08", 256);
        types.put("ic09", 512);
        types.put("ic10", 1024);
        types.put("ic11", 32);
        types.put("ic12", 64);
        types.put("ic13", 256);
        types.put("ic14", 512);
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        DataOutputStream entries = new DataOutputStream(body);
        for (Map.Entry<String, Integer> type : types.entrySet()) {
            byte[] data = png.get(type.getValue());
            entries.writeBytes(type.getKey());
            entries.writeInt(8 + data.length);
            entries.write(data);
        }
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(file);
        out.writeBytes("icns");
        out.writeInt(8 + body.size());
        out.write(body.toByteArray());
        return file.toByteArray();
    }
}
