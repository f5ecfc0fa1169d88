// The console's messages, followed, wrapped and scrolled.
#include "tui/console_log.hpp"

#include <algorithm>

#include "tui/glyphs.hpp"

namespace marienbad {
namespace {

constexpr std::size_t k_kept_lines = 2000;

// How a message of the game looks in the console.
Style style_of(MessageKind kind) {
    switch (kind) {
        case MessageKind::refusal:
        case MessageKind::coach:
        case MessageKind::result:
        case MessageKind::alert:
            return Style::alert;
        case MessageKind::opening:
        case MessageKind::move:
        case MessageKind::explanation:
        case MessageKind::hint:
        case MessageKind::history:
        case MessageKind::ending:
        case MessageKind::review:
        case MessageKind::position:
            break;
    }
    return Style::plain;
}

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

void ConsoleLog::follow(const MessageLog& log) {
    for (const Message& message : log.since(followed_)) {
        add(message.text, style_of(message.kind));
    }
    followed_ = log.total();
}

std::vector<ConsoleLog::Line> ConsoleLog::wrapped(int width) const {
    std::vector<Line> shown;
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
    return shown;
}

ConsoleLog::Window ConsoleLog::window(const std::vector<Line>& shown, int height) const {
    Window window;
    window.total = static_cast<int>(shown.size());
    const auto newest = std::find_if(shown.begin(), shown.end(), [&](const Line& line) {
        return line.message == messages_ - 1;
    });
    const int newest_start = static_cast<int>(newest - shown.begin());
    window.last_first = std::max(0, window.total - height);
    window.natural_first = window.total - newest_start > height ? newest_start : window.last_first;
    window.first = std::clamp(window.natural_first - scrolled_, 0, window.last_first);
    return window;
}

void ConsoleLog::scroll(int lines, ConsoleArea area) {
    const Window now = window(wrapped(area.width), area.height);
    scrolled_ =
        std::clamp(scrolled_ + lines, now.natural_first - now.last_first, now.natural_first);
}

bool ConsoleLog::more_above(ConsoleArea area) const {
    return window(wrapped(area.width), area.height).first > 0;
}

bool ConsoleLog::more_below(ConsoleArea area) const {
    const Window now = window(wrapped(area.width), area.height);
    return now.first + area.height < now.total;
}

void ConsoleLog::draw(Screen& screen, int top, int left, ConsoleArea area) const {
    if (area.width < 1 || area.height < 1) {
        return;
    }
    // One column is kept at the right for the marks that say there is more.
    const std::vector<Line> shown = wrapped(area.width);
    const Window now = window(shown, area.height);
    const int below = std::max(0, area.height - now.total);  // a short log sits at the bottom
    for (int i = 0; i + below < area.height && now.first + i < now.total; ++i) {
        const Line& line = shown[static_cast<std::size_t>(now.first + i)];
        screen.write(top + below + i, left, line.text, line.style, area.width - 1);
    }
    const Glyphs& glyphs = glyphs_for(screen.ascii());
    if (now.first > 0) {
        screen.put(top, left + area.width - 1, glyphs.more_above, Style::rule);
    }
    if (now.first + area.height < now.total) {
        screen.put(top + area.height - 1, left + area.width - 1, glyphs.more_below, Style::rule);
    }
}

}  // namespace marienbad
