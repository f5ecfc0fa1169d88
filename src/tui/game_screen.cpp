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
// At the end of a game, a console shorter than this gets the whole screen (the review).
constexpr int k_roomy_console = 12;

bool is_wheel(const Key& key) {
    return key.button == MouseButton::wheel_up || key.button == MouseButton::wheel_down;
}

}  // namespace

void GameScreen::update(PlayController& game, ScreenSize size) {
    console_.follow(game.messages());
    const PlayState& state = game.state();
    const bool over = state.phase == PlayPhase::game_over;
    const bool size_changed = size.width != size_.width || size.height != size_.height;
    size_ = size;
    if (!layout_ || size_changed || !(laid_out_ == state.board)) {
        laid_out_ = state.board;
        layout_.reset();
    }
    if (!transposed_ && laid_out_.transposable) {
        transposed_ = state.transposed;  // as the game's words first said it
    }
    if (over && !ended_seen_) {
        // The end: the board is no longer needed to play, the review needs room.
        ended_seen_ = true;
        const GameLayout board_layout = lay_out_game(laid_out_, size_, transposed_);
        full_console_ = !board_layout.fits || board_layout.console.height < k_roomy_console;
        layout_.reset();
    } else if (!over && ended_seen_) {
        ended_seen_ = false;  // taken back after the end
        full_console_ = false;
        layout_.reset();
    }
    if (!layout_ || layout_->board_shown == full_console_) {
        layout_.emplace(lay_out_game(laid_out_, size_, transposed_, full_console_));
        if (layout_->board_shown && layout_->fits) {
            transposed_ = layout_->view.plan().transposed;
        }
    }
    game.set_wording(Wording{transposed_.value_or(false) && laid_out_.transposable});
}

std::optional<GameExit> GameScreen::handle(PlayController& game, const Key& key) {
    if (key.code == KeyCode::resize || key.code == KeyCode::stop || !layout_) {
        return std::nullopt;
    }
    const PlayState& state = game.state();
    const GameKey pressed = game_key(key);
    if (state.phase != PlayPhase::question && !layout().fits) {
        // Nothing of the game is on the screen: only leaving it, or its messages.
        const auto action = action_of(pressed, state.phase);
        if (!action ||
            (action->action != GameAction::leave && action->action != GameAction::switch_view)) {
            return std::nullopt;
        }
    }
    if (key.code == KeyCode::mouse) {
        handle_mouse(game, key, state);
        return std::nullopt;
    }
    const bool transposed = transposed_.value_or(false);
    const KeyOutcome outcome = press_key(game, pressed, transposed);
    if (!outcome.front_end) {
        return outcome.leave;
    }
    const ConsoleArea area = console_area(state);
    switch (*outcome.front_end) {
        case GameAction::scroll_back:
            console_.page(1, area);
            break;
        case GameAction::scroll_on:
            console_.page(-1, area);
            break;
        case GameAction::show_keys:
            console_.add(keys_help());
            break;
        case GameAction::switch_view:
            full_console_ = !full_console_;
            break;
        default:
            break;
    }
    return std::nullopt;
}

void GameScreen::handle_mouse(PlayController& game, const Key& key, const PlayState& state) {
    const GameLayout& zones = layout();
    const bool on_console = key.row >= zones.console_top && key.row <= zones.prompt_row;
    if (on_console) {
        if (is_wheel(key)) {
            console_.scroll(key.button == MouseButton::wheel_up ? k_wheel_lines : -k_wheel_lines,
                            console_area(state));
        }
        return;
    }
    if (!zones.board_shown) {
        return;
    }
    if (is_wheel(key)) {
        game.wheel(key.button == MouseButton::wheel_up ? 1 : -1);
        return;
    }
    // A terminal shows nothing under the mouse: a click is a tap (the first points, a second
    // plays).
    if (const auto cell =
            zones.view.cell_at(key.row - zones.board_top, key.col - zones.board_left)) {
        game.press(*cell, Press::tap);
    }
}

std::string GameScreen::prompt(const PlayState& state) const {
    if (state.question) {
        return key_question(*state.question);
    }
    if (state.phase == PlayPhase::game_over) {
        return state.exercise ? tr("Enter: the next exercise, m: the menu, q: quit.")
                              : tr("Enter: play again, m: the menu, q: quit.");
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

ConsoleArea GameScreen::console_area(const PlayState& state) const {
    const auto lines = static_cast<int>(prompt_lines(state, size_.width - 2).size());
    return {layout().console.width, std::max(0, layout().console.height - (lines - 1))};
}

std::string GameScreen::keys_line(const PlayState& state, bool ascii) const {
    return keys_line_text(
        keys_of_the_moment(state, layout().board_shown, glyphs_for(ascii).arrows));
}

void GameScreen::draw(const PlayController& game, Screen& screen, bool colour) const {
    const PlayState& state = game.state();
    const GameLayout& zones = layout();
    if (!zones.fits) {
        draw_too_small(screen, zones.needed,
                       tr("Enlarge it, or press Esc for this game's settings, m for the menu, "
                          "Tab for the messages or q to quit."));
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

    if (zones.board_shown) {
        zones.view.draw(screen, zones.board_top, zones.board_left, state.marks, colour);
    }

    // The rule over the console says where the rest of a long message is, and the position's id.
    const ConsoleArea console = console_area(state);
    std::string more;
    if (console_.more_below(console)) {
        more = tr("PgDn: more below");
    } else if (console_.more_above(console)) {
        more = tr("PgUp: more above");
    }
    // Over the console, the game id of the position on the board (catalogue/game_id.hpp).
    draw_rule(screen, zones.rule_row, more, trf("Game id: {0}", state.id));
    console_.draw(screen, zones.console_top, 1, console);
    const Style prompt_style = state.question ? Style::alert : Style::plain;
    const std::vector<std::string> lines = prompt_lines(state, screen.width() - 2);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const int row = zones.prompt_row + 1 - static_cast<int>(lines.size() - i);
        screen.write(row, 1, lines[i], prompt_style, screen.width() - 2);
    }
    draw_keys_line(screen, keys_line(state, screen.ascii()));
}

}  // namespace marienbad
