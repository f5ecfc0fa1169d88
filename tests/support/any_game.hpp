// What the tests ask of any setup's game, in one call: why a move loses there, how many moves
// there are and how many win (Game::why_move_loses, Game::count_moves, found by game_of).
#pragma once

#include <optional>
#include <string>

#include "catalogue/catalogue.hpp"

namespace marienbad::testing {

inline std::optional<std::string> why_move_loses(const AnySetup& setup, const AnyMove& move,
                                                 const Wording& wording = {}) {
    return game_of(setup).why_move_loses(setup, move, wording);
}

inline MoveCounts count_moves(const AnySetup& setup) {
    return game_of(setup).count_moves(setup);
}

}  // namespace marienbad::testing
