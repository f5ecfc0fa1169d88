// The title bar, the rules between zones, the keys line and the too-small message.
#include "tui/frame.hpp"

#include <algorithm>

#include "i18n/i18n.hpp"
#include "tui/glyphs.hpp"

namespace marienbad {

void draw_title_bar(Screen& screen, std::string_view title, std::string_view right) {
    draw_title_bar(screen, std::vector<std::string>{std::string(title)}, right);
}

void draw_title_bar(Screen& screen, const std::vector<std::string>& titles,
                    std::string_view right) {
    screen.fill(0, 0, screen.width(), U' ', Style::title);
    const int right_width = std::min(screen_width(right), std::max(0, screen.width() - 2));
    const int right_start = screen.width() - 1 - right_width;
    screen.write(0, right_start, right, Style::title, right_width);
    const int room = right_start - 2;
    if (titles.empty()) {
        return;
    }
    const auto fitting = std::find_if(titles.begin(), titles.end(), [room](const std::string& t) {
        return screen_width(t) <= room;
    });
    const std::string& title = fitting != titles.end() ? *fitting : titles.back();
    const int title_width = screen_width(title);
    if (title_width <= room) {
        screen.write(0, 1, title, Style::title, room);
    } else if (room > 1) {
        screen.write(0, 1, title, Style::title, room - 1);
        screen.put(0, room, glyphs_for(screen.ascii()).cut, Style::title);
    }
}

void draw_rule(Screen& screen, int row, std::string_view label, std::string_view left) {
    screen.fill(row, 0, screen.width(), glyphs_for(screen.ascii()).rule, Style::rule);
    int label_start = screen.width();
    if (!label.empty()) {
        const std::string text = " " + std::string(label) + " ";
        label_start = std::max(0, screen.width() - 3 - screen_width(text));
        screen.write(row, label_start, text, Style::rule);
    }
    // `left` between spaces, from the third column, a rule's character or more before `label`.
    const int room = label_start - 4 - 2;
    if (left.empty() || room < 2) {
        return;
    }
    const int width = screen_width(left);
    screen.put(row, 2, U' ', Style::rule);
    screen.write(row, 3, left, Style::rule, std::min(width, room));
    if (width > room) {
        screen.put(row, 3 + room - 1, glyphs_for(screen.ascii()).cut, Style::rule);
    }
    screen.put(row, 3 + std::min(width, room), U' ', Style::rule);
}

void draw_keys_line(Screen& screen, std::string_view keys) {
    const int row = screen.height() - 1;
    screen.fill(row, 0, screen.width(), U' ', Style::keys);
    screen.write(row, 1, keys, Style::keys, screen.width() - 2);
}

void draw_too_small(Screen& screen, ScreenSize needed, std::string_view ways_out) {
    const std::string message =
        trf("The terminal is too small: {0} columns and {1} lines. This needs at least {2} "
            "columns and {3} lines.",
            screen.width(), screen.height(), needed.width, needed.height) +
        " " + std::string(ways_out);
    const auto lines = wrap_text(message, std::max(1, screen.width() - 2));
    const int top = std::max(0, (screen.height() - static_cast<int>(lines.size())) / 2);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const int width = screen_width(lines[i]);
        screen.write(top + static_cast<int>(i), std::max(0, (screen.width() - width) / 2), lines[i],
                     Style::alert);
    }
}

}  // namespace marienbad
