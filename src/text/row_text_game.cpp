// The matchstick row in line mode: the person's questions and checks, the announcements.
#include "text/row_text_game.hpp"

#include "i18n/i18n.hpp"
#include "text/computer_choice_note.hpp"
#include "text/questions.hpp"
#include "text/row_board_text.hpp"
#include "text/row_explanation_text.hpp"

namespace marienbad {
namespace {

std::string move_announcement(Participant mover, const RowMove& move) {
    if (mover == Participant::you) {
        return ntrf("You take {0} match from place {1}.", "You take {0} matches from place {1}.",
                    move.count, move.count, move.start);
    }
    return ntrf("{0} takes {1} match from place {2}.", "{0} takes {1} matches from place {2}.",
                move.count, participant_name(mover), move.count, move.start);
}

}  // namespace

RowTextHuman::RowTextHuman(Console& console, const RowRules& rules, RowSolver& solver)
    : console_(console), rules_(rules), solver_(solver) {}

void RowTextHuman::show_hint(const RowPosition& position) {
    console_.line(tr("Hint:"));
    console_.write(render_row_explanation(rules_, solver_, position));
}

std::string RowTextHuman::refusal(const RowPosition& position, const RowMove& move) const {
    const int last_place = move.start + move.count - 1;
    if (last_place >= position.length()) {
        return trf("The row ends at place {0}.", position.length() - 1);
    }
    for (int place = move.start; place <= last_place; ++place) {
        if (!position.has_match(place)) {
            return trf("Places {0} to {1} are not all matches.", move.start, last_place);
        }
    }
    return {};
}

std::optional<RowMove> RowTextHuman::choose_move(const RowPosition& position) {
    const auto hint = [&] { show_hint(position); };
    const int last_place = position.length() - 1;
    const int max_take = rules_.max_take();
    while (true) {
        const auto start = ask_integer(
            console_, {trf("Place of the first match (0-{0}): ", last_place), 0, last_place, hint});
        if (!start) {
            return std::nullopt;
        }
        if (!position.has_match(*start)) {
            console_.line(trf("There is no match at place {0}.", *start));
            continue;
        }
        int count = 1;
        if (max_take > 1) {
            const auto answer = ask_integer(
                console_, {trf("Matches to take (1-{0}): ", max_take), 1, max_take, hint});
            if (!answer) {
                return std::nullopt;
            }
            count = *answer;
        }
        const RowMove move{*start, count};
        const std::string problem = refusal(position, move);
        if (problem.empty()) {
            return move;
        }
        console_.line(problem);
    }
}

std::string row_rules_sentence(const RowRules& rules) {
    const int max_take = rules.max_take();
    if (rules.convention() == Convention::normal) {
        return ntrf(
            "The matchstick row: take {0} match at a time. Whoever takes the last match wins.",
            "The matchstick row: take 1 to {0} matches standing side by side, with no empty "
            "place between them. Whoever takes the last match wins.",
            max_take, max_take);
    }
    return ntrf(
        "The matchstick row: take {0} match at a time. Whoever takes the last match loses.",
        "The matchstick row: take 1 to {0} matches standing side by side, with no empty place "
        "between them. Whoever takes the last match loses.",
        max_take, max_take);
}

MatchResult play_row_text_game(Console& console, const RowRules& rules, RowSolver& solver,
                               const RowTextGame& game,
                               const std::array<Player<RowRules>*, 2>& players) {
    MatchEvents<RowRules> events;
    events.turn_started = [&](const RowPosition& position, Seat to_move) {
        const Participant mover = game.participants.at(to_move);
        console.line();
        console.write(render_row_board(position));
        std::string message = turn_message(mover);
        if (!is_computer(mover)) {
            message += ' ';
            message += tr("Type ? for a hint.");
        }
        console.line(message);
    };
    events.move_played = [&](Seat mover, const RowMove& move, const RowPosition& before,
                             const RowPosition&) {
        const Participant who = game.participants.at(mover);
        console.line(move_announcement(who, move));
        if (game.explain_computer_moves && is_computer(who)) {
            console.line(tr("Why the computer played this:"));
            console.write(render_row_explanation(rules, solver, before, move));
            console.write(computer_choice_note(solver.winning_moves(before), move));
        }
    };

    const MatchResult result = play_match(rules, game.start, players, game.first, events);
    console.line();
    if (!result.winner) {
        console.line(abandoned_message());
        return result;
    }
    const Seat last_mover =
        rules.convention() == Convention::normal ? *result.winner : other_seat(*result.winner);
    const Participant taker = game.participants.at(last_mover);
    console.line(taker == Participant::you
                     ? std::string(tr("You took the last match."))
                     : trf("{0} took the last match.", participant_name(taker)));
    console.line(winner_message(game.participants.at(*result.winner)));
    return result;
}

}  // namespace marienbad
