package org.inarow.ai.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.inarow.ai.Limits;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategy;
import org.inarow.model.Notation;
import org.inarow.model.Point;
import org.inarow.model.Rules;
import org.inarow.model.Side;
import org.inarow.model.Status;
import org.junit.jupiter.api.Test;

class MatchTest {
    private static final Rules TTT = Rules.ticTacToe();
    private static final Player FIRST_EMPTY_A = new Player("a", (rules, seed) -> new FirstEmptyStrategy());
    private static final Player FIRST_EMPTY_B = new Player("b", (rules, seed) -> new FirstEmptyStrategy());

    @Test
    void identicalPlayersSplitEveryPairOfGamesBecauseColoursAreSwapped() {
        List<PlayedGame> games = new ArrayList<>();
        Match match = new Match(TTT, FIRST_EMPTY_A, FIRST_EMPTY_B, Openings.defaults(TTT), Limits.time(10), 1);

        Tally tally = match.play(8, games::add);

        assertThat(games).hasSize(8);
        for (int i = 0; i < 8; i += 2) {
            PlayedGame even = games.get(i);
            PlayedGame odd = games.get(i + 1);
            assertThat(even.aFirst()).isTrue();
            assertThat(odd.aFirst()).isFalse();
            assertThat(odd.opening()).isEqualTo(even.opening());
            assertThat(odd.moves()).isEqualTo(even.moves()); // the same game, colours swapped
            assertThat(even.pointsForA() + odd.pointsForA()).isEqualTo(1.0);
        }
        assertThat(tally.wins()).isEqualTo(tally.losses());
        assertThat(tally.games()).isEqualTo(8);
        assertThat(tally.fraction()).isEqualTo(0.5);
    }

    @Test
    void theFirstPlayerWinsFromTheEmptyBoardAndTheTallyFollowsWhoHadFirst() {
        // from the empty board, first-empty against itself: X a1 c1 b2 a3 makes the anti-diagonal at move 7
        List<PlayedGame> games = new ArrayList<>();
        Match match = new Match(TTT, FIRST_EMPTY_A, FIRST_EMPTY_B, List.of(new Opening(1, List.of(), "test")), Limits.time(10), 1);

        Tally tally = match.play(3, games::add);

        assertThat(games).extracting(g -> g.result().winner()).containsOnly(Side.FIRST);
        assertThat(games.get(0).moves()).hasSize(7);
        assertThat(games).extracting(PlayedGame::pointsForA).containsExactly(1.0, 0.0, 1.0);
        assertThat(tally).isEqualTo(new Tally(2, 0, 1));
    }

    @Test
    void gamesStartFromTheirOpening() {
        List<Opening> openings = Openings.parse(List.of("b2 a1", "c3"), "test", TTT);
        List<PlayedGame> games = new ArrayList<>();
        new Match(TTT, FIRST_EMPTY_A, FIRST_EMPTY_B, openings, Limits.time(10), 1).play(4, games::add);

        assertThat(Notation.formatMoves(games.get(0).moves())).startsWith("b2 a1 ");
        assertThat(Notation.formatMoves(games.get(2).moves())).startsWith("c3 ");
        assertThat(games).extracting(g -> g.opening().number()).containsExactly(1, 1, 2, 2);
    }

    @Test
    void anIllegalMoveLosesByForfeit() {
        Strategy alwaysA1 = new Strategy() {
            @Override
            public String name() {
                return "always-a1";
            }

            @Override
            public SearchResult search(org.inarow.model.Position position, Limits limits, org.inarow.ai.Cancellation c,
                                       org.inarow.ai.ProgressSink p) {
                return new SearchResult(new Point(0, 0), 0, 1, 1, 0, List.of());
            }
        };
        Player cheat = new Player("cheat", (rules, seed) -> alwaysA1);
        List<PlayedGame> games = new ArrayList<>();

        Tally tally = new Match(TTT, cheat, FIRST_EMPTY_B, List.of(new Opening(1, List.of(), "test")), Limits.time(10), 1)
                .play(2, games::add);

        PlayedGame first = games.get(0); // A opens a1, B b1, A a1 again
        assertThat(first.forfeit()).contains("A played a1, which is occupied");
        assertThat(first.result().status()).isEqualTo(Status.WIN);
        assertThat(first.result().winner()).isEqualTo(Side.SECOND);
        assertThat(first.pointsForA()).isEqualTo(0.0);
        assertThat(games.get(1).forfeit()).contains("A played a1, which is occupied");
        assertThat(tally).isEqualTo(new Tally(0, 0, 2));
    }

    @Test
    void everyGameGetsFreshStrategiesWithDifferentSeedsAndTheMoveTime() {
        List<Long> seeds = new ArrayList<>();
        List<Limits> limitsSeen = new ArrayList<>();
        Player recording = new Player("rec", (rules, seed) -> {
            seeds.add(seed);
            return new Strategy() {
                @Override
                public String name() {
                    return "rec";
                }

                @Override
                public SearchResult search(org.inarow.model.Position position, Limits limits, org.inarow.ai.Cancellation c,
                                           org.inarow.ai.ProgressSink p) {
                    limitsSeen.add(limits);
                    Point move = FirstEmptyStrategy.firstEmpty(position);
                    return new SearchResult(move, 0, 1, 1, 0, List.of(move));
                }
            };
        });

        new Match(TTT, recording, recording, Openings.defaults(TTT), Limits.time(123), 7).play(6, g -> { });

        assertThat(seeds).hasSize(12);
        Set<Long> distinct = new HashSet<>(seeds);
        assertThat(distinct).hasSize(12);
        assertThat(limitsSeen).isNotEmpty().allSatisfy(l -> assertThat(l.timeMillis()).isEqualTo(123));

        List<Long> again = new ArrayList<>(seeds);
        seeds.clear();
        new Match(TTT, recording, recording, Openings.defaults(TTT), Limits.time(123), 7).play(6, g -> { });
        assertThat(seeds).as("the match seed fixes every game's seeds").isEqualTo(again);
    }

    @Test
    void needsAGameAndAnOpening() {
        Match match = new Match(TTT, FIRST_EMPTY_A, FIRST_EMPTY_B, Openings.defaults(TTT), Limits.time(10), 1);
        assertThatThrownBy(() -> match.play(0, g -> { })).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Match(TTT, FIRST_EMPTY_A, FIRST_EMPTY_B, List.of(), Limits.time(10), 1))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
