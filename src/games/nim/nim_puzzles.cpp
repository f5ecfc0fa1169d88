// Nim's puzzles. What each difficulty asks, every claim checked by the solver (tutor/puzzle.hpp);
// the measure is the legal moves for each winning one (exercises/puzzle_level.hpp):
//
//   difficulty  rules   piles  pieces a pile      winning  step, measure  the lesson's step
//   1           normal  2      1 to 9             1        1, 4 to 9      1: make two piles equal
//   2           normal  3      1 to 15            1        2, 10 to 24    2: the binary matrix
//   3           normal  4      1 to 24            1        2, 25 to 49    2, on 5 bits
//   4           normal  5–6    1 to 35            1        2, 50 up       2, on 6 bits
//   5           misère  3–7    1 to 63, some one  1        3, 50 up       3: misère play, the
//                                                                         matrix until a single
//                                                                         pile holds more than one
//
// Difficulty 5 mixes positions where the matrix finds the move and endings where one pile holds
// more than one piece (leave an odd number of single pieces): the student must tell which. Its
// piles go up to 63 so that an ending (a large pile and single pieces) reaches difficulty 4's band.
#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "games/nim/nim_game.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

// The steps of the lesson a puzzle may need.
constexpr int k_copy_step = 1;    // two piles: make them equal, then copy
constexpr int k_matrix_step = 2;  // the binary matrix and its sums
constexpr int k_misere_step = 3;  // misère play: the matrix, then the ending

struct NimLevel {
    Convention convention;
    int min_piles;
    int max_piles;
    int max_pieces;
    PuzzleLevel level;
};

NimLevel nim_level(int difficulty) {
    switch (difficulty) {
        case 1:
            return {Convention::normal, 2, 2, 9, {k_copy_step, 4, 10}};
        case 2:
            return {Convention::normal, 3, 3, 15, {k_matrix_step, 10, 25}};
        case 3:
            return {Convention::normal, 4, 4, 24, {k_matrix_step, 25, 50}};
        case 4:
            return {Convention::normal, 5, 6, 35, {k_matrix_step, 50, 0}};
        default:
            return {Convention::misere, 3, 7, k_nim_max_posed_pieces, {k_misere_step, 50, 0}};
    }
}

}  // namespace

std::optional<NimSetup> NimGame::puzzle_candidate(int difficulty, Random& random) {
    const NimLevel level = nim_level(difficulty);
    NimPosition position;
    const int piles = random.uniform_int(level.min_piles, level.max_piles);
    for (int i = 0; i < piles; ++i) {
        // Misère play's ending needs single pieces: some piles hold one.
        const bool single = level.convention == Convention::misere && random.chance(0.4);
        position.piles.push_back(single ? 1 : random.uniform_int(1, level.max_pieces));
    }
    return NimSetup{level.convention, std::move(position)};
}

int NimGame::puzzle_step(const NimSetup& setup) {
    if (setup.convention == Convention::misere) {
        return k_misere_step;
    }
    return setup.start.piles.size() == 2 ? k_copy_step : k_matrix_step;
}

PuzzleLevel NimGame::puzzle_level(int difficulty) {
    return nim_level(difficulty).level;
}

std::string NimGame::difficulty_description(int difficulty) {
    switch (difficulty) {
        case 1:
            return tr("two piles of up to 9 pieces");
        case 2:
            return tr("three piles of up to 15 pieces");
        case 3:
            return tr("four piles of up to 24 pieces");
        case 4:
            return tr("five or six piles of up to 35 pieces");
        default:
            return tr(
                "misère play (whoever takes the last piece loses), three to seven piles of up to "
                "63 pieces, some of one piece");
    }
}

std::string NimGame::position_key(const NimSetup& setup) {
    std::vector<int> piles = setup.start.piles;
    std::sort(piles.begin(), piles.end());
    return fmt::format("{} {}", setup.convention == Convention::misere ? "misere" : "normal",
                       fmt::join(piles, ","));
}

}  // namespace marienbad
