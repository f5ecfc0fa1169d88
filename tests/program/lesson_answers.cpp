// A lesson's answers, found by playing it in-process.
#include "lesson_answers.hpp"

#include <algorithm>
#include <stdexcept>

#include "play/board_pointer.hpp"
#include "play/course_run.hpp"
#include "session/game_session.hpp"

namespace marienbad::testing {
namespace {

// A move that keeps the win at the controller's position, by a session of two people brought
// there.
AnyMove winning_move(const PlayController& game) {
    auto judge = make_session(game.session().setup(), {SeatPlan{true, {}}, SeatPlan{true, {}}},
                              game.session().first(), Random(1));
    for (const PlayedMove& played : game.session().history()) {
        judge->play(played.move);
    }
    for (const AnyMove& move : judge->legal_moves()) {
        if (judge->judge(move) == MoveVerdict::kept_win) {
            return move;
        }
    }
    throw std::logic_error("no winning move in a lesson's position");
}

// `move` as line mode asks it, by the game's turn questions.
std::vector<std::string> typed(const PlayController& game, const AnyMove& move) {
    const BoardModel& board = game.state().board;
    const std::vector<AnyMove> offered = board.offered_moves();
    const auto found =
        std::find_if(board.moves.begin(), board.moves.end(),
                     [&](const BoardMove& candidate) { return candidate.move == move; });
    switch (game.game().turn_questions()) {
        case TurnQuestions::column_then_count: {
            std::vector<std::string> answers;
            if (board.cols > 1) {
                answers.push_back(std::to_string(found->target.col));
            }
            // Nim's count is the pieces the move takes; the row's, which of the place's moves.
            const int count = board.count_meaning == CountMeaning::cells_touched
                                  ? static_cast<int>(found->touched.size())
                                  : pointer_to(board, move)->count;
            answers.push_back(std::to_string(count));
            return answers;
        }
        case TurnQuestions::numbered_moves: {
            if (offered.size() == 1) {
                return {""};
            }
            const auto at = std::find(offered.begin(), offered.end(), move);
            return {std::to_string(at - offered.begin() + 1)};
        }
        case TurnQuestions::destination_cell: {
            if (offered.size() == 1) {
                return {""};
            }
            const Cell target = found->target;
            std::vector<std::string> answers = {
                board.row_labels.at(static_cast<std::size_t>(target.row)) + "," +
                board.col_labels.at(static_cast<std::size_t>(target.col))};
            const auto going_there = std::count_if(
                board.moves.begin(), board.moves.end(),
                [&](const BoardMove& other) { return other.offered && other.target == target; });
            if (going_there > 1) {
                answers.push_back(std::to_string(board.at(found->touched.front()).first_pawn));
            }
            return answers;
        }
    }
    return {};
}

}  // namespace

std::vector<std::string> lesson_answers(const std::string& game, Random::Seed seed) {
    CourseRun run({CourseKind::lesson, game, 0, 0, seed},
                  {std::chrono::milliseconds(0), Wording{}, false});
    std::vector<std::string> answers;
    while (true) {
        auto controller = run.start_exercise();
        for (const ExerciseQuestion& question : run.exercise().questions) {
            answers.push_back(std::to_string(question.answer));
            controller->answer(question.answer);
        }
        while (controller->phase() != PlayPhase::game_over) {
            if (controller->phase() == PlayPhase::person_to_move) {
                const AnyMove move = winning_move(*controller);
                for (std::string& answer : typed(*controller, move)) {
                    answers.push_back(std::move(answer));
                }
                const auto pointer = pointer_to(controller->state().board, move);
                if (!pointer || !controller->point(pointer->cell, pointer->count) ||
                    !controller->play_pointed()) {
                    throw std::logic_error("a winning move refused");
                }
            } else {
                controller->take_step();
            }
        }
        if (!run.advance()) {
            return answers;
        }
    }
}

}  // namespace marienbad::testing
