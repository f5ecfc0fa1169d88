// A setup in a few characters, to compare two setups and to name one in a failure: its game and
// its setup as a record writes it (catalogue/game_record.hpp), for any game of the list.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "catalogue/catalogue.hpp"

namespace marienbad::testing {

inline std::string setup_text(const AnySetup& setup) {
    const Game& game = game_of(setup);
    return game.name() + " " + game.description().setup_json(setup).dump();
}

}  // namespace marienbad::testing
