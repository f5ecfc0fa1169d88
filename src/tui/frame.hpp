// The parts every screen of the terminal interface shares, after handout 000's nim_ihm: the title
// bar on the first line, the rule between zones, the line of keys at the bottom, and the message
// a terminal too small gets instead of a screen that would not fit.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "tui/screen.hpp"
#include "tui/terminal_io.hpp"

namespace marienbad {

// The title on the left of the first line and `right` (whose turn it is) at its right end; the
// title is cut when both do not fit.
void draw_title_bar(Screen& screen, std::string_view title, std::string_view right);
// The same with the first of `titles` (the longest first) that fits beside `right`; the last one
// cut when none does.
void draw_title_bar(Screen& screen, const std::vector<std::string>& titles, std::string_view right);
// A line across the screen; `label`, when not empty, near its right end; `left`, when not empty,
// near its left end, cut when it does not fit beside `label`.
void draw_rule(Screen& screen, int row, std::string_view label = {}, std::string_view left = {});
// The keys on the last line.
void draw_keys_line(Screen& screen, std::string_view keys);
// "The terminal is too small ...: it needs at least W columns and H lines", then `ways_out`
// (what the keys can still do: "Enlarge it, or press q to quit."), in the middle.
void draw_too_small(Screen& screen, ScreenSize needed, std::string_view ways_out);

}  // namespace marienbad
