// Strength is monotonic: over many seeded games against a random player, from random boards of
// 2 to 6 piles of 1 to 10 pieces with the first move alternating, the computer's win rate rises
// strictly from level 1 to level 4, and level 4 wins far more often than level 1. Every level
// plays the same boards with the same seeds, so the test is deterministic.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>

#include "core/convention_names.hpp"
#include "core/random.hpp"
#include "games/nim/nim_rules.hpp"
#include "games/nim/nim_solver.hpp"
#include "match/match.hpp"
#include "players/computer_player.hpp"
#include "players/strength.hpp"

namespace marienbad {
namespace {

constexpr int k_games_per_level = 400;

NimPosition small_random_board(Random& random) {
    NimPosition position;
    const int piles = random.uniform_int(2, 6);
    for (int i = 0; i < piles; ++i) {
        position.piles.push_back(random.uniform_int(1, 10));
    }
    return position;
}

// The share of games won by the computer at `level` against a random player.
double win_rate(int level, Convention convention) {
    const NimRules rules(convention);
    NimSolver solver(convention);
    int wins = 0;
    for (int game = 0; game < k_games_per_level; ++game) {
        Random board_random(static_cast<std::uint64_t>(1'000 + game));
        const NimPosition start = small_random_board(board_random);
        Random play_random(static_cast<std::uint64_t>(5'000 + game));
        ComputerPlayer<NimRules, NimSolver> computer(rules, solver, Strength::from_level(level),
                                                     play_random);
        ComputerPlayer<NimRules, NimSolver> opponent(rules, solver, Strength::from_level(1),
                                                     play_random);
        const Seat first = game % 2 == 0 ? Seat::one : Seat::two;
        const MatchResult result = play_match(rules, start, {&computer, &opponent}, first, {});
        if (result.winner == Seat::one) {
            ++wins;
        }
    }
    return static_cast<double>(wins) / k_games_per_level;
}

class StrengthIsMonotonic : public ::testing::TestWithParam<Convention> {};

TEST_P(StrengthIsMonotonic, WinRateAgainstARandomPlayerRisesWithTheLevel) {
    std::array<double, 4> rates{};
    for (int level = 1; level <= 4; ++level) {
        rates[static_cast<std::size_t>(level - 1)] = win_rate(level, GetParam());
    }
    for (std::size_t i = 1; i < rates.size(); ++i) {
        EXPECT_GT(rates[i], rates[i - 1]) << "level " << i + 1 << " won " << rates[i] << ", level "
                                          << i << " won " << rates[i - 1];
    }
    // A random player against a random player wins about half the games; perfect play wins
    // every won start and many of the lost ones.
    EXPECT_GT(rates[3] - rates[0], 0.3) << "level 1: " << rates[0] << ", level 4: " << rates[3];
    RecordProperty("win_rates", ::testing::PrintToString(rates));
}

INSTANTIATE_TEST_SUITE_P(BothConventions, StrengthIsMonotonic,
                         ::testing::Values(Convention::normal, Convention::misere),
                         testing::convention_name);

}  // namespace
}  // namespace marienbad
