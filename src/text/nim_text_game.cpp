// Nim in line mode: the person's input, the board and the announcements.
#include "text/nim_text_game.hpp"

#include "i18n/i18n.hpp"
#include "solvers/nim_explanation.hpp"
#include "text/computer_choice_note.hpp"
#include "text/nim_board_text.hpp"
#include "text/nim_explanation_text.hpp"
#include "text/questions.hpp"

namespace marienbad {
namespace {

std::string move_announcement(Participant mover, const NimMove& move) {
    if (mover == Participant::you) {
        return ntrf("You take {0} piece from column {1}.", "You take {0} pieces from column {1}.",
                    move.take, move.take, move.pile);
    }
    return ntrf("{2} takes {0} piece from column {1}.", "{2} takes {0} pieces from column {1}.",
                move.take, move.take, move.pile, participant_name(mover));
}

// Why the computer played what it played, for --explain.
std::string computer_move_explanation(const NimRules& rules, NimSolver& solver,
                                      const NimPosition& before, const NimMove& move) {
    std::string text =
        tr("Why the computer played this:") + std::string("\n") +
        render_nim_explanation(explain_nim_position(before, rules.convention(), move.pile));
    return text + computer_choice_note(solver.winning_moves(before), move);
}

}  // namespace

NimTextHuman::NimTextHuman(Console& console, const NimRules& rules)
    : console_(console), rules_(rules) {}

std::optional<NimMove> NimTextHuman::choose_move(const NimPosition& position) {
    const auto hint = [this, &position] {
        const auto explanation = explain_nim_position(position, rules_.convention());
        console_.line(tr("Hint (the binary method):"));
        console_.write(render_nim_explanation(explanation));
        if (explanation.winning_move) {
            console_.line(trf("Hint: {0}.", describe_nim_move(*explanation.winning_move)));
        }
    };
    const int last_column = static_cast<int>(position.piles.size()) - 1;
    const auto column =
        ask_integer(console_, {trf("Column (0-{0}): ", last_column), 0, last_column, hint});
    if (!column) {
        return std::nullopt;
    }
    const int pieces = position.piles[static_cast<std::size_t>(*column)];
    const auto take = ask_integer(
        console_,
        {trf("Pieces to take from column {0} (1-{1}): ", *column, pieces), 1, pieces, hint});
    if (!take) {
        return std::nullopt;
    }
    return NimMove{*column, *take};
}

MatchResult play_nim_text_game(Console& console, const NimRules& rules, NimSolver& solver,
                               const NimTextGame& game,
                               const std::array<Player<NimRules>*, 2>& players) {
    console.line(rules.convention() == Convention::normal
                     ? tr("Nim: take one or more pieces from a single column. Whoever takes the "
                          "last piece wins.")
                     : tr("Misère Nim: take one or more pieces from a single column. Whoever takes "
                          "the last piece loses."));
    MatchEvents<NimRules> events;
    events.turn_started = [&](const NimPosition& position, Seat to_move) {
        const Participant mover = game.participants.at(to_move);
        console.line();
        console.write(render_nim_board(position));
        console.line();
        std::string message = turn_message(mover);
        if (!is_computer(mover)) {
            message += ' ';
            message += tr("Type ? for a hint.");
        }
        console.line(message);
    };
    events.move_played = [&](Seat mover, const NimMove& move, const NimPosition& before,
                             const NimPosition& after) {
        const Participant who = game.participants.at(mover);
        console.line(move_announcement(who, move));
        if (after.piles.size() < before.piles.size() && !after.piles.empty()) {
            console.line(
                trf("Column {0} is empty: it is removed and the columns after it move "
                    "left.",
                    move.pile));
        }
        if (game.explain_computer_moves && is_computer(who)) {
            console.write(computer_move_explanation(rules, solver, before, move));
        }
    };

    const MatchResult result = play_match(rules, game.start, players, game.first, events);
    console.line();
    if (!result.winner) {
        console.line(abandoned_message());
        return result;
    }
    if (rules.convention() == Convention::misere) {
        const Participant loser = game.participants.at(other_seat(*result.winner));
        console.line(loser == Participant::you
                         ? std::string(tr("You took the last piece."))
                         : trf("{0} took the last piece.", participant_name(loser)));
    }
    console.line(winner_message(game.participants.at(*result.winner)));
    return result;
}

}  // namespace marienbad
