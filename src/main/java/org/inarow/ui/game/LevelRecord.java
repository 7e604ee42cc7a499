package org.inarow.ui.game;

/**
 * The player's games against the computer at one level: won, drawn, lost. Stored as
 * {@code "3,1,4"}; a damaged text reads as no games (a record is a convenience, never a reason to fail).
 */
public record LevelRecord(int won, int drawn, int lost) {
    public static final LevelRecord NONE = new LevelRecord(0, 0, 0);

    public LevelRecord {
        if (won < 0 || drawn < 0 || lost < 0) {
            throw new IllegalArgumentException("a record counts games: %d, %d, %d".formatted(won, drawn, lost));
        }
    }

    public LevelRecord with(PlayerResult result) {
        return switch (result) {
            case WON -> new LevelRecord(won + 1, drawn, lost);
            case DRAWN -> new LevelRecord(won, drawn + 1, lost);
            case LOST -> new LevelRecord(won, drawn, lost + 1);
        };
    }

    public int games() {
        return won + drawn + lost;
    }

    /** "You: 3 won, 1 drawn, 4 lost", or that no game has been played at this level. */
    public String text() {
        return games() == 0 ? Words.get("game.recordNone") : Words.format("game.record", won, drawn, lost);
    }

    /** The stored form, read back by {@link #parse}. */
    public String stored() {
        return won + "," + drawn + "," + lost;
    }

    public static LevelRecord parse(String stored) {
        if (stored == null) {
            return NONE;
        }
        String[] parts = stored.strip().split(",");
        if (parts.length != 3) {
            return NONE;
        }
        try {
            int w = Integer.parseInt(parts[0].strip());
            int d = Integer.parseInt(parts[1].strip());
            int l = Integer.parseInt(parts[2].strip());
            return w < 0 || d < 0 || l < 0 ? NONE : new LevelRecord(w, d, l);
        } catch (NumberFormatException e) {
            return NONE;
        }
    }
}
