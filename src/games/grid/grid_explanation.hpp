// Why a move wins in the pawn game (handout 001 §3), as data for every front end: the value of
// every cell, each pawn's value and their xor, and the winning moves (each once when pawns share
// a cell), so that a window can colour the winning destinations and the text front ends can
// say it in words (games/grid/grid_explanation_text.hpp).
#pragma once

#include <vector>

#include "games/grid/grid_rules.hpp"
#include "games/grid/grid_solver.hpp"

namespace marienbad {

struct GridExplanation {
    GridGrundyTable table;  // the value of every cell, -1 for a banned cell
    GridPosition position;
    Cell sink;
    std::vector<int> pawn_values;  // the value of each pawn's cell
    int value = 0;                 // their xor: 0 exactly when the player to move loses
    bool over = false;             // every pawn is in the sink
    std::vector<GridMove> winning_moves;
    std::vector<GridMove> moves;  // every legal move (each once when pawns share a cell)
};

GridExplanation explain_grid_position(const GridRules& rules, const GridSolver& solver,
                                      const GridPosition& position);

}  // namespace marienbad
