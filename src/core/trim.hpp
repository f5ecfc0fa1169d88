// trim: a text without the spaces and tabs around it, for answers and option values.
#pragma once

#include <string_view>

namespace marienbad {

inline std::string_view trim(std::string_view text) {
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos) {
        return {};
    }
    const auto last = text.find_last_not_of(" \t");
    return text.substr(first, last - first + 1);
}

}  // namespace marienbad
