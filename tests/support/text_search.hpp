// Searching a program's or a console's output: whether a text contains a part, and how often.
#pragma once

#include <string>

namespace marienbad::testing {

inline bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// How many times `needle` occurs in `text`, without overlaps.
inline int count_occurrences(const std::string& text, const std::string& needle) {
    int count = 0;
    for (auto at = text.find(needle); at != std::string::npos;
         at = text.find(needle, at + needle.size())) {
        ++count;
    }
    return count;
}

}  // namespace marienbad::testing
