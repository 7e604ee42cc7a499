package org.inarow.testing;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Marks a test class that opens real windows: it runs in the {@code gui} Surefire execution, and
 * {@link DisplayCondition} skips it without a display (or fails it with {@code -Dgui.required=true}).
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Tag("gui")
@ExtendWith(DisplayCondition.class)
public @interface GuiTest {
}
