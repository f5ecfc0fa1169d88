// The list of games and a game's form, drawn and driven by keys.
#include "tui/menu_screens.hpp"

#include <algorithm>

#include "i18n/i18n.hpp"
#include "tui/frame.hpp"
#include "tui/game_layout.hpp"
#include "tui/glyphs.hpp"

namespace marienbad {
namespace {

constexpr int k_label_column = 4;
constexpr int k_list_width = 30;
constexpr int k_form_width = 40;

// q, or Esc where it asks to quit: the question first, then the answer.
bool quit_key(const Key& key, bool escape_quits) {
    return key.is('q') || (escape_quits && key.code == KeyCode::escape);
}

// A key while the question waits: the same key quits, any other goes on.
bool answer_quit(GameFlow& flow, const Key& key, bool escape_quits) {
    if (quit_key(key, escape_quits)) {
        return true;
    }
    flow.cancel_quit();
    return false;
}

// The question (`question`, answered by the keys that asked it), or the line of keys.
void draw_bottom(Screen& screen, const GameFlow& flow, const std::string& question,
                 const std::string& keys) {
    if (flow.quit_asked()) {
        screen.fill(screen.height() - 1, 0, screen.width(), U' ', Style::alert);
        screen.write(screen.height() - 1, 1, question, Style::alert, screen.width() - 2);
    } else {
        draw_keys_line(screen, keys);
    }
}

// A line of a menu: its own style when selected, a marker before it.
void draw_menu_line(Screen& screen, int row, bool selected) {
    if (selected) {
        screen.fill(row, 2, screen.width() - 4, U' ', Style::selected);
        screen.write(row, 2, ">", Style::selected);
    }
}

// The columns a form's value may take on its line.
int value_room(const Screen& screen, int value_column) {
    return screen.width() - value_column - 6;
}

std::vector<std::string> split_lines(const std::string& text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    for (std::size_t end = text.find('\n'); end != std::string::npos;
         end = text.find('\n', start)) {
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    lines.push_back(text.substr(start));
    return lines;
}

// What the form says before the start when the board its values deal will not fit this terminal.
std::string board_fit_warning(const GameFlow& flow, ScreenSize size) {
    const auto board = flow.form_board();
    if (!board) {
        return {};
    }
    const GameLayout layout = lay_out_game(*board, size, std::nullopt);
    if (layout.fits) {
        return {};
    }
    return trf(
        "This board will not fit this terminal ({0} × {1}): it needs at least {2} columns "
        "and {3} lines.",
        size.width, size.height, layout.needed.width, layout.needed.height);
}

}  // namespace

void draw_game_list(Screen& screen, const GameFlow& flow) {
    const std::vector<FlowEntry> list = flow.entries();
    // Each entry whole, on as many lines as it takes ("1. " and its text, the text's next lines
    // under its first).
    std::vector<std::vector<std::string>> entries;
    int needed_height = 6;
    for (std::size_t i = 0; i < list.size(); ++i) {
        entries.push_back(wrap_text(list[i].text, std::max(1, screen.width() - 10)));
        needed_height += static_cast<int>(entries.back().size());
    }
    if (screen.width() < k_list_width || screen.height() < needed_height) {
        draw_too_small(screen, {k_list_width, needed_height},
                       tr("Enlarge it, or press q to quit."));
        return;
    }
    draw_title_bar(screen, "Marienbad", "");
    screen.write(2, 2, tr("Choose a game:"), Style::plain);
    // The numbers right-aligned before their point: " 9." over "10.".
    const int number_column = 4 + static_cast<int>(std::to_string(entries.size()).size());
    int row = 4;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const bool selected = static_cast<int>(i) == flow.selected();
        const Style style = selected ? Style::selected : Style::plain;
        for (std::size_t line = 0; line < entries[i].size(); ++line) {
            if (selected) {
                screen.fill(row, 2, screen.width() - 4, U' ', Style::selected);
            }
            if (line == 0) {
                draw_menu_line(screen, row, selected);
                screen.write(row, number_column - static_cast<int>(std::to_string(i + 1).size()),
                             std::to_string(i + 1) + ".", style);
            }
            screen.write(row++, number_column + 2, entries[i][line], style,
                         screen.width() - number_column - 4);
        }
    }
    const char* arrows = screen.ascii() ? "^v" : "↑↓";
    draw_bottom(screen, flow, tr("Press q or Esc again to quit, any other key to go on."),
                flow.current_game() != nullptr
                    ? trf("{0} choose · 1-{1} or Enter: play · Esc back to the game · q quit",
                          arrows, list.size())
                    : trf("{0} choose · 1-{1} or Enter: play · Esc q quit", arrows, list.size()));
}

void draw_game_form(Screen& screen, const GameFlow& flow) {
    const GameForm& form = flow.form();
    const auto& items = form.items();
    const int needed_height = static_cast<int>(items.size()) + 11;
    if (screen.width() < k_form_width || screen.height() < needed_height) {
        draw_too_small(screen, {k_form_width, needed_height},
                       tr("Enlarge it, or press Esc to go back, or q to quit."));
        return;
    }
    const Glyphs& glyphs = glyphs_for(screen.ascii());
    draw_title_bar(screen, trf("Marienbad · new game: {0}", form.game().title()), "");
    int label_width = 0;
    for (const FormItem& item : items) {
        label_width = std::max(label_width, screen_width(item.label));
    }
    const int value_column = k_label_column + label_width + 2;
    // The items that mean something with the choices made, one a line (who starts is not offered
    // between two people, Nim's number of columns not with handout 002's board).
    int row = 2;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const FormItem& item = items[i];
        if (!item.applies) {
            continue;
        }
        const bool selected = static_cast<int>(i) == form.selected();
        draw_menu_line(screen, row, selected);
        const Style style = selected ? Style::selected : Style::plain;
        screen.write(row, k_label_column, item.label, style);
        const bool first = item.index == 0;
        const bool last = item.index + 1 == static_cast<int>(item.shown.size());
        screen.put(row, value_column, first ? U' ' : glyphs.previous_value, style);
        const int room = value_room(screen, value_column);
        const int written = screen.write(row, value_column + 2, item.value_shown(), style, room);
        if (screen_width(item.value_shown()) > room) {
            screen.put(row, value_column + 1 + written, glyphs.cut, style);
        }
        screen.put(row, value_column + 3 + written, last ? U' ' : glyphs.next_value, style);
        ++row;
    }
    ++row;
    if (!items.empty()) {
        // The selected item's help, and its value whole when the line cut it.
        const FormItem& selected = items[static_cast<std::size_t>(form.selected())];
        std::string help = selected.help;
        if (selected.applies &&
            screen_width(selected.value_shown()) > value_room(screen, value_column)) {
            help = selected.value_shown() + "\n" + help;
        }
        for (const std::string& paragraph : split_lines(help)) {
            for (const std::string& line : wrap_text(paragraph, screen.width() - 4)) {
                screen.write(row++, 2, line, Style::label);
            }
        }
    }
    std::string warning = form.refusal();
    if (warning.empty()) {
        warning = board_fit_warning(flow, {screen.width(), screen.height()});
    }
    for (const std::string& line : wrap_text(warning, screen.width() - 4)) {
        screen.write(++row, 2, line, Style::alert);
    }
    draw_bottom(
        screen, flow, tr("Press q again to quit, any other key to go on."),
        flow.current_game() != nullptr
            ? trf("{0} choose and change · Enter start · Esc back to the game · m menu · "
                  "q quit",
                  glyphs.arrows)
            : trf("{0} choose and change · Enter start · Esc back · q quit", glyphs.arrows));
}

bool handle_list_key(GameFlow& flow, const Key& key) {
    if (flow.quit_asked()) {
        return answer_quit(flow, key, true);
    }
    if (key.code == KeyCode::escape && flow.back_to_game()) {
        return false;
    }
    if (quit_key(key, true)) {
        flow.ask_quit();
    } else if (key.code == KeyCode::up || key.code == KeyCode::down) {
        flow.select(flow.selected() + (key.code == KeyCode::up ? -1 : 1));
    } else if (key.code == KeyCode::character && key.character >= '0' && key.character <= '9') {
        flow.type_list_digit(static_cast<char>(key.character));
    } else if (key.code == KeyCode::enter || key.is(' ')) {
        flow.choose(flow.selected());
    }
    return false;
}

bool handle_form_key(GameFlow& flow, const Key& key) {
    if (flow.quit_asked()) {
        return answer_quit(flow, key, false);
    }
    GameForm& form = flow.form();
    switch (key.code) {
        case KeyCode::escape:
            if (!flow.back_to_game()) {
                flow.back_to_list();
            }
            break;
        case KeyCode::enter:
            flow.start();
            break;
        case KeyCode::up:
        case KeyCode::down:
            form.move_selection(key.code == KeyCode::up ? -1 : 1);
            break;
        case KeyCode::left:
        case KeyCode::right:
            form.change(key.code == KeyCode::left ? -1 : 1);
            break;
        case KeyCode::page_up:
        case KeyCode::page_down:
            form.change(key.code == KeyCode::page_down ? -10 : 10);
            break;
        case KeyCode::character:
            if (key.is('q')) {
                flow.ask_quit();
            } else if (key.is('m')) {
                flow.back_to_list();
            } else {
                form.type_digit(key.character);
            }
            break;
        default:
            break;
    }
    return false;
}

}  // namespace marienbad
