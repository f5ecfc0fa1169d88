// Nim's sentences (handouts 000 and 002), in the player's language; a pile is a column as handout
// 000 draws it, or a row as handout 002 does (Wording).
#pragma once

#include <optional>
#include <string>

#include "core/convention.hpp"
#include "games/nim/nim_rules.hpp"
#include "session/board_model.hpp"
#include "text/participants.hpp"
#include "text/wording.hpp"

namespace marienbad {

std::string nim_rules_sentence(Convention convention, const Wording& wording = {});
// "Nim, normal play", "Nim, misère play".
std::string nim_rules_summary(Convention convention);
std::string nim_move_announcement(Participant mover, const NimMove& move,
                                  const Wording& wording = {});
// Handout 000's defragmentation: "Column 2 is empty: it is removed and ..." (the columns after it
// moving left only when there are some); nothing when no column was emptied or none is left.
std::optional<std::string> nim_removed_column_note(const BoardModel& before, const NimMove& move,
                                                   const BoardModel& after,
                                                   const Wording& wording = {});
std::optional<std::string> nim_game_over_sentence(Convention convention, Participant last_mover);
// Why pointing at `cell` takes nothing: no piece there, or fewer pieces than the count.
std::string nim_pointing_refusal(const BoardModel& board, Cell cell, const Wording& wording = {});
// Line mode's questions (handout 000): "Column (0-6): ", then "Pieces to take from column 1
// (1-10): " (Enter enough when one piece is left).
std::string nim_column_question(int last_column);
std::string nim_count_question(const std::string& column, int most);
// The board in the window, and the mouse and keys on it.
std::string nim_how_to_play();

}  // namespace marienbad
