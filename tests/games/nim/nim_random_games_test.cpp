// The random-game harness (tests/support/random_game_harness.hpp) on Nim, normal and misère,
// from random boards of 1 to 20 piles of 1 to 35 pieces: legal moves, apply/undo, and games
// that end within their bound; and the same games through a session, moves taken back and
// played again at random.
#include <gtest/gtest.h>

#include "catalogue/catalogue.hpp"
#include "core/random.hpp"
#include "games/nim/nim_rules.hpp"
#include "support/nim_printers.hpp"
#include "support/random_game_harness.hpp"

namespace marienbad {
namespace {

NimPosition random_board(Random& random) {
    return random_nim_position(random.uniform_int(1, k_nim_max_piles), random);
}

TEST(NimRandomGames, NormalPlay) {
    testing::check_random_games(NimRules(Convention::normal), random_board, {.seed = 1});
}

TEST(NimRandomGames, MiserePlay) {
    testing::check_random_games(NimRules(Convention::misere), random_board, {.seed = 2});
}

TEST(NimRandomGames, UndoAndRedoThroughTheSession) {
    for (const Convention convention : {Convention::normal, Convention::misere}) {
        testing::check_random_undo_redo(
            [convention](Random& random) {
                return make_session(NimSetup{convention, random_board(random)}, {}, Seat::one,
                                    Random(random.seed()));
            },
            {.games = 20, .seed = 3});
    }
}

}  // namespace
}  // namespace marienbad
