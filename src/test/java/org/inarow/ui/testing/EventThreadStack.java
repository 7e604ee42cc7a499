package org.inarow.ui.testing;

import java.util.Map;

/** Where the AWT event thread is now, as text for a failure message: what a stuck window test needs to show. */
public final class EventThreadStack {
    private EventThreadStack() {
    }

    public static String describe() {
        StringBuilder text = new StringBuilder();
        for (Map.Entry<Thread, StackTraceElement[]> entry : Thread.getAllStackTraces().entrySet()) {
            if (entry.getKey().getName().startsWith("AWT-EventQueue")) {
                text.append("\n  ").append(entry.getKey().getName()).append(" (").append(entry.getKey().getState()).append(')');
                for (StackTraceElement frame : entry.getValue()) {
                    text.append("\n    at ").append(frame);
                }
            }
        }
        return text.length() == 0 ? " no event thread is running" : text.toString();
    }
}
