// The pawn game's sentences (handout 001), in the player's language.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "games/grid/grid_board.hpp"
#include "games/grid/grid_rules.hpp"
#include "session/board_model.hpp"
#include "text/participants.hpp"

namespace marienbad {

std::string grid_rules_sentence(int pawns);
// "Grid 5 × 7, 3 banned cells", with the pawns when there are several.
std::string grid_rules_summary(const GridBoard& board, int pawns);
// "The computer moves the pawn to (2,3).", "You move pawn 2 to (3,3)."
std::string grid_move_announcement(Participant mover, const GridMove& move, std::size_t pawns);
std::string grid_game_over_sentence(std::size_t pawns);
// Why pointing at `cell` moves no pawn: none can go there, or fewer than the count.
std::string grid_pointing_refusal(const BoardModel& board, Cell cell);
// Why the pawn numbered `pawn` (typed as a count) makes no move: there is none of that number, or
// it cannot move.
std::string grid_pawn_refusal(const BoardModel& board, int pawn);
// Line mode's moves, numbered from 1: on one line after "Choose the destination" with one pawn
// (handout 001 §5's line), else one a line after "Choose a move:".
std::string grid_numbered_moves_text(const std::vector<GridMove>& moves, std::size_t pawns);
// What is wrong with a list of banned cells given for `option`, for a player: the rule broken
// and the cell.
std::string grid_problem_message(std::string_view option, const GridProblem& problem, int rows,
                                 int cols);
// The board in the window, and the mouse and keys on it.
std::string grid_how_to_play(std::size_t pawns);

}  // namespace marienbad
