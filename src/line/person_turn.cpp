// The two ways of asking a person for a move, each reading the board model only and handing the
// answers to the controller.
#include "line/person_turn.hpp"

#include <algorithm>

#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

TurnEnd end_of(const IntegerAnswer& answer) {
    if (!answer.command) {
        return TurnEnd::input_ended;
    }
    return *answer.command == TurnCommand::undo ? TurnEnd::undo : TurnEnd::redo;
}

// What a turn is asked about: the game, its sentences, the messages printed, the hint.
struct Turn {
    Console& console;
    PlayController& game;
    const Game& rules;  // the game's sentences
    const AnySetup& setup;
    std::function<void()> show_messages;
    std::function<void()> hint;
    bool spoken = false;  // prompts in words (a screen reader)
};

// The cells pointing at which makes a move in a column, the move taking fewest cells first.
std::vector<Cell> column_targets(const BoardModel& board, int column) {
    std::vector<const BoardMove*> moves;
    for (const BoardMove& move : board.moves) {
        if (move.offered && move.target.col == column) {
            moves.push_back(&move);
        }
    }
    std::stable_sort(moves.begin(), moves.end(), [](const BoardMove* a, const BoardMove* b) {
        return a->touched.size() < b->touched.size();
    });
    std::vector<Cell> targets;
    for (const BoardMove* move : moves) {
        targets.push_back(move->target);
    }
    return targets;
}

// Plays the move the pointer makes; the refusal printed when there is none.
bool played(const Turn& turn) {
    if (turn.game.play_pointed()) {
        return true;
    }
    turn.show_messages();
    return false;
}

// Points at `move` and plays it; false when the controller refused it (a lesson's move that
// loses), the reason printed.
bool play_chosen(const Turn& turn, const AnyMove& move) {
    const auto pointer = pointer_to(turn.game.state().board, move);
    if (pointer && turn.game.point(pointer->cell, pointer->count) && played(turn)) {
        return true;
    }
    turn.show_messages();
    return false;
}

// Handout 001: "Seule possibilité : (3,3)" then "valider --->", which only waits for Enter.
TurnEnd confirm_only_move(const Turn& turn, const AnyMove& move) {
    const std::string only_move =
        trf("Only possibility: {0}", turn.rules.describe_move(turn.setup, move, {}));
    turn.console.line(only_move);
    while (true) {
        const auto answer = turn.console.ask(tr("confirm ---> "));
        if (!answer) {
            return TurnEnd::input_ended;
        }
        const std::string_view text = trim(*answer);
        if (text.empty() || text == "1") {
            if (play_chosen(turn, move)) {
                return TurnEnd::played;
            }
            turn.console.line(only_move);
            continue;
        }
        if (const auto command = parse_turn_command(text)) {
            return *command == TurnCommand::undo ? TurnEnd::undo : TurnEnd::redo;
        }
        if (text == "?") {
            turn.hint();
            turn.console.line(only_move);
        } else {
            turn.console.line(tr("error! Press Enter to play the only possible move."));
        }
    }
}

// Handout 000: "Column (0-6): " then "Pieces to take from column 1 (1-10): ", the count being
// how many cells the move takes; handout 004: "Place of the first match (0-20): " then "Matches
// to take (1-3): ", the count choosing among the place's moves.
TurnEnd ask_column_then_count(const Turn& turn) {
    while (true) {
        const BoardModel board = turn.game.state().board;
        const int last_column = board.cols - 1;
        int column = 0;
        if (last_column > 0) {
            const auto answer = ask_integer_or_command(
                turn.console, {turn.rules.column_question(turn.setup, last_column),
                               0,
                               last_column,
                               turn.hint,
                               {},
                               true});
            if (!answer.number) {
                return end_of(answer);
            }
            column = *answer.number;
        }
        const std::vector<Cell> targets = column_targets(board, column);
        if (targets.empty()) {
            turn.game.point(Cell{0, column});  // refused: the reason is logged
            turn.show_messages();
            continue;
        }
        const bool counts_cells = board.count_meaning == CountMeaning::cells_touched;
        const int most = counts_cells ? static_cast<int>(targets.size())
                         : board.count_limit > 0
                             ? board.count_limit
                             : static_cast<int>(board.moves_at(targets.front()).size());
        int count = 1;
        // Nim asks how many pieces even when one is left (a script answers every turn alike),
        // and then Enter says it; the row asks nothing when a move takes one match at most.
        if (most > 1 || counts_cells) {
            const auto answer = ask_integer_or_command(
                turn.console,
                {turn.rules.count_question(
                     turn.setup, board.col_labels.at(static_cast<std::size_t>(column)), most),
                 1,
                 most,
                 turn.hint,
                 {},
                 true,
                 true});
            if (!answer.number) {
                return end_of(answer);
            }
            count = *answer.number;
        }
        // Pointed at once both answers are in (a hint between them moves the pointer).
        if (!turn.game.point(targets.front()) || !turn.game.set_count(count)) {
            turn.show_messages();
            continue;
        }
        if (played(turn)) {
            return TurnEnd::played;
        }
    }
}

TurnEnd ask_numbered_choice(const Turn& turn) {
    const auto choices = turn.game.state().board.offered_moves();
    if (choices.size() == 1) {
        return confirm_only_move(turn, choices.front());
    }
    const int count = static_cast<int>(choices.size());
    const std::string text = turn.rules.numbered_moves_text(turn.setup, choices);
    // Asked again, the moves listed again, after a move the controller refuses.
    while (true) {
        turn.console.write(text);
        const auto choice = ask_integer_or_command(
            turn.console, {turn.spoken ? std::string(tr("Your choice: ")) : "---> ", 1, count,
                           [&] {
                               turn.hint();
                               turn.console.write(text);
                           },
                           trf("error! Answer with a number from 1 to {0}.", count), true});
        if (!choice.number) {
            return end_of(choice);
        }
        if (play_chosen(turn, choices[static_cast<std::size_t>(*choice.number - 1)])) {
            return TurnEnd::played;
        }
    }
}

// The destination typed "row,column" ("Move the pawn to (row,column): "), then, when
// several pawns can go there, which of them by its number; a single move only confirmed.
TurnEnd ask_destination_cell(const Turn& turn) {
    const auto choices = turn.game.state().board.offered_moves();
    if (choices.size() == 1) {
        return confirm_only_move(turn, choices.front());
    }
    while (true) {
        const BoardModel board = turn.game.state().board;
        const CellAnswer answer =
            ask_cell_or_command(turn.console, {turn.rules.destination_question(turn.setup),
                                               board.row_labels, board.col_labels, turn.hint});
        if (!answer.cell) {
            if (!answer.command) {
                return TurnEnd::input_ended;
            }
            return *answer.command == TurnCommand::undo ? TurnEnd::undo : TurnEnd::redo;
        }
        // The pawns that can go there, by the number drawn on them (their move's first cell).
        std::vector<AnyMove> moves;
        std::vector<int> pawns;
        for (const BoardMove& move : board.moves) {
            if (move.offered && move.target == *answer.cell) {
                moves.push_back(move.move);
                pawns.push_back(board.at(move.touched.front()).first_pawn);
            }
        }
        if (moves.empty()) {
            turn.game.point(*answer.cell);  // refused: the reason is logged
            turn.show_messages();
            continue;
        }
        std::size_t chosen = 0;
        if (moves.size() > 1) {
            const auto minmax = std::minmax_element(pawns.begin(), pawns.end());
            std::optional<std::size_t> found;
            while (!found) {
                const auto pawn = ask_integer_or_command(
                    turn.console,
                    {turn.rules.choice_question(turn.setup, pawns), *minmax.first, *minmax.second,
                     turn.hint, tr("error! Answer with one of these numbers."), true});
                if (!pawn.number) {
                    return end_of(pawn);
                }
                const auto at = std::find(pawns.begin(), pawns.end(), *pawn.number);
                if (at == pawns.end()) {
                    turn.console.line(tr("error! Answer with one of these numbers."));
                } else {
                    found = static_cast<std::size_t>(at - pawns.begin());
                }
            }
            chosen = *found;
        }
        if (play_chosen(turn, moves[chosen])) {
            return TurnEnd::played;
        }
    }
}

}  // namespace

TurnEnd play_person_turn(Console& console, PlayController& game,
                         const std::function<void()>& show_messages, bool spoken) {
    const Turn turn{console,
                    game,
                    game.game(),
                    game.setup(),
                    show_messages,
                    [&] {
                        game.hint();
                        show_messages();
                    },
                    spoken};
    switch (game.game().turn_questions()) {
        case TurnQuestions::column_then_count:
            return ask_column_then_count(turn);
        case TurnQuestions::destination_cell:
            return ask_destination_cell(turn);
        case TurnQuestions::numbered_moves:
            break;
    }
    return ask_numbered_choice(turn);
}

}  // namespace marienbad
