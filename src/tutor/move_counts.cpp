// The moves at a setup's start, counted by each game's rules and solver.
#include "tutor/move_counts.hpp"

#include "solvers/grid_solver.hpp"
#include "solvers/nim_solver.hpp"
#include "solvers/row_solver.hpp"

namespace marienbad {

MoveCounts count_moves(const AnySetup& setup) {
    if (const auto* nim = std::get_if<NimSetup>(&setup)) {
        const NimRules rules(nim->convention);
        const NimSolver solver(nim->convention);
        return {static_cast<int>(solver.winning_moves(nim->start).size()),
                static_cast<int>(rules.legal_moves(nim->start).size())};
    }
    if (const auto* grid = std::get_if<GridSetup>(&setup)) {
        const GridRules rules(grid->board);
        const GridSolver solver(rules);
        const GridPosition position{grid->pawns};
        return {static_cast<int>(solver.winning_moves(position).size()),
                static_cast<int>(rules.legal_moves(position).size())};
    }
    const auto& row = std::get<RowSetup>(setup);
    const RowRules rules(row.convention, row.max_take);
    RowSolver solver(row.convention, row.max_take);
    return {static_cast<int>(solver.winning_moves(row.start).size()),
            static_cast<int>(rules.legal_moves(row.start).size())};
}

}  // namespace marienbad
