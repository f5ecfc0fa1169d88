// The board's keys and the controller's actions they ask for.
#include "gui/window_keys.hpp"

#include <Qt>

#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

std::optional<Direction> arrow(int key) {
    switch (key) {
        case Qt::Key_Left:
            return Direction::left;
        case Qt::Key_Right:
            return Direction::right;
        case Qt::Key_Up:
            return Direction::up;
        case Qt::Key_Down:
            return Direction::down;
        default:
            return std::nullopt;
    }
}

}  // namespace

KeyOutcome apply_board_key(PlayController& game, int key, char text, bool transposed) {
    if (const auto direction = arrow(key)) {
        game.step(*direction, transposed);
        return {true};
    }
    switch (key) {
        case Qt::Key_Home:
        case Qt::Key_End: {
            // The first or last of the lattice's columns, wherever they are drawn.
            const bool first = key == Qt::Key_Home;
            game.step_to_end(transposed ? (first ? Direction::up : Direction::down)
                                        : (first ? Direction::left : Direction::right),
                             transposed);
            return {true};
        }
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Space:
            if (game.state().phase == PlayPhase::game_over) {
                return {true, GameExit::new_game};
            }
            game.play_pointed();
            return {true};
        case Qt::Key_Escape:
            return {true, GameExit::form};
        default:
            break;
    }
    switch (text) {
        case '+':
        case '=':
            game.change_count(1);
            return {true};
        case '-':
            game.change_count(-1);
            return {true};
        case '?':
            game.hint();
            return {true};
        case 'u':
            game.undo();
            return {true};
        case 'r':
            game.redo();
            return {true};
        case 'n':
            return {true, GameExit::new_game};
        case 'q':
            return {true, GameExit::quit};
        default:
            break;
    }
    if (text >= '1' && text <= '9') {
        game.set_count(text - '0');
        return {true};
    }
    return {};
}

std::string window_keys_help() {
    return tr(
        "Mouse: a click on a cell plays what it shows (the cells marked under the mouse); the "
        "wheel says how many.\n"
        "Arrows: move the pointer over the cells where you can play.\n"
        "Home, End: the first or the last column or place.\n"
        "+ -, 1 to 9: how many (pieces, matches, or which pawn).\n"
        "Enter, Space: play the move under the pointer.\n"
        "?: a hint.  u, r: take your last turn back, play it again.\n"
        "n: a new game with the same settings.  Esc: a new game.  q: quit.");
}

}  // namespace marienbad
