// The terminal interface's loop: menu, games, the computer's moves shown, the next game.
#include "tui/tui_app.hpp"

#include <algorithm>
#include <deque>

#include "games/common_parameters.hpp"
#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"
#include "text/game_wording.hpp"
#include "text/participants.hpp"
#include "tui/game_screen.hpp"
#include "tui/menu_screen.hpp"
#include "tui/screen.hpp"

namespace marienbad {
namespace {

constexpr std::chrono::milliseconds k_forever{-1};

// A game screen's options: `explain`, and the interface's `changed` told which game changed.
TuiGameOptions game_options(const GameDescription& game, const TuiOptions& options, bool explain) {
    return {explain, [&game, &options](const GameSession& changed) {
                return options.changed ? options.changed(game, changed) : std::string();
            }};
}

// A game from its description and values, its console opening as line mode's dialogue does (the
// rules, what was drawn, the seed).
std::unique_ptr<GameScreen> start_game(const GameDescription& game, const ParameterValues& values,
                                       Random::Seed seed, const TuiOptions& options) {
    const MatchSettings settings = read_match_settings(values);
    game.check(values);
    Random random(seed);
    const GameStart start = game.start(values, random);
    std::vector<std::string> opening{rules_sentence(start.setup)};
    opening.insert(opening.end(), start.settings.begin(), start.settings.end());
    if (settings.lineup.mode != PlayersMode::human_human && settings.strength) {
        opening.push_back(trf("Computer: {0}.", describe_strength(*settings.strength)));
    }
    opening.push_back(trf("Seed: {0} (replay this game with --seed {0})", seed));
    auto session = make_session(start.setup, settings.lineup,
                                settings.strength.value_or(Strength{}), std::move(random));
    return std::make_unique<GameScreen>(
        std::move(session), opening,
        game_options(game, options, settings.explain || options.explain));
}

class TuiApp {
  public:
    TuiApp(TerminalIO& terminal, const TuiOptions& options)
        : terminal_(terminal), options_(options) {}

    TuiEnd run(TuiStart start) {
        game_ = start.game;
        values_ = std::move(start.values);
        next_seed_ = options_.seed.value_or(Random::fresh_seed());
        if (start.resumed) {
            next_seed_ = start.resumed->random().seed() + 1;
            screen_ =
                std::make_unique<GameScreen>(std::move(start.resumed), start.opening,
                                             game_options(*game_, options_, options_.explain));
        } else if (game_ == nullptr) {
            menu_.emplace();
        } else {
            open(*game_);
        }
        while (true) {
            const std::optional<TuiEnd> end = menu_ ? menu_turn() : game_turn();
            if (end) {
                return *end;
            }
        }
    }

  private:
    // A game from the values when they say everything, else its form.
    void open(const GameDescription& game) {
        if (needs_form(game, values_)) {
            menu_.emplace(game, values_);
        } else {
            start();
        }
    }

    // Starts a game of game_ with values_; back to the form with the reason if they are refused.
    void start() {
        try {
            screen_ = start_game(*game_, values_, next_seed_++, options_);
            menu_.reset();
        } catch (const UsageError& error) {
            if (!menu_) {
                menu_.emplace(*game_, values_);
            }
            menu_->refuse(error.what());
        }
    }

    std::optional<TuiEnd> menu_turn() {
        show();
        const Key key = next_key();
        if (key.code == KeyCode::stop) {
            return TuiEnd::stopped;
        }
        auto choice = menu_->handle(key);
        if (!choice) {
            return std::nullopt;
        }
        if (choice->game == nullptr) {
            return TuiEnd::quit;
        }
        game_ = choice->game;
        values_ = std::move(choice->values);
        start();
        return std::nullopt;
    }

    std::optional<TuiEnd> game_turn() {
        show();
        if (screen_->computer_to_move() && pending_.empty()) {
            screen_->choose_computer_move();
            show();
            if (options_.animation && !wait(k_computer_move_shown)) {
                return TuiEnd::stopped;
            }
            screen_->play_computer_move();
            return std::nullopt;
        }
        const Key key = next_key();
        if (key.code == KeyCode::stop) {
            return TuiEnd::stopped;
        }
        const auto exit = screen_->handle(key);
        if (!exit) {
            return std::nullopt;
        }
        switch (*exit) {
            case GameExit::quit:
                return TuiEnd::quit;
            case GameExit::menu:
                screen_.reset();
                menu_.emplace();
                break;
            case GameExit::new_game:
                open(*game_);
                break;
        }
        return std::nullopt;
    }

    // Waits while the computer's move is shown; keys pressed meanwhile are kept for after.
    // False when a signal stopped the program.
    bool wait(std::chrono::milliseconds duration) {
        const auto deadline = std::chrono::steady_clock::now() + duration;
        while (true) {
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                deadline - std::chrono::steady_clock::now());
            if (left.count() <= 0) {
                return true;
            }
            const auto key = terminal_.read_key(left);
            if (!key) {
                return true;
            }
            if (key->code == KeyCode::stop) {
                return false;
            }
            if (key->code == KeyCode::resize) {
                show();
            } else {
                pending_.push_back(*key);
            }
        }
    }

    Key next_key() {
        if (!pending_.empty()) {
            const Key key = pending_.front();
            pending_.pop_front();
            return key;
        }
        while (true) {
            if (const auto key = terminal_.read_key(k_forever)) {
                return *key;
            }
        }
    }

    void show() {
        const ScreenSize size = terminal_.size();
        const ScreenLook look = terminal_.look();
        Screen screen(size.width, size.height, look.ascii);
        if (menu_) {
            menu_->draw(screen);
        } else {
            screen_->draw(screen, look.colour);
        }
        terminal_.show(screen);
    }

    TerminalIO& terminal_;
    const TuiOptions& options_;
    const GameDescription* game_ = nullptr;
    ParameterValues values_;
    Random::Seed next_seed_ = 0;
    std::optional<MenuScreen> menu_;
    std::unique_ptr<GameScreen> screen_;
    std::deque<Key> pending_;
};

}  // namespace

bool needs_form(const GameDescription& game, const ParameterValues& values) {
    const auto& specs = values.specs();
    if (std::any_of(specs.begin(), specs.end(),
                    [&](const ParameterSpec& spec) { return values.to_ask(spec); })) {
        return true;
    }
    const MatchSettings settings = read_match_settings(values);
    return settings.asks_strength() || settings.asks_who_starts(game.setup_dialogue());
}

TuiEnd run_tui(TerminalIO& terminal, TuiStart start, const TuiOptions& options) {
    return TuiApp(terminal, options).run(std::move(start));
}

}  // namespace marienbad
