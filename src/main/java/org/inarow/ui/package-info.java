/**
 * The desktop app: starting it ({@link org.inarow.ui.InARowApp}), the {@code --smoke} run, the
 * debug log and the event-thread probe. It stands on its rooms, each importing only those below:
 * {@code window} → {@code files} → {@code game} → {@code board}.
 */
package org.inarow.ui;
