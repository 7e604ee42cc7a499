package org.inarow.ui.game;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LevelRecordTest {

    @Test
    void eachResultCountsInItsOwnColumn() {
        LevelRecord r = LevelRecord.NONE.with(PlayerResult.WON).with(PlayerResult.WON).with(PlayerResult.DRAWN)
                .with(PlayerResult.LOST);
        assertThat(r).isEqualTo(new LevelRecord(2, 1, 1));
        assertThat(r.games()).isEqualTo(4);
        assertThat(r.text()).isEqualTo("You: 2 won, 1 drawn, 1 lost");
        assertThat(LevelRecord.NONE.text()).isEqualTo("You: no games at this level yet");
    }

    @Test
    void storedAndReadBack() {
        LevelRecord r = new LevelRecord(3, 1, 4);
        assertThat(LevelRecord.parse(r.stored())).isEqualTo(r);
    }

    @Test
    void aDamagedTextReadsAsNoGames() {
        for (String damaged : new String[] {null, "", "3,1", "a,b,c", "3,-1,4", "1,2,3,4", "99999999999,0,0"}) {
            assertThat(LevelRecord.parse(damaged)).as(String.valueOf(damaged)).isEqualTo(LevelRecord.NONE);
        }
    }
}
