// The pawn game's explanation as data.
#include "games/grid/grid_explanation.hpp"

namespace marienbad {

GridExplanation explain_grid_position(const GridRules& rules, const GridSolver& solver,
                                      const GridPosition& position) {
    GridExplanation explanation{
        solver.table(), position, rules.board().sink(), {}, 0, false, {}, {}};
    for (const Cell pawn : position.pawns) {
        explanation.pawn_values.push_back(solver.table().value(pawn));
    }
    explanation.value = solver.position_value(position);
    explanation.over = rules.is_over(position);
    for (const GridMove& move : solver.winning_moves(position)) {
        if (is_first_pawn_on_its_cell(position, move.pawn)) {
            explanation.winning_moves.push_back(move);  // pawns sharing a cell: once
        }
    }
    for (const GridMove& move : rules.legal_moves(position)) {
        if (is_first_pawn_on_its_cell(position, move.pawn)) {
            explanation.moves.push_back(move);
        }
    }
    return explanation;
}

}  // namespace marienbad
