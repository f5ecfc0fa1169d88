// Nim rules: legal moves, apply with defragmentation, undo, and random boards (handout 000 §5).
#include "games/nim/nim_rules.hpp"

#include <iterator>
#include <numeric>
#include <stdexcept>

namespace marienbad {

int NimPosition::total_pieces() const {
    return std::accumulate(piles.begin(), piles.end(), 0);
}

NimBoardError check_nim_board(std::span<const int> piles, int max_piles, int max_pieces) {
    if (piles.empty()) {
        return NimBoardError::no_piles;
    }
    if (std::ssize(piles) > max_piles) {
        return NimBoardError::too_many_piles;
    }
    for (const int pile : piles) {
        if (pile < 1) {
            return NimBoardError::pile_too_small;
        }
        if (pile > max_pieces) {
            return NimBoardError::pile_too_large;
        }
    }
    return NimBoardError::none;
}

NimPosition random_nim_position(int pile_count, Random& random) {
    if (pile_count < 1 || pile_count > k_nim_max_piles) {
        throw std::invalid_argument("random_nim_position: pile count out of range");
    }
    NimPosition position;
    position.piles.reserve(static_cast<std::size_t>(pile_count));
    for (int i = 0; i < pile_count; ++i) {
        position.piles.push_back(random.uniform_int(1, k_nim_max_pieces));
    }
    return position;
}

std::vector<NimMove> NimRules::legal_moves(const NimPosition& position) const {
    std::vector<NimMove> moves;
    moves.reserve(static_cast<std::size_t>(position.total_pieces()));
    for (int pile = 0; pile < std::ssize(position.piles); ++pile) {
        for (int take = 1; take <= position.piles[static_cast<std::size_t>(pile)]; ++take) {
            moves.push_back({pile, take});
        }
    }
    return moves;
}

NimMove NimRules::random_move(const NimPosition& position, Random& random) const {
    if (position.piles.empty()) {
        throw std::invalid_argument("NimRules::random_move: the game is over");
    }
    const int pile = random.uniform_int(0, static_cast<int>(position.piles.size()) - 1);
    return {pile, random.uniform_int(1, position.piles[static_cast<std::size_t>(pile)])};
}

bool NimRules::is_legal(const NimPosition& position, const NimMove& move) const {
    return move.pile >= 0 && move.pile < std::ssize(position.piles) && move.take >= 1 &&
           move.take <= position.piles[static_cast<std::size_t>(move.pile)];
}

NimUndo NimRules::apply(NimPosition& position, const NimMove& move) const {
    if (!is_legal(position, move)) {
        throw std::invalid_argument("NimRules::apply: illegal move");
    }
    const auto pile = position.piles.begin() + move.pile;
    *pile -= move.take;
    const bool emptied = *pile == 0;
    if (emptied) {
        position.piles.erase(pile);
    }
    return {move, emptied};
}

void NimRules::undo(NimPosition& position, const NimUndo& undo) const {
    const auto pile = position.piles.begin() + undo.move.pile;
    if (undo.pile_removed) {
        position.piles.insert(pile, undo.move.take);
    } else {
        *pile += undo.move.take;
    }
}

}  // namespace marienbad
