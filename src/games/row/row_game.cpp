// The matchstick row's traits: the members that hand their work to the functions of its other
// files.
#include "games/row/row_game.hpp"

#include "games/row/row_board_model.hpp"
#include "games/row/row_explanation_text.hpp"
#include "games/row/row_hint_steps.hpp"
#include "games/row/row_losing_move.hpp"
#include "games/row/row_wording.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {

template class TypedSession<RowGame>;
template class TypedGame<RowGame>;

BoardModel RowGame::board(const RowRules& rules, const RowPosition& position) {
    return row_board_model(rules, position);
}

RowExplanation RowGame::explain(const RowRules& rules, RowSolver& solver,
                                const RowPosition& position, const std::optional<RowMove>& chosen) {
    return explain_row_position(rules, solver, position, chosen);
}

std::string RowGame::rules_sentence(const RowSetup& setup, const Wording&) {
    return row_rules_sentence(make_rules(setup));
}

std::string RowGame::rules_summary(const RowSetup& setup) {
    return row_rules_summary(make_rules(setup), setup.start.length());
}

std::string RowGame::describe_move(const RowSetup&, const RowMove& move, const Wording&) {
    return describe_row_move(move);
}

std::string RowGame::announce_move(const RowSetup&, Participant mover, const RowMove& move,
                                   const Wording&) {
    return row_move_announcement(mover, move);
}

std::optional<std::string> RowGame::move_consequence(const RowSetup&, const BoardModel&,
                                                     const RowMove&, const BoardModel&,
                                                     const Wording&) {
    return std::nullopt;  // the places keep their numbers: the move says it all
}

std::optional<std::string> RowGame::game_over_sentence(const RowSetup&, Participant last_mover) {
    return row_game_over_sentence(last_mover);
}

std::string RowGame::refused_pointing(const RowSetup&, const BoardModel& board, Cell cell,
                                      int count, const Wording&) {
    return row_refusal(board, cell.col, count);
}

// A count chooses among the moves at the cell: refused as pointing is.
std::string RowGame::refused_count(const RowSetup& setup, const BoardModel& board, Cell cell,
                                   int count, const Wording& wording) {
    return refused_pointing(setup, board, cell, count, wording);
}

std::string RowGame::column_question(const RowSetup&, int last_column) {
    return row_column_question(last_column);
}

std::string RowGame::count_question(const RowSetup&, const std::string&, int most) {
    return row_count_question(most);
}

std::string RowGame::how_to_play(const RowSetup& setup) {
    return row_how_to_play(setup.max_take);
}

std::string RowGame::render_explanation(const RowExplanation& explanation, const Wording&) {
    return render_row_explanation(explanation);
}

std::optional<std::string> RowGame::winning_answer(const RowExplanation& explanation,
                                                   const Wording&) {
    return row_winning_answer(explanation);
}

HintSteps RowGame::hint_steps(const RowExplanation& explanation, const Wording&) {
    return row_hint_steps(explanation);
}

std::string RowGame::lesson_title() {
    return tr("Lesson: the matchstick row");
}

std::optional<std::string> RowGame::why_move_loses(const RowSetup& setup, const RowMove&,
                                                   const RowPosition& after, const Wording&) {
    return row_why_move_loses(setup, after);
}

// Every row of up to 7 places that holds a match, each max-take from 1 to 3, in both conventions.
std::vector<RowSetup> RowGame::small_setups() {
    std::vector<RowSetup> setups;
    for (const Convention convention : {Convention::misere, Convention::normal}) {
        for (int max_take = 1; max_take <= 3; ++max_take) {
            for (int length = 1; length <= 7; ++length) {
                for (int pattern = 1; pattern < (1 << length); ++pattern) {
                    std::string places;
                    for (int place = 0; place < length; ++place) {
                        places += (pattern >> place) & 1 ? '1' : '0';
                    }
                    setups.push_back({convention, max_take, parse_row_pattern(places).position});
                }
            }
        }
    }
    return setups;
}

std::string RowGame::solution(const RowExplanation& explanation, const Wording&) {
    return solution_from_steps(row_hint_steps(explanation));
}

std::optional<RowSetup> RowGame::normal_play(const RowSetup& setup) {
    RowSetup normal = setup;
    normal.convention = Convention::normal;
    return normal;
}

}  // namespace marienbad
