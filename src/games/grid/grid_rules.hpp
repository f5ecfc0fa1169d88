// The pawn game of handout 001 on a GridBoard: one or several pawns start on (1,1); a move
// pushes one pawn 1 or 2 cells right or down, never onto or across a banned cell; a pawn in
// the sink stays there. Whoever makes the last possible move wins (normal play): with one
// pawn, that is whoever pushes it into the sink. Several pawns make the sum of the pawns'
// games, which handout 001 §3's title ("with a single pawn") points to.
#pragma once

#include <compare>
#include <optional>
#include <vector>

#include "core/convention.hpp"
#include "games/grid/grid_board.hpp"

namespace marienbad {

// A pawn on each cell of a short enough list to number them with one digit on the board.
inline constexpr int k_grid_max_pawns = 9;

struct GridPosition {
    std::vector<Cell> pawns;  // pawn i's cell; several pawns may share a cell
    // Spelled out: libc++ 13 (Emscripten's) deletes a defaulted `auto` <=> over a container.
    std::strong_ordering operator<=>(const GridPosition&) const = default;
};

struct GridMove {
    int pawn = 0;  // 0-based index of the pawn moved
    Cell to;
    bool operator==(const GridMove&) const = default;
};

struct GridUndo {
    int pawn = 0;
    Cell from;
};

// Whether no pawn before `pawn` shares its cell: pawns on one cell have the same moves, so
// lists for people show them once.
bool is_first_pawn_on_its_cell(const GridPosition& position, int pawn);

// The start: every pawn on (1,1).
GridPosition grid_start_position(const GridBoard& board, int pawns);

class GridRules {
  public:
    using Position = GridPosition;
    using Move = GridMove;
    using Undo = GridUndo;

    // The board must satisfy handout 001's rules (find_grid_problem finds nothing), so the game
    // ends exactly when every pawn is in the sink.
    explicit GridRules(GridBoard board);

    const GridBoard& board() const { return board_; }
    Convention convention() const { return Convention::normal; }
    std::vector<GridMove> legal_moves(const GridPosition& position) const;
    bool is_legal(const GridPosition& position, const GridMove& move) const;
    // Plays a legal move (std::invalid_argument otherwise, as the other games' rules do).
    GridUndo apply(GridPosition& position, const GridMove& move) const;
    void undo(GridPosition& position, const GridUndo& undo) const;
    bool is_over(const GridPosition& position) const;
    // Each move brings a pawn at least one row or column closer to the sink.
    int max_remaining_moves(const GridPosition& position) const;
    // The place a move acts on, for the computer's plausible mistakes: the pawn moved and its
    // direction (right or down), so that moves at one place differ by how far they go.
    int move_place(const GridPosition& position, const GridMove& move) const;

  private:
    GridBoard board_;
};

}  // namespace marienbad
