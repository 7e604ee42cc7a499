package org.inarow.ai.engine.board;

import java.util.Arrays;

/** A set of cell indices with O(1) add, remove and membership, and indexed iteration. */
public final class CellSet {
    private final int[] items;
    private final int[] positions;
    private int size;

    CellSet(int capacity) {
        items = new int[capacity];
        positions = new int[capacity];
        Arrays.fill(positions, -1);
    }

    void add(int cell) {
        if (positions[cell] < 0) {
            positions[cell] = size;
            items[size++] = cell;
        }
    }

    void remove(int cell) {
        int at = positions[cell];
        if (at >= 0) {
            int last = items[--size];
            items[at] = last;
            positions[last] = at;
            positions[cell] = -1;
        }
    }

    void clear() {
        for (int i = 0; i < size; i++) {
            positions[items[i]] = -1;
        }
        size = 0;
    }

    public boolean contains(int cell) {
        return positions[cell] >= 0;
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public int get(int i) {
        return items[i];
    }

    public int first() {
        return items[0];
    }

    public int[] toArray() {
        return Arrays.copyOf(items, size);
    }
}
