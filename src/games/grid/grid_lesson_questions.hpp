// What the grid's lesson asks beyond a move (handout 001): every cell's label typed in figure 3's
// order (the last column first, from the bottom up), each checked against the cells the pawn
// reaches from it, with the table filled so far after each column; whether a cell may be banned
// (handout 001 §2.2's exercise), checked by the grid's own rules; a cell's value with several
// pawns.
#pragma once

#include <string>
#include <vector>

#include "exercises/exercise_question.hpp"
#include "games/grid/grid_board.hpp"

namespace marienbad {

// The label, 0 or 1, of every free cell of `board` but the sink, in figure 3's order; after each
// column, the labels so far.
std::vector<ExerciseQuestion> grid_label_questions(const GridBoard& board);

// Whether `cell` may be banned on a grid of `rows` x `cols` where `banned` are banned already
// (1: it may, 2: it may not), why by the rule it would break.
ExerciseQuestion grid_ban_question(int rows, int cols, const std::vector<Cell>& banned, Cell cell);

// The value of `cell` of `board` (the smallest number none of the cells the pawn reaches from it
// has), with those cells and their values in the hint and the why.
ExerciseQuestion grid_value_question(const GridBoard& board, Cell cell);

}  // namespace marienbad
