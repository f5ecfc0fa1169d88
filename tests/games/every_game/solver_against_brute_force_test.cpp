// Every game's solver agrees with the brute-force search (core/brute_force_solver.hpp), which
// knows nothing but the rules, on every position reachable from the game's small setups: who wins
// and the exact set of winning moves.
#include <gmock/gmock.h>

#include <set>
#include <vector>

#include "core/brute_force_solver.hpp"
#include "every_game.hpp"

namespace marienbad::testing {
namespace {

template <class G>
class SolverAgainstBruteForce : public ::testing::Test {};
TYPED_TEST_SUITE(SolverAgainstBruteForce, EveryGameTraits, GameTraitsName);

TYPED_TEST(SolverAgainstBruteForce, OnEveryPositionReachableFromTheSmallSetups) {
    using G = TypeParam;
    using Position = typename G::Rules::Position;
    const auto setups = G::small_setups();
    ASSERT_FALSE(setups.empty());
    long long positions = 0;
    for (const auto& setup : setups) {
        const auto rules = G::make_rules(setup);
        auto solver = G::make_solver(rules);
        BruteForceSolver<typename G::Rules> brute_force(rules);
        std::set<Position> seen{G::start(setup)};
        std::vector<Position> to_visit{G::start(setup)};
        while (!to_visit.empty()) {
            const Position position = to_visit.back();
            to_visit.pop_back();
            ++positions;
            ASSERT_EQ(solver.player_to_move_wins(position),
                      brute_force.player_to_move_wins(position))
                << ::testing::PrintToString(position);
            ASSERT_THAT(solver.winning_moves(position),
                        ::testing::UnorderedElementsAreArray(brute_force.winning_moves(position)))
                << ::testing::PrintToString(position);
            for (const auto& move : rules.legal_moves(position)) {
                Position next = position;
                rules.apply(next, move);
                if (seen.insert(next).second) {
                    to_visit.push_back(next);
                }
            }
        }
    }
    ::testing::Test::RecordProperty("positions", static_cast<int>(positions));
}

}  // namespace
}  // namespace marienbad::testing
