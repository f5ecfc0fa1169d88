// The game screen: its zones drawn from the controller's state, keys and clicks turned into its
// actions.
#include "tui/game_screen.hpp"

#include <algorithm>
#include <vector>

#include "i18n/i18n.hpp"
#include "tui/frame.hpp"
#include "tui/game_keys.hpp"
#include "tui/glyphs.hpp"

namespace marienbad {
namespace {

constexpr int k_wheel_lines = 3;           // lines the wheel scrolls the console
constexpr std::size_t k_prompt_lines = 2;  // at most, the console giving up its last line

bool is_wheel(const Key& key) {
    return key.button == MouseButton::wheel_up || key.button == MouseButton::wheel_down;
}

}  // namespace

void GameScreen::update(ScreenSize size) {
    size_ = size;
    console_.follow(game_.messages());
    const PlayState state = game_.state();
    const GameLayout layout = lay_out_game(state.board, size, transposed_);
    if (layout.fits) {
        transposed_ = layout.view.plan().transposed;
    }
}

std::optional<GameExit> GameScreen::handle(const Key& key) {
    if (key.code == KeyCode::resize || key.code == KeyCode::stop) {
        return std::nullopt;
    }
    const PlayState state = game_.state();
    const GameLayout layout = lay_out_game(state.board, size_, transposed_);
    if (state.phase == PlayPhase::question) {
        return handle_question(key);
    }
    if (!layout.fits) {
        // Nothing of the game is on the screen: only leaving it.
        return key.is('q') ? game_.ask(GameExit::quit) : std::nullopt;
    }
    if (key.code == KeyCode::page_up || key.code == KeyCode::page_down) {
        console_.page(key.code == KeyCode::page_up ? 1 : -1, console_area(layout, state));
        return std::nullopt;
    }
    if (key.code == KeyCode::mouse) {
        handle_mouse(key, layout, state);
        return std::nullopt;
    }
    if (key.is('h')) {
        console_.add(keys_help());
        return std::nullopt;
    }
    return handle_play(key, state);
}

std::optional<GameExit> GameScreen::handle_question(const Key& key) {
    if (exit_of(key) == game_.state().question) {
        return game_.confirm();
    }
    game_.cancel();
    return std::nullopt;
}

void GameScreen::handle_mouse(const Key& key, const GameLayout& layout, const PlayState& state) {
    const bool on_console = key.row >= layout.console_top && key.row <= layout.prompt_row;
    if (on_console) {
        if (is_wheel(key)) {
            console_.scroll(key.button == MouseButton::wheel_up ? k_wheel_lines : -k_wheel_lines,
                            console_area(layout, state));
        }
        return;
    }
    if (is_wheel(key)) {
        game_.change_count(key.button == MouseButton::wheel_up ? 1 : -1);
        return;
    }
    const auto cell = layout.view.cell_at(key.row - layout.board_top, key.col - layout.board_left);
    if (!cell) {
        return;
    }
    // A first click points at the cell, a second one plays what it points at.
    if (state.marks.pointer == cell) {
        game_.play_pointed();
    } else {
        game_.point(*cell);
    }
}

std::optional<GameExit> GameScreen::handle_play(const Key& key, const PlayState& state) {
    if (const auto exit = exit_of(key)) {
        return game_.ask(*exit);
    }
    if (state.phase == PlayPhase::game_over && key.code == KeyCode::enter) {
        return game_.ask(GameExit::new_game);
    }
    const bool transposed = transposed_.value_or(false);
    if (const auto direction = arrow_direction(key.code)) {
        game_.step(*direction, transposed);
    } else if (key.code == KeyCode::home || key.code == KeyCode::end) {
        // The first or last of the lattice's columns, wherever they are drawn.
        const bool first = key.code == KeyCode::home;
        game_.step_to_end(transposed ? (first ? Direction::up : Direction::down)
                                     : (first ? Direction::left : Direction::right),
                          transposed);
    } else if (key.is('+') || key.is('=')) {
        game_.change_count(1);
    } else if (key.is('-')) {
        game_.change_count(-1);
    } else if (key.code == KeyCode::character && key.character >= '1' && key.character <= '9') {
        game_.set_count(key.character - '0');
    } else if (key.code == KeyCode::enter || key.is(' ')) {
        game_.play_pointed();
    } else if (key.is('?')) {
        game_.hint();
    } else if (key.is('u')) {
        game_.undo();
    } else if (key.is('r')) {
        game_.redo();
    }
    return std::nullopt;
}

std::string GameScreen::prompt(const PlayState& state) const {
    if (state.question) {
        return question_prompt(*state.question);
    }
    if (state.phase == PlayPhase::game_over) {
        return tr("Enter: play again, m: the menu, q: quit.");
    }
    if (state.phase == PlayPhase::person_to_move && state.pointed) {
        return trf("{0} Enter plays: {1}.", state.turn, state.pointed_text);
    }
    return state.turn;
}

std::vector<std::string> GameScreen::prompt_lines(const PlayState& state, int width) const {
    // A long prompt (French, a narrow terminal) goes on a second line rather than losing its end.
    std::vector<std::string> lines = wrap_text("> " + prompt(state), std::max(1, width));
    if (lines.size() > k_prompt_lines) {
        lines.resize(k_prompt_lines);
    }
    return lines;
}

ConsoleArea GameScreen::console_area(const GameLayout& layout, const PlayState& state) const {
    const auto lines = static_cast<int>(prompt_lines(state, size_.width - 2).size());
    return {layout.console.width, std::max(0, layout.console.height - (lines - 1))};
}

std::string GameScreen::keys_line(const PlayState& state, bool ascii) const {
    if (state.phase == PlayPhase::game_over) {
        return tr("Enter play again · m menu · u undo · PgUp PgDn scroll · q quit");
    }
    if (!state.person_plays) {
        return tr("PgUp PgDn scroll · n new game · m menu · q quit");
    }
    return trf("{0} Enter play · ? hint · u undo · r redo · h keys · q quit",
               glyphs_for(ascii).arrows);
}

void GameScreen::draw(Screen& screen, bool colour) const {
    const PlayState state = game_.state();
    const GameLayout layout = lay_out_game(state.board, size_, transposed_);
    if (!layout.fits) {
        draw_too_small(screen, layout.needed);
        return;
    }
    // The game and its rules, the computer's level, the seed; the level left out, then the seed,
    // when the line is too short for them (the console's first lines say them too).
    const TitleParts& title = state.title;
    std::vector<std::string> titles;
    if (!title.strength.empty()) {
        titles.push_back(title.game + " · " + title.strength + " · " + title.seed);
    }
    titles.push_back(title.game + " · " + title.seed);
    titles.push_back(title.game);
    draw_title_bar(screen, titles, state.status);

    layout.view.draw(screen, layout.board_top, layout.board_left, state.marks, colour);

    // The rule over the console says where the rest of a long message is.
    const ConsoleArea console = console_area(layout, state);
    std::string more;
    if (console_.more_below(console)) {
        more = tr("PgDn: more below");
    } else if (console_.more_above(console)) {
        more = tr("PgUp: more above");
    }
    draw_rule(screen, layout.rule_row, more);
    console_.draw(screen, layout.console_top, 1, console);
    const Style prompt_style = state.question ? Style::alert : Style::plain;
    const std::vector<std::string> lines = prompt_lines(state, screen.width() - 2);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const int row = layout.prompt_row + 1 - static_cast<int>(lines.size() - i);
        screen.write(row, 1, lines[i], prompt_style, screen.width() - 2);
    }
    draw_keys_line(screen, keys_line(state, screen.ascii()));
}

}  // namespace marienbad
