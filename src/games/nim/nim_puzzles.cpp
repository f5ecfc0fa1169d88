// Nim's puzzles. What each difficulty asks, every position checked by the solver:
//
//   difficulty  rules   piles  pieces a pile  winning moves  legal moves  the reasoning
//   1           normal  2      1 to 9         1              6 or more    make two piles equal
//   2           normal  3      1 to 12        1              15 or more   the binary matrix, 4 bits
//   3           normal  4      1 to 20        1              35 or more   5 bits, 4 lines
//   4           normal  5–6    1 to 35        1              70 or more   6 bits, 5 or 6 lines
//   5           misère  3–5    1 to 12        1              10 or more   the misère ending: the
//                                                                         winning move is not
//                                                                         normal play's
#include <algorithm>

#include "games/nim/nim_game.hpp"
#include "games/nim/nim_solver.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

struct NimLevel {
    Convention convention;
    int min_piles;
    int max_piles;
    int max_pieces;
    int min_legal;
};

NimLevel nim_level(int difficulty) {
    switch (difficulty) {
        case 1:
            return {Convention::normal, 2, 2, 9, 6};
        case 2:
            return {Convention::normal, 3, 3, 12, 15};
        case 3:
            return {Convention::normal, 4, 4, 20, 35};
        case 4:
            return {Convention::normal, 5, 6, 35, 70};
        default:
            return {Convention::misere, 3, 5, 12, 10};
    }
}

}  // namespace

std::optional<NimSetup> NimGame::puzzle_candidate(int difficulty, Random& random) {
    const NimLevel level = nim_level(difficulty);
    NimPosition position;
    const int piles = random.uniform_int(level.min_piles, level.max_piles);
    for (int i = 0; i < piles; ++i) {
        // Misère puzzles need single pieces: half the piles hold one.
        const bool single = level.convention == Convention::misere && random.chance(0.5);
        position.piles.push_back(single ? 1 : random.uniform_int(1, level.max_pieces));
    }
    if (position.total_pieces() < level.min_legal) {
        return std::nullopt;
    }
    const NimSolver solver(level.convention);
    const std::vector<NimMove> winning = solver.winning_moves(position);
    if (winning.size() != 1) {
        return std::nullopt;
    }
    if (level.convention == Convention::misere &&
        NimSolver(Convention::normal).winning_moves(position) == winning) {
        return std::nullopt;
    }
    return NimSetup{level.convention, std::move(position)};
}

std::string NimGame::difficulty_description(int difficulty) {
    switch (difficulty) {
        case 1:
            return tr("two piles; one move wins.");
        case 2:
            return tr("three piles of up to 12 pieces; one move wins among 15 or more.");
        case 3:
            return tr("four piles of up to 20 pieces; one move wins among 35 or more.");
        case 4:
            return tr("five or six piles of up to 35 pieces; one move wins among 70 or more.");
        default:
            return tr(
                "misère play: whoever takes the last piece loses. Three to five piles, one "
                "move wins, and it is not the move normal play would make.");
    }
}

}  // namespace marienbad
