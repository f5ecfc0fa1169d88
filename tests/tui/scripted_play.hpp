// The terminal interface run on a scripted terminal from start to end, as the tests play it: a
// game's values as a command line gives them, the interface started on them (seed 7, the menu
// when no game is given), and what it ended with and showed.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "games/common_parameters.hpp"
#include "scripted_terminal.hpp"
#include "tui/tui_app.hpp"

namespace marienbad {

inline ParameterValues values_of(const GameDescription& game,
                                 std::vector<std::pair<std::string, std::string>> given) {
    ParameterValues values(play_parameters(game));
    for (auto& [name, text] : given) {
        values.give(name, text);
    }
    return values;
}

struct Played {
    TuiEnd end;
    ScriptedTerminal terminal;
};

inline Played play(const GameDescription* game, ParameterValues values,
                   std::vector<ScriptStep> script, ScreenLook look = {},
                   ScreenSize size = {80, 24}) {
    ScriptedTerminal terminal(size, look, std::move(script));
    TuiOptions options;
    options.seed = 7;
    const TuiEnd end = run_tui(terminal, TuiStart{game, std::move(values), nullptr, {}}, options);
    return {end, std::move(terminal)};
}

}  // namespace marienbad
