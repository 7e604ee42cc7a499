package org.inarow.ai.opening;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.ToIntFunction;
import org.inarow.ai.Cancellation;
import org.inarow.ai.Level;
import org.inarow.ai.Limits;
import org.inarow.ai.ProgressSink;
import org.inarow.ai.SearchResult;
import org.inarow.ai.Strategies;
import org.inarow.ai.Strategy;
import org.inarow.ai.arena.Opening;
import org.inarow.ai.arena.Openings;
import org.inarow.model.OpeningChoice;
import org.inarow.model.Point;
import org.inarow.model.Position;
import org.inarow.model.Rules;
import org.junit.jupiter.api.Test;

/** The computer's opening decisions follow its search's judgement. */
class OpeningAdvisorTest {
    private static final Rules RULES = Rules.gomokuFreestyle(15);
    private static final List<OpeningChoice> SWAP2_FIRST = List.of(OpeningChoice.PLAY_WHITE, OpeningChoice.PLAY_BLACK, OpeningChoice.PLACE_TWO);
    private static final List<OpeningChoice> COLOURS = List.of(OpeningChoice.PLAY_WHITE, OpeningChoice.PLAY_BLACK);

    /** Scores each position by {@code score} (side to move's view) and plays the first empty point near the centre; remembers what it searched. */
    private static final class Judging implements Strategy {
        final Map<Position, Integer> searched = new LinkedHashMap<>();
        private final ToIntFunction<Position> score;

        Judging(ToIntFunction<Position> score) {
            this.score = score;
        }

        @Override
        public String name() {
            return "judging";
        }

        @Override
        public SearchResult search(Position position, Limits limits, Cancellation cancellation, ProgressSink progress) {
            int s = score.applyAsInt(position);
            searched.put(position, s);
            Point centre = position.rules().centre();
            for (int d = 0; ; d++) {
                for (int dc = -d; dc <= d; dc++) {
                    Point p = new Point(centre.col() + dc, centre.row() + d);
                    if (position.isPlayable(p)) {
                        return new SearchResult(p, s, 1, 1, 0, List.of(p));
                    }
                }
            }
        }
    }

    private static final Position THREE = Position.parse(RULES, "h8 h9 j10");

    @Test
    void whiteAheadTakesWhiteAndPlaysItsMove() {
        Judging strategy = new Judging(p -> 400);
        OpeningVerdict verdict = new OpeningAdvisor(strategy).choose(THREE, SWAP2_FIRST, 100, Cancellation.never());
        assertThat(verdict.choice()).isEqualTo(OpeningChoice.PLAY_WHITE);
        assertThat(verdict.blackChance()).isLessThan(0.5 - OpeningAdvisor.EVEN_MARGIN);
        assertThat(verdict.stones()).hasSize(1).allMatch(THREE::isPlayable);
    }

    @Test
    void blackAheadTakesBlack() {
        OpeningVerdict verdict = new OpeningAdvisor(new Judging(p -> -400)).choose(THREE, SWAP2_FIRST, 100, Cancellation.never());
        assertThat(verdict.choice()).isEqualTo(OpeningChoice.PLAY_BLACK);
        assertThat(verdict.stones()).isEmpty();
    }

    @Test
    void closeToEvenUnderSwap2PlacesTwoMoreLegalStones() {
        Judging strategy = new Judging(p -> 0);
        OpeningVerdict verdict = new OpeningAdvisor(strategy).choose(THREE, SWAP2_FIRST, 100, Cancellation.never());
        assertThat(verdict.choice()).isEqualTo(OpeningChoice.PLACE_TWO);
        assertThat(verdict.stones()).hasSize(2);
        Position five = THREE.play(verdict.stones().get(0)).play(verdict.stones().get(1));
        assertThat(five.moveCount()).isEqualTo(5);

        // under swap (or at swap2's second choice) there is no placing: the colour the search prefers
        OpeningVerdict colour = new OpeningAdvisor(new Judging(p -> 30)).choose(THREE, COLOURS, 100, Cancellation.never());
        assertThat(colour.choice()).isEqualTo(OpeningChoice.PLAY_WHITE);
    }

    @Test
    void theThreeStonesAreTheMostEvenOfTheBookOpeningsSearched() {
        // a different score for each opening: the sum of its coordinates, spread around zero
        Judging strategy = new Judging(p -> p.moves().stream().mapToInt(m -> m.col() * 7 - m.row() * 5).sum() * 10 - 300);
        List<Point> stones = new OpeningAdvisor(strategy).threeStones(RULES, 400, Cancellation.never(), new Random(5));

        List<List<Point>> book = Openings.defaults(RULES).stream().map(Opening::moves).filter(m -> m.size() == 3).toList();
        assertThat(book).contains(stones);
        assertThat(strategy.searched).hasSize(OpeningAdvisor.CANDIDATES);
        List<Double> distances = new ArrayList<>();
        strategy.searched.forEach((position, score) -> distances.add(Math.abs(
                OpeningAdvisor.blackChance(position, new SearchResult(new Point(0, 0), score, 1, 1, 0, List.of())) - 0.5)));
        Position chosen = Position.of(RULES, stones);
        double chosenDistance = Math.abs(OpeningAdvisor.blackChance(chosen,
                new SearchResult(new Point(0, 0), strategy.searched.get(chosen), 1, 1, 0, List.of())) - 0.5);
        assertThat(chosenDistance).isEqualTo(distances.stream().mapToDouble(Double::doubleValue).min().orElseThrow());
        assertThat(distances.stream().distinct().count()).isGreaterThan(1); // the test can tell them apart
    }

    @Test
    void theRealEngineOpensWithBookStonesOnEveryBoardAndRule() {
        for (Rules rules : List.of(RULES, Rules.renju(), Rules.gomokuStandard(19))) {
            Strategy hard = Strategies.forLevel(Level.HARD, rules, 1);
            List<Point> stones = new OpeningAdvisor(hard).threeStones(rules, 200, Cancellation.never(), new Random(2));
            assertThat(Openings.defaults(rules).stream().map(Opening::moves)).contains(stones);
            assertThat(Position.of(rules, stones).isOver()).isFalse();
        }
    }
}
