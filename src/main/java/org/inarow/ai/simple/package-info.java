/** Players that look one move ahead at most: {@code greedy} (a win in one, else random) and {@code winpattern}. */
package org.inarow.ai.simple;
