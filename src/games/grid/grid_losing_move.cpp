// Why a move of the pawns loses (handout 001 §3): the cell labelled 1 the pawn would stand on and
// the 0 the opponent then reaches, or the pawns' values and their xor.
#include "games/grid/grid_losing_move.hpp"

#include "games/grid/grid_solver.hpp"
#include "i18n/i18n.hpp"
#include "text/board_text.hpp"
#include "text/number_list.hpp"

namespace marienbad {

std::string grid_why_move_loses(const GridSetup& setup, const GridMove& move,
                                const GridPosition& after) {
    const GridRules rules(setup.board);
    const GridSolver solver(rules);
    const GridMove reply = solver.winning_moves(after).front();
    if (after.pawns.size() == 1 && reply.to == setup.board.sink()) {
        return trf(
            "That move loses: the pawn would stand on {0}, labelled 1, from where your opponent "
            "pushes it into the sink, {1}.",
            cell_name(move.to), cell_name(reply.to));
    }
    if (after.pawns.size() == 1) {
        return trf(
            "That move loses: the pawn would stand on {0}, labelled 1. From there your opponent "
            "pushes it to {1}, labelled 0, and from a 0 every move leads to a 1 again.",
            cell_name(move.to), cell_name(reply.to));
    }
    std::vector<int> values;
    for (const Cell cell : after.pawns) {
        values.push_back(solver.table().value(cell));
    }
    return trf(
        "That move loses: the pawns would stand on cells worth {0}, whose xor is {1}, not 0. "
        "Your opponent answers by moving pawn {2} to {3}, which makes the xor 0.",
        list_of_numbers(values), solver.position_value(after), reply.pawn + 1, cell_name(reply.to));
}

}  // namespace marienbad
