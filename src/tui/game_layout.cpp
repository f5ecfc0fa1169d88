// The zones of a game's screen.
#include "tui/game_layout.hpp"

#include <algorithm>

namespace marienbad {
namespace {

constexpr int k_readable_console = 8;  // lines of console the board leaves when it can
constexpr int k_least_console = 4;     // at least: three messages and the prompt
constexpr int k_chrome_lines = 3;      // the title bar, the rule over the console, the keys
constexpr int k_min_width = 30;

}  // namespace

GameLayout lay_out_game(const BoardModel& board, ScreenSize size, std::optional<bool> transposed,
                        bool messages_only) {
    // The board in the room a readable console leaves; else in all the room there is; in the
    // orientation kept, else in any.
    const int roomy = size.height - k_chrome_lines - k_readable_console;
    const int tight = size.height - k_chrome_lines - k_least_console;
    std::optional<BoardView> chosen;
    for (const std::optional<bool> orientation : {transposed, std::optional<bool>()}) {
        for (const int area : {roomy, tight}) {
            BoardView view(board, size.width, std::max(area, 0), orientation);
            if (view.fits() && area >= 0) {
                chosen.emplace(std::move(view));
                break;
            }
        }
        if (chosen) {
            break;
        }
    }
    const bool fits = chosen.has_value() && size.width >= k_min_width;
    // Too small: the size it needs, in whichever orientation needs the least.
    BoardView view = chosen ? std::move(*chosen) : BoardView(board, size.width, std::max(tight, 0));
    const ScreenSize needed{std::max(view.needed().width, k_min_width),
                            view.needed().height + k_chrome_lines + k_least_console};
    const int prompt_row = size.height - 2;
    if (messages_only) {
        const int console_top = 2;
        return {std::move(view),
                false,
                size.width >= k_min_width,
                {k_min_width, k_chrome_lines + k_least_console},
                1,
                0,
                1,
                console_top,
                ConsoleArea{size.width - 1, std::max(0, prompt_row - console_top)},
                prompt_row};
    }
    const int height = view.plan().height();
    const int margin = height + 2 <= tight ? 1 : 0;
    const int board_top = 1 + margin;
    const int board_left = std::max(0, (size.width - view.plan().width()) / 2);
    const int rule_row = board_top + height + margin;
    const int console_top = rule_row + 1;
    return {std::move(view),
            true,
            fits,
            needed,
            board_top,
            board_left,
            rule_row,
            console_top,
            ConsoleArea{size.width - 1, std::max(0, prompt_row - console_top)},
            prompt_row};
}

}  // namespace marienbad
