// The queen on a grid (Wythoff's game): a board of R x C cells, no banned cell, one queen or up
// to nine (queens may share a cell). A move pushes one queen any number of cells down, right or
// diagonally down-right, never past the edge; a queen on the bottom-right cell (the sink) cannot
// move; the game is over when every queen is in the sink. Whoever makes the last move wins
// (normal play) or loses (misère play). One queen is Wythoff's game on its distances to the sink
// (games/queen/wythoff.hpp); several queens make the sum of their games.
//
// Cells are 0-based (row, col) from the top left; people see them 1-based. Boards in play have 5
// to 30 rows and columns; the rules take any size up to 10^18 so that `solve` can use them, but
// listing the moves (legal_moves, destinations) is for boards of ordinary sizes.
#pragma once

#include <compare>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/convention.hpp"
#include "games/queen/wythoff.hpp"

namespace marienbad {

// The sizes of a board in play, and of a board `solve` takes.
inline constexpr std::int64_t k_queen_min_size = 5;
inline constexpr std::int64_t k_queen_max_size = 30;
inline constexpr std::int64_t k_queen_solve_max_size = 1'000'000'000'000'000'000;
// A queen on each cell of a short enough list to number them with one digit on the board.
inline constexpr int k_queen_max_queens = 9;
// The most destinations legal_moves and destinations() list for one queen (std::invalid_argument
// past it): a 10^18 board is solved, never listed.
inline constexpr std::int64_t k_queen_max_listed_destinations = 1'000'000;

struct QueenCell {
    std::int64_t row = 0;
    std::int64_t col = 0;
    auto operator<=>(const QueenCell&) const = default;
};

struct QueenBoard {
    std::int64_t rows = 0;
    std::int64_t cols = 0;

    QueenCell start() const { return {0, 0}; }
    QueenCell sink() const { return {rows - 1, cols - 1}; }
    bool contains(QueenCell cell) const {
        return cell.row >= 0 && cell.row < rows && cell.col >= 0 && cell.col < cols;
    }
    // A cell's distances to the sink (Wythoff's heaps): x rows below it, y columns right of it.
    WythoffPosition distances(QueenCell cell) const {
        return {rows - 1 - cell.row, cols - 1 - cell.col};
    }
    // The cell at those distances from the sink.
    QueenCell cell_at(WythoffPosition distances) const {
        return {rows - 1 - distances.x, cols - 1 - distances.y};
    }
    bool operator==(const QueenBoard&) const = default;
};

struct QueenPosition {
    std::vector<QueenCell> queens;  // queen i's cell; several queens may share a cell
    // Spelled out: libc++ 13 (Emscripten's) deletes a defaulted `auto` <=> over a container.
    std::strong_ordering operator<=>(const QueenPosition&) const = default;
};

struct QueenMove {
    int queen = 0;  // 0-based index of the queen moved
    QueenCell to;
    bool operator==(const QueenMove&) const = default;
};

struct QueenUndo {
    int queen = 0;
    QueenCell from;
};

// The three directions a queen moves in, in the order legal_moves lists them.
enum class QueenDirection { down, right, diagonal };

// The direction and length of a step from `from` to `to`; none when it is no queen's move (not
// down, right or diagonally down-right, or no step at all). The board's edges are not looked at.
struct QueenStep {
    QueenDirection direction = QueenDirection::down;
    std::int64_t length = 0;
    bool operator==(const QueenStep&) const = default;
};
std::optional<QueenStep> queen_step(QueenCell from, QueenCell to);

// Whether no queen before `queen` shares its cell: queens on one cell have the same moves, so
// lists for people show them once (legal_moves lists each queen's moves all the same).
bool is_first_queen_on_its_cell(const QueenPosition& position, int queen);

// The start: every queen on the top-left cell. 1 to k_queen_max_queens queens
// (std::invalid_argument otherwise).
QueenPosition queen_start_position(const QueenBoard& board, int queens);

// How many queens are not in the sink (0 exactly when the game is over).
int queens_off_the_sink(const QueenBoard& board, const QueenPosition& position);

class QueenRules {
  public:
    using Position = QueenPosition;
    using Move = QueenMove;
    using Undo = QueenUndo;

    // Any board of 1 to k_queen_solve_max_size rows and columns (std::invalid_argument
    // otherwise); find_queen_problem says whether it is one to play on.
    QueenRules(QueenBoard board, Convention convention);

    const QueenBoard& board() const { return board_; }
    Convention convention() const { return convention_; }

    // Where a queen on `from` may go: down, then right, then diagonally, each nearest first.
    // Empty for the sink or a cell off the board; std::invalid_argument past
    // k_queen_max_listed_destinations.
    std::vector<QueenCell> destinations(QueenCell from) const;
    // Each queen's destinations in turn, queen 0 first (queens sharing a cell all listed).
    std::vector<QueenMove> legal_moves(const QueenPosition& position) const;
    // O(1): the queen exists, stands on the board, and moves down, right or diagonally onto
    // the board.
    bool is_legal(const QueenPosition& position, const QueenMove& move) const;
    // Plays a legal move (std::invalid_argument otherwise, as the other games' rules do).
    QueenUndo apply(QueenPosition& position, const QueenMove& move) const;
    void undo(QueenPosition& position, const QueenUndo& undo) const;
    bool is_over(const QueenPosition& position) const;
    // The sum of the queens' rows and columns to the sink (each move lowers it by at least one;
    // a diagonal move of n cells by 2n), saturating at INT_MAX on huge boards.
    int max_remaining_moves(const QueenPosition& position) const;
    // The place a move acts on, for the computer's plausible mistakes: the queen moved and its
    // direction (queen * 3 + 0 down, 1 right, 2 diagonal), so that moves at one place differ by
    // how far they go.
    int move_place(const QueenPosition& position, const QueenMove& move) const;

  private:
    QueenBoard board_;
    Convention convention_;
};

// What can be wrong with a board and queens' cells given by a user, in the order they are
// checked: the rows, the columns, the number of queens, each queen's cell; then, for play, a
// game that would be over before it starts.
enum class QueenRule {
    too_few_rows,     // fewer rows than `low`
    too_many_rows,    // more rows than `high`
    too_few_cols,     // fewer columns than `low`
    too_many_cols,    // more columns than `high`
    no_queen,         // no queen at all
    too_many_queens,  // more than `high` (k_queen_max_queens) queens
    outside,          // queen `queen` stands on `cell`, off the board
    all_in_sink,      // every queen is already in the sink (play only)
};

// What the board or the queens are for: a game (sizes k_queen_min_size..k_queen_max_size) or
// `solve` (sizes 1..k_queen_solve_max_size).
enum class QueenUse { play, solve };

struct QueenProblem {
    QueenRule rule = QueenRule::no_queen;
    std::int64_t value = 0;  // the rows, columns or queens counted
    std::int64_t low = 0;    // the allowed range of that count
    std::int64_t high = 0;
    int queen = -1;    // the queen (0-based) whose cell is off the board
    QueenCell cell;    // its cell (0-based)
    QueenBoard board;  // the board checked
    bool operator==(const QueenProblem&) const = default;
};

// The first problem of a board and the queens' cells, if any.
std::optional<QueenProblem> find_queen_problem(const QueenBoard& board,
                                               std::span<const QueenCell> queens, QueenUse use);

// The problem in one sentence, in the player's language, cells 1-based as people see them.
std::string queen_problem_text(const QueenProblem& problem);

}  // namespace marienbad
