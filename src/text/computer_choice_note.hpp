// What --explain adds after the explanation of a computer move, in every game: nothing when
// the computer played a winning move; else whether the position was lost (no move wins) or
// its level made it play at random.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

namespace marienbad {

// The note for a lost position, or for a move outside the winning ones at a won position.
std::string lost_position_note();
std::string random_move_note();

template <class Move>
std::string computer_choice_note(const std::vector<Move>& winning_moves, const Move& played) {
    if (winning_moves.empty()) {
        return lost_position_note();
    }
    if (std::ranges::find(winning_moves, played) == winning_moves.end()) {
        return random_move_note();
    }
    return {};
}

}  // namespace marienbad
