// The queen's explanation in words.
#include "games/queen/queen_explanation_text.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <vector>

#include "games/queen/queen_wording.hpp"
#include "i18n/i18n.hpp"
#include "text/board_text.hpp"
#include "text/number_list.hpp"

namespace marienbad {
namespace {

std::vector<std::string> moves_text(const QueenExplanation& explanation) {
    std::vector<std::string> moves;
    for (const QueenMove& move : explanation.winning_moves) {
        moves.push_back(describe_queen_move(move, explanation.position.queens.size()));
    }
    return moves;
}

std::string region_table(const QueenExplanation& explanation,
                         const std::function<std::string(QueenCell)>& content) {
    if (!explanation.region) {
        return {};
    }
    const QueenRegion& region = *explanation.region;
    return render_cell_table(
        static_cast<int>(region.rows), static_cast<int>(region.cols),
        [&](Cell cell) {
            return content({region.top_left.row + cell.row, region.top_left.col + cell.col});
        },
        k_explanation_width,
        Cell{static_cast<int>(region.top_left.row), static_cast<int>(region.top_left.col)});
}

std::string verdict_text(const QueenExplanation& explanation) {
    const std::vector<std::string> winners = moves_text(explanation);
    if (explanation.over) {
        return explanation.position.queens.size() == 1
                   ? std::string(tr("The queen is in the sink: the game is over.\n"))
                   : std::string(tr("Every queen is in the sink: the game is over.\n"));
    }
    switch (explanation.method) {
        case QueenMethod::wythoff_pairs: {
            const QueenExplained& queen =
                explanation.queens[static_cast<std::size_t>(*explanation.lone_queen)];
            const std::string place = queen_place_text(queen.cell, queen.distances);
            if (queen.safe) {
                return trf(
                    "The queen is on {0}: a cell labelled 0. Every move leaves it on a 1, from "
                    "which the opponent moves it back to a 0.\n",
                    place);
            }
            return trf("The queen is on {0}, labelled 1: moving it to a 0 wins: {1}.\n", place,
                       list_of_alternatives(winners));
        }
        case QueenMethod::grundy_xor: {
            std::vector<int> values;
            for (const QueenExplained& queen : explanation.queens) {
                values.push_back(queen.grundy.value_or(0));
            }
            std::string text = trf("The queens' values: {0} = {1} (xor, as in Nim).\n",
                                   xor_of(values), explanation.grundy_xor);
            if (explanation.grundy_xor == 0) {
                return text + tr("The xor is 0: every move makes it another value, and the "
                                 "opponent can bring it back to 0.\n");
            }
            return text +
                   trf("A winning move makes the xor 0: {0}.\n", list_of_alternatives(winners));
        }
        case QueenMethod::misere_search:
            break;
    }
    if (winners.empty()) {
        return tr(
            "With several queens in misère play no table decides: a search of every "
            "position the queens can reach finds that every move loses against perfect "
            "play.\n");
    }
    return trf(
        "With several queens in misère play no table decides: a search of every position the "
        "queens can reach finds the winning moves: {0}.\n",
        list_of_alternatives(winners));
}

}  // namespace

std::string queen_place_text(QueenCell cell, WythoffPosition distances) {
    return trf("{0}, {1} and {2} from the sink", queen_cell_name(cell),
               ntrf("{0} row", "{0} rows", distances.x, distances.x),
               ntrf("{0} column", "{0} columns", distances.y, distances.y));
}

std::optional<std::string> queen_winning_answer(const QueenExplanation& explanation) {
    if (explanation.winning_moves.empty()) {
        return std::nullopt;
    }
    const std::vector<std::string> moves = moves_text(explanation);
    return explanation.position.queens.size() == 1
               ? trf("move the queen to {0}", list_of_alternatives(moves))
               : trf("move {0}", list_of_alternatives(moves));
}

std::string queen_labels_table(const QueenExplanation& explanation) {
    return region_table(explanation, [&](QueenCell cell) {
        return std::string(explanation.region->is_safe(cell) ? "0" : "1");
    });
}

std::string queen_values_table(const QueenExplanation& explanation) {
    if (!explanation.region || explanation.region->grundy.empty()) {
        return {};
    }
    return region_table(explanation, [&](QueenCell cell) {
        return std::to_string(explanation.region->grundy[explanation.region->index(cell)]);
    });
}

std::string queen_pairs_text(const QueenExplanation& explanation) {
    std::vector<std::string> pairs;
    std::int64_t previous = -1;
    for (const WythoffPosition& near : explanation.misere_safe_near_sink) {
        pairs.push_back(fmt::format("({},{})", near.x, near.y));
    }
    for (const WythoffPair& pair : explanation.pairs) {
        if (!explanation.misere_safe_near_sink.empty() && pair.k < 2) {
            continue;  // misère play has its own cells there
        }
        if (previous >= 0 && pair.k != previous + 1) {
            pairs.push_back("…");
        }
        pairs.push_back(fmt::format("({},{})", pair.a, pair.b));
        previous = pair.k;
    }
    if (explanation.pairs_cut) {
        pairs.push_back("…");
    }
    return fmt::format("{}", fmt::join(pairs, " "));
}

std::string render_queen_explanation(const QueenExplanation& explanation) {
    std::string text = verdict_text(explanation);
    if (explanation.over) {
        return text;
    }
    switch (explanation.method) {
        case QueenMethod::wythoff_pairs:
            text += tr("Counted from the sink (rows, then columns), the cells labelled 0 are these "
                       "pairs and their mirror images (b,a): the smaller number of each is the "
                       "smallest not used by an earlier pair, the larger is the smaller plus 0, "
                       "1, 2, 3…:") +
                    std::string("\n  ") + queen_pairs_text(explanation) + "\n";
            if (!explanation.misere_safe_near_sink.empty()) {
                text +=
                    tr("In misère play, whoever moves a queen into the sink loses: the three "
                       "cells nearest the sink labelled 0 are (0,1), (1,0) and (2,2) instead "
                       "of (0,0), (1,2) and (2,1); the others are the same.\n");
            }
            if (explanation.region) {
                text += tr("The labels, from the queen to the sink (0: whoever must move from it "
                           "loses against perfect play):") +
                        std::string("\n") + queen_labels_table(explanation);
            }
            return text;
        case QueenMethod::grundy_xor:
            if (explanation.region) {
                text += tr("Value of each cell (the smallest number none of the cells a queen "
                           "reaches from it has; 0: whoever must move from it loses):") +
                        std::string("\n") + queen_values_table(explanation);
            }
            return text;
        case QueenMethod::misere_search:
            break;
    }
    return text;
}

}  // namespace marienbad
