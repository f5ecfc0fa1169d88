// The queen's puzzles. What each difficulty asks, every claim checked by the solver
// (tutor/puzzle.hpp; the queens on distinct cells, none in the sink); the measure is the legal
// moves for each winning one (exercises/puzzle_level.hpp):
//
//   difficulty  rules   queens  board     the queens            winning  step, measure
//   1           normal  1       5 to 7    5 cells or fewer      1 or 2   1, 2 to 5
//                                         from the sink
//   2           normal  1       8 to 12   anywhere              1        2, 6 to 19
//   3           normal  1       20 to 30  10 rows and columns   1        2, 20 up
//                                         or more from it
//   4           misère  1       20 to 30  anywhere              1        3, 20 up
//   5           normal  2       10 to 30  anywhere              1        4, 30 up
//
// "Cells from the sink" counts rows plus columns still to go. The lesson's steps: 1, the 0/1 labels
// of a table as the lesson draws it (the queen 7 rows and 7 columns from the sink or nearer); 2,
// Wythoff's pairs, which need no table; 3, misère play's three cells near the sink; 4, several
// queens' values and their xor.
#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "games/queen/queen_game.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

// The steps of the lesson a puzzle may need.
constexpr int k_labels_step = 1;  // one queen near the sink: the 0/1 labels of a small table
constexpr int k_pairs_step = 2;   // one queen anywhere: Wythoff's pairs
constexpr int k_misere_step = 3;  // one queen in misère play: the three cells near the sink
constexpr int k_values_step = 4;  // several queens: the values and their xor
// The farthest a queen stands from the sink, in rows and in columns, for the labels' table.
constexpr std::int64_t k_labels_reach = 7;

struct QueenLevel {
    Convention convention;
    int queens;
    int min_size;
    int max_size;
    std::int64_t min_distance;  // each of rows and columns to the sink, at least
    std::int64_t max_steps;     // rows plus columns to the sink, at most
    PuzzleLevel level;
};

QueenLevel queen_level(int difficulty) {
    switch (difficulty) {
        case 1:
            return {Convention::normal, 1, 5, 7, 0, 5, {k_labels_step, 2, 6, 2}};
        case 2:
            return {Convention::normal, 1, 8, 12, 0, 100, {k_pairs_step, 6, 20}};
        case 3:
            return {Convention::normal, 1, 20, 30, 10, 100, {k_pairs_step, 20, 0}};
        case 4:
            return {Convention::misere, 1, 20, 30, 0, 100, {k_misere_step, 20, 0}};
        default:
            return {Convention::normal, 2, 10, 30, 0, 100, {k_values_step, 30, 0}};
    }
}

}  // namespace

std::optional<QueenSetup> QueenGame::puzzle_candidate(int difficulty, Random& random) {
    const QueenLevel level = queen_level(difficulty);
    const QueenBoard board{random.uniform_int(level.min_size, level.max_size),
                           random.uniform_int(level.min_size, level.max_size)};
    QueenSetup setup{board, {}, level.convention};
    for (int i = 0; i < level.queens; ++i) {
        const QueenCell cell{random.uniform_int(0, static_cast<int>(board.rows) - 1),
                             random.uniform_int(0, static_cast<int>(board.cols) - 1)};
        const WythoffPosition distances = board.distances(cell);
        const bool taken =
            std::find(setup.queens.begin(), setup.queens.end(), cell) != setup.queens.end();
        if (cell == board.sink() || taken || distances.x < level.min_distance ||
            distances.y < level.min_distance || distances.x + distances.y > level.max_steps) {
            return std::nullopt;
        }
        setup.queens.push_back(cell);
    }
    return setup;
}

int QueenGame::puzzle_step(const QueenSetup& setup) {
    if (setup.queens.size() > 1) {
        return k_values_step;
    }
    if (setup.convention == Convention::misere) {
        return k_misere_step;
    }
    const WythoffPosition distances = setup.board.distances(setup.queens.front());
    return distances.x <= k_labels_reach && distances.y <= k_labels_reach ? k_labels_step
                                                                          : k_pairs_step;
}

PuzzleLevel QueenGame::puzzle_level(int difficulty) {
    return queen_level(difficulty).level;
}

std::string QueenGame::difficulty_description(int difficulty) {
    switch (difficulty) {
        case 1:
            return tr("one queen near the sink, normal play");
        case 2:
            return tr("one queen on a board of 8 to 12, normal play");
        case 3:
            return tr(
                "one queen at least 10 rows and 10 columns from the sink of a board of 20 to 30, "
                "normal play");
        case 4:
            return tr(
                "one queen on a board of 20 to 30, misère play (whoever makes the last move "
                "loses)");
        default:
            return tr("two queens on a board of 10 to 30, normal play: their values and their xor");
    }
}

std::string QueenGame::position_key(const QueenSetup& setup) {
    std::vector<QueenCell> queens = setup.queens;
    std::sort(queens.begin(), queens.end());
    std::string key =
        fmt::format("{} {}x{}", setup.convention == Convention::misere ? "misere" : "normal",
                    setup.board.rows, setup.board.cols);
    for (const QueenCell queen : queens) {
        key += fmt::format(" {},{}", queen.row, queen.col);
    }
    return key;
}

}  // namespace marienbad
