// Every game's puzzles, at every difficulty and for many seeds: the counts a puzzle states are its
// solver's, counted afresh, and the brute-force search's where the position is small enough; one
// move wins (one or two at difficulty 1), among more legal moves.
#include <nlohmann/json.hpp>

#include "core/brute_force_solver.hpp"
#include "every_game.hpp"
#include "tutor/puzzle.hpp"

namespace marienbad::testing {
namespace {

constexpr int k_seeds = 40;
// The brute-force search checks positions with at most this many moves left.
constexpr int k_brute_force_moves = 16;

template <class G>
class EveryGamePuzzles : public ::testing::Test {};
TYPED_TEST_SUITE(EveryGamePuzzles, EveryGameTraits, GameTraitsName);

TYPED_TEST(EveryGamePuzzles, EveryDifficultyAndSeedHoldsTheCountsItStates) {
    using G = TypeParam;
    const Game& game = game_with_traits<G>();
    int brute_forced = 0;
    for (int difficulty = k_min_puzzle_difficulty; difficulty <= k_max_puzzle_difficulty;
         ++difficulty) {
        for (Random::Seed seed = 1; seed <= k_seeds; ++seed) {
            Random random(seed);
            const Puzzle puzzle = generate_puzzle(game, difficulty, random);
            const std::string where = "difficulty " + std::to_string(difficulty) + " seed " +
                                      std::to_string(seed) + ": " +
                                      game.description().setup_json(puzzle.setup).dump();
            const auto& setup = std::get<typename G::Setup>(puzzle.setup);
            const auto rules = G::make_rules(setup);
            auto solver = G::make_solver(rules);
            const auto start = G::start(setup);
            const auto winning = solver.winning_moves(start);
            EXPECT_EQ(puzzle.counts.winning, static_cast<int>(winning.size())) << where;
            EXPECT_EQ(puzzle.counts.legal, static_cast<int>(rules.legal_moves(start).size()))
                << where;
            EXPECT_GE(puzzle.counts.winning, 1) << where;
            EXPECT_LE(puzzle.counts.winning, difficulty == 1 ? 2 : 1) << where;
            EXPECT_GT(puzzle.counts.legal, puzzle.counts.winning) << where;
            if (rules.max_remaining_moves(start) <= k_brute_force_moves) {
                BruteForceSolver<typename G::Rules> brute_force(rules);
                EXPECT_EQ(static_cast<int>(brute_force.winning_moves(start).size()),
                          puzzle.counts.winning)
                    << where;
                ++brute_forced;
            }
        }
    }
    // The reference saw some of them (the small difficulties).
    EXPECT_GT(brute_forced, 20);
}

TYPED_TEST(EveryGamePuzzles, TheSameSeedPosesTheSameSeriesAndAnotherSeedAnother) {
    using G = TypeParam;
    const std::string game = game_with_traits<G>().name();
    const CoursePlan plan{CourseKind::puzzles, game, 0, 10, 42};
    const Course first = puzzle_course(plan);
    const Course again = puzzle_course(plan);
    CoursePlan other_plan = plan;
    other_plan.seed = 43;
    const Course other = puzzle_course(other_plan);
    ASSERT_EQ(first.exercises.size(), 10U);
    int differ = 0;
    for (std::size_t i = 0; i < first.exercises.size(); ++i) {
        EXPECT_EQ(first.exercises[i].setup, again.exercises[i].setup);
        differ += first.exercises[i].setup != other.exercises[i].setup ? 1 : 0;
    }
    EXPECT_GT(differ, 5);
}

}  // namespace
}  // namespace marienbad::testing
