// The terminal interface's loop: the flow's screens shown, keys read and handed to the screen of
// the moment, the computer's steps taken when the play layer says they are due.
#include "tui/tui_app.hpp"

#include "play/game_flow.hpp"
#include "tui/game_layout.hpp"
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
          flow_(FlowOptions{
              .explain = options.explain,
              .seed = options.seed,
              .changed = options.changed,
              .window = false,
              .computer_pace = options.animation ? k_computer_pace : std::chrono::milliseconds(0),
              .coach = options.coach,
              // The board turned to fit the terminal from the start: its words say so.
              .wording_for =
                  [&terminal](const BoardModel& board) {
                      const GameLayout layout = lay_out_game(board, terminal.size(), std::nullopt);
                      return Wording{board.transposable && layout.fits &&
                                     layout.view.plan().transposed};
                  },
              .progress = options.progress,
          }) {}

    TuiEnd run(TuiStart start) {
        if (start.course) {
            open_course(*start.course);
        } else if (start.resumed) {
            flow_.resume(*start.game, std::move(start.resumed), start.opening);
        } else if (start.setup) {
            flow_.open_setup(*start.setup, start.values);
        } else if (start.game != nullptr) {
            flow_.open_game(*start.game, start.values);
        } else {
            flow_.open_list();
        }
        while (true) {
            show();
            // The computer's next step, when one is due: at once, or after its move was shown
            // for a moment in which the person's keys act on the game as it is shown.
            const auto key = terminal_.read_key(wait_for_step());
            if (!key) {
                if (PlayController* game = game_on_screen()) {
                    game->take_step();
                }
                continue;
            }
            if (key->code == KeyCode::stop) {
                return TuiEnd::stopped;
            }
            if (handle(*key)) {
                return TuiEnd::quit;
            }
        }
    }

  private:
    // The course of `plan`, or the menu on its first entry of that kind when it names no game.
    void open_course(const CoursePlan& plan) {
        if (!plan.game.empty()) {
            flow_.open_course(plan);
            return;
        }
        flow_.open_list();
        const std::vector<FlowEntry> entries = flow_.entries();
        for (std::size_t i = 0; i < entries.size(); ++i) {
            if (entries[i].course == plan.kind) {
                flow_.select(static_cast<int>(i));
                return;
            }
        }
    }

    // The flow's game when it is on the screen; none otherwise.
    PlayController* game_on_screen() {
        return flow_.screen() == FlowScreen::game ? flow_.current_game() : nullptr;
    }

    // How long a key may be waited for before the computer's next step is due.
    std::chrono::milliseconds wait_for_step() {
        const PlayController* game = game_on_screen();
        const auto wait = game != nullptr ? game->ms_until_step() : std::nullopt;
        return wait.value_or(k_forever);
    }

    // The game screen of the flow's game, laid out for the terminal (a new one for each game).
    GameScreen* game_screen(PlayController& game) {
        if (!game_screen_ || game_screen_->game_number() != flow_.games_started()) {
            game_screen_.emplace(flow_.games_started());
        }
        game_screen_->update(game, terminal_.size());
        return &*game_screen_;
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
        PlayController& game = *game_on_screen();
        const auto exit = game_screen(game)->handle(game, key);
        if (!exit) {
            return false;
        }
        if (*exit == GameExit::quit) {
            return true;
        }
        flow_.leave(*exit);
        return false;
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
            case FlowScreen::game: {
                PlayController& game = *game_on_screen();
                game_screen(game)->draw(game, screen, look.colour);
                break;
            }
        }
        terminal_.show(screen);
    }

    TerminalIO& terminal_;
    GameFlow flow_;
    std::optional<GameScreen> game_screen_;
};

}  // namespace

TuiEnd run_tui(TerminalIO& terminal, TuiStart start, const TuiOptions& options) {
    return TuiApp(terminal, options).run(std::move(start));
}

}  // namespace marienbad
