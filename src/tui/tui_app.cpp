// The terminal interface's loop: the flow's screens shown, keys read and handed to the screen of
// the moment, the computer's moves shown then played.
#include "tui/tui_app.hpp"

#include "play/game_flow.hpp"
#include "tui/game_screen.hpp"
#include "tui/menu_screens.hpp"
#include "tui/screen.hpp"

namespace marienbad {
namespace {

constexpr std::chrono::milliseconds k_forever{-1};

class TuiApp {
  public:
    TuiApp(TerminalIO& terminal, const TuiOptions& options)
        : terminal_(terminal),
          options_(options),
          flow_(FlowOptions{options.explain, options.seed, options.changed}) {}

    TuiEnd run(TuiStart start) {
        if (start.resumed) {
            flow_.resume(*start.game, std::move(start.resumed), start.opening);
        } else if (start.game != nullptr) {
            flow_.open_game(*start.game, start.values);
        } else {
            flow_.open_list();
        }
        while (true) {
            show();
            if (computers_turn()) {
                if (const auto end = computer_turn()) {
                    return *end;
                }
                continue;
            }
            const Key key = next_key();
            if (key.code == KeyCode::stop) {
                return TuiEnd::stopped;
            }
            if (handle(key)) {
                return TuiEnd::quit;
            }
        }
    }

  private:
    // The game screen of the flow's game (a new one for each game).
    GameScreen* game_screen() {
        if (flow_.screen() != FlowScreen::game) {
            game_screen_.reset();
            return nullptr;
        }
        if (!game_screen_ || game_shown_ != flow_.games_started()) {
            game_screen_.emplace(flow_.game());
            game_shown_ = flow_.games_started();
        }
        game_screen_->update(terminal_.size());
        return &*game_screen_;
    }

    bool computers_turn() {
        const GameScreen* screen = game_screen();
        if (screen == nullptr) {
            return false;
        }
        const PlayPhase phase = flow_.game().state().phase;
        return phase == PlayPhase::computer_to_move || phase == PlayPhase::computer_move_shown;
    }

    // The computer's move chosen and shown, then played after a moment in which the person's
    // keys act on the game as it is shown (a move is not theirs to make); the end of the program
    // when a signal stops it or the person quits meanwhile.
    std::optional<TuiEnd> computer_turn() {
        PlayController& game = flow_.game();
        game.hold_computer_move();
        show();
        if (options_.animation) {
            const auto deadline = std::chrono::steady_clock::now() + k_computer_move_shown;
            while (true) {
                const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                    deadline - std::chrono::steady_clock::now());
                if (left.count() <= 0) {
                    break;
                }
                const auto key = terminal_.read_key(left);
                if (!key) {
                    break;
                }
                if (key->code == KeyCode::stop) {
                    return TuiEnd::stopped;
                }
                if (handle(*key)) {
                    return TuiEnd::quit;
                }
                if (!computers_turn()) {
                    return std::nullopt;  // the person left the game, or a question waits
                }
                show();
            }
        }
        if (flow_.screen() == FlowScreen::game &&
            flow_.game().state().phase == PlayPhase::computer_move_shown) {
            flow_.game().play_held_move();
        }
        return std::nullopt;
    }

    // A key for the screen of the moment; true when the person quits.
    bool handle(const Key& key) {
        switch (flow_.screen()) {
            case FlowScreen::list:
                return handle_list_key(flow_, key);
            case FlowScreen::form:
                return handle_form_key(flow_, key);
            case FlowScreen::game:
                break;
        }
        const auto exit = game_screen()->handle(key);
        if (!exit) {
            return false;
        }
        if (*exit == GameExit::quit) {
            return true;
        }
        flow_.leave(*exit);
        return false;
    }

    Key next_key() {
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
        switch (flow_.screen()) {
            case FlowScreen::list:
                draw_game_list(screen, flow_);
                break;
            case FlowScreen::form:
                draw_game_form(screen, flow_);
                break;
            case FlowScreen::game:
                game_screen()->draw(screen, look.colour);
                break;
        }
        terminal_.show(screen);
    }

    TerminalIO& terminal_;
    const TuiOptions& options_;
    GameFlow flow_;
    std::optional<GameScreen> game_screen_;
    int game_shown_ = 0;  // the number of the game game_screen_ shows
};

}  // namespace

TuiEnd run_tui(TerminalIO& terminal, TuiStart start, const TuiOptions& options) {
    return TuiApp(terminal, options).run(std::move(start));
}

}  // namespace marienbad
