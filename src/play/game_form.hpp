// The new-game form, built from a game's description alone: an item for each parameter that has
// a form label (the game's sizes, its pawns, its places and most matches a move), the game's
// rules (menu_rules), then those every game takes (the computer's level, who starts, who plays),
// each with its choices, its range and its one default from the parameter specs. An item that
// means nothing with the other choices (who starts, between two people) is not offered and gives
// nothing. The values the form gives back are checked by the description like a command line's;
// a start they cannot make reopens the form with the reason (refuse()).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "games/game_description.hpp"

namespace marienbad {

struct FormItem {
    std::string label = {};
    std::string help = {};
    std::vector<std::string> shown = {};   // each choice as it is shown
    int index = 0;                         // the choice made
    std::optional<int> first_number = {};  // a number's items: the value of choice 0 (digits)
    bool applies = true;                   // false: not offered with the other choices

    const std::string& value_shown() const { return shown.at(static_cast<std::size_t>(index)); }
};

class GameForm {
  public:
    // The form of `game`, filled with what was given (a command line's values, or the values of
    // the last game played).
    GameForm(const GameDescription& game, const ParameterValues& given);

    const GameDescription& game() const { return *game_; }
    const std::vector<FormItem>& items() const { return items_; }
    int selected() const { return selected_; }

    // The item selected: the next or previous one offered (`delta` 1 or -1), or that one.
    void move_selection(int delta);
    void select(int item);
    // The selected item's choice: the previous or next one (`delta` -1 or 1, or 10 at a time),
    // or that one.
    void change(int delta);
    void choose(int item, int index);
    // A digit typed into the selected item, when it is a number: digits typed one after the other
    // make one number. A number in range is chosen at once; one too small yet, that more digits can
    // make right ("3" for 5 to 30), and one out of range ("35") are said (refusal()), the value
    // unchanged.
    void type_digit(char digit);

    // What starts the game: what was given, with the form's choices in place of its items'.
    ParameterValues values() const;

    // Why the values could not start a game; cleared by the next change.
    void refuse(std::string message) { refusal_ = std::move(message); }
    const std::string& refusal() const { return refusal_; }

  private:
    // What an item's choice gives: a parameter set with its text ("" for a flag), or one seat's
    // part of a value for each seat (ParameterSpec::seat_labels).
    struct Given {
        std::string name;
        std::string text = {};
        int seat = -1;  // 0 or 1: that seat's part; -1: the whole value
    };
    using Gives = std::vector<Given>;
    // Where an item's values come from: what each choice gives, the parameters the item decides
    // (given or not by the choice made), and when it means something.
    struct ItemSource {
        std::vector<Gives> gives;  // a choice's
        std::vector<std::string> decides;
        std::optional<ParameterCondition> applies_when = {};
    };

    void add_item(FormItem item, ItemSource source);
    void add_parameter(const ParameterSpec& spec, const ParameterValues& given);
    // A number's item (its seat's, for a number for each seat, else `seat` is -1).
    void add_number(const ParameterSpec& spec, const ParameterValues& given, std::string label,
                    std::optional<ParameterCondition> applies_when, int seat);
    void add_rules(const std::vector<RulesChoice>& rules, const ParameterValues& given);
    // Which items apply with the choices made, and the selection on one that does.
    void update();
    // What was given, but for the parameters the items set (which come from the items alone).
    ParameterValues given_values() const;
    // Gives the parameters of an item's choice.
    void give_choice(std::size_t item, ParameterValues& values) const;
    // Every item's choice given, whether it applies or not (to decide which apply).
    ParameterValues every_choice() const;

    const GameDescription* game_;
    ParameterValues given_;
    std::vector<FormItem> items_;
    std::vector<ItemSource> sources_;  // per item
    int selected_ = 0;
    std::string typed_;  // digits typed into the selected item
    std::string refusal_;
};

}  // namespace marienbad
