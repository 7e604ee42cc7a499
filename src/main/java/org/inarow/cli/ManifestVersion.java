package org.inarow.cli;

import picocli.CommandLine.IVersionProvider;

/** The version every command reports: the jar manifest's, so it always matches the build. */
final class ManifestVersion implements IVersionProvider {

    /** The build's version, or {@code dev} when running from classes rather than the jar. */
    static String version() {
        String version = ManifestVersion.class.getPackage().getImplementationVersion();
        return version == null ? "dev" : version;
    }

    @Override
    public String[] getVersion() {
        return new String[] {"InARow " + version()};
    }
}
