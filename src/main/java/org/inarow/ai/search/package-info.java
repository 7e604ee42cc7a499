/** What every search shares: the clock that stops it (time, nodes, cancel) and the progress throttle. */
package org.inarow.ai.search;
