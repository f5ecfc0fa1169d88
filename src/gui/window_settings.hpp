// What the window remembers between runs (QSettings, in the user's configuration directory:
// ~/.config/marienbad/marienbad.conf): its size and place, the palette, the zoom, and the last
// game played with its settings. The command line wins over what is remembered.
#pragma once

#include <QByteArray>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "games/game_description.hpp"
#include "gui/palette.hpp"
#include "play/remembered_game.hpp"

namespace marienbad {

struct WindowSettings {
    QByteArray geometry;
    PaletteKind palette = PaletteKind::colour_blind_safe;
    double pitch = 56;  // the zoom: a cell's preferred pitch
    std::optional<RememberedGame> last_game;
};

WindowSettings load_window_settings();
void save_window_settings(const WindowSettings& settings);

// A game's values: what the window remembers of it (when its last game was this one), under what
// the command line gave.
ParameterValues with_remembered(const GameDescription& game, const ParameterValues& given,
                                const WindowSettings& settings);

}  // namespace marienbad
