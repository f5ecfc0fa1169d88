// What the coach says: right after a person's move that lets a win go, one line naming a move that
// kept it and offering to take the move back; and that the coach was turned on or off.
#pragma once

#include <string>

namespace marienbad {

// `kept` is a move that kept the win, in words ("take 2 pieces from column 0").
std::string coach_message(const std::string& kept);
std::string coach_switched_message(bool on);

}  // namespace marienbad
