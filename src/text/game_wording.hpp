// Each game's sentences, in the player's language, for every front end: the rules, a move (as
// a hint names it, and as it is announced), what a move did beyond itself (Nim's emptied column
// removed), and how the game ended. The first functions take any game and pick the game's own
// sentence; the others are each game's (nim_wording.cpp, grid_wording.cpp, row_wording.cpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "session/board_model.hpp"
#include "session/game_setups.hpp"
#include "text/participants.hpp"
#include "text/wording.hpp"

namespace marienbad {

std::string rules_sentence(const AnySetup& setup, const Wording& wording = {});
// The game and its rules in a few words, for a title bar: "Nim, misère play", "Grid 5 × 7, 3
// banned cells", "Row of 21, take 1 to 3, misère play".
std::string rules_summary(const AnySetup& setup);
// Why pointing at `cell` for the count-th move there makes no move, for a front end that lets a
// person point anywhere or ask for any count: "There is no match at place 7.", "Places 4 to 6
// are not all matches.", "At most 3 matches can be taken in one move.", "No pawn can go to
// (2,3).", "Column 1 has only 3 pieces."
std::string refused_pointing(const AnySetup& setup, const BoardModel& board, Cell cell, int count,
                             const Wording& wording = {});
// Why a count typed at `cell` makes no move: as refused_pointing, but a count that names a pawn
// (CountMeaning::pawn_number) says so: "Pawn 3 cannot move.", "There are only 2 pawns."
std::string refused_count(const AnySetup& setup, const BoardModel& board, Cell cell, int count,
                          const Wording& wording = {});
// The questions of line mode for a game whose moves are asked as a column then how many: the
// column ("Column (0-6): ", "Place of the first match (0-20): "), then the count ("Pieces to take
// from column 1 (1-10): ", "Matches to take (1-3): ").
std::string column_question(const AnySetup& setup, int last_column);
std::string count_question(const AnySetup& setup, const std::string& column, int most);
// The moves offered, numbered from 1: on one line after "Choose the destination" with one pawn
// (handout 001's line), else one a line after "Choose a move:".
std::string numbered_moves_text(const AnySetup& setup, const std::vector<AnyMove>& moves);
// "take 3 pieces from column 1", "(2,3)" or "pawn 2 to (2,3)", "take 2 matches from place 4".
std::string describe_move(const AnySetup& setup, const AnyMove& move, const Wording& wording = {});
// "You take 3 pieces from column 1.", "The computer moves the pawn to (2,3)."
std::string announce_move(const AnySetup& setup, Participant mover, const AnyMove& move,
                          const Wording& wording = {});
// What the move did beyond itself, seen on the boards before and after it; empty when nothing.
std::optional<std::string> move_consequence(const AnySetup& setup, const BoardModel& before,
                                            const AnyMove& move, const BoardModel& after,
                                            const Wording& wording = {});
// Said before the winner is named: who took the last piece or match, or that the pawns are in
// the sink; empty when the winner says it all.
std::optional<std::string> game_over_sentence(const AnySetup& setup, Participant last_mover);

// Nim (handouts 000 and 002).
std::string nim_rules_sentence(Convention convention, const Wording& wording = {});
std::string nim_rules_summary(Convention convention);
std::string nim_move_announcement(Participant mover, const NimMove& move,
                                  const Wording& wording = {});
// Handout 000's defragmentation: "Column 2 is empty: it is removed and ..." (the columns after it
// moving left only when there are some); nothing when no column was emptied or none is left.
std::optional<std::string> nim_removed_column_note(const BoardModel& before, const NimMove& move,
                                                   const BoardModel& after,
                                                   const Wording& wording = {});
std::optional<std::string> nim_game_over_sentence(Convention convention, Participant last_mover);

// The pawn on a grid (handout 001).
std::string grid_rules_sentence(int pawns);
std::string grid_rules_summary(const GridBoard& board, int pawns);
std::string grid_move_announcement(Participant mover, const GridMove& move, std::size_t pawns);
std::string grid_game_over_sentence(std::size_t pawns);

// The matchstick row (handout 004).
std::string row_rules_sentence(const RowRules& rules);
std::string row_rules_summary(const RowRules& rules, int length);
// Why `count` matches from place `start` cannot be taken: no match there, a gap, the row's end.
std::string row_refusal(const BoardModel& board, int start, int count);
std::string row_move_announcement(Participant mover, const RowMove& move);
std::string row_game_over_sentence(Participant last_mover);

}  // namespace marienbad
