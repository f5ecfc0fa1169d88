// The console zone of seed 000's nim_ihm: the last messages (the computer's moves, hints and
// explanations, refused moves, the review), wrapped to the zone's width when drawn, and scrolled
// back with Page Up and Page Down. A message longer than the zone is shown from its first line.
#pragma once

#include <deque>
#include <string>
#include <string_view>

#include "tui/screen.hpp"

namespace marienbad {

class ConsoleLog {
  public:
    // Adds a message: its lines (a final line break ends the last one, it adds none).
    void add(std::string_view text, Style style = Style::plain);
    // Scrolls back (positive) or forward (negative) by `lines`, within what is kept.
    void scroll(int lines);

    void draw(Screen& screen, int top, int left, int width, int height) const;

  private:
    struct Line {
        std::string text;
        Style style;
        int message;  // which message it belongs to
    };

    std::deque<Line> lines_;
    int messages_ = 0;
    int scrolled_ = 0;  // lines back from where the newest message is shown
    // How far the last drawing could scroll back and forward, to keep `scrolled_` within them.
    mutable int room_back_ = 0;
    mutable int room_forward_ = 0;
};

}  // namespace marienbad
