// Nim's note on an emptied column (handout 000's defragmentation): the column is removed, and the
// columns after it move left only when there are some.
#include <gtest/gtest.h>

#include "games/nim/nim_board_model.hpp"
#include "games/nim/nim_game.hpp"
#include "games/nim/nim_wording.hpp"

namespace marienbad {
namespace {

using Note = std::optional<std::string>;

Note note_after(const NimPosition& before, const NimMove& move) {
    NimPosition after = before;
    NimRules(Convention::normal).apply(after, move);
    return nim_removed_column_note(nim_board_model(before), move, nim_board_model(after));
}

TEST(NimRemovedColumnNote, AColumnBeforeOthersIsRemovedAndTheOthersMoveLeft) {
    EXPECT_EQ(note_after(NimPosition{{2, 1, 3}}, NimMove{0, 2}),
              Note("Column 0 is empty: it is removed and the columns after it move left."));
    EXPECT_EQ(note_after(NimPosition{{2, 1, 3}}, NimMove{1, 1}),
              Note("Column 1 is empty: it is removed and the columns after it move left."));
}

TEST(NimRemovedColumnNote, TheLastColumnIsRemovedWithNothingToMove) {
    EXPECT_EQ(note_after(NimPosition{{2, 1, 3}}, NimMove{2, 3}),
              Note("Column 2 is empty: it is removed."));
    EXPECT_EQ(note_after(NimPosition{{4, 1}}, NimMove{1, 1}),
              Note("Column 1 is empty: it is removed."));
}

TEST(NimRemovedColumnNote, NothingWhenNoColumnIsEmptiedOrNoneIsLeft) {
    EXPECT_EQ(note_after(NimPosition{{2, 1, 3}}, NimMove{2, 1}), std::nullopt);
    EXPECT_EQ(note_after(NimPosition{{3}}, NimMove{0, 3}), std::nullopt);
}

}  // namespace
}  // namespace marienbad
