// The random-game harness (tests/support/random_game_harness.hpp) on the matchstick row (handout
// 004), normal and misère, max-take 1 to 8, from full rows and from random patterns of up to
// the longest row offered: legal moves, apply/undo, and games that end within their bound; and
// the same games through a session, moves taken back and played again at random.
#include <gtest/gtest.h>

#include "catalogue/catalogue.hpp"
#include "core/random.hpp"
#include "games/row/row_rules.hpp"
#include "support/random_game_harness.hpp"
#include "support/row_printers.hpp"

namespace marienbad {
namespace {

RowPosition random_row(Random& random) {
    const int length = random.uniform_int(1, k_row_max_length);
    RowPosition position = RowPosition::full(length);
    if (random.chance(0.5)) {
        for (int place = 0; place < length; ++place) {
            position.set_match(place, random.chance(0.7));
        }
    }
    return position;
}

TEST(RowRandomGames, MiserePlay) {
    for (int max_take = 1; max_take <= k_row_largest_max_take; ++max_take) {
        testing::check_random_games(RowRules(Convention::misere, max_take), random_row,
                                    {.games = 40, .seed = static_cast<Random::Seed>(max_take)});
    }
}

TEST(RowRandomGames, NormalPlay) {
    testing::check_random_games(RowRules(Convention::normal), random_row, {.seed = 11});
}

TEST(RowRandomGames, UndoAndRedoThroughTheSession) {
    for (const Convention convention : {Convention::normal, Convention::misere}) {
        testing::check_random_undo_redo(
            [convention](Random& random) {
                const int max_take = random.uniform_int(1, k_row_largest_max_take);
                return make_session(RowSetup{convention, max_take, random_row(random)}, {},
                                    Seat::one, Random(1));
            },
            {.games = 30, .seed = 13});
    }
}

}  // namespace
}  // namespace marienbad
