// Every game's puzzles, at every difficulty and for many seeds: the counts a puzzle states are its
// solver's, counted afresh, and the brute-force search's where the position is small enough; every
// claim its difficulty makes holds (the lesson's step, the band of the measure, how many moves win,
// misère play's moves unlike normal play's, checked again with the game's own solver); the
// difficulties are strictly harder from 1 to 5; they vary (8 positions or more in 20 seeds) and a
// series poses no position twice.
#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>

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
            const PuzzleLevel level = game.puzzle_level(difficulty);
            EXPECT_GE(puzzle.counts.winning, 1) << where;
            EXPECT_LE(puzzle.counts.winning, level.most_winning) << where;
            EXPECT_GT(puzzle.counts.legal, puzzle.counts.winning) << where;
            EXPECT_EQ(G::puzzle_step(setup), level.step) << where;
            const double measure = static_cast<double>(puzzle.counts.legal) / puzzle.counts.winning;
            EXPECT_GE(measure, level.min_measure) << where;
            if (level.max_measure != 0) {
                EXPECT_LT(measure, level.max_measure) << where;
            }
            if (level.unlike_normal_play) {
                // The claim checked with the game's own solver, in normal play.
                const auto normal = G::normal_play(setup);
                ASSERT_TRUE(normal.has_value()) << where;
                const auto normal_rules = G::make_rules(*normal);
                auto normal_solver = G::make_solver(normal_rules);
                const auto normal_winning = normal_solver.winning_moves(G::start(*normal));
                EXPECT_FALSE(std::is_permutation(winning.begin(), winning.end(),
                                                 normal_winning.begin(), normal_winning.end()))
                    << where;
            }
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

TYPED_TEST(EveryGamePuzzles, EachDifficultyIsStrictlyHarderThanTheOneBefore) {
    const Game& game = game_with_traits<TypeParam>();
    for (int difficulty = k_min_puzzle_difficulty; difficulty < k_max_puzzle_difficulty;
         ++difficulty) {
        EXPECT_TRUE(harder_level(game.puzzle_level(difficulty + 1), game.puzzle_level(difficulty)))
            << "difficulty " << difficulty + 1;
        const std::string sentence = difficulty_sentence(game, difficulty);
        EXPECT_NE(sentence.find(level_claims_text(game.puzzle_level(difficulty))),
                  std::string::npos)
            << sentence;
    }
}

TYPED_TEST(EveryGamePuzzles, EachDifficultyVariesAndASeriesPosesNoPositionTwice) {
    const Game& game = game_with_traits<TypeParam>();
    for (int difficulty = k_min_puzzle_difficulty; difficulty <= k_max_puzzle_difficulty;
         ++difficulty) {
        std::set<std::string> positions;
        for (Random::Seed seed = 1; seed <= 20; ++seed) {
            Random random(seed);
            positions.insert(game.position_key(generate_puzzle(game, difficulty, random).setup));
        }
        EXPECT_GE(positions.size(), 8U) << "difficulty " << difficulty;
        const Course series = puzzle_course({CourseKind::puzzles, game.name(), difficulty, 10, 7});
        std::set<std::string> posed;
        for (const Exercise& puzzle : series.exercises) {
            posed.insert(game.position_key(puzzle.setup));
        }
        EXPECT_EQ(posed.size(), series.exercises.size()) << "difficulty " << difficulty;
    }
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
