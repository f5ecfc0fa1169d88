// The explanation of handout 001 §3's strategy for a position, in words: what the pawns' values
// say first, then the table of values (which fits the console: render_grundy_table).
#include "games/grid/grid_explanation_text.hpp"

#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "i18n/i18n.hpp"
#include "text/board_text.hpp"
#include "text/number_list.hpp"

namespace marienbad {
namespace {

// What the pawns' values say, in a sentence; the table of values follows it.
std::string grid_verdict_text(const GridExplanation& explanation) {
    const auto& pawns = explanation.position.pawns;
    std::vector<std::string> winners;
    for (const GridMove& move : explanation.winning_moves) {
        winners.push_back(describe_grid_move(move, pawns.size()));
    }
    if (pawns.size() == 1) {
        const Cell pawn = pawns.front();
        if (pawn == explanation.sink) {
            return tr("The pawn is in the sink: the game is over.\n");
        }
        if (explanation.value == 0) {
            return trf(
                "The pawn is on {0}, of value 0: every move leads to a cell of another value, "
                "from which the opponent can move back to 0.\n",
                cell_name(pawn));
        }
        return trf("The pawn is on {0}, of value {1}: moving it to a cell of value 0 wins: {2}.\n",
                   cell_name(pawn), explanation.value, list_of_alternatives(winners));
    }
    std::string text = trf("The pawns' values: {0} = {1} (xor, as in Nim).\n",
                           xor_of(explanation.pawn_values), explanation.value);
    if (explanation.over) {
        return text + tr("Every pawn is in the sink: the game is over.\n");
    }
    if (explanation.value == 0) {
        return text + tr("The xor is 0: every move makes it another value, and the opponent can "
                         "bring it back to 0.\n");
    }
    return text + trf("A winning move makes the xor 0: {0}.\n", list_of_alternatives(winners));
}

}  // namespace

std::string describe_grid_move(const GridMove& move, std::size_t pawn_count) {
    if (pawn_count == 1) {
        return cell_name(move.to);
    }
    return trf("pawn {0} to {1}", move.pawn + 1, cell_name(move.to));
}

std::optional<std::string> grid_winning_answer(const GridExplanation& explanation) {
    if (explanation.winning_moves.empty()) {
        return std::nullopt;
    }
    const std::size_t pawns = explanation.position.pawns.size();
    std::vector<std::string> moves;
    for (const GridMove& move : explanation.winning_moves) {
        moves.push_back(describe_grid_move(move, pawns));
    }
    return pawns == 1 ? trf("move the pawn to {0}", list_of_alternatives(moves))
                      : trf("move {0}", list_of_alternatives(moves));
}

std::string render_grid_explanation(const GridExplanation& explanation) {
    return grid_verdict_text(explanation) +
           tr("Value of each cell (0: whoever must move from it loses against perfect play):") +
           "\n" + render_grundy_table(explanation.table);
}

std::string render_grid_explanation(const GridRules& rules, const GridSolver& solver,
                                    const GridPosition& position) {
    return render_grid_explanation(explain_grid_position(rules, solver, position));
}

}  // namespace marienbad
