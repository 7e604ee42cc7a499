package org.inarow.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.inarow.model.Game;
import org.inarow.model.Notation;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The renju rule in files: how we write it, and the names other programs write it under. */
class RenjuRecordsTest {
    private static final Rules FREESTYLE = Rules.gomokuFreestyle(15);

    @Test
    void sgfSaysRuRenjuAndPsqARenjuRuleLine() {
        GameRecord record = GameRecord.of(Notation.parseGame("h8 h9 i8", Rules.renju()));
        String sgf = GameRecords.write(record, GameFormat.SGF);
        String psq = GameRecords.write(record, GameFormat.PSQ);

        assertThat(sgf).contains("GM[4]").contains("RU[renju]");
        assertThat(psq).contains("\n0,Renju\n");
        assertThat(GameRecords.parse(sgf, Optional.empty(), FREESTYLE).rules()).isEqualTo(Rules.renju());
        assertThat(GameRecords.parse(psq, Optional.empty(), FREESTYLE).rules()).isEqualTo(Rules.renju());
    }

    @ParameterizedTest
    @ValueSource(strings = {"Renju", "RIF", "renju (RIF)", "Yamaguchi", "Soosorv-8", "Taraguchi-10"})
    void sgfRuleNamesOfRenjuProgramsReadAsRenju(String name) {
        String sgf = "(;GM[4]FF[4]SZ[15]RU[" + name + "];B[hh];W[hi];B[ih])";
        assertThat(GameRecords.parse(sgf, Optional.empty(), FREESTYLE).rules()).isEqualTo(Rules.renju());
    }

    @Test
    void aGomocupRenjuTrailerReadsAsRenju() {
        String psq = "Piskvorky 15x15, 11:11, 0\n8,8,0\n8,9,0\n-1\npbrain-a.zip\npbrain-b.zip\n0\n0,Renju15_1\n";
        assertThat(GameRecords.parse(psq, Optional.empty(), FREESTYLE).rules()).isEqualTo(Rules.renju());
    }

    @Test
    void aRenjuFileKeepsItsForbiddenMoveRule() {
        Game game = Notation.parseGame("i8 a1 j8 a3 h9 a5 h10 a7", Rules.renju());
        GameRecord read = GameRecords.parse(GameRecords.write(GameRecord.of(game), GameFormat.SGF), Optional.empty(), FREESTYLE);
        Game again = Game.fromMoves(read.rules(), read.moves());
        assertThat(again.forbiddenPoints()).extracting(Notation::format).containsExactly("h8");
    }
}
