// Line mode as the program runs it, for the tests of a person's turn and of whole games: the
// session in a play controller, the controller's messages printed as line mode prints them.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "catalogue/catalogue.hpp"
#include "line/line_game.hpp"
#include "line/log_printer.hpp"
#include "line/person_turn.hpp"
#include "play/play_controller.hpp"

namespace marienbad::testing {

// A person's turn asked as line mode asks it for the session's game; the move the answers played,
// none at the end of the input (or for a turn command).
inline std::optional<AnyMove> ask_move(Console& console, std::unique_ptr<GameSession> session) {
    PlayController game(std::move(session), {}, {});
    LogPrinter printer(console, game.messages());
    const TurnEnd end = play_person_turn(console, game, [&] { printer.print_until_end(); });
    if (end != TurnEnd::played) {
        return std::nullopt;
    }
    return game.session().history().back().move;
}

// The controller a whole game is played through in line mode: the rules said first when
// `announce_rules`, the computer's moves explained when `explain`.
inline PlayController line_mode_game(std::unique_ptr<GameSession> session, bool explain,
                                     bool announce_rules) {
    std::vector<std::string> opening;
    if (announce_rules) {
        opening.push_back(game_of(session->setup()).rules_sentence(session->setup(), {}));
    }
    return PlayController(std::move(session), opening, PlayOptions{explain, false, {}});
}

}  // namespace marienbad::testing
