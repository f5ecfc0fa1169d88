// The lessons as data: each game's lesson asks for winning moves in won positions, states as many
// winning moves as the solver finds, refuses every move that loses with a reason and no move that
// wins, asks questions (tables to fill, the handouts' own questions) whose answers it checks, and
// ends with a whole game against level 4 from a position won for the student.
#include <gtest/gtest.h>

#include "catalogue/catalogue.hpp"
#include "exercises/move_counts.hpp"
#include "session/game_session.hpp"
#include "setup_text.hpp"
#include "support/any_game.hpp"
#include "support/text_search.hpp"
#include "tutor/lesson.hpp"

namespace marienbad::testing {
namespace {

// Every legal move at the setup's start, with whether the solver says it wins.
std::vector<std::pair<AnyMove, bool>> judged_moves(const AnySetup& setup) {
    auto session =
        make_session(setup, {SeatPlan{true, {}}, SeatPlan{false, {}}}, Seat::one, Random(1));
    std::vector<std::pair<AnyMove, bool>> moves;
    for (const AnyMove& move : session->legal_moves()) {
        moves.emplace_back(move, session->judge(move) == MoveVerdict::kept_win);
    }
    return moves;
}

// Every game of the catalogue has its lesson (the menus offer one for each).
TEST(Lessons, EveryPositionIsWonAndEveryMoveThatLosesIsRefusedWithAReason) {
    for (const GameDescription* description : game_descriptions()) {
        const std::string game = description->name();
        const Course course = lesson_course(game);
        ASSERT_GE(course.exercises.size(), 4U) << game;
        for (const Exercise& exercise : course.exercises) {
            const std::string where =
                std::string(game) + ": " + exercise.heading + ", " + setup_text(exercise.setup);
            EXPECT_FALSE(exercise.explanation.empty()) << where;
            EXPECT_FALSE(exercise.question.empty()) << where;
            if (exercise.task == ExerciseTask::answer_questions) {
                // Questions only: the board is shown, no move is asked.
                EXPECT_FALSE(exercise.questions.empty()) << where;
                continue;
            }
            const MoveCounts counts = count_moves(exercise.setup);
            EXPECT_GE(counts.winning, 1) << where;
            if (exercise.task == ExerciseTask::find_winning_move) {
                EXPECT_EQ(exercise.winning_moves, counts.winning) << where;
                EXPECT_EQ(exercise.legal_moves, counts.legal) << where;
            }
            int refused = 0;
            for (const auto& [move, wins] : judged_moves(exercise.setup)) {
                const auto why = why_move_loses(exercise.setup, move);
                EXPECT_EQ(why.has_value(), !wins) << where;
                refused += why.has_value();
                if (why) {
                    EXPECT_TRUE(why->starts_with("That move loses")) << *why;
                }
            }
            EXPECT_EQ(refused, counts.legal - counts.winning) << where;
        }
        // The last is a whole game against the virtuoso, from a won position.
        EXPECT_EQ(course.exercises.back().task, ExerciseTask::win_the_game) << game;
        EXPECT_EQ(course.exercises.back().level, 4) << game;
        int questions = 0;
        for (std::size_t i = 0; i + 1 < course.exercises.size(); ++i) {
            EXPECT_NE(course.exercises[i].task, ExerciseTask::win_the_game) << game;
            questions += static_cast<int>(course.exercises[i].questions.size());
        }
        // Every lesson has the student work something out, not only find moves.
        EXPECT_GT(questions, 0) << game;
    }
}

TEST(Lessons, AnUnknownGameHasNoLesson) {
    EXPECT_THROW(lesson_course("chess"), std::invalid_argument);
}

}  // namespace
}  // namespace marienbad::testing
