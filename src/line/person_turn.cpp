// The three ways of asking a person for a move, each reading the board model only.
#include "line/person_turn.hpp"

#include <fmt/format.h>

#include "i18n/i18n.hpp"
#include "text/explanation_text.hpp"
#include "text/game_wording.hpp"

namespace marienbad {
namespace {

TurnAnswer command_or_end(const IntegerAnswer& answer) {
    return {std::nullopt, answer.command};
}

// Seed 000: "Column (0-6): " then "Pieces to take from column 1 (1-10): ". Pointing at the
// piece `take` pieces from the bottom of the column takes them.
TurnAnswer ask_column_then_pieces(Console& console, const BoardModel& board,
                                  const std::function<void()>& hint) {
    const int last_column = board.cols - 1;
    const auto column = ask_integer_or_command(
        console, {trf("Column (0-{0}): ", last_column), 0, last_column, hint, {}, true});
    if (!column.number) {
        return command_or_end(column);
    }
    int pieces = 0;
    while (pieces < board.rows && board.at({pieces, *column.number}).kind == CellKind::piece) {
        ++pieces;
    }
    const auto take = ask_integer_or_command(
        console, {trf("Pieces to take from column {0} (1-{1}): ", *column.number, pieces),
                  1,
                  pieces,
                  hint,
                  {},
                  true});
    if (!take.number) {
        return command_or_end(take);
    }
    return {board.move_at({pieces - *take.number, *column.number}), std::nullopt};
}

// Seed 004: "Place of the first match (0-20): " then "Matches to take (1-3): ".
TurnAnswer ask_place_then_count(Console& console, const BoardModel& board,
                                const std::function<void()>& hint) {
    const int last_place = board.cols - 1;
    while (true) {
        const auto start = ask_integer_or_command(
            console,
            {trf("Place of the first match (0-{0}): ", last_place), 0, last_place, hint, {}, true});
        if (!start.number) {
            return command_or_end(start);
        }
        const Cell cell{0, *start.number};
        if (board.at(cell).kind != CellKind::match) {
            console.line(row_refusal(board, *start.number, 1));
            continue;
        }
        int count = 1;
        if (board.count_limit > 1) {
            const auto answer = ask_integer_or_command(
                console, {trf("Matches to take (1-{0}): ", board.count_limit),
                          1,
                          board.count_limit,
                          hint,
                          {},
                          true});
            if (!answer.number) {
                return command_or_end(answer);
            }
            count = *answer.number;
        }
        if (const auto move = board.move_at(cell, count)) {
            return {move, std::nullopt};
        }
        console.line(row_refusal(board, *start.number, count));
    }
}

// "Choose the destination 1:(1,2) 2:(1,3)" with one pawn (seed 001's line); one move a line
// otherwise.
std::string choices_text(const GameSession& session, const BoardModel& board,
                         const std::vector<AnyMove>& choices) {
    if (board.layout == BoardLayout::grid && board.pawns.size() == 1) {
        std::string line = tr("Choose the destination");
        for (std::size_t i = 0; i < choices.size(); ++i) {
            line += fmt::format(" {}:{}", i + 1, describe_move(session.setup(), choices[i]));
        }
        return line + "\n";
    }
    std::string text = tr("Choose a move:") + std::string("\n");
    for (std::size_t i = 0; i < choices.size(); ++i) {
        text += fmt::format("  {}: {}\n", i + 1, describe_move(session.setup(), choices[i]));
    }
    return text;
}

// Seed 001: "Seule possibilité : (3,3)" then "valider --->", which only waits for Enter.
TurnAnswer confirm_only_move(Console& console, const GameSession& session, const AnyMove& move,
                             const std::function<void()>& hint) {
    const std::string only_move =
        trf("Only possibility: {0}", describe_move(session.setup(), move));
    console.line(only_move);
    while (true) {
        const auto answer = console.ask(tr("confirm ---> "));
        if (!answer) {
            return {};
        }
        const std::string_view text = trim(*answer);
        if (text.empty() || text == "1") {
            return {move, std::nullopt};
        }
        if (const auto command = parse_turn_command(text)) {
            return {std::nullopt, command};
        }
        if (text == "?") {
            hint();
            console.line(only_move);
        } else {
            console.line(tr("error! Press Enter to play the only possible move."));
        }
    }
}

TurnAnswer ask_numbered_choice(Console& console, GameSession& session, const BoardModel& board,
                               const std::function<void()>& hint) {
    const auto choices = board.offered_moves();
    if (choices.size() == 1) {
        return confirm_only_move(console, session, choices.front(), hint);
    }
    const int count = static_cast<int>(choices.size());
    const std::string text = choices_text(session, board, choices);
    console.write(text);
    const auto choice = ask_integer_or_command(
        console, {"---> ", 1, count,
                  [&] {
                      hint();
                      console.write(text);
                  },
                  trf("error! Answer with a number from 1 to {0}.", count), true});
    if (!choice.number) {
        return command_or_end(choice);
    }
    return {choices[static_cast<std::size_t>(*choice.number - 1)], std::nullopt};
}

}  // namespace

TurnAnswer ask_person_turn(Console& console, GameSession& session) {
    const auto hint = [&] { console.write(hint_text(session.explain())); };
    const BoardModel board = session.board();
    switch (board.layout) {
        case BoardLayout::piles_as_columns:
            return ask_column_then_pieces(console, board, hint);
        case BoardLayout::row_of_places:
            return ask_place_then_count(console, board, hint);
        case BoardLayout::grid:
            break;
    }
    return ask_numbered_choice(console, session, board, hint);
}

}  // namespace marienbad
