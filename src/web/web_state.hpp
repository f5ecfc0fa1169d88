// What the page draws, as plain data (JSON) built from the play layer's state: the list of games,
// the new-game form's items, a game's board in its frame with the cells to mark, its status and
// title, what undo and redo can do, and the game's messages with their kind. The page's script
// reads these and decides nothing: every word in them is already translated, every mark already
// computed by the controller.
#pragma once

#include <cstddef>

#include <nlohmann/json.hpp>

#include "play/game_flow.hpp"

namespace marienbad {

// A cell: [row, column].
nlohmann::json cell_json(Cell cell);
// The board model, laid out in its frame (play/board_frame.hpp): every cell's kind and pawns, the
// labels, where each column of the board now stands in the frame, and whether the page draws it
// transposed (Nim's piles as rows, as the window draws them).
nlohmann::json board_json(const BoardModel& board, const BoardFrame& frame);
// A game's state: its phase, the question it waits on, the board, the marks, the texts, the game id
// of its position.
nlohmann::json game_json(const PlayState& state);
// The list of games (each with its menu entry) and the one the form is for.
nlohmann::json games_json(const GameFlow& flow);
// The lessons and puzzle series, each with its index in the flow's entries and its text.
nlohmann::json courses_json(const GameFlow& flow);
// The form: each item's label, help, choices, the choice made and whether it applies; the
// refusal of the last start.
nlohmann::json form_json(const GameForm& form);
// The messages logged since `seen` (MessageLog::total() when last read), each with its kind's
// name (a kind the page has no style for is shown plainly).
nlohmann::json messages_json(const MessageLog& log, std::size_t seen);
// The name of a message's kind: "hint", "refusal", ...
const char* message_kind_name(MessageKind kind);

}  // namespace marienbad
