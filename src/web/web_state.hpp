// What the page draws, as plain data (JSON) built from the play layer's state, in two parts so
// that an event costs little: the board — its cells with their kind, pawns and names, the lines a
// screen reader reads as rows, the labels and every cell's place in board units (the play layer's
// one layout, play/board_placement.hpp, with the pitch for the page's area) — read only when the
// position, its words or the area changed (PlayState::board_number); and the game's state of the
// moment — the phase, the marks, the texts, the count controls, the question. Beside them: the
// list of games, the new-game form's items, the page's own words, the messages with their kind.
// The page's script reads these and decides nothing: every word in them is already translated,
// every mark and every place already computed.
#pragma once

#include <cstddef>
#include <string>

#include <nlohmann/json.hpp>

#include "play/board_placement.hpp"
#include "play/game_flow.hpp"

namespace marienbad {

// A cell: [row, column].
nlohmann::json cell_json(Cell cell);
// The board's cells of the moment, row after row: its number, its layout (a key: the same as
// long as every cell stays where it is drawn), each cell's kind in a letter ("e"mpty, "p"iece,
// "m"atch, "f"ree, "b"anned, "s"ink) and its name, the pawns ([cell, how many, the first's
// number]), the position in words — what a move changes.
nlohmann::json cells_json(const PlayState& state);
// The board of `state` laid out in `area`: its cells as cells_json says them; the drawn lines of
// cells, each a row for a screen reader (its name, its top, each cell's index and column: a
// cell's square stands at the labels' room, `left`, plus its column, in pitches); the labels
// ([text, x, y, width, height, a line's]); the pitch in the area's units and the board's size in
// pitches — what a new layout needs.
nlohmann::json board_json(const PlayState& state, const PlacementArea& area);
// A game's state of the moment: its phase, the board's number, the marks, the texts, the count
// controls, the question it waits on, the seats, the title, the game id of its position, undo and
// redo.
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
// The key of a board's layout: the same while every cell stays where it is drawn.
std::string layout_key(const PlayState& state);

}  // namespace marienbad
