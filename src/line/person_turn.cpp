// The two ways of asking a person for a move, each reading the board model only.
#include "line/person_turn.hpp"

#include "i18n/i18n.hpp"
#include "text/game_wording.hpp"

namespace marienbad {
namespace {

TurnAnswer command_or_end(const IntegerAnswer& answer) {
    return {std::nullopt, answer.command};
}

// What a turn is asked about: the board, the game's sentences, the hint.
struct Turn {
    Console& console;
    const BoardModel& board;
    const AnySetup& setup;
    std::function<void()> hint;
};

// The moves pointing into a column, the smallest first.
std::vector<const BoardMove*> column_moves(const BoardModel& board, int column) {
    std::vector<const BoardMove*> moves;
    for (const BoardMove& move : board.moves) {
        if (move.offered && move.target.col == column) {
            moves.push_back(&move);
        }
    }
    std::stable_sort(moves.begin(), moves.end(), [](const BoardMove* a, const BoardMove* b) {
        return a->touched.size() < b->touched.size();
    });
    return moves;
}

// Handout 000: "Column (0-6): " then "Pieces to take from column 1 (1-10): ", the count being how
// many cells the move takes; handout 004: "Place of the first match (0-20): " then "Matches to take
// (1-3): ", the count choosing among the place's moves.
TurnAnswer ask_column_then_count(const Turn& turn) {
    const BoardModel& board = turn.board;
    const int last_column = board.cols - 1;
    while (true) {
        int column = 0;
        if (last_column > 0) {
            const auto answer = ask_integer_or_command(
                turn.console,
                {column_question(turn.setup, last_column), 0, last_column, turn.hint, {}, true});
            if (!answer.number) {
                return command_or_end(answer);
            }
            column = *answer.number;
        }
        const auto moves = column_moves(board, column);
        if (moves.empty()) {
            turn.console.line(refused_pointing(turn.setup, board, {0, column}, 1));
            continue;
        }
        const Cell target = moves.front()->target;
        const bool counts_cells = board.count_meaning == CountMeaning::cells_touched;
        const int most = counts_cells            ? static_cast<int>(moves.size())
                         : board.count_limit > 0 ? board.count_limit
                                                 : static_cast<int>(board.moves_at(target).size());
        int count = 1;
        if (most > 1 || counts_cells) {
            const auto answer = ask_integer_or_command(
                turn.console,
                {count_question(turn.setup, board.col_labels.at(static_cast<std::size_t>(column)),
                                most),
                 1,
                 most,
                 turn.hint,
                 {},
                 true});
            if (!answer.number) {
                return command_or_end(answer);
            }
            count = *answer.number;
        }
        if (counts_cells) {
            return {BoardPointer{moves[static_cast<std::size_t>(count - 1)]->target, 1},
                    std::nullopt};
        }
        if (board.move_at(target, count)) {
            return {BoardPointer{target, count}, std::nullopt};
        }
        turn.console.line(refused_pointing(turn.setup, board, target, count));
    }
}

TurnAnswer chosen(const Turn& turn, const AnyMove& move) {
    return {pointer_to(turn.board, move), std::nullopt};
}

// Handout 001: "Seule possibilité : (3,3)" then "valider --->", which only waits for Enter.
TurnAnswer confirm_only_move(const Turn& turn, const AnyMove& move) {
    const std::string only_move = trf("Only possibility: {0}", describe_move(turn.setup, move));
    turn.console.line(only_move);
    while (true) {
        const auto answer = turn.console.ask(tr("confirm ---> "));
        if (!answer) {
            return {};
        }
        const std::string_view text = trim(*answer);
        if (text.empty() || text == "1") {
            return chosen(turn, move);
        }
        if (const auto command = parse_turn_command(text)) {
            return {std::nullopt, command};
        }
        if (text == "?") {
            turn.hint();
            turn.console.line(only_move);
        } else {
            turn.console.line(tr("error! Press Enter to play the only possible move."));
        }
    }
}

TurnAnswer ask_numbered_choice(const Turn& turn) {
    const auto choices = turn.board.offered_moves();
    if (choices.size() == 1) {
        return confirm_only_move(turn, choices.front());
    }
    const int count = static_cast<int>(choices.size());
    const std::string text = numbered_moves_text(turn.setup, choices);
    turn.console.write(text);
    const auto choice = ask_integer_or_command(
        turn.console, {"---> ", 1, count,
                       [&] {
                           turn.hint();
                           turn.console.write(text);
                       },
                       trf("error! Answer with a number from 1 to {0}.", count), true});
    if (!choice.number) {
        return command_or_end(choice);
    }
    return chosen(turn, choices[static_cast<std::size_t>(*choice.number - 1)]);
}

}  // namespace

TurnAnswer ask_person_turn(Console& console, PlayController& game, TurnQuestions questions,
                           const std::function<void()>& show_messages) {
    const PlayState state = game.state();
    const Turn turn{console, state.board, game.session().setup(), [&] {
                        game.hint();
                        show_messages();
                    }};
    switch (questions) {
        case TurnQuestions::column_then_count:
            return ask_column_then_count(turn);
        case TurnQuestions::numbered_moves:
            break;
    }
    return ask_numbered_choice(turn);
}

}  // namespace marienbad
