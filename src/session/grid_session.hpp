// The pawn game's session (handout 001) and its board model.
#pragma once

#include <optional>

#include "rules/grid_rules.hpp"
#include "session/typed_session.hpp"
#include "solvers/grid_solver.hpp"

namespace marienbad {

struct GridGame {
    using Setup = GridSetup;
    using Rules = GridRules;
    using Solver = GridSolver;
    static GridRules make_rules(const GridSetup& setup) { return GridRules(setup.board); }
    static GridSolver make_solver(const GridRules& rules) { return GridSolver(rules); }
    static GridPosition start(const GridSetup& setup) { return GridPosition{setup.pawns}; }
    static BoardModel board(const GridRules& rules, const GridPosition& position);
    static AnyExplanation explain(const GridRules& rules, GridSolver& solver,
                                  const GridPosition& position,
                                  const std::optional<GridMove>& chosen);
};

// Handout 001's grid: its free and banned cells, the sink, the pawns; rows and columns numbered
// from 1; the moves are the rules' legal moves, in their order. A move's touched cells are the
// pawn's path: its cell, the cell it jumps over, if any, and its destination.
BoardModel grid_board_model(const GridBoard& grid, const GridPosition& position);

using GridSession = TypedSession<GridGame>;
extern template class TypedSession<GridGame>;

}  // namespace marienbad
