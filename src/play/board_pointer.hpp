// The cursor over the board, for any game: it stands on a cell where pointing makes a move
// (BoardModel::moves_at) and holds which of that cell's moves is meant (its count). The arrows
// move it to the nearest such cell in their direction as the cells are drawn (so Left and Right
// change Nim's column and Up and Down how many pieces, as handout 000's ihm_choisir_colonne; the
// grid's cursor goes from destination to destination); on a board of one row, Up and Down
// change the count (handout 004's row: how many matches). `+` and `-` take one cell more or fewer:
// the move whose cells are the current move's and one more, or one fewer; on a board of pawns
// they cycle the pawn that moves. Pointing at another cell keeps the pawn when it can go there;
// pointing at a pawn that can move chooses it.
#pragma once

#include <optional>

#include "session/board_model.hpp"

namespace marienbad {

enum class Direction { left, right, up, down };

struct BoardPointer {
    Cell cell;
    int count = 1;  // from 1: the count-th move pointing at `cell` makes

    bool operator==(const BoardPointer&) const = default;
};

// The move the pointer makes, if any.
std::optional<AnyMove> pointed_move(const BoardModel& board, const BoardPointer& pointer);
// The pointer that makes `move`, when the board offers it.
std::optional<BoardPointer> pointer_to(const BoardModel& board, const AnyMove& move);
// On the first move offered; empty when there is none.
std::optional<BoardPointer> first_pointer(const BoardModel& board);
// On the cell with moves nearest `cell` (after the board changed), its count kept where it can.
std::optional<BoardPointer> nearest_pointer(const BoardModel& board, const BoardPointer& pointer);
// The pointer moved one step; unchanged when nothing lies that way. `transposed`: the lattice is
// drawn with its rows and columns swapped.
BoardPointer step_pointer(const BoardModel& board, const BoardPointer& pointer, Direction direction,
                          bool transposed);
// As far as the pointer goes in that direction (Home and End: the first or last column or
// place).
BoardPointer step_pointer_to_end(const BoardModel& board, const BoardPointer& pointer,
                                 Direction direction, bool transposed);
// One cell more (`delta` 1) or fewer (-1); unchanged when no move is so.
BoardPointer resize_pointer(const BoardModel& board, const BoardPointer& pointer, int delta);
// On a board of pawns (CountMeaning::pawn_number): the next pawn that can move (`delta` 1) or the
// previous one (-1), round the pawns' numbers, to the pointed cell when it can go there, else to
// the first cell it can go to; none when no other pawn can move.
std::optional<BoardPointer> other_pawn_pointer(const BoardModel& board, const BoardPointer& pointer,
                                               int delta);
// The number (from 1) of the pawn the pointer's move moves; none on a board without pawns.
std::optional<int> pointed_pawn(const BoardModel& board, const BoardPointer& pointer);
// Pointing at `cell` from `pointer`: on a cell where moves are, the pointer there, its count kept
// where it can (the same pawn when it can go there); on one of several pawns, where it can move
// but no move is, that pawn chosen (its move to its first destination); none when pointing there
// makes no move.
std::optional<BoardPointer> pointer_at(const BoardModel& board,
                                       const std::optional<BoardPointer>& pointer, Cell cell);
// On a board of several pawns, the pointer choosing the pawn that stands on `cell` (the first of
// those there), to its first destination; none when none stands there or it cannot move.
std::optional<BoardPointer> pawn_choice(const BoardModel& board, const BoardPointer& pointer,
                                        Cell cell);
// Whether the pawn the pointer moves can go to `cell`.
bool pointed_pawn_goes_to(const BoardModel& board, const BoardPointer& pointer, Cell cell);
// The pointer whose count is `count` as the board means it (BoardModel::count_meaning): the
// count-th move at its cell, or the move taking `count` cells in its place; none when there is
// no such move.
std::optional<BoardPointer> counted_pointer(const BoardModel& board, const BoardPointer& pointer,
                                            int count);

}  // namespace marienbad
