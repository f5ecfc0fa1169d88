// The explanation of seed 001 §3's strategy for a position, in words.
#include "text/grid_explanation_text.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "i18n/i18n.hpp"
#include "text/board_text.hpp"
#include "text/number_list.hpp"

namespace marienbad {

std::string describe_grid_move(const GridMove& move, std::size_t pawn_count) {
    if (pawn_count == 1) {
        return cell_name(move.to);
    }
    return trf("pawn {0} to {1}", move.pawn + 1, cell_name(move.to));
}

std::string render_grid_explanation(const GridExplanation& explanation) {
    std::string text =
        tr("Value of each cell (0: whoever must move from there loses against perfect play):") +
        std::string("\n") + render_grundy_table(explanation.table);
    const auto& pawns = explanation.position.pawns;
    std::vector<std::string> winners;
    for (const GridMove& move : explanation.winning_moves) {
        winners.push_back(describe_grid_move(move, pawns.size()));
    }
    if (pawns.size() == 1) {
        const Cell pawn = pawns.front();
        if (pawn == explanation.sink) {
            text += tr("The pawn is in the sink: the game is over.\n");
        } else if (explanation.value == 0) {
            text +=
                trf("The pawn is on {0}, of value 0: every move leads to a cell of another value, "
                    "from which the opponent can move back to 0.\n",
                    cell_name(pawn));
        } else {
            text +=
                trf("The pawn is on {0}, of value {1}: moving it to a cell of value 0 wins: "
                    "{2}.\n",
                    cell_name(pawn), explanation.value, list_of_alternatives(winners));
        }
        return text;
    }
    text += trf("The pawns' values: {0} = {1} (xor, as in Nim).\n",
                fmt::join(explanation.pawn_values, " xor "), explanation.value);
    if (explanation.over) {
        text += tr("Every pawn is in the sink: the game is over.\n");
    } else if (explanation.value == 0) {
        text +=
            tr("The xor is 0: every move makes it another value, and the opponent can bring "
               "it back to 0.\n");
    } else {
        text += trf("A winning move makes the xor 0: {0}.\n", list_of_alternatives(winners));
    }
    return text;
}

std::string render_grid_explanation(const GridRules& rules, const GridSolver& solver,
                                    const GridPosition& position) {
    return render_grid_explanation(explain_grid_position(rules, solver, position));
}

}  // namespace marienbad
