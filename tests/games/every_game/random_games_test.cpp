// Every game's rules and session through seeded random games from the setups a new game draws:
// the moves offered are legal, apply then undo restores the position, each move lowers the bound
// on the moves left and the game ends within it (tests/support/random_game_harness.hpp); through
// the session, undo and redo at random bring back the boards before and after each move.
#include "every_game.hpp"
#include "support/random_game_harness.hpp"

namespace marienbad::testing {
namespace {

template <class G>
class EveryGameRandomGames : public ::testing::Test {};
TYPED_TEST_SUITE(EveryGameRandomGames, EveryGameTraits, GameTraitsName);

TYPED_TEST(EveryGameRandomGames, KeepTheRules) {
    using G = TypeParam;
    Random draws(20261127);
    for (int setup_number = 0; setup_number < 10; ++setup_number) {
        const auto setup = drawn_setup<G>(draws);
        const auto rules = G::make_rules(setup);
        check_random_games(rules, [&](Random&) { return G::start(setup); },
                           {.games = 10, .seed = static_cast<std::uint64_t>(setup_number) + 1});
    }
}

TYPED_TEST(EveryGameRandomGames, UndoAndRedoThroughTheSession) {
    using G = TypeParam;
    check_random_undo_redo(
        [](Random& random) {
            const AnySetup setup = drawn_setup<G>(random);
            return make_session(setup, {SeatPlan{true, {}}, SeatPlan{true, {}}}, Seat::one,
                                Random(static_cast<Random::Seed>(random.uniform_int(1, 1 << 30))));
        },
        {.games = 20, .seed = 7});
}

}  // namespace
}  // namespace marienbad::testing
