// The matchstick row's sentences (handout 004), in the player's language.
#pragma once

#include <string>

#include "games/row/row_rules.hpp"
#include "session/board_model.hpp"
#include "text/participants.hpp"

namespace marienbad {

std::string row_rules_sentence(const RowRules& rules);
// "Row of 21, take 1 to 3, misère play".
std::string row_rules_summary(const RowRules& rules, int length);
// Why `count` matches from place `start` cannot be taken: no match there, a gap, the row's end.
std::string row_refusal(const BoardModel& board, int start, int count);
std::string row_move_announcement(Participant mover, const RowMove& move);
std::string row_game_over_sentence(Participant last_mover);
// Line mode's questions (handout 004): "Place of the first match (0-20): ", then "Matches to take
// (1-3): ".
std::string row_column_question(int last_column);
std::string row_count_question(int most);
// The board in the window, and the mouse and keys on it.
std::string row_how_to_play(int max_take);
// "runs of 3 and 5 matches", "a run of 4 matches", "no match".
std::string row_runs_text(const RowPosition& position);

}  // namespace marienbad
