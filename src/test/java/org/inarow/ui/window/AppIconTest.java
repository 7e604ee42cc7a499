package org.inarow.ui.window;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/** The app's icon: every size the window offers is there, square, the board opaque and its corners rounded. */
class AppIconTest {

    @Test
    void everySizeIsThereSquareWithTheBoardOpaqueAndItsCornersRounded() throws IOException {
        for (int size : AppIcon.SIZES) {
            BufferedImage icon;
            try (InputStream in = AppIcon.class.getResourceAsStream("/org/inarow/ui/icons/inarow-" + size + ".png")) {
                assertThat(in).as("the %d px icon", size).isNotNull();
                icon = ImageIO.read(in);
            }
            assertThat(icon.getWidth()).as("%d px wide", size).isEqualTo(size);
            assertThat(icon.getHeight()).as("%d px high", size).isEqualTo(size);
            // the board's rounded corner: clear from 32 px, a softened pixel below (the small ones fill their square)
            assertThat(icon.getRGB(0, 0) >>> 24).as("the %d px icon's corner", size).isLessThan(size >= 32 ? 16 : 255);
            assertThat(icon.getRGB(size / 2, size / 2) >>> 24).as("its middle is opaque").isEqualTo(255);
        }
    }

    @Test
    void thePackagesCarryTheWindowsIcon() throws IOException {
        for (int size : AppIcon.SIZES) {
            try (InputStream in = AppIcon.class.getResourceAsStream("/org/inarow/ui/icons/inarow-" + size + ".png")) {
                assertThat(Files.readAllBytes(Path.of("src/native/icons/inarow-" + size + ".png")))
                        .as("the packages' %d px icon is the window's", size).isEqualTo(in.readAllBytes());
            }
        }
        assertThat(Path.of("src/native/icons/inarow.ico")).isNotEmptyFile();
        assertThat(Path.of("src/native/icons/inarow.icns")).isNotEmptyFile();
    }
}
