// The new-game form's items, choices and values.
#include "play/game_form.hpp"

#include <algorithm>
#include <set>

#include "games/common_parameters.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

// The choice whose value it is; the number of choices when none is.
int index_of(const std::vector<ParameterChoice>& choices, const std::string& value) {
    const auto found = std::find_if(choices.begin(), choices.end(),
                                    [&](const ParameterChoice& c) { return c.value == value; });
    return static_cast<int>(found - choices.begin());
}

}  // namespace

GameForm::GameForm(const GameDescription& game, const ParameterValues& given)
    : game_(&game), given_(given) {
    // The game's sizes, its rules, the common parameters; the choices a form keeps for last (Nim's
    // board) after them.
    const std::vector<ParameterSpec> own = game.parameters();
    for (const ParameterSpec& spec : own) {
        if (!spec.form_last) {
            add_parameter(spec, given);
        }
    }
    add_rules(game.menu_rules(), given);
    for (const ParameterSpec& spec : common_game_parameters()) {
        add_parameter(spec, given);
    }
    for (const ParameterSpec& spec : own) {
        if (spec.form_last) {
            add_parameter(spec, given);
        }
    }
    update();
}

void GameForm::add_item(FormItem item, ItemSource source) {
    items_.push_back(std::move(item));
    sources_.push_back(std::move(source));
}

void GameForm::add_parameter(const ParameterSpec& spec, const ParameterValues& given) {
    if (spec.label.empty()) {
        return;
    }
    // Not what stands in place of something given that the form does not offer (the level when
    // --difficulty was given); what the form offers in its place is a choice of its own (Nim's
    // columns beside its board).
    if (given.replaced(spec)) {
        const auto& specs = given.specs();
        const auto instead = std::find_if(specs.begin(), specs.end(), [&](const ParameterSpec& s) {
            return s.name == spec.unless;
        });
        if (instead == specs.end() || instead->label.empty()) {
            return;
        }
    }
    if (spec.kind == ParameterKind::number) {
        add_number(spec, given, spec.label, spec.applies_when, -1);
        for (std::size_t seat = 0; seat < spec.seat_labels.size(); ++seat) {
            add_number(spec, given, spec.seat_labels[seat], spec.per_seat_when,
                       static_cast<int>(seat));
        }
        return;
    }
    FormItem item{spec.label, spec.form_help.empty() ? spec.help : spec.form_help};
    ItemSource source{{}, {spec.name}, spec.applies_when};
    if (spec.kind == ParameterKind::flag) {
        // A flag's choices: one with no value leaves it out (off), the others give it (on).
        for (const ParameterChoice& choice : spec.choices) {
            item.shown.push_back(choice.label);
            source.gives.push_back(choice.value.empty() ? Gives{} : Gives{{spec.name}});
            if (choice.value.empty() != given.flag(spec.name)) {
                item.index = static_cast<int>(item.shown.size()) - 1;
            }
        }
        add_item(std::move(item), std::move(source));
        return;
    }
    std::vector<ParameterChoice> choices = spec.choices;
    // A value given that is not among the choices is one more (Nim's --piles 3,4,5).
    const std::string now = given.text_or_default(spec.name);
    if (index_of(choices, now) == static_cast<int>(choices.size())) {
        choices.push_back({now, now});
    }
    for (const ParameterChoice& choice : choices) {
        item.shown.push_back(choice.label);
        // A choice with no value leaves the parameter out.
        source.gives.push_back(choice.value.empty() ? Gives{} : Gives{{spec.name, choice.value}});
    }
    item.index = index_of(choices, now);
    add_item(std::move(item), std::move(source));
}

void GameForm::add_number(const ParameterSpec& spec, const ParameterValues& given,
                          std::string label, std::optional<ParameterCondition> applies_when,
                          int seat) {
    FormItem item{std::move(label), spec.form_help.empty() ? spec.help : spec.form_help};
    ItemSource source{{}, {spec.name}, std::move(applies_when)};
    item.first_number = spec.min;
    for (int value = spec.min; value <= spec.max; ++value) {
        const std::string text = std::to_string(value);
        const auto named = std::find_if(spec.choices.begin(), spec.choices.end(),
                                        [&](const ParameterChoice& c) { return c.value == text; });
        item.shown.push_back(named == spec.choices.end() ? text : named->label);
        source.gives.push_back({{spec.name, text, seat}});
    }
    // The value given for this seat (a value for each seat: the seat's, or the one for both).
    std::optional<int> start;
    if (given.given(spec.name)) {
        const std::vector<int> values = spec.seat_labels.empty()
                                            ? std::vector<int>{*given.number_if_given(spec.name)}
                                            : given.seat_numbers(spec.name);
        start = values.at(seat > 0 && values.size() > 1 ? 1 : 0);
    }
    item.index =
        start.value_or(spec.fallback.value_or(spec.suggestion.value_or(spec.min))) - spec.min;
    add_item(std::move(item), std::move(source));
}

void GameForm::add_rules(const std::vector<RulesChoice>& rules, const ParameterValues& given) {
    if (rules.empty()) {
        return;
    }
    FormItem item{tr("Rules"), tr("normal play: whoever makes the last move wins; misère play: "
                                  "whoever makes it loses")};
    ItemSource source;
    for (std::size_t i = 0; i < rules.size(); ++i) {
        item.shown.push_back(rules[i].label);
        Gives flags;
        for (const std::string& flag : rules[i].flags) {
            flags.push_back({flag});
            source.decides.push_back(flag);
            if (given.given(flag)) {
                item.index = static_cast<int>(i);
            }
        }
        source.gives.push_back(std::move(flags));
    }
    add_item(std::move(item), std::move(source));
}

void GameForm::update() {
    const ParameterValues chosen = every_choice();
    for (std::size_t i = 0; i < items_.size(); ++i) {
        items_[i].applies = condition_holds(sources_[i].applies_when, chosen);
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
    const int last = first + count - 1;
    typed_ += digit;
    const long long value = std::stoll(typed_);
    refusal_.clear();
    if (value >= first && value <= last) {
        item.index = static_cast<int>(value) - first;
        if (value * 10 > last) {
            typed_.clear();  // no longer number is in range: the next digit starts another
        }
    } else if (value < first && value > 0 && value * 10 <= last) {
        // Too small so far, but digits to come can make it: said, the value unchanged.
        refusal_ = trf("{0}… (a number from {1} to {2}: type the next digit)", typed_, first, last);
    } else {
        refusal_ = trf("{0} is not a number from {1} to {2}.", typed_, first, last);
        typed_.clear();
    }
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
        if (condition_holds(sources_[i].applies_when, chosen)) {
            give_choice(i, values);
        }
    }
    return values;
}

void GameForm::give_choice(std::size_t item, ParameterValues& values) const {
    for (const Given& given : sources_[item].gives[static_cast<std::size_t>(items_[item].index)]) {
        if (given.seat < 0) {
            values.give(given.name, given.text);
        } else {
            values.give_seat(given.name, given.seat, given.text);
        }
    }
}

ParameterValues GameForm::given_values() const {
    std::set<std::string, std::less<>> set_here;
    for (const ItemSource& source : sources_) {
        set_here.insert(source.decides.begin(), source.decides.end());
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
