// A setup's position in a few characters, to compare two setups and to name one in a failure:
// Nim's piles, the grid's size, banned cells and pawns, the row's pattern and rules.
#pragma once

#include <string>

#include "session/game_setups.hpp"

namespace marienbad::testing {

inline std::string setup_text(const AnySetup& setup) {
    std::string text;
    if (const auto* nim = std::get_if<NimSetup>(&setup)) {
        text = nim->convention == Convention::misere ? "nim misère" : "nim";
        for (const int pile : nim->start.piles) {
            text += " " + std::to_string(pile);
        }
    } else if (const auto* grid = std::get_if<GridSetup>(&setup)) {
        text = "grid " + std::to_string(grid->board.rows()) + "x" +
               std::to_string(grid->board.cols()) + " banned";
        for (const Cell cell : grid->board.banned_cells()) {
            text += " " + std::to_string(cell.row) + "," + std::to_string(cell.col);
        }
        text += " pawns";
        for (const Cell cell : grid->pawns) {
            text += " " + std::to_string(cell.row) + "," + std::to_string(cell.col);
        }
    } else {
        const auto& row = std::get<RowSetup>(setup);
        text = std::string(row.convention == Convention::misere ? "row misère " : "row ") +
               row.start.pattern();
    }
    return text;
}

}  // namespace marienbad::testing
