package org.inarow.ui.game;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.LineUnavailableException;
import javax.sound.sampled.SourceDataLine;

/**
 * A short, quiet click, made in code (a few milliseconds of a decaying tone with a soft noise
 * burst: no sound file to license), played on a thread of its own so the event thread never waits
 * for the audio device. Without a device (a server, CI, a muted system) it is silent: every failure
 * to open or write a line is swallowed, never shown, never a stack trace.
 */
public final class ClickSound {
    private static final float RATE = 22_050f;
    /** About a tenth of full scale: a stone set down, not a beep. */
    private static final double VOLUME = 0.12;
    private static final AudioFormat FORMAT = new AudioFormat(RATE, 16, 1, true, false);

    private final ExecutorService player = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "inarow-stone-sound");
        thread.setDaemon(true); // a click never keeps the app from closing
        thread.setPriority(Thread.MIN_PRIORITY);
        return thread;
    });
    private final LineSource lines;
    private byte[] samples;

    /** Opens a line for a format; the default is the system's mixer. */
    @FunctionalInterface
    public interface LineSource {
        SourceDataLine open(AudioFormat format) throws LineUnavailableException;

        /** Finds where a line for {@code format} would come from, opening nothing (see {@link #prepare()}). */
        default void find(AudioFormat format) throws LineUnavailableException {
        }
    }

    /** The system's mixer: the lookup of a line, the first time, loads the sound system (about 25 ms of processor). */
    private static final class SystemLines implements LineSource {
        @Override
        public SourceDataLine open(AudioFormat format) throws LineUnavailableException {
            SourceDataLine line = AudioSystem.getSourceDataLine(format);
            line.open(format);
            return line;
        }

        @Override
        public void find(AudioFormat format) throws LineUnavailableException {
            AudioSystem.getSourceDataLine(format); // a line not opened: no device is taken, nothing is heard
        }
    }

    public ClickSound() {
        this(new SystemLines());
    }

    public ClickSound(LineSource lines) {
        this.lines = lines;
    }

    /**
     * Gets the first click ready on its thread, without a sound: its samples made and the sound system
     * loaded. Done while the window is built, that work no longer takes the processor from the event
     * thread when the first stone is shown. Returns at once; the future is done when it is ready.
     */
    public Future<?> prepare() {
        return player.submit(() -> {
            samples();
            try {
                lines.find(FORMAT);
            } catch (LineUnavailableException | RuntimeException e) {
                // no line for the format, or no audio allowed: the click will be silent, as it would anyway
            }
        });
    }

    /** Plays the click off the event thread; returns at once. The future is done when it has played or failed. */
    public Future<?> play() {
        return player.submit(this::playNow);
    }

    /** Plays it here and now; false when there is no way to (no device, no line, a line that fails). */
    boolean playNow() {
        try {
            SourceDataLine line = lines.open(FORMAT);
            try {
                line.start();
                byte[] data = samples();
                line.write(data, 0, data.length);
                line.drain();
            } finally {
                line.close();
            }
            return true;
        } catch (LineUnavailableException | RuntimeException e) {
            // IllegalArgumentException (no line for the format) and SecurityException included: silence is the answer
            return false;
        }
    }

    /** The click's 16-bit little-endian samples: 25 ms of a 1.9 kHz tone and noise, decaying fast. */
    byte[] samples() {
        if (samples == null) {
            int count = (int) (RATE * 0.025);
            byte[] out = new byte[count * 2];
            java.util.Random noise = new java.util.Random(7); // the same click every time
            for (int i = 0; i < count; i++) {
                double t = i / RATE;
                double envelope = Math.exp(-t * 260);
                double value = VOLUME * envelope * (0.6 * Math.sin(2 * Math.PI * 1900 * t) + 0.4 * (noise.nextDouble() * 2 - 1));
                short s = (short) Math.round(value * Short.MAX_VALUE);
                out[2 * i] = (byte) s;
                out[2 * i + 1] = (byte) (s >> 8);
            }
            samples = out;
        }
        return samples;
    }
}
