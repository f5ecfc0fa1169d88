// The console's messages, wrapped and scrolled.
#include "tui/console_log.hpp"

#include <algorithm>
#include <vector>

#include "tui/glyphs.hpp"

namespace marienbad {
namespace {

constexpr std::size_t k_kept_lines = 2000;

}  // namespace

void ConsoleLog::add(std::string_view text, Style style) {
    if (!text.empty() && text.back() == '\n') {
        text.remove_suffix(1);
    }
    std::size_t start = 0;
    while (true) {
        const std::size_t end = text.find('\n', start);
        lines_.push_back({std::string(text.substr(start, end - start)), style, messages_});
        if (end == std::string_view::npos) {
            break;
        }
        start = end + 1;
    }
    ++messages_;
    scrolled_ = 0;
    while (lines_.size() > k_kept_lines) {
        lines_.pop_front();
    }
}

void ConsoleLog::scroll(int lines) {
    scrolled_ = std::clamp(scrolled_ + lines, -room_forward_, room_back_);
}

void ConsoleLog::draw(Screen& screen, int top, int left, int width, int height) const {
    if (width < 1 || height < 1) {
        return;
    }
    // One column is kept at the right for the marks that say there is more.
    struct Shown {
        std::string text;
        Style style;
        int message;
    };
    std::vector<Shown> shown;
    for (const Line& line : lines_) {
        // A line's continuations keep its indentation (the review's numbered moves, a table).
        const std::size_t spaces = line.text.find_first_not_of(' ');
        const std::size_t indent =
            std::min<std::size_t>(spaces == std::string::npos ? 0 : spaces,
                                  static_cast<std::size_t>(std::max(0, width / 2)));
        const std::string margin(indent, ' ');
        for (const std::string& piece : wrap_text(std::string_view(line.text).substr(indent),
                                                  width - 1 - static_cast<int>(indent))) {
            shown.push_back({margin + piece, line.style, line.message});
        }
    }
    const int total = static_cast<int>(shown.size());
    const auto newest = std::find_if(shown.begin(), shown.end(), [&](const Shown& line) {
        return line.message == messages_ - 1;
    });
    const int newest_start = static_cast<int>(newest - shown.begin());
    const int last_top = std::max(0, total - height);
    const int natural_top = total - newest_start > height ? newest_start : last_top;
    room_back_ = natural_top;
    room_forward_ = last_top - natural_top;
    const int first = std::clamp(natural_top - scrolled_, 0, last_top);
    const int below = std::max(0, height - total);  // a short log sits at the bottom
    for (int i = 0; i + below < height && first + i < total; ++i) {
        const Shown& line = shown[static_cast<std::size_t>(first + i)];
        screen.write(top + below + i, left, line.text, line.style, width - 1);
    }
    const Glyphs& glyphs = glyphs_for(screen.ascii());
    if (first > 0) {
        screen.put(top, left + width - 1, glyphs.more_above, Style::rule);
    }
    if (first + height < total) {
        screen.put(top + height - 1, left + width - 1, glyphs.more_below, Style::rule);
    }
}

}  // namespace marienbad
