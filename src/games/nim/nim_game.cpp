// Nim's traits: the members that hand their work to the functions of Nim's other files.
#include "games/nim/nim_game.hpp"

#include "games/nim/nim_board_model.hpp"
#include "games/nim/nim_explanation_text.hpp"
#include "games/nim/nim_hint_steps.hpp"
#include "games/nim/nim_losing_move.hpp"
#include "games/nim/nim_wording.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {

template class TypedSession<NimGame>;
template class TypedGame<NimGame>;

BoardModel NimGame::board(const NimRules&, const NimPosition& position) {
    return nim_board_model(position);
}

NimExplanation NimGame::explain(const NimRules& rules, NimSolver&, const NimPosition& position,
                                const std::optional<NimMove>& chosen) {
    std::optional<int> preferred_pile;
    if (chosen) {
        preferred_pile = chosen->pile;
    }
    return explain_nim_position(position, rules.convention(), preferred_pile);
}

std::string NimGame::rules_sentence(const NimSetup& setup, const Wording& wording) {
    return nim_rules_sentence(setup.convention, wording);
}

std::string NimGame::rules_summary(const NimSetup& setup) {
    return nim_rules_summary(setup.convention);
}

std::string NimGame::describe_move(const NimSetup&, const NimMove& move, const Wording& wording) {
    return describe_nim_move(move, wording);
}

std::string NimGame::announce_move(const NimSetup&, Participant mover, const NimMove& move,
                                   const Wording& wording) {
    return nim_move_announcement(mover, move, wording);
}

std::optional<std::string> NimGame::move_consequence(const NimSetup&, const BoardModel& before,
                                                     const NimMove& move, const BoardModel& after,
                                                     const Wording& wording) {
    return nim_removed_column_note(before, move, after, wording);
}

std::optional<std::string> NimGame::game_over_sentence(const NimSetup& setup,
                                                       Participant last_mover) {
    return nim_game_over_sentence(setup.convention, last_mover);
}

std::string NimGame::refused_pointing(const NimSetup&, const BoardModel& board, Cell cell, int,
                                      const Wording& wording) {
    return nim_pointing_refusal(board, cell, wording);
}

// A count chooses among the moves at the cell: refused as pointing is.
std::string NimGame::refused_count(const NimSetup& setup, const BoardModel& board, Cell cell,
                                   int count, const Wording& wording) {
    return refused_pointing(setup, board, cell, count, wording);
}

std::string NimGame::column_question(const NimSetup&, int last_column) {
    return nim_column_question(last_column);
}

std::string NimGame::count_question(const NimSetup&, const std::string& column, int most) {
    return nim_count_question(column, most);
}

std::string NimGame::how_to_play(const NimSetup&) {
    return nim_how_to_play();
}

std::string NimGame::render_explanation(const NimExplanation& explanation, const Wording& wording) {
    return render_nim_explanation(explanation, wording);
}

std::optional<std::string> NimGame::winning_answer(const NimExplanation& explanation,
                                                   const Wording& wording) {
    return nim_winning_answer(explanation, wording);
}

HintSteps NimGame::hint_steps(const NimExplanation& explanation, const Wording& wording) {
    return nim_hint_steps(explanation, wording);
}

std::string NimGame::lesson_title() {
    return tr("Lesson: Nim");
}

std::optional<std::string> NimGame::why_move_loses(const NimSetup& setup, const NimMove&,
                                                   const NimPosition& after,
                                                   const Wording& wording) {
    return nim_why_move_loses(setup, after, wording);
}

// Every board of one to three piles of 1 to 4 pieces, in both conventions.
std::vector<NimSetup> NimGame::small_setups() {
    std::vector<NimSetup> setups;
    for (const Convention convention : {Convention::normal, Convention::misere}) {
        for (int a = 1; a <= 4; ++a) {
            setups.push_back({convention, NimPosition{{a}}});
            for (int b = 1; b <= 4; ++b) {
                setups.push_back({convention, NimPosition{{a, b}}});
                for (int c = 1; c <= 4; ++c) {
                    setups.push_back({convention, NimPosition{{a, b, c}}});
                }
            }
        }
    }
    return setups;
}

std::string NimGame::solution(const NimExplanation& explanation, const Wording& wording) {
    return solution_from_steps(nim_hint_steps(explanation, wording));
}

std::optional<NimSetup> NimGame::normal_play(const NimSetup& setup) {
    NimSetup normal = setup;
    normal.convention = Convention::normal;
    return normal;
}

}  // namespace marienbad
