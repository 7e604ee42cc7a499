package org.inarow.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DataFolderTest {
    private static final String HOME = "/home/ann";

    @Test
    void linuxFollowsXdgDataHome() {
        assertThat(DataFolder.resolve(null, "Linux", HOME, Map.of("XDG_DATA_HOME", "/data/ann")))
                .isEqualTo(Path.of("/data/ann", "inarow"));
        assertThat(DataFolder.resolve(null, "Linux", HOME, Map.of()))
                .isEqualTo(Path.of(HOME, ".local", "share", "inarow"));
        assertThat(DataFolder.resolve(null, "Linux", HOME, Map.of("XDG_DATA_HOME", "relative/dir")))
                .as("a relative XDG_DATA_HOME is invalid and ignored").isEqualTo(Path.of(HOME, ".local", "share", "inarow"));
    }

    @Test
    void windowsUsesAppData() {
        assertThat(DataFolder.resolve(null, "Windows 11", "C:\\Users\\ann", Map.of("APPDATA", "C:\\Users\\ann\\AppData\\Roaming")))
                .isEqualTo(Path.of("C:\\Users\\ann\\AppData\\Roaming", "InARow"));
        assertThat(DataFolder.resolve(null, "Windows 10", "C:\\Users\\ann", Map.of()))
                .isEqualTo(Path.of("C:\\Users\\ann", "AppData", "Roaming", "InARow"));
    }

    @Test
    void macOsUsesApplicationSupport() {
        assertThat(DataFolder.resolve(null, "Mac OS X", "/Users/ann", Map.of("XDG_DATA_HOME", "/x")))
                .isEqualTo(Path.of("/Users/ann", "Library", "Application Support", "InARow"));
    }

    @Test
    void theSystemPropertyOverridesEverything() {
        assertThat(DataFolder.resolve("/tmp/inarow-test", "Windows 11", HOME, Map.of("APPDATA", "C:\\x")))
                .isEqualTo(Path.of("/tmp/inarow-test"));
        String before = System.getProperty(DataFolder.OVERRIDE_PROPERTY);
        try {
            System.setProperty(DataFolder.OVERRIDE_PROPERTY, "/tmp/inarow-override");
            assertThat(DataFolder.path()).isEqualTo(Path.of("/tmp/inarow-override"));
            assertThat(Autosave.inDataFolder().file()).isEqualTo(Path.of("/tmp/inarow-override", Autosave.FILE_NAME));
        } finally {
            if (before == null) {
                System.clearProperty(DataFolder.OVERRIDE_PROPERTY);
            } else {
                System.setProperty(DataFolder.OVERRIDE_PROPERTY, before);
            }
        }
    }
}
