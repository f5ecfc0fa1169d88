// The menu's list of games and each game's form, from the descriptions.
#include "tui/menu_screen.hpp"

#include <algorithm>
#include <set>

#include "games/catalogue.hpp"
#include "games/common_parameters.hpp"
#include "i18n/i18n.hpp"
#include "text/participants.hpp"
#include "tui/frame.hpp"
#include "tui/glyphs.hpp"

namespace marienbad {
namespace {

constexpr int k_label_column = 4;
constexpr int k_default_level = 2;  // seed 001 §5's example game is played at level 2

int list_index(const std::vector<std::string>& texts, const std::string& text, int fallback) {
    const auto found = std::find(texts.begin(), texts.end(), text);
    return found == texts.end() ? fallback : static_cast<int>(found - texts.begin());
}

}  // namespace

MenuScreen::MenuScreen() = default;

MenuScreen::MenuScreen(const GameDescription& game, const ParameterValues& given) {
    open_form(game, given);
}

void MenuScreen::open_form(const GameDescription& game, const ParameterValues& given) {
    game_ = &game;
    given_ = given;
    items_.clear();
    selected_ = 0;
    typed_.clear();
    error_.clear();
    for (const ParameterSpec& spec : game.parameters()) {
        // Not offered when what stands in its place was given (Nim's columns when --piles is).
        if (spec.kind != ParameterKind::number || spec.label.empty() || given.replaced(spec)) {
            continue;
        }
        Item item{spec.label, spec.help, {}, {}, 0, spec.min, true};
        for (int value = spec.min; value <= spec.max; ++value) {
            item.shown.push_back(std::to_string(value));
            item.gives.push_back({{spec.name, std::to_string(value)}});
        }
        const int start = given.number_if_given(spec.name).value_or(
            spec.fallback.value_or(spec.suggestion.value_or(spec.min)));
        item.index = start - spec.min;
        items_.push_back(std::move(item));
    }
    if (const auto rules = game.menu_rules(); !rules.empty()) {
        Item item{tr("Rules"),
                  tr("normal play: whoever makes the last move wins; misère play: whoever makes "
                     "it loses"),
                  {},
                  {},
                  0};
        for (std::size_t i = 0; i < rules.size(); ++i) {
            item.shown.push_back(rules[i].label);
            std::vector<std::pair<std::string, std::string>> flags;
            for (const std::string& flag : rules[i].flags) {
                flags.emplace_back(flag, "");
                if (given.given(flag)) {
                    item.index = static_cast<int>(i);
                }
            }
            item.gives.push_back(std::move(flags));
        }
        items_.push_back(std::move(item));
    }
    Item level{tr("Computer level"),
               tr("how well the computer plays: a beginner plays at random, "
                  "a virtuoso always plays its best move"),
               {},
               {},
               0,
               k_min_level,
               true};
    for (int value = k_min_level; value <= k_max_level; ++value) {
        level.shown.push_back(describe_strength(Strength::from_level(value)));
        level.gives.push_back({{"--level", std::to_string(value)}});
    }
    level.index = given.number_if_given("--level").value_or(k_default_level) - k_min_level;
    items_.push_back(std::move(level));

    const std::vector<std::string> firsts{"random", "human", "computer"};
    Item first{tr("Who starts"),
               tr("who moves first, when you play against the computer"),
               {tr("drawn at random"), tr("you"), tr("the computer")}};
    for (const std::string& value : firsts) {
        first.gives.push_back({{"--first", value}});
    }
    first.index = list_index(firsts, given.text("--first"), 0);
    items_.push_back(std::move(first));

    const std::vector<std::string> modes{"human-computer", "computer-computer", "human-human"};
    Item players{tr("Players"),
                 tr("who sits at the board"),
                 {tr("you against the computer"), tr("the computer against itself"),
                  tr("two people taking turns")}};
    for (const std::string& value : modes) {
        players.gives.push_back({{"--players", value}});
    }
    players.index = list_index(modes, given.text("--players"), 0);
    items_.push_back(std::move(players));
}

MenuChoice MenuScreen::chosen() const {
    std::set<std::string> set_here;
    for (const Item& item : items_) {
        for (const auto& gives : item.gives) {
            for (const auto& [name, text] : gives) {
                set_here.insert(name);
            }
        }
    }
    set_here.insert("--difficulty");  // the level item says the strength
    ParameterValues values(given_.specs());
    for (const ParameterSpec& spec : given_.specs()) {
        if (given_.given(spec.name) && !set_here.contains(spec.name)) {
            values.give_all(spec.name, given_.texts(spec.name));
        }
    }
    for (const Item& item : items_) {
        for (const auto& [name, text] : item.gives[static_cast<std::size_t>(item.index)]) {
            values.give(name, text);
        }
    }
    if (values.text("--players") != "human-computer") {
        values.give("--first", "random");  // who starts only matters against the computer
    }
    return {game_, std::move(values)};
}

void MenuScreen::type_digit(Item& item, char digit) {
    typed_ += digit;
    const int count = static_cast<int>(item.shown.size());
    int value = std::stoi(typed_);
    if (value - item.first_number >= count) {
        typed_ = std::string(1, digit);
        value = digit - '0';
    }
    if (value >= item.first_number && value - item.first_number < count) {
        item.index = value - item.first_number;
    }
}

std::optional<MenuChoice> MenuScreen::handle(const Key& key) {
    if (key.is('q')) {
        return MenuChoice{};
    }
    return game_ == nullptr ? handle_list(key) : handle_form(key);
}

std::optional<MenuChoice> MenuScreen::handle_list(const Key& key) {
    const int count = static_cast<int>(games().size());
    if (key.code == KeyCode::escape) {
        return MenuChoice{};
    }
    if (key.code == KeyCode::up || key.code == KeyCode::down) {
        selected_ = std::clamp(selected_ + (key.code == KeyCode::up ? -1 : 1), 0, count - 1);
    } else if (key.code == KeyCode::character && key.character >= '1' &&
               key.character < '1' + count) {
        selected_ = key.character - '1';
        open_form(*games()[static_cast<std::size_t>(selected_)],
                  ParameterValues(play_parameters(*games()[static_cast<std::size_t>(selected_)])));
    } else if (key.code == KeyCode::enter || key.is(' ')) {
        const GameDescription& game = *games()[static_cast<std::size_t>(selected_)];
        open_form(game, ParameterValues(play_parameters(game)));
    }
    return std::nullopt;
}

std::optional<MenuChoice> MenuScreen::handle_form(const Key& key) {
    Item& item = items_[static_cast<std::size_t>(selected_)];
    const int last = static_cast<int>(item.shown.size()) - 1;
    switch (key.code) {
        case KeyCode::escape: {
            const auto position = std::find(games().begin(), games().end(), game_);
            *this = MenuScreen();
            selected_ = static_cast<int>(position - games().begin());
            return std::nullopt;
        }
        case KeyCode::enter:
            return chosen();
        case KeyCode::up:
        case KeyCode::down:
            selected_ = std::clamp(selected_ + (key.code == KeyCode::up ? -1 : 1), 0,
                                   static_cast<int>(items_.size()) - 1);
            typed_.clear();
            break;
        case KeyCode::left:
        case KeyCode::right:
            item.index = std::clamp(item.index + (key.code == KeyCode::left ? -1 : 1), 0, last);
            typed_.clear();
            break;
        case KeyCode::page_up:
        case KeyCode::page_down:
            item.index =
                std::clamp(item.index + (key.code == KeyCode::page_down ? -10 : 10), 0, last);
            break;
        case KeyCode::character:
            if (item.number && key.character >= '0' && key.character <= '9') {
                type_digit(item, key.character);
            }
            break;
        default:
            break;
    }
    error_.clear();
    return std::nullopt;
}

void MenuScreen::draw(Screen& screen) const {
    if (game_ == nullptr) {
        draw_list(screen);
    } else {
        draw_form(screen);
    }
}

void MenuScreen::draw_list(Screen& screen) const {
    const auto& list = games();
    const int needed_height = static_cast<int>(list.size()) + 6;
    if (screen.width() < 30 || screen.height() < needed_height) {
        draw_too_small(screen, {30, needed_height});
        return;
    }
    draw_title_bar(screen, "Marienbad", "");
    screen.write(2, 2, tr("Choose a game:"), Style::plain);
    for (std::size_t i = 0; i < list.size(); ++i) {
        const int row = 4 + static_cast<int>(i);
        const bool selected = static_cast<int>(i) == selected_;
        const std::string line = std::to_string(i + 1) + ". " + list[i]->menu_entry();
        if (selected) {
            screen.fill(row, 2, screen.width() - 4, U' ', Style::selected);
        }
        screen.write(row, 2, selected ? "> " : "  ", Style::selected);
        screen.write(row, 4, line, selected ? Style::selected : Style::plain, screen.width() - 6);
    }
    draw_keys_line(screen, trf("{0} choose · 1-{1} or Enter: play · q quit",
                               glyphs_for(screen.ascii()).arrows, list.size()));
}

void MenuScreen::draw_form(Screen& screen) const {
    const int needed_height = static_cast<int>(items_.size()) + 10;
    if (screen.width() < 40 || screen.height() < needed_height) {
        draw_too_small(screen, {40, needed_height});
        return;
    }
    const Glyphs& glyphs = glyphs_for(screen.ascii());
    draw_title_bar(screen, trf("Marienbad · {0}", game_->menu_entry()), "");
    int label_width = 0;
    for (const Item& item : items_) {
        label_width = std::max(label_width, screen_width(item.label));
    }
    for (std::size_t i = 0; i < items_.size(); ++i) {
        const Item& item = items_[i];
        const int row = 2 + static_cast<int>(i);
        const bool selected = static_cast<int>(i) == selected_;
        const Style style = selected ? Style::selected : Style::plain;
        if (selected) {
            screen.fill(row, 2, screen.width() - 4, U' ', style);
        }
        screen.write(row, 2, selected ? ">" : " ", style);
        screen.write(row, k_label_column, item.label, style);
        const int value_column = k_label_column + label_width + 2;
        const bool first = item.index == 0;
        const bool last = item.index + 1 == static_cast<int>(item.shown.size());
        screen.put(row, value_column, first ? U' ' : glyphs.previous_value, style);
        const int written =
            screen.write(row, value_column + 2, item.shown[static_cast<std::size_t>(item.index)],
                         style, screen.width() - value_column - 6);
        screen.put(row, value_column + 3 + written, last ? U' ' : glyphs.next_value, style);
    }
    int row = 3 + static_cast<int>(items_.size());
    for (const std::string& line :
         wrap_text(items_[static_cast<std::size_t>(selected_)].help, screen.width() - 4)) {
        screen.write(row++, 2, line, Style::label);
    }
    if (!error_.empty()) {
        for (const std::string& line : wrap_text(error_, screen.width() - 4)) {
            screen.write(++row, 2, line, Style::alert);
        }
    }
    draw_keys_line(screen, trf("{0} choose and change · Enter start · Esc back · q quit",
                               glyphs_for(screen.ascii()).arrows));
}

}  // namespace marienbad
