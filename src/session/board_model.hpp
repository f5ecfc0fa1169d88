// The board model: what a front end draws and points at, for every game, without knowing the
// game. Cells on a small lattice, each with its kind (a piece, a match, a free or banned cell,
// the sink, an empty place) and the pawns standing on it; the labels of the rows and columns
// as each handout numbers them; and the pointer's two questions, as data: which move pointing at
// a cell makes (move_at), and which cells a move touches (cells_touched), to highlight a
// choice before it is made or the computer's move before it is applied.
//
// The lattice of each game:
//  - Nim (handout 000): one column per pile, row 0 at the top; pile c holds pieces in rows 0 to
//    size - 1. Pointing at a piece takes it and every piece below it in its column (handout 002,
//    which draws piles as rows, greys "the cells to the right of the clicked one": the same
//    move, transposed). The lattice is `transposable`: a front end may draw the piles as rows.
//  - The grid (handout 001): the grid itself. Pointing at a cell moves a pawn there; when pawns
//    on different cells can go there, count picks one of them, in pawn order; a count typed
//    names a pawn by its number (CountMeaning::pawn_number).
//  - The row (handout 004): one row of places. Pointing at a match takes the run of `count`
//    matches starting there (1 to count_limit).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/cell.hpp"
#include "session/game_setups.hpp"

namespace marienbad {

enum class CellKind { empty, piece, match, free, banned, sink };

struct BoardCell {
    CellKind kind = CellKind::empty;
    int pawns = 0;       // pawns standing here
    int first_pawn = 0;  // the lowest number of those pawns, from 1 (0 when none)
    bool operator==(const BoardCell&) const = default;
};

// How the handouts lay the lattice out as text (text/board_text.hpp draws each).
enum class BoardLayout {
    piles_as_columns,  // handout 000: columns of pieces, indices on top, row numbers on the left
    grid,              // handout 001: numbered rows and columns, `|` between cells
    row_of_places,     // handout 004: numbered places over their marks
};

// How the pawns are drawn: discs (handout 001's pawn), or crowns, for a game whose pawns are
// pieces of another kind.
enum class PawnShape { disc, crown };

// What the count of a pointer chooses, once it points at a cell.
enum class CountMeaning {
    move_at_cell,   // which of the cell's moves (the row: how many matches from there; the grid:
                    // which pawn, when several can go there)
    cells_touched,  // how many cells the move takes, the pointed cell following (Nim: how many
                    // pieces from the bottom of the column)
    pawn_number,    // the pawn that moves, by the number drawn on it (the grid): the move from
                    // pawns[count - 1]'s cell, to the pointed cell or, when that pawn cannot go
                    // there, to the first cell it can go to
};

// A move as a pointer makes it.
struct BoardMove {
    AnyMove move;
    Cell target;                // where pointing makes it
    std::vector<Cell> touched;  // the cells it takes, or the pawn's path from its cell
    bool offered = true;        // false when an earlier move is the same to a person (pawns
                                // sharing a cell): moves_at leaves it out
    bool operator==(const BoardMove&) const = default;
};

struct BoardModel {
    BoardLayout layout = BoardLayout::piles_as_columns;
    int rows = 0;
    int cols = 0;
    std::vector<BoardCell> cells;  // row after row
    std::vector<std::string> row_labels;
    std::vector<std::string> col_labels;
    std::vector<Cell> pawns;  // the grid's pawns: pawn i + 1 stands on pawns[i]
    std::string pawns_name;   // what they are, in the player's language: "Pawns"
    PawnShape pawn_shape = PawnShape::disc;
    int count_limit = 0;  // the row's max-take: the largest count move_at takes; 0 when the
                          // cell alone says the move
    CountMeaning count_meaning = CountMeaning::move_at_cell;
    bool transposable = false;     // the lattice may be drawn with its rows and columns swapped
                                   // (Nim: handout 002's piles as rows); the moves do not change
    std::vector<BoardMove> moves;  // every legal move, in the order people are offered them

    BoardModel() = default;
    BoardModel(BoardLayout layout, int rows, int cols);

    bool contains(Cell cell) const;
    const BoardCell& at(Cell cell) const;
    BoardCell& at(Cell cell);
    // "(2,3)": the cell as its labels name it.
    std::string cell_name(Cell cell) const;

    // Every move a person is offered, in order (pawns sharing a cell offered once).
    std::vector<AnyMove> offered_moves() const;
    // The moves a person can make by pointing at `cell`, in order (the row: 1, 2, ... matches;
    // the grid: one per pawn that can go there); empty when pointing there makes none.
    std::vector<AnyMove> moves_at(Cell cell) const;
    // The count-th of them (from 1), if there is one.
    std::optional<AnyMove> move_at(Cell cell, int count = 1) const;
    // The cells `move` touches, in order; empty when it is not a legal move of this board.
    std::vector<Cell> cells_touched(const AnyMove& move) const;

    bool operator==(const BoardModel&) const = default;
};

}  // namespace marienbad
