// The matchstick row named for a screen reader: each place with a match or empty, and the position
// as where the matches stand and the runs they make.
#include <string>
#include <vector>

#include "games/row/row_game.hpp"
#include "i18n/i18n.hpp"
#include "text/number_list.hpp"

namespace marienbad {

BoardNames RowGame::board_names(const RowSetup&, const BoardModel& board, const Wording&) {
    BoardNames names;
    std::vector<std::string> runs;
    std::vector<int> lengths;
    int run_start = -1;
    for (int place = 0; place <= board.cols; ++place) {
        const bool match = place < board.cols && board.at({0, place}).kind == CellKind::match;
        if (place < board.cols) {
            const std::string& label = board.col_labels.at(static_cast<std::size_t>(place));
            names.cells.push_back(match ? trf("place {0}: a match", label)
                                        : trf("place {0}: empty", label));
        }
        if (match && run_start < 0) {
            run_start = place;
        } else if (!match && run_start >= 0) {
            const std::string& first = board.col_labels.at(static_cast<std::size_t>(run_start));
            const std::string& last = board.col_labels.at(static_cast<std::size_t>(place - 1));
            runs.push_back(place - 1 == run_start ? first : trf("{0} to {1}", first, last));
            lengths.push_back(place - run_start);
            run_start = -1;
        }
    }
    if (runs.empty()) {
        names.position = tr("No match is left.");
    } else if (runs.size() == 1) {
        names.position = ntrf("Matches at places {1}: a run of {0} match.",
                              "Matches at places {1}: a run of {0} matches.", lengths.front(),
                              lengths.front(), runs.front());
    } else {
        names.position = trf("Matches at places {0}: runs of {1} matches.", list_of_words(runs),
                             list_of_numbers(lengths));
    }
    return names;
}

}  // namespace marienbad
