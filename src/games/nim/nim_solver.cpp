// Nim's perfect play from two facts about a position: its nim-sum, and whether any pile has
// more than one piece. Normal play: the player to move wins iff the nim-sum is not 0.
// Misère play: the same while some pile has two or more pieces; once every pile has one
// piece, the player to move wins iff the number of piles is even (nim-sum 0).
#include "games/nim/nim_solver.hpp"

#include <algorithm>
#include <array>

namespace marienbad {
namespace {

bool player_to_move_wins_with(Convention convention, int sum, bool has_large_pile) {
    if (convention == Convention::misere && !has_large_pile) {
        return sum == 0;
    }
    return sum != 0;
}

int count_large_piles(const NimPosition& position) {
    return static_cast<int>(
        std::count_if(position.piles.begin(), position.piles.end(), [](int p) { return p > 1; }));
}

}  // namespace

int nim_sum(const NimPosition& position) {
    int sum = 0;
    for (const int pile : position.piles) {
        sum ^= pile;
    }
    return sum;
}

bool NimSolver::player_to_move_wins(const NimPosition& position) const {
    return player_to_move_wins_with(convention_, nim_sum(position),
                                    count_large_piles(position) > 0);
}

std::vector<NimMove> NimSolver::winning_moves(const NimPosition& position) const {
    const int sum = nim_sum(position);
    const int large_piles = count_large_piles(position);
    std::vector<NimMove> moves;
    for (int index = 0; index < static_cast<int>(position.piles.size()); ++index) {
        const int pile = position.piles[static_cast<std::size_t>(index)];
        // A winning move leaves nim-sum 0 (normal play, or misère with a large pile left),
        // or only single pieces with nim-sum 1 (misère): the pile goes to pile^sum, 0 or 1.
        std::array<int, 3> targets = {pile ^ sum, 0, 1};
        std::sort(targets.begin(), targets.end(), std::greater<>());
        for (std::size_t t = 0; t < targets.size(); ++t) {
            const int target = targets[t];
            if (target >= pile || (t > 0 && target == targets[t - 1])) {
                continue;
            }
            const int sum_after = sum ^ pile ^ target;
            const bool large_after = large_piles - (pile > 1 ? 1 : 0) + (target > 1 ? 1 : 0) > 0;
            if (!player_to_move_wins_with(convention_, sum_after, large_after)) {
                moves.push_back({index, pile - target});
            }
        }
    }
    return moves;
}

}  // namespace marienbad
