// The queen's sentences (Wythoff's game on a grid), in the player's language: the rules, a move
// named and announced, the end, why pointing somewhere moves no queen, line mode's questions, how
// to play in the window. Cells are named 1-based, as handout 001 names the pawn's: "(2,3)".
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "core/convention.hpp"
#include "games/queen/queen_rules.hpp"
#include "session/board_model.hpp"
#include "text/participants.hpp"

namespace marienbad {

// "(2,3)"; "(1000000000000000000,3)" on a board `solve` takes.
std::string queen_cell_name(QueenCell cell);
std::string queen_rules_sentence(std::size_t queens, Convention convention);
// "Queen 8 × 9, normal play", "Queen 8 × 9, 3 queens, misère play".
std::string queen_rules_summary(const QueenBoard& board, std::size_t queens, Convention convention);
// "(2,3)" with one queen, "queen 2 to (2,3)" with several.
std::string describe_queen_move(const QueenMove& move, std::size_t queens);
// "The computer moves the queen to (2,3).", "You move queen 2 to (3,3)."
std::string queen_move_announcement(Participant mover, const QueenMove& move, std::size_t queens);
std::string queen_game_over_sentence(std::size_t queens);
// Why pointing at `cell` moves no queen: none can go there, or fewer than the count.
std::string queen_pointing_refusal(const BoardModel& board, Cell cell);
// Why the queen numbered `queen` (typed as a count) makes no move.
std::string queen_number_refusal(const BoardModel& board, int queen);
// Line mode's questions: the destination ("Move the queen to (row,column): "), then, when several
// queens can go there, which of them.
std::string queen_destination_question(std::size_t queens);
std::string queen_choice_question(const std::vector<int>& queens);
// The board in the window, and the mouse and keys on it.
std::string queen_how_to_play(std::size_t queens);

}  // namespace marienbad
