// Nim's boards from the command line, checked.
#include "games/nim/nim_options.hpp"

#include "games/nim/nim_rules.hpp"
#include "games/option_values.hpp"
#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {

std::vector<int> parse_pile_arguments(const std::vector<std::string>& arguments) {
    std::vector<int> piles;
    for (const std::string& argument : arguments) {
        for (const int pile : parse_whole_list("solve nim", argument)) {
            piles.push_back(pile);
        }
    }
    return piles;
}

void check_piles(std::string_view option, const std::vector<int>& piles, int max_piles,
                 int max_pieces) {
    switch (check_nim_board(piles, max_piles, max_pieces)) {
        case NimBoardError::none:
            return;
        case NimBoardError::no_piles:
            throw UsageError(trf("{0}: give at least one column", option));
        case NimBoardError::too_many_piles:
            throw UsageError(
                trf("{0}: at most {1} columns ({2} given)", option, max_piles, piles.size()));
        case NimBoardError::pile_too_small:
        case NimBoardError::pile_too_large:
            break;
    }
    throw UsageError(trf("{0}: each column holds from 1 to {1} pieces", option, max_pieces));
}

}  // namespace marienbad
