package org.inarow.testing;

import java.awt.GraphicsEnvironment;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Runs window tests only where a display answers. {@code isHeadless()} alone is not enough: with a
 * {@code DISPLAY} that has no server behind it, asking for the screens throws. With
 * {@code -Dgui.required=true} (CI) a missing display fails the tests instead of skipping them.
 */
public final class DisplayCondition implements ExecutionCondition {

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        String missing = missingDisplay();
        if (missing == null) {
            return ConditionEvaluationResult.enabled("a display is available");
        }
        if (Boolean.getBoolean("gui.required")) {
            throw new IllegalStateException("window tests need a display (gui.required=true): " + missing);
        }
        return ConditionEvaluationResult.disabled("no display: " + missing);
    }

    /** Why there is no usable display, or null when there is one. */
    static String missingDisplay() {
        if (GraphicsEnvironment.isHeadless()) {
            return "AWT is headless (DISPLAY=" + System.getenv("DISPLAY") + ")";
        }
        try {
            if (GraphicsEnvironment.getLocalGraphicsEnvironment().getScreenDevices().length == 0) {
                return "no screen devices";
            }
            return null;
        } catch (RuntimeException | Error e) {
            return e.toString();
        }
    }
}
