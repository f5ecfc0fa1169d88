// Boards drawn as text straight from a position, for the tests that compare what a front end
// printed with the board it should show.
#pragma once

#include <string>

#include "games/nim/nim_board_model.hpp"
#include "games/row/row_board_model.hpp"
#include "text/board_text.hpp"

namespace marienbad::testing {

inline std::string render_nim_board(const NimPosition& position) {
    return render_board_text(nim_board_model(position));
}

inline std::string render_row_board(const RowPosition& position) {
    return render_board_text(row_board_model(RowRules(Convention::misere), position));
}

}  // namespace marienbad::testing
