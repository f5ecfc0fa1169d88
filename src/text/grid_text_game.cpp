// The pawn game in line mode: the person's choice among numbered destinations, the board and
// the announcements, worded after seed 001 §5's transcript.
#include "text/grid_text_game.hpp"

#include <fmt/format.h>

#include "i18n/i18n.hpp"
#include "text/computer_choice_note.hpp"
#include "text/grid_board_text.hpp"
#include "text/grid_explanation_text.hpp"
#include "text/questions.hpp"

namespace marienbad {
namespace {

// "choose the destination 1:(1,2) 2:(1,3)" with one pawn (seed 001's line); one move per line
// with several.
std::string choices_text(const std::vector<GridMove>& choices, std::size_t pawn_count) {
    if (pawn_count == 1) {
        std::string line = tr("Choose the destination");
        for (std::size_t i = 0; i < choices.size(); ++i) {
            line += fmt::format(" {}:{}", i + 1, cell_name(choices[i].to));
        }
        return line + "\n";
    }
    std::string text = tr("Choose a move:") + std::string("\n");
    for (std::size_t i = 0; i < choices.size(); ++i) {
        text += fmt::format("  {}: {}\n", i + 1, describe_grid_move(choices[i], pawn_count));
    }
    return text;
}

std::string move_announcement(Participant mover, const GridMove& move, std::size_t pawn_count) {
    if (pawn_count == 1) {
        return trf("{0} moves the pawn to {1}.", participant_name(mover), cell_name(move.to));
    }
    return trf("{0} moves pawn {1} to {2}.", participant_name(mover), move.pawn + 1,
               cell_name(move.to));
}

}  // namespace

std::vector<GridMove> grid_move_choices(const GridRules& rules, const GridPosition& position) {
    std::vector<GridMove> choices;
    for (std::size_t pawn = 0; pawn < position.pawns.size(); ++pawn) {
        if (!is_first_pawn_on_its_cell(position, static_cast<int>(pawn))) {
            continue;  // an earlier pawn on the same cell offers the same moves
        }
        for (const Cell to : rules.board().destinations(position.pawns[pawn])) {
            choices.push_back({static_cast<int>(pawn), to});
        }
    }
    return choices;
}

GridTextHuman::GridTextHuman(Console& console, const GridRules& rules, const GridSolver& solver)
    : console_(console), rules_(rules), solver_(solver) {}

void GridTextHuman::show_hint(const GridPosition& position) {
    console_.line(tr("Hint:"));
    console_.write(render_grid_explanation(rules_, solver_, position));
}

std::optional<GridMove> GridTextHuman::choose_move(const GridPosition& position) {
    const auto choices = grid_move_choices(rules_, position);
    if (choices.size() == 1) {
        return confirm_only_move(position, choices.front());
    }
    const int count = static_cast<int>(choices.size());
    console_.write(choices_text(choices, position.pawns.size()));
    const auto choice =
        ask_integer(console_, {"---> ", 1, count,
                               [&] {
                                   show_hint(position);
                                   console_.write(choices_text(choices, position.pawns.size()));
                               },
                               trf("error! Answer with a number from 1 to {0}.", count)});
    if (!choice) {
        return std::nullopt;
    }
    return choices[static_cast<std::size_t>(*choice - 1)];
}

// Seed 001: "Seule possibilité : (3,3)" then "valider --->", which only waits for Enter.
std::optional<GridMove> GridTextHuman::confirm_only_move(const GridPosition& position,
                                                         const GridMove& move) {
    const std::string only_move =
        trf("Only possibility: {0}", describe_grid_move(move, position.pawns.size()));
    console_.line(only_move);
    while (true) {
        const auto answer = console_.ask(tr("confirm ---> "));
        if (!answer) {
            return std::nullopt;
        }
        const std::string_view text = trim(*answer);
        if (text.empty() || text == "1") {
            return move;
        }
        if (text == "?") {
            show_hint(position);
            console_.line(only_move);
        } else {
            console_.line(tr("error! Press Enter to play the only possible move."));
        }
    }
}

std::string grid_rules_sentence(int pawns) {
    if (pawns == 1) {
        return tr(
            "The pawn game: push the pawn 1 or 2 cells right or down, never onto or across a "
            "banned cell (X). Whoever pushes it into the sink, the bottom right cell, wins.");
    }
    return trf(
        "The pawn game with {0} pawns: push one pawn 1 or 2 cells right or down, never onto or "
        "across a banned cell (X). A pawn in the sink, the bottom right cell, stays there; "
        "whoever makes the last move wins.",
        pawns);
}

MatchResult play_grid_text_game(Console& console, const GridRules& rules, const GridSolver& solver,
                                const GridTextGame& game,
                                const std::array<Player<GridRules>*, 2>& players) {
    const std::size_t pawn_count = game.start.pawns.size();
    console.line(tr("Let's go!"));
    console.line();
    console.write(render_grid_board(rules.board(), game.start));

    MatchEvents<GridRules> events;
    events.turn_started = [&](const GridPosition&, Seat to_move) {
        const Participant mover = game.participants.at(to_move);
        if (!is_computer(mover)) {
            console.line();
            console.line(turn_message(mover) + " " + tr("Type ? for a hint."));
        }
    };
    events.move_played = [&](Seat mover, const GridMove& move, const GridPosition& before,
                             const GridPosition& after) {
        const Participant who = game.participants.at(mover);
        console.line();
        if (who != Participant::you) {
            console.line(move_announcement(who, move, pawn_count));
            if (game.explain_computer_moves && is_computer(who)) {
                console.line(tr("Why the computer played this:"));
                console.write(render_grid_explanation(rules, solver, before));
                console.write(computer_choice_note(solver.winning_moves(before), move));
            }
            console.line();
        }
        console.write(render_grid_board(rules.board(), after));
    };

    const MatchResult result = play_match(rules, game.start, players, game.first, events);
    console.line();
    if (!result.winner) {
        console.line(abandoned_message());
        return result;
    }
    console.line(pawn_count == 1 ? tr("It's over: the pawn is in the sink.")
                                 : tr("It's over: every pawn is in the sink."));
    console.line(winner_message(game.participants.at(*result.winner)));
    return result;
}

}  // namespace marienbad
