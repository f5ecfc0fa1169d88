// What a screen reader says of a board, for every game (the window's accessible board, the web
// page's grid of cells, line mode's board in words): each cell's name with what stands on it
// ("row 2, piece 3 of 5", "cell 3, 4: banned", "place 7: a match"), each column's name with what
// it holds (Nim's piles: "row 2: 5 pieces"), each piece that moves named ("pawn 2"), and the
// whole position in a sentence or two. Each game writes its own (Game::board_names); the play
// layer computes them once per position.
#pragma once

#include <string>
#include <vector>

namespace marienbad {

struct BoardNames {
    std::vector<std::string> cells;    // row after row, as BoardModel::cells
    std::vector<std::string> columns;  // each column of the lattice; empty when the game names none
    std::vector<std::string> pawns;    // pawn i + 1's name, as BoardModel::pawns
    std::string position;              // the whole position: "Row 0: 1 piece; row 1: 3 pieces."

    bool operator==(const BoardNames&) const = default;
};

}  // namespace marienbad
