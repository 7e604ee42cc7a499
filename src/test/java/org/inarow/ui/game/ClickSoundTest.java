package org.inarow.ui.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.Proxy;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sound.sampled.LineUnavailableException;
import javax.sound.sampled.SourceDataLine;
import org.junit.jupiter.api.Test;

/** The stone's click: short and quiet, written whole to a line, and silent (never an error) without a device. */
class ClickSoundTest {

    /** A line that keeps what is written to it. */
    private static SourceDataLine recordingLine(ByteArrayOutputStream written, AtomicInteger closed) {
        return (SourceDataLine) Proxy.newProxyInstance(SourceDataLine.class.getClassLoader(),
                new Class<?>[] {SourceDataLine.class}, (proxy, method, args) -> {
                    switch (method.getName()) {
                        case "write" -> {
                            written.write((byte[]) args[0], (int) args[1], (int) args[2]);
                            return args[2];
                        }
                        case "close" -> closed.incrementAndGet();
                        default -> { }
                    }
                    return method.getReturnType() == boolean.class ? false : method.getReturnType() == int.class ? 0 : null;
                });
    }

    @Test
    void theClickIsShortAndQuietAndWrittenWholeToTheLine() throws Exception {
        ByteArrayOutputStream written = new ByteArrayOutputStream();
        AtomicInteger closed = new AtomicInteger();
        ClickSound sound = new ClickSound(format -> recordingLine(written, closed));
        sound.play().get(5, TimeUnit.SECONDS);
        byte[] samples = sound.samples();
        assertThat(written.toByteArray()).isEqualTo(samples);
        assertThat(closed).as("the line is let go after the click").hasValue(1);
        int peak = 0;
        for (int i = 0; i < samples.length; i += 2) {
            peak = Math.max(peak, Math.abs((short) ((samples[i] & 0xff) | (samples[i + 1] << 8))));
        }
        assertThat(peak).as("audible").isGreaterThan(Short.MAX_VALUE / 50);
        assertThat(peak).as("quiet: well below full scale").isLessThan(Short.MAX_VALUE / 5);
        double millis = samples.length / 2 / 22_050.0 * 1000;
        assertThat(millis).as("a click, not a beep").isBetween(5.0, 60.0);
    }

    @Test
    void noDeviceNoLineOrAFailingLineIsSilentNeverAnError() throws Exception {
        ClickSound noDevice = new ClickSound(format -> {
            throw new LineUnavailableException("no mixer");
        });
        ClickSound noFormat = new ClickSound(format -> {
            throw new IllegalArgumentException("No line matching interface SourceDataLine is supported.");
        });
        ClickSound failing = new ClickSound(format -> {
            throw new SecurityException("no audio allowed");
        });
        PrintStream err = System.err;
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        System.setErr(new PrintStream(said, true));
        try {
            for (ClickSound sound : new ClickSound[] {noDevice, noFormat, failing}) {
                assertThat(sound.playNow()).isFalse();
                sound.play().get(5, TimeUnit.SECONDS); // the future completes normally: nothing is thrown
            }
            // and this machine's own audio, whatever it has (CI has no device): done, no exception either way
            new ClickSound().play().get(20, TimeUnit.SECONDS);
        } finally {
            System.setErr(err);
        }
        assertThat(said.toString()).as("nothing printed, no stack trace").isEmpty();
    }

    @Test
    void preparingLooksForALineOnTheClicksThreadButOpensNoneAndMakesNoSound() throws Exception {
        ByteArrayOutputStream written = new ByteArrayOutputStream();
        AtomicInteger opened = new AtomicInteger();
        java.util.List<String> found = new java.util.concurrent.CopyOnWriteArrayList<>();
        ClickSound sound = new ClickSound(new ClickSound.LineSource() {
            @Override
            public SourceDataLine open(javax.sound.sampled.AudioFormat format) {
                opened.incrementAndGet();
                return recordingLine(written, new AtomicInteger());
            }

            @Override
            public void find(javax.sound.sampled.AudioFormat format) {
                found.add(Thread.currentThread().getName() + " " + format.getSampleRate());
            }
        });
        sound.prepare().get(5, TimeUnit.SECONDS);
        assertThat(found).as("looked up once, on the click's own thread, for the click's format")
                .containsExactly("inarow-stone-sound 22050.0");
        assertThat(opened).as("no line opened").hasValue(0);
        assertThat(written.size()).as("nothing heard").isZero();
        sound.play().get(5, TimeUnit.SECONDS);
        assertThat(written.toByteArray()).as("and the click plays as before").isEqualTo(sound.samples());
    }

    @Test
    void preparingWithoutALineOrWithThisMachinesAudioIsSilentNeverAnError() throws Exception {
        ClickSound noFormat = new ClickSound(new ClickSound.LineSource() {
            @Override
            public SourceDataLine open(javax.sound.sampled.AudioFormat format) throws LineUnavailableException {
                throw new LineUnavailableException("no mixer");
            }

            @Override
            public void find(javax.sound.sampled.AudioFormat format) {
                throw new IllegalArgumentException("No line matching interface SourceDataLine is supported.");
            }
        });
        noFormat.prepare().get(5, TimeUnit.SECONDS); // completes normally: nothing thrown
        new ClickSound().prepare().get(20, TimeUnit.SECONDS); // this machine's own audio, whatever it has
        assertThat(noFormat.playNow()).isFalse();
    }
}
