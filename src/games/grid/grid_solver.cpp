// Grundy values of the grid and the winning moves of one or several pawns.
#include "games/grid/grid_solver.hpp"

#include <bit>

namespace marienbad {
namespace {

// The smallest value not among `values` (at most 4 destinations, so at most 4 bits matter).
int minimum_excluded(unsigned seen) {
    return std::countr_one(seen);
}

}  // namespace

GridGrundyTable::GridGrundyTable(const GridBoard& board)
    : rows_(board.rows()),
      cols_(board.cols()),
      values_(static_cast<std::size_t>(rows_ * cols_), -1) {
    for (int col = cols_ - 1; col >= 0; --col) {
        for (int row = rows_ - 1; row >= 0; --row) {
            if (!board.is_free({row, col})) {
                continue;
            }
            unsigned seen = 0;
            for (const Cell to : board.destinations({row, col})) {
                seen |= 1U << static_cast<unsigned>(value(to));
            }
            values_[static_cast<std::size_t>(row * cols_ + col)] = minimum_excluded(seen);
        }
    }
}

GridSolver::GridSolver(const GridRules& rules) : rules_(rules), table_(rules.board()) {}

int GridSolver::position_value(const GridPosition& position) const {
    int value = 0;
    for (const Cell pawn : position.pawns) {
        value ^= table_.value(pawn);
    }
    return value;
}

bool GridSolver::player_to_move_wins(const GridPosition& position) const {
    return position_value(position) != 0;
}

std::vector<GridMove> GridSolver::winning_moves(const GridPosition& position) const {
    std::vector<GridMove> moves;
    const int total = position_value(position);
    if (total == 0) {
        return moves;
    }
    for (std::size_t pawn = 0; pawn < position.pawns.size(); ++pawn) {
        const int wanted = total ^ table_.value(position.pawns[pawn]);
        for (const Cell to : rules_.board().destinations(position.pawns[pawn])) {
            if (table_.value(to) == wanted) {
                moves.push_back({static_cast<int>(pawn), to});
            }
        }
    }
    return moves;
}

}  // namespace marienbad
