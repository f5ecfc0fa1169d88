// The keys of a game and their questions.
#include "tui/game_keys.hpp"

#include <array>
#include <utility>

#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

// Each way out of a game and the key that takes it.
constexpr std::array<std::pair<GameExit, char>, 3> k_exit_letters{
    {{GameExit::quit, 'q'}, {GameExit::new_game, 'n'}, {GameExit::list, 'm'}}};

}  // namespace

std::optional<Direction> arrow_direction(KeyCode code) {
    switch (code) {
        case KeyCode::left:
            return Direction::left;
        case KeyCode::right:
            return Direction::right;
        case KeyCode::up:
            return Direction::up;
        case KeyCode::down:
            return Direction::down;
        default:
            return std::nullopt;
    }
}

std::optional<GameExit> exit_of(const Key& key) {
    if (key.code == KeyCode::escape) {
        return GameExit::form;
    }
    for (const auto& [exit, letter] : k_exit_letters) {
        if (key.is(letter)) {
            return exit;
        }
    }
    return std::nullopt;
}

std::string question_prompt(GameExit exit) {
    switch (exit) {
        case GameExit::quit:
            return tr("Press q again to quit, any other key to go on.");
        case GameExit::new_game:
            return tr("Press n again to leave this game for a new one, any other key to go on.");
        case GameExit::list:
            return tr("Press m again to leave this game for the menu, any other key to go on.");
        case GameExit::form:
            break;
    }
    return tr("Press Esc again to leave this game for its settings, any other key to go on.");
}

std::string keys_help() {
    return tr(
        "Keys:\n"
        "  arrows    move the cursor over the cells where you can play\n"
        "  Home End  the first or the last column or place\n"
        "  + -       take one more or one fewer (also Up and Down on a single row)\n"
        "  1 to 9    how many: pieces, matches, or which pawn\n"
        "  Enter     play the move under the cursor (the mouse: click twice)\n"
        "  ?         a hint: the winning moves and why they win\n"
        "  u r       take your last turn back, play it again\n"
        "  PgUp PgDn scroll the console by a page\n"
        "  n m       a new game, the menu\n"
        "  Esc       back to this game's settings\n"
        "  q         quit");
}

}  // namespace marienbad
