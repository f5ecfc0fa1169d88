// Draws the Nim board as text (seed 000 §2).
#include "text/nim_board_text.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace marienbad {

std::string render_nim_board(const NimPosition& position) {
    const int tallest = position.piles.empty()
                            ? 0
                            : *std::max_element(position.piles.begin(), position.piles.end());
    std::string board = "    ";
    for (std::size_t column = 0; column < position.piles.size(); ++column) {
        board += fmt::format("{:>3}", column);
    }
    board += '\n';
    for (int row = 0; row < tallest; ++row) {
        std::string line = fmt::format("{:>3} ", row);
        for (const int pile : position.piles) {
            line += pile > row ? "  *" : "   ";
        }
        line.erase(line.find_last_not_of(' ') + 1);
        board += line + '\n';
    }
    return board;
}

}  // namespace marienbad
