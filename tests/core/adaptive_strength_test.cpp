// Handout 002's size-aware strength (players/adaptive_strength.hpp) and the adaptive computer
// (players/computer_player.hpp): each level's plan (mistakes a game and exact size), no mistake at
// or below the exact size, more chance of one while the game is big, about the plan's mistakes
// over a whole game; the computer at or below its exact size always plays a winning move from a
// won position, with a fixed seed, whatever its course.
#include <gtest/gtest.h>

#include <vector>

#include "core/random.hpp"
#include "core/small_positions.hpp"
#include "games/nim/nim_rules.hpp"
#include "games/nim/nim_solver.hpp"
#include "games/row/row_rules.hpp"
#include "games/row/row_solver.hpp"
#include "players/adaptive_strength.hpp"
#include "players/computer_player.hpp"
#include "support/nim_printers.hpp"

namespace marienbad {
namespace {

AdaptivePlan level_plan(int level) {
    return adaptive_plan(Strength::from_level(level).best_move_probability);
}

TEST(AdaptivePlan, TheLevelsPlans) {
    EXPECT_DOUBLE_EQ(level_plan(2).mistakes_per_game, 6.0);
    EXPECT_EQ(level_plan(2).exact_size, 3);
    EXPECT_DOUBLE_EQ(level_plan(2).most_per_turn, 2.0 / 3.0);
    EXPECT_DOUBLE_EQ(level_plan(3).mistakes_per_game, 1.5);
    EXPECT_EQ(level_plan(3).exact_size, 4);
    EXPECT_DOUBLE_EQ(level_plan(3).most_per_turn, 1.0 / 3.0);
    EXPECT_DOUBLE_EQ(level_plan(4).mistakes_per_game, 0.0);
    // On a small board, a quarter of its size: the 5 x 5 grid's 8 steps.
    EXPECT_EQ(exact_size(level_plan(3), 8), 2);
    EXPECT_EQ(exact_size(level_plan(3), 200), 4);
}

TEST(AdaptiveChance, NeverMoreThanTheClassicChanceOfAMistake) {
    for (const int level : {2, 3}) {
        const AdaptivePlan plan = level_plan(level);
        for (int size = 1; size < 300; ++size) {
            EXPECT_LE(adaptive_mistake_chance(plan, GameCourse{300, 300}, size),
                      1.0 - Strength::from_level(level).best_move_probability + 1e-12);
        }
    }
}

TEST(AdaptivePlan, FewerMistakesAndALargerExactSizeAsPRises) {
    double mistakes = adaptive_plan(0.05).mistakes_per_game;
    int exact = adaptive_plan(0.05).exact_size;
    for (double p = 0.1; p <= 1.0; p += 0.05) {
        const AdaptivePlan plan = adaptive_plan(p);
        EXPECT_LT(plan.mistakes_per_game, mistakes) << p;
        EXPECT_GE(plan.exact_size, exact) << p;
        mistakes = plan.mistakes_per_game;
        exact = plan.exact_size;
    }
    EXPECT_THROW(adaptive_plan(0.0), std::invalid_argument);
    EXPECT_THROW(adaptive_plan(1.5), std::invalid_argument);
}

TEST(AdaptiveChance, NoneAtOrBelowTheExactSize) {
    const AdaptivePlan plan = level_plan(2);
    EXPECT_GT(adaptive_mistake_chance(plan, GameCourse{300, 300}, plan.exact_size + 1), 0.0);
    for (int size = 0; size <= plan.exact_size; ++size) {
        EXPECT_EQ(adaptive_mistake_chance(plan, GameCourse{300, 300}, size), 0.0) << size;
    }
    // Nor on a board no bigger than the exact size, nor at the first turn of a game.
    EXPECT_EQ(adaptive_mistake_chance(plan, GameCourse{plan.exact_size, plan.exact_size}, 1), 0.0);
    EXPECT_EQ(adaptive_mistake_chance(plan, GameCourse{300, 300}, 300), 0.0);
    EXPECT_EQ(adaptive_mistake_chance(level_plan(4), GameCourse{300, 300}, 100), 0.0);
}

TEST(AdaptiveChance, GreaterWhileTheGameIsBig) {
    const AdaptivePlan plan = level_plan(3);
    // The same two steps of the game, near its start and near its end.
    const double early = adaptive_mistake_chance(plan, GameCourse{100, 92}, 90);
    const double late = adaptive_mistake_chance(plan, GameCourse{100, 22}, 20);
    EXPECT_GT(early, 4 * late);
    EXPECT_GT(late, 0.0);
}

TEST(AdaptiveChance, AddsUpToAboutThePlansMistakesOverAGame) {
    // However long the game, short (5 turns) or long (400), the chances of a game add up to about
    // the plan's mistakes: a little less, since each chance is 1 - exp(-m * spent).
    for (const int level : {2, 3}) {
        const AdaptivePlan plan = level_plan(level);
        for (const int step : {2, 5, 40}) {
            const int start = 200;
            double sum = 0.0;
            for (int previous = start, size = start - step; size > 0;
                 previous = size, size -= step) {
                sum += adaptive_mistake_chance(plan, GameCourse{start, previous}, size);
            }
            EXPECT_LT(sum, plan.mistakes_per_game) << "level " << level << ", step " << step;
            EXPECT_GT(sum, 0.35 * plan.mistakes_per_game) << "level " << level << ", step " << step;
        }
    }
}

// A course whose every turn would be a likely mistake, were the game bigger than its exact size.
constexpr GameCourse k_eager{300, 300};

TEST(AdaptiveComputer, PlaysExactlyAtOrBelowItsExactSize) {
    const NimRules rules(Convention::normal);
    NimSolver solver(Convention::normal);
    for (const int level : {2, 3}) {
        const int exact = level_plan(level).exact_size;
        int checked = 0;
        for (const NimPosition& position : testing::all_nim_positions(4, 4)) {
            if (position.piles.empty() || position.total_pieces() > exact ||
                !solver.player_to_move_wins(position)) {
                continue;
            }
            for (const Random::Seed seed : {1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U}) {
                Random random(seed);
                ComputerPlayer<NimRules, NimSolver> computer(
                    rules, solver, Strength::from_level(level, StrengthStyle::adaptive), random);
                const auto move = computer.choose_move(position, k_eager);
                ASSERT_TRUE(move.has_value());
                NimPosition after = position;
                rules.apply(after, *move);
                ASSERT_FALSE(solver.player_to_move_wins(after))
                    << ::testing::PrintToString(position) << ", level " << level;
                ++checked;
            }
        }
        EXPECT_GT(checked, 40) << level;
    }
}

TEST(AdaptiveComputer, ErrsAboveItsExactSizeWithLegalMovesThatGiveTheWinAway) {
    // Level 2 on a row of 60 matches with a course that makes a mistake likely: some moves give
    // the win away, all are legal, and the rest win.
    const RowRules rules(Convention::misere, 3);
    RowSolver solver(Convention::misere, 3);
    const RowPosition position = RowPosition::full(60);
    ASSERT_TRUE(solver.player_to_move_wins(position));
    int mistakes = 0;
    Random random(4);
    ComputerPlayer<RowRules, RowSolver> computer(
        rules, solver, Strength::from_level(2, StrengthStyle::adaptive), random);
    for (int i = 0; i < 60; ++i) {
        const auto move = computer.choose_move(position, GameCourse{100, 70});
        ASSERT_TRUE(move && rules.is_legal(position, *move));
        RowPosition after = position;
        rules.apply(after, *move);
        mistakes += solver.player_to_move_wins(after) ? 1 : 0;
    }
    EXPECT_GT(mistakes, 10);
    EXPECT_LT(mistakes, 50);
}

}  // namespace
}  // namespace marienbad
