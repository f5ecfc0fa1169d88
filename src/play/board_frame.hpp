// Where a game's board stays put while it is played: the lattice of the game's largest position
// (its first, for every game here: a move only ever empties cells) and, for each column of the
// board now, the column of that lattice it stands in. A column the game removes (Nim's emptied
// pile, which handout 000 "defragments") leaves its place empty rather than letting the columns
// after it move: in the window the cells never move under the mouse, and the numbering of the
// piles says the defragmentation. Undo and redo find the frame each position had.
#pragma once

#include <cstddef>
#include <vector>

#include "core/cell.hpp"
#include "session/board_model.hpp"

namespace marienbad {

struct BoardFrame {
    int rows = 0;  // the lattice the game is laid out in
    int cols = 0;
    std::vector<int> columns;  // the frame's column of each column of the board now

    // A board in a frame of its own size.
    static BoardFrame of(const BoardModel& board);
    bool operator==(const BoardFrame&) const = default;
};

class BoardFrames {
  public:
    // The frame of a game whose history holds `moves` moves, at the board it has now.
    BoardFrames(const BoardModel& board, std::size_t moves);

    // A move played: `touched` its cells on `before`; the history holds `moves` moves after it.
    void moved(const BoardModel& before, const std::vector<Cell>& touched, const BoardModel& after,
               std::size_t moves);
    // Moves taken back or played again: the history holds `moves` moves, the board is `now`.
    void went_to(std::size_t moves, const BoardModel& now);

    const BoardFrame& frame() const { return frame_; }

  private:
    BoardFrame frame_;
    std::size_t first_ = 0;                    // the history's length when the frames start
    std::vector<std::vector<int>> by_length_;  // the columns after each length from first_
};

}  // namespace marienbad
