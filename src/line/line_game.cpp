// The line-mode game loop over a play controller.
#include "line/line_game.hpp"

#include "core/trim.hpp"
#include "i18n/i18n.hpp"
#include "line/log_printer.hpp"
#include "line/person_turn.hpp"
#include "line/questions.hpp"
#include "text/board_text.hpp"
#include "text/participants.hpp"

namespace marienbad {
namespace {

class LineGame {
  public:
    LineGame(Console& console, PlayController& game, const LineGameOptions& options)
        : console_(console), game_(game), options_(options), printer_(console, game.messages()) {}

    bool play() {
        printer_.print_until_end();
        if (options_.dialogue.board_after_moves) {
            console_.line(tr("Let's go!"));
            console_.line();
            show_board();
        }
        while (game_.phase() != PlayPhase::game_over) {
            if (!play_turn()) {
                console_.line();
                console_.line(abandoned_message());
                return false;
            }
        }
        end();
        return true;
    }

  private:
    // One turn; false when the input ended.
    bool play_turn() {
        const PlayState state = game_.state();
        const bool persons_turn = state.phase == PlayPhase::person_to_move;
        show_turn(state, persons_turn);
        if (!persons_turn) {
            // Line mode shows no move before it is played: the computer's steps at once.
            const int board = state.board_number;
            game_.finish_computer_move();
            if (game_.state().board_number == board) {
                return false;  // the computer left the game (a test's scripted player)
            }
            after_move(state.mover);
            return true;
        }
        switch (play_person_turn(
            console_, game_, [this] { printer_.print_until_end(); }, options_.board_in_words)) {
            case TurnEnd::played:
                after_move(state.mover);
                return true;
            case TurnEnd::undo:
                take_back_or_replay(TurnCommand::undo);
                return true;
            case TurnEnd::redo:
                take_back_or_replay(TurnCommand::redo);
                return true;
            case TurnEnd::input_ended:
                break;
        }
        return false;
    }

    void show_turn(const PlayState& state, bool persons_turn) {
        std::string message = state.turn;
        if (persons_turn) {
            message += ' ';
            message += tr("Type ? for a hint.");
        }
        if (options_.dialogue.board_after_moves) {
            if (persons_turn) {
                console_.line();
                console_.line(message);
            }
            return;
        }
        console_.line();
        show_board();
        if (options_.dialogue.space_after_board) {
            console_.line();
        }
        console_.line(message);
    }

    void after_move(Participant mover) {
        if (!options_.dialogue.board_after_moves) {
            printer_.print_until_end();
            return;
        }
        // Handout 001 §5: the other's move told, then the board; your own move only seen.
        console_.line();
        const bool yours = mover == Participant::you;
        printer_.print_until_end(!yours);
        if (!yours) {
            console_.line();
        }
        show_board();
    }

    void take_back_or_replay(TurnCommand command) {
        if (command == TurnCommand::undo) {
            game_.undo();
        } else {
            game_.redo();
        }
        printer_.print_until_end();
        if (options_.dialogue.board_after_moves) {
            console_.line();
            show_board();
        }
    }

    void end() {
        console_.line();
        printer_.print_rest();
        if (options_.review == ReviewOffer::ask && !review_wanted()) {
            return;
        }
        if (options_.review != ReviewOffer::none) {
            console_.line();
            game_.review();
            printer_.print_rest();
        }
    }

    // "Type r and Enter for the review...": r, or Enter for none; any other answer is asked
    // again.
    bool review_wanted() {
        while (true) {
            const auto answer =
                console_.ask(tr("Type r and Enter for the review of the game, or just Enter: "));
            if (!answer || trim(*answer).empty()) {
                return false;
            }
            if (trim(*answer) == "r") {
                return true;
            }
            console_.line(tr("Please answer r for the review, or just Enter to end."));
        }
    }

    void show_board() {
        if (options_.board_in_words) {
            console_.line(game_.state().names->position);
        } else {
            console_.write(render_board_text(game_.state().board));
        }
    }

    Console& console_;
    PlayController& game_;
    const LineGameOptions& options_;
    LogPrinter printer_;
};

}  // namespace

bool play_line_game(Console& console, PlayController& game, const LineGameOptions& options) {
    return LineGame(console, game, options).play();
}

}  // namespace marienbad
