// A position's explanation (why a move wins, or that none does), as front ends hold it without
// knowing the game: the winning moves it names, for a front end to show on the board
// (BoardModel::cells_touched), and the game's own explanation as data (games/<name>/),
// which only that game's code reads (its words, its hint's steps: games/<name>/).
#pragma once

#include <any>
#include <vector>

#include "session/game_setups.hpp"

namespace marienbad {

struct AnyExplanation {
    std::vector<AnyMove> winning_moves;  // none when the position is lost
    std::any detail;                     // the game's explanation
};

}  // namespace marienbad
