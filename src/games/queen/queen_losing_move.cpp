// Why a queen's move loses.
#include "games/queen/queen_losing_move.hpp"

#include <fmt/format.h>

#include "games/queen/queen_explanation_text.hpp"
#include "games/queen/queen_solver.hpp"
#include "games/queen/queen_wording.hpp"
#include "i18n/i18n.hpp"
#include "text/number_list.hpp"

namespace marienbad {

std::string queen_why_move_loses(const QueenSetup& setup, const QueenMove& move,
                                 const QueenPosition& after) {
    const QueenRules rules(setup.board, setup.convention);
    QueenSolver solver(rules);
    const std::size_t queens = after.queens.size();
    if (rules.is_over(after)) {  // misère play: taking the last move loses
        return queens == 1 ? std::string(tr("That move loses: you would move the queen into the "
                                            "sink, and in misère play whoever does loses."))
                           : std::string(tr("That move loses: you would make the last move, and "
                                            "in misère play whoever does loses."));
    }
    const QueenMove reply = *solver.find_winning_move(after);
    const QueenCell moved = after.queens[static_cast<std::size_t>(move.queen)];
    switch (solver.method(after)) {
        case QueenMethod::wythoff_pairs: {
            const std::string place = queen_place_text(moved, setup.board.distances(moved));
            if (queens_off_the_sink(setup.board, after) == 1 && reply.to == setup.board.sink() &&
                setup.convention == Convention::normal) {
                return trf(
                    "That move loses: the queen would stand on {0}, in line with the sink: your "
                    "opponent moves it into the sink, {1}.",
                    place, queen_cell_name(reply.to));
            }
            return trf(
                "That move loses: the queen would stand on {0}, labelled 1. From there your "
                "opponent moves it to {1}, labelled 0, and from a 0 every move leads to a 1 "
                "again.",
                place, queen_cell_name(reply.to));
        }
        case QueenMethod::grundy_xor: {
            std::vector<int> values;
            for (const QueenCell cell : after.queens) {
                values.push_back(solver.grundy_value(cell));
            }
            return trf(
                "That move loses: the queens would stand on cells worth {0}, whose xor is {1}, not "
                "0. Your opponent answers by moving queen {2} to {3}, which makes the xor 0.",
                list_of_numbers(values), solver.grundy_xor(after), reply.queen + 1,
                queen_cell_name(reply.to));
        }
        case QueenMethod::misere_search:
            break;
    }
    return trf(
        "That move loses: your opponent answers {0}, and a search of every position the queens "
        "can reach finds no winning move for you after it.",
        describe_queen_move(reply, queens));
}

}  // namespace marienbad
