// The console zone of handout 000's nim_ihm: the game's messages (play/message_log.hpp) followed as
// they come and styled by their kind, and the interface's own (the list of keys), wrapped to the
// zone's width when drawn and scrolled back a line or a page at a time. The newest message is
// shown from its first line; what lies above or below the zone is marked at its right edge.
#pragma once

#include <cstddef>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include "play/message_log.hpp"
#include "tui/screen.hpp"

namespace marienbad {

// The zone the console is drawn in.
struct ConsoleArea {
    int width = 0;
    int height = 0;
};

class ConsoleLog {
  public:
    // Adds a message: its lines (a final line break ends the last one, it adds none).
    void add(std::string_view text, Style style = Style::plain);
    // Adds the messages of `log` this console has not added yet.
    void follow(const MessageLog& log);

    // Scrolls back (positive) or forward (negative) by `lines`, or by pages of exactly the zone's
    // height, within what is kept.
    void scroll(int lines, ConsoleArea area);
    void page(int pages, ConsoleArea area) { scroll(pages * area.height, area); }
    // Whether lines lie above or below the zone as it is scrolled now.
    bool more_above(ConsoleArea area) const;
    bool more_below(ConsoleArea area) const;

    void draw(Screen& screen, int top, int left, ConsoleArea area) const;

  private:
    struct Line {
        std::string text;
        Style style;
        int message;  // which message it belongs to
    };
    // The first line shown, and how many there are, in the zone.
    struct Window {
        int first = 0;
        int total = 0;
        int natural_first = 0;  // where the newest message starts, or the end
        int last_first = 0;     // the first line when scrolled to the end
    };

    // The lines as the zone shows them: wrapped to its width (less a column for the marks),
    // continuations keeping their line's indentation.
    std::vector<Line> wrapped(int width) const;
    Window window(const std::vector<Line>& shown, int height) const;

    std::deque<Line> lines_;
    int messages_ = 0;
    int scrolled_ = 0;          // lines back from where the newest message is shown
    std::size_t followed_ = 0;  // the messages of the game's log added so far
};

}  // namespace marienbad
