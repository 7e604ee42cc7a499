package org.inarow.model;

/** Why a move cannot be played. */
public enum IllegalReason {
    OFF_BOARD("is off the board"),
    OCCUPIED("is occupied"),
    GAME_OVER("comes after the game has ended"),
    FORBIDDEN_OVERLINE("is forbidden for Black: overline"),
    FORBIDDEN_DOUBLE_FOUR("is forbidden for Black: double four"),
    FORBIDDEN_DOUBLE_THREE("is forbidden for Black: double three"),
    /** The opening rule asks for a colour choice before the next stone. */
    CHOICE_PENDING("waits for the colour choice"),
    /** Renju's first stone goes on the centre (RIF); asked of a player's move only, see {@link Game#checkAsPlayed}. */
    NOT_CENTRE("is off-centre: renju opens on h8");

    private final String text;

    IllegalReason(String text) {
        this.text = text;
    }

    /** Completes a sentence after the point's name: "h8 is occupied". */
    public String text() {
        return text;
    }
}
