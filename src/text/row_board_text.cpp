// Drawing the row in blocks of numbered places.
#include "text/row_board_text.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace marienbad {

std::string render_row_board(const RowPosition& position) {
    const int length = position.length();
    const int width = static_cast<int>(fmt::formatted_size("{}", std::max(length - 1, 0)));
    const std::string first_bar = width < 3 ? "|" : "";
    std::string text;
    for (int block_start = 0; block_start < length; block_start += k_row_places_per_block) {
        const int block_end = std::min(block_start + k_row_places_per_block, length);
        std::string numbers = first_bar;
        std::string marks = first_bar;
        for (int place = block_start; place < block_end; ++place) {
            numbers += fmt::format("{:>{}}|", place, width);
            marks += fmt::format("{:>{}}|", position.has_match(place) ? "*" : " ", width);
        }
        text += numbers + "\n" + marks + "\n";
    }
    return text;
}

}  // namespace marienbad
