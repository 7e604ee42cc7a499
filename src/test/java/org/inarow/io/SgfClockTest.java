package org.inarow.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.inarow.model.TimeControl;
import org.junit.jupiter.api.Test;

/** The players' clocks in SGF ({@code TM}, {@code OT}) and a win on time ({@code RE[W+T]}), written and read back. */
class SgfClockTest {
    private static final Rules GOMOKU = Rules.gomokuFreestyle(15);

    private static GameRecord game(String moves) {
        return GameRecord.of(GOMOKU, Notation.parseMoves(moves, GOMOKU));
    }

    private static GameRecord roundTrip(GameRecord record) {
        return GameRecords.parse(GameRecords.write(record, GameFormat.SGF), Optional.empty());
    }

    @Test
    void aFischerClockIsMainTimeAndAnOvertimeOfFischer() {
        GameRecord record = game("h8 i9 h9").withInfo(GameInfo.NONE.withTimeControl(TimeControl.fischer(300, 5)));
        String sgf = GameRecords.write(record, GameFormat.SGF);

        assertThat(sgf).contains("TM[300]OT[fischer 5]");
        assertThat(roundTrip(record).info().timeControl()).isEqualTo(TimeControl.fischer(300, 5));
    }

    @Test
    void aTimePerMoveIsByoYomiWithNoMainTime() {
        GameRecord record = game("h8").withInfo(GameInfo.NONE.withTimeControl(TimeControl.perMove(30)));

        assertThat(GameRecords.write(record, GameFormat.SGF)).contains("TM[0]OT[1x30 byo-yomi]");
        assertThat(roundTrip(record).info().timeControl()).isEqualTo(TimeControl.perMove(30));
    }

    @Test
    void aWinOnTimeIsWrittenAsFf4DefinesItAndReadBack() {
        GameRecord record = game("h8 i9 h9").withInfo(GameInfo.NONE.withTimeControl(TimeControl.fischer(3, 0))
                .withWinOnTime(RecordedResult.SECOND_WINS));
        String sgf = GameRecords.write(record, GameFormat.SGF);

        assertThat(sgf).contains("RE[W+T]").contains("TM[3]OT[fischer 0]");
        GameRecord back = roundTrip(record);
        assertThat(back.result()).isEqualTo(RecordedResult.SECOND_WINS);
        assertThat(back.info().resultText()).isEqualTo("W+T");
        assertThat(GameRecords.write(back, GameFormat.SGF)).contains("RE[W+T]");
        assertThat(GameRecords.write(game("h8").withInfo(GameInfo.NONE.withWinOnTime(RecordedResult.FIRST_WINS)),
                GameFormat.SGF)).contains("RE[B+T]");
    }

    @Test
    void oldFilesAndOtherProgramsClocksReadAsNoTimeControlAndTheComputersTimeStays() {
        String old = "(;FF[4]GM[4]SZ[15]RU[freestyle]TC[5];B[hh];W[ii])";
        GameInfo info = GameRecords.parse(old, Optional.empty()).info();
        assertThat(info.timeControl()).isEqualTo(TimeControl.NONE);
        assertThat(info.thinkSeconds()).isEqualTo(5);

        assertThat(read("TM[600]OT[5x30 byo-yomi]")).isEqualTo(TimeControl.NONE);
        assertThat(read("TM[ten minutes]")).isEqualTo(TimeControl.NONE);
        assertThat(read("TM[600]")).isEqualTo(TimeControl.fischer(600, 0)); // sudden death
        assertThat(read("TM[600.0]OT[Fischer 10]")).isEqualTo(TimeControl.fischer(600, 10));
        assertThat(read("TM[0]")).isEqualTo(TimeControl.NONE);
    }

    private static TimeControl read(String properties) {
        return GameRecords.parse("(;FF[4]GM[4]SZ[15]" + properties + ";B[hh])", Optional.empty()).info().timeControl();
    }

    @Test
    void theTimeLeftIsWrittenOnTheLastMoveAsBlAndWlAndReadBack() {
        GameRecord record = game("h8 i9 h9").withInfo(GameInfo.NONE.withTimeControl(TimeControl.fischer(300, 5))
                .withTimeLeft(java.util.Map.of(org.inarow.model.Side.FIRST, 287_400L, org.inarow.model.Side.SECOND, 301_000L)));
        String sgf = GameRecords.write(record, GameFormat.SGF);

        assertThat(sgf).contains(";B[hg]BL[287.4]WL[301.0]").doesNotContain(";B[hh]BL");
        assertThat(roundTrip(record).info().timeLeft()).containsEntry(org.inarow.model.Side.FIRST, 287_400L)
                .containsEntry(org.inarow.model.Side.SECOND, 301_000L);
        String other = "(;FF[4]GM[4]SZ[15]TM[300];B[hh]BL[299];W[ii]WL[290.5]OT[x];B[hi]BL[oops])";
        assertThat(GameRecords.parse(other, Optional.empty()).info().timeLeft()).as("the last readable of each")
                .containsEntry(org.inarow.model.Side.FIRST, 299_000L).containsEntry(org.inarow.model.Side.SECOND, 290_500L);
    }
}
