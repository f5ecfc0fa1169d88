// The line-mode game loop over a session.
#include "line/line_game.hpp"

#include "i18n/i18n.hpp"
#include "line/person_turn.hpp"
#include "line/questions.hpp"
#include "text/board_text.hpp"
#include "text/game_wording.hpp"
#include "text/participants.hpp"
#include "text/review_text.hpp"

namespace marienbad {
namespace {

class LineGame {
  public:
    LineGame(Console& console, GameSession& session, const LineGameOptions& options)
        : console_(console),
          session_(session),
          options_(options),
          participants_(
              Participants::for_seats(session.is_person(Seat::one), session.is_person(Seat::two))),
          // Seed 001 §5 shows the board after every move; seeds 000 and 004 before every turn.
          board_after_moves_(session.board().layout == BoardLayout::grid) {}

    bool play() {
        if (options_.announce_rules) {
            console_.line(rules_sentence(session_.setup()));
        }
        if (board_after_moves_) {
            console_.line(tr("Let's go!"));
            console_.line();
            console_.write(render_board_text(session_.board()));
        }
        while (!session_.is_over()) {
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
        const Seat seat = session_.to_move();
        const Participant mover = participants_.at(seat);
        show_turn(mover);
        std::optional<AnyMove> move;
        if (session_.is_person(seat)) {
            const TurnAnswer answer = ask_person_turn(console_, session_);
            if (answer.command) {
                take_back_or_replay(*answer.command);
                return true;
            }
            move = answer.move;
        } else {
            move = session_.computer_move();
        }
        if (!move) {
            return false;
        }
        play(mover, *move);
        return true;
    }

    void show_turn(Participant mover) {
        std::string message = turn_message(mover);
        if (!is_computer(mover)) {
            message += ' ';
            message += tr("Type ? for a hint.");
        }
        if (board_after_moves_) {
            if (!is_computer(mover)) {
                console_.line();
                console_.line(message);
            }
            return;
        }
        const BoardModel board = session_.board();
        console_.line();
        console_.write(render_board_text(board));
        if (board.layout == BoardLayout::piles_as_columns) {
            console_.line();  // seed 000 leaves a line under its columns
        }
        console_.line(message);
    }

    void play(Participant mover, const AnyMove& move) {
        std::string why;
        if (options_.explain && is_computer(mover)) {
            why = computer_move_reason(session_.explain(move), session_.judge(move));
        }
        const BoardModel before = session_.board();
        session_.play(move);
        changed();
        const std::string announcement = announce_move(session_.setup(), mover, move);
        if (board_after_moves_) {
            console_.line();
            if (mover != Participant::you) {
                console_.line(announcement);
                console_.write(why);
                console_.line();
            }
            console_.write(render_board_text(session_.board()));
            return;
        }
        console_.line(announcement);
        if (const auto consequence =
                move_consequence(session_.setup(), before, move, session_.board())) {
            console_.line(*consequence);
        }
        console_.write(why);
    }

    void take_back_or_replay(TurnCommand command) {
        console_.line(command == TurnCommand::undo ? taken_back_message(session_.undo())
                                                   : played_again_message(session_.redo()));
        changed();
        if (board_after_moves_) {
            console_.line();
            console_.write(render_board_text(session_.board()));
        }
    }

    void end() {
        console_.line();
        const Seat last_mover = other_seat(session_.to_move());
        if (const auto sentence =
                game_over_sentence(session_.setup(), participants_.at(last_mover))) {
            console_.line(*sentence);
        }
        console_.line(winner_message(participants_.at(*session_.winner())));
        if (options_.review == ReviewOffer::ask) {
            const auto answer =
                console_.ask(tr("Type r and Enter for the review of the game, or just Enter: "));
            if (!answer || trim(*answer) != "r") {
                return;
            }
        }
        if (options_.review != ReviewOffer::none) {
            console_.line();
            console_.write(render_review(session_.setup(), participants_, session_.review()));
        }
    }

    void changed() {
        if (options_.changed) {
            options_.changed(session_);
        }
    }

    Console& console_;
    GameSession& session_;
    const LineGameOptions& options_;
    Participants participants_;
    bool board_after_moves_;
};

}  // namespace

bool play_line_game(Console& console, GameSession& session, const LineGameOptions& options) {
    return LineGame(console, session, options).play();
}

}  // namespace marienbad
