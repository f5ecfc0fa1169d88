// A game's settings as a front end remembers them between runs (the window in its settings file,
// the web page in the browser's storage): the game's command and the values given, as text, of
// the parameters worth remembering — those a form offers and a game's own flags, not the seed,
// the interface or the record. Recalled, each value is checked against the game's parameters
// first: one the game does not take, or out of range (a file edited by hand, or from another
// version), is left out and the form offers its default.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "games/game_description.hpp"

namespace marienbad {

struct RememberedGame {
    std::string name;  // the game's command: "nim"
    std::vector<std::pair<std::string, std::vector<std::string>>> values;  // given, as text
};

RememberedGame remember_game(const GameDescription& game, const ParameterValues& values);
ParameterValues recalled_values(const GameDescription& game, const RememberedGame& remembered);

}  // namespace marienbad
