// Why a move wins with the queen on a grid, as data for every front end and for `solve`: how the
// position is decided (queen_solver.hpp), what that method computes on it, and every winning
// move, so that a later step can say it in words (hint steps, lesson, puzzles) and a window can
// colour the safe cells. Nothing here is text.
//
// One queen off the sink (wythoff_pairs): the pairs (a_k, b_k) that matter, each queen's
// distances, and in misère play the three cells near the sink that differ from normal play.
// Several queens in normal play (grundy_xor): each queen's Grundy value and their xor. Several
// queens in misère play (misere_search): the outcome and the winning moves the search found.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/convention.hpp"
#include "games/queen/queen_rules.hpp"
#include "games/queen/queen_solver.hpp"
#include "games/queen/wythoff.hpp"

namespace marienbad {

// With one queen, every pair with a_k up to the queen's larger distance when they are at most
// this many; on a larger board, the first k_queen_explained_first_pairs and those next to the
// queen (the pairs of its row, its column and its diagonal, with their neighbours).
inline constexpr std::size_t k_queen_explained_all_pairs = 20;
inline constexpr std::size_t k_queen_explained_first_pairs = 12;
// The hint's table of the cells between the queens and the sink: at most this many rows and
// columns.
inline constexpr std::int64_t k_queen_explained_max_region = 30;

// One queen as the explanation sees it.
struct QueenExplained {
    int queen = 0;  // 0-based, as in the position
    QueenCell cell;
    WythoffPosition distances;  // rows below it and columns right of it, to the sink
    bool in_sink = false;
    bool first_on_cell = true;  // no queen before it shares its cell
    std::optional<int> grundy;  // grundy_xor: its Grundy value (0 in the sink); else none
    bool safe = false;          // a lone queen on its cell would be safe in the convention
    bool operator==(const QueenExplained&) const = default;
};

// The cells from `top_left` to the sink (rows x cols of them, row by row): whether a lone queen
// on each is safe in the convention, and with several queens in normal play each one's Grundy
// value.
struct QueenRegion {
    QueenCell top_left;
    std::int64_t rows = 0;
    std::int64_t cols = 0;
    std::vector<std::uint8_t> safe;  // rows * cols, 1 for a safe cell
    std::vector<int> grundy;         // rows * cols, or empty (not grundy_xor)
    bool contains(QueenCell cell) const {
        return cell.row >= top_left.row && cell.row < top_left.row + rows &&
               cell.col >= top_left.col && cell.col < top_left.col + cols;
    }
    std::size_t index(QueenCell cell) const {
        return static_cast<std::size_t>((cell.row - top_left.row) * cols +
                                        (cell.col - top_left.col));
    }
    bool is_safe(QueenCell cell) const { return safe[index(cell)] != 0; }
    bool operator==(const QueenRegion&) const = default;
};

struct QueenExplanation {
    QueenBoard board;
    QueenPosition position;
    Convention convention = Convention::normal;
    bool over = false;  // every queen is in the sink
    QueenMethod method = QueenMethod::wythoff_pairs;
    bool player_to_move_wins = false;

    std::vector<QueenExplained> queens;  // each queen, in the position's order

    // wythoff_pairs: the queen off the sink (none when the game is over), the pairs that
    // matter, by k; pairs_cut when some pairs between them were left out (a larger board).
    std::optional<int> lone_queen;
    std::vector<WythoffPair> pairs;
    bool pairs_cut = false;
    // wythoff_pairs in misère play: the safe positions (distances) that replace normal play's
    // (0,0), (1,2), (2,1): (0,1), (1,0), (2,2). Empty in normal play.
    std::vector<WythoffPosition> misere_safe_near_sink;
    std::vector<WythoffPosition> normal_safe_replaced;

    // grundy_xor: the xor of the queens' values (0 exactly when the player to move loses).
    int grundy_xor = 0;

    // Every winning move, each once when queens share a cell (the first queen's), in the
    // rules' order; empty when the position is lost or over.
    std::vector<QueenMove> winning_moves;
    // The cells between the queens off the sink and the sink (from the smallest row and column
    // of those queens), when that is at most k_queen_explained_max_region each way; none with
    // the search (misere_search) or when the game is over.
    std::optional<QueenRegion> region;
};

// The explanation of a position the solver accepts (queen_solver_problem finds nothing; else
// std::invalid_argument, as the solver refuses it).
QueenExplanation explain_queen_position(const QueenRules& rules, QueenSolver& solver,
                                        const QueenPosition& position);

}  // namespace marienbad
