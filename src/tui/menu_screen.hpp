// The terminal interface's menu, built from the game descriptions (games/catalogue.hpp): the
// list of games, then the chosen game's form — each number parameter that has a label (sizes,
// pawns, places, max-take) with its range and its default, the game's rules (menu_rules), the
// computer's level, who starts and who plays — and Enter starts the game with those values.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "games/game_description.hpp"
#include "tui/screen.hpp"
#include "tui/terminal_io.hpp"

namespace marienbad {

// What the menu closes with: quit, or a game and its values.
struct MenuChoice {
    const GameDescription* game = nullptr;  // none: quit
    ParameterValues values;
};

class MenuScreen {
  public:
    // The list of games.
    MenuScreen();
    // The form of one game, filled with what was given (the command line's values).
    MenuScreen(const GameDescription& game, const ParameterValues& given);

    void draw(Screen& screen) const;
    std::optional<MenuChoice> handle(const Key& key);
    // Said under the form: why the values cannot start a game.
    void refuse(std::string message) { error_ = std::move(message); }

  private:
    // One line of the form: its values as shown, and for each the parameters it gives.
    struct Item {
        std::string label = {};
        std::string help = {};
        std::vector<std::string> shown = {};
        std::vector<std::vector<std::pair<std::string, std::string>>> gives = {};
        int index = 0;
        int first_number = 0;  // a number item's smallest value (its values go up by one)
        bool number = false;
    };

    void open_form(const GameDescription& game, const ParameterValues& given);
    std::optional<MenuChoice> handle_list(const Key& key);
    std::optional<MenuChoice> handle_form(const Key& key);
    void type_digit(Item& item, char digit);
    MenuChoice chosen() const;
    void draw_list(Screen& screen) const;
    void draw_form(Screen& screen) const;

    const GameDescription* game_ = nullptr;  // the form's game; none on the list
    ParameterValues given_;
    std::vector<Item> items_;
    int selected_ = 0;
    std::string typed_;  // digits typed into a number item
    std::string error_;
};

}  // namespace marienbad
