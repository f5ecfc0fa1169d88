// The new-game form's items, choices and values.
#include "play/game_form.hpp"

#include <algorithm>
#include <set>

#include "games/common_parameters.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

int index_of(const std::vector<ParameterChoice>& choices, const std::string& value) {
    const auto found = std::find_if(choices.begin(), choices.end(),
                                    [&](const ParameterChoice& c) { return c.value == value; });
    return found == choices.end() ? 0 : static_cast<int>(found - choices.begin());
}

}  // namespace

GameForm::GameForm(const GameDescription& game, const ParameterValues& given)
    : game_(&game), given_(given) {
    for (const ParameterSpec& spec : game.parameters()) {
        add_parameter(spec, given);
    }
    add_rules(game.menu_rules(), given);
    for (const ParameterSpec& spec : common_game_parameters()) {
        add_parameter(spec, given);
    }
    update();
}

void GameForm::add_item(FormItem item, std::vector<Gives> gives) {
    items_.push_back(std::move(item));
    gives_.push_back(std::move(gives));
    applies_.emplace_back();
}

void GameForm::add_parameter(const ParameterSpec& spec, const ParameterValues& given) {
    // Only what a form offers; not what stands in place of something given (Nim's columns when
    // --piles was given, the level when --difficulty was).
    if (spec.label.empty() || given.replaced(spec)) {
        return;
    }
    FormItem item{spec.label, spec.form_help.empty() ? spec.help : spec.form_help};
    std::vector<Gives> gives;
    if (spec.kind == ParameterKind::number) {
        item.first_number = spec.min;
        for (int value = spec.min; value <= spec.max; ++value) {
            const std::string text = std::to_string(value);
            const auto named =
                std::find_if(spec.choices.begin(), spec.choices.end(),
                             [&](const ParameterChoice& c) { return c.value == text; });
            item.shown.push_back(named == spec.choices.end() ? text : named->label);
            gives.push_back({{spec.name, text}});
        }
        const int start = given.number_if_given(spec.name).value_or(
            spec.fallback.value_or(spec.suggestion.value_or(spec.min)));
        item.index = start - spec.min;
    } else {
        for (const ParameterChoice& choice : spec.choices) {
            item.shown.push_back(choice.label);
            gives.push_back({{spec.name, choice.value}});
        }
        item.index = index_of(spec.choices, given.text_or_default(spec.name));
    }
    add_item(std::move(item), std::move(gives));
    applies_.back() = spec.applies_when;
}

void GameForm::add_rules(const std::vector<RulesChoice>& rules, const ParameterValues& given) {
    if (rules.empty()) {
        return;
    }
    FormItem item{tr("Rules"), tr("normal play: whoever makes the last move wins; misère play: "
                                  "whoever makes it loses")};
    std::vector<Gives> gives;
    for (std::size_t i = 0; i < rules.size(); ++i) {
        item.shown.push_back(rules[i].label);
        Gives flags;
        for (const std::string& flag : rules[i].flags) {
            flags.emplace_back(flag, "");
            if (given.given(flag)) {
                item.index = static_cast<int>(i);
            }
        }
        gives.push_back(std::move(flags));
    }
    add_item(std::move(item), std::move(gives));
}

void GameForm::update() {
    const ParameterValues chosen = every_choice();
    for (std::size_t i = 0; i < items_.size(); ++i) {
        items_[i].applies = condition_holds(applies_[i], chosen);
    }
    if (!items_.empty() && !items_[static_cast<std::size_t>(selected_)].applies) {
        move_selection(-1);
    }
}

void GameForm::move_selection(int delta) {
    const int count = static_cast<int>(items_.size());
    for (int next = selected_ + delta; next >= 0 && next < count; next += delta) {
        if (items_[static_cast<std::size_t>(next)].applies) {
            selected_ = next;
            break;
        }
    }
    typed_.clear();
}

void GameForm::select(int item) {
    if (item >= 0 && item < static_cast<int>(items_.size()) &&
        items_[static_cast<std::size_t>(item)].applies) {
        selected_ = item;
        typed_.clear();
    }
}

void GameForm::change(int delta) {
    if (items_.empty()) {
        return;
    }
    FormItem& item = items_[static_cast<std::size_t>(selected_)];
    choose(selected_, std::clamp(item.index + delta, 0, static_cast<int>(item.shown.size()) - 1));
}

void GameForm::choose(int item, int index) {
    if (item < 0 || item >= static_cast<int>(items_.size())) {
        return;
    }
    FormItem& chosen = items_[static_cast<std::size_t>(item)];
    if (index >= 0 && index < static_cast<int>(chosen.shown.size())) {
        chosen.index = index;
    }
    typed_.clear();
    refusal_.clear();
    update();
}

void GameForm::type_digit(char digit) {
    if (items_.empty() || digit < '0' || digit > '9') {
        return;
    }
    FormItem& item = items_[static_cast<std::size_t>(selected_)];
    if (!item.first_number) {
        return;
    }
    const int count = static_cast<int>(item.shown.size());
    const int first = *item.first_number;
    typed_ += digit;
    int value = std::stoi(typed_);
    if (value - first >= count) {
        typed_ = std::string(1, digit);
        value = digit - '0';
    }
    if (value >= first && value - first < count) {
        item.index = value - first;
    }
    refusal_.clear();
    update();
}

ParameterValues GameForm::every_choice() const {
    ParameterValues values = given_values();
    for (std::size_t i = 0; i < items_.size(); ++i) {
        give_choice(i, values);
    }
    return values;
}

ParameterValues GameForm::values() const {
    const ParameterValues chosen = every_choice();
    ParameterValues values = given_values();
    for (std::size_t i = 0; i < items_.size(); ++i) {
        if (condition_holds(applies_[i], chosen)) {
            give_choice(i, values);
        }
    }
    return values;
}

void GameForm::give_choice(std::size_t item, ParameterValues& values) const {
    for (const auto& [name, text] : gives_[item][static_cast<std::size_t>(items_[item].index)]) {
        values.give(name, text);
    }
}

ParameterValues GameForm::given_values() const {
    std::set<std::string, std::less<>> set_here;
    for (const auto& item_gives : gives_) {
        for (const Gives& gives : item_gives) {
            for (const auto& [name, text] : gives) {
                set_here.insert(name);
            }
        }
    }
    ParameterValues values(given_.specs());
    for (const ParameterSpec& spec : given_.specs()) {
        if (given_.given(spec.name) && !set_here.contains(spec.name)) {
            values.give_all(spec.name, given_.texts(spec.name));
        }
    }
    return values;
}

}  // namespace marienbad
