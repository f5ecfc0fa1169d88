// The queen's traits: the members that hand their work to the functions of its other files.
#include "games/queen/queen_game.hpp"

#include "games/queen/queen_board_model.hpp"
#include "games/queen/queen_explanation_text.hpp"
#include "games/queen/queen_hint_steps.hpp"
#include "games/queen/queen_losing_move.hpp"
#include "games/queen/queen_wording.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {

template class TypedSession<QueenGame>;
template class TypedGame<QueenGame>;

BoardModel QueenGame::board(const QueenRules& rules, const QueenPosition& position) {
    return queen_board_model(rules, position);
}

QueenExplanation QueenGame::explain(const QueenRules& rules, QueenSolver& solver,
                                    const QueenPosition& position,
                                    const std::optional<QueenMove>&) {
    return explain_queen_position(rules, solver, position);
}

std::string QueenGame::rules_sentence(const QueenSetup& setup, const Wording&) {
    return queen_rules_sentence(setup.queens.size(), setup.convention);
}

std::string QueenGame::rules_summary(const QueenSetup& setup) {
    return queen_rules_summary(setup.board, setup.queens.size(), setup.convention);
}

std::string QueenGame::describe_move(const QueenSetup& setup, const QueenMove& move,
                                     const Wording&) {
    return describe_queen_move(move, setup.queens.size());
}

std::string QueenGame::announce_move(const QueenSetup& setup, Participant mover,
                                     const QueenMove& move, const Wording&) {
    return queen_move_announcement(mover, move, setup.queens.size());
}

std::optional<std::string> QueenGame::move_consequence(const QueenSetup&, const BoardModel&,
                                                       const QueenMove&, const BoardModel&,
                                                       const Wording&) {
    return std::nullopt;  // a move of a queen says it all
}

std::optional<std::string> QueenGame::game_over_sentence(const QueenSetup& setup, Participant) {
    return queen_game_over_sentence(setup.queens.size());
}

std::string QueenGame::refused_pointing(const QueenSetup&, const BoardModel& board, Cell cell, int,
                                        const Wording&) {
    return queen_pointing_refusal(board, cell);
}

std::string QueenGame::refused_count(const QueenSetup&, const BoardModel& board, Cell, int count,
                                     const Wording&) {
    return queen_number_refusal(board, count);
}

std::string QueenGame::destination_question(const QueenSetup& setup) {
    return queen_destination_question(setup.queens.size());
}

std::string QueenGame::choice_question(const QueenSetup&, const std::vector<int>& pawns) {
    return queen_choice_question(pawns);
}

std::string QueenGame::how_to_play(const QueenSetup& setup) {
    return queen_how_to_play(setup.queens.size());
}

std::string QueenGame::render_explanation(const QueenExplanation& explanation, const Wording&) {
    return render_queen_explanation(explanation);
}

std::optional<std::string> QueenGame::winning_answer(const QueenExplanation& explanation,
                                                     const Wording&) {
    return queen_winning_answer(explanation);
}

HintSteps QueenGame::hint_steps(const QueenExplanation& explanation, const Wording&) {
    return queen_hint_steps(explanation);
}

std::string QueenGame::lesson_title() {
    return tr("Lesson: the queen on a grid");
}

std::optional<std::string> QueenGame::why_move_loses(const QueenSetup& setup, const QueenMove& move,
                                                     const QueenPosition& after, const Wording&) {
    return queen_why_move_loses(setup, move, after);
}

// One queen on every cell of a 6 × 6 board, in both conventions; two queens on every pair of cells
// of a 4 × 4 board, in both conventions; three on some cells of a 3 × 4 board.
std::vector<QueenSetup> QueenGame::small_setups() {
    std::vector<QueenSetup> setups;
    for (const Convention convention : {Convention::normal, Convention::misere}) {
        const QueenBoard six{6, 6};
        for (std::int64_t cell = 0; cell < 36; ++cell) {
            setups.push_back({six, {QueenCell{cell / 6, cell % 6}}, convention});
        }
        const QueenBoard four{4, 4};
        for (std::int64_t first = 0; first < 16; ++first) {
            for (std::int64_t second = first; second < 16; ++second) {
                setups.push_back(
                    {four,
                     {QueenCell{first / 4, first % 4}, QueenCell{second / 4, second % 4}},
                     convention});
            }
        }
        const QueenBoard three{3, 4};
        for (std::int64_t cell = 0; cell < 12; cell += 3) {
            setups.push_back(
                {three, {QueenCell{}, QueenCell{cell / 4, cell % 4}, QueenCell{0, 1}}, convention});
        }
    }
    return setups;
}

std::string QueenGame::solution(const QueenExplanation& explanation, const Wording&) {
    return solution_from_steps(queen_hint_steps(explanation));
}

std::optional<QueenSetup> QueenGame::normal_play(const QueenSetup& setup) {
    QueenSetup normal = setup;
    normal.convention = Convention::normal;
    return normal;
}

}  // namespace marienbad
