// The lessons as data: each game's lesson asks for winning moves in won positions, states as many
// winning moves as the solver finds, refuses every move that loses with a reason and no move that
// wins, and ends with a whole game against level 4 from a position won for the student; Nim's
// shows handout 000's worked example as its matrix, the grid's handout 001's labels.
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
        for (std::size_t i = 0; i + 1 < course.exercises.size(); ++i) {
            EXPECT_EQ(course.exercises[i].task, ExerciseTask::find_winning_move) << game;
        }
    }
}

TEST(Lessons, NimsMatrixIsHandoutZerosWorkedExample) {
    const Course course = lesson_course("nim");
    const Exercise& example = course.exercises.at(2);
    EXPECT_EQ(setup_text(example.setup), "nim 19 10 14 13 4 20 7");
    const std::string& matrix = example.explanation.at(1);
    EXPECT_TRUE(contains(matrix, "column 1:   0   0   0   0   1   0   1   0  = 10")) << matrix;
    EXPECT_TRUE(contains(matrix, "sums:       0   0   0   2   3   5   4   3")) << matrix;
    EXPECT_TRUE(contains(matrix, "128  64  32  16   8   4   2   1")) << matrix;
    EXPECT_EQ(example.winning_moves, 3);
}

TEST(Lessons, NimsPilesAreRowsWhereTheFrontEndDrawsThemSo) {
    const Course columns = lesson_course("nim");
    const Course rows = lesson_course("nim", Wording{true});
    EXPECT_TRUE(contains(columns.exercises[0].question, "Columns of 3 and 5"));
    EXPECT_TRUE(contains(rows.exercises[0].question, "Rows of 3 and 5"));
    EXPECT_TRUE(contains(rows.exercises[1].explanation[1], "row 2:"));
}

TEST(Lessons, TheGridsLabelsAreHandoutOnesFigureFour) {
    const Course course = lesson_course("grid");
    // Figure 4, right: 1 1 0 1 1 0 1 on the first row, the banned cells as X.
    const std::string& labels = course.exercises.at(2).explanation.at(1);
    EXPECT_TRUE(contains(labels, "1 1 1 0 1 1 0 1\n")) << labels;
    EXPECT_TRUE(contains(labels, "2 0 X 1 0 X 1 0\n")) << labels;
    EXPECT_TRUE(contains(labels, "5 0 1 1 0 1 1 0\n")) << labels;
    // The first exercise shows an open grid's labels, the sink 0 at the bottom right.
    EXPECT_TRUE(contains(course.exercises.at(0).explanation.at(2), "5 1 0 1 1 0\n"));
}

TEST(Lessons, TheRowsLastGameIsHandoutFoursFullRowInMiserePlay) {
    const Course course = lesson_course("row");
    EXPECT_EQ(setup_text(course.exercises.back().setup), "row misère 111111111111111111111");
    // Misère play differs from the mirror: from runs of 1 and 2, the mirror's move loses.
    const Exercise& differs = course.exercises.at(3);
    EXPECT_EQ(setup_text(differs.setup), "row misère 1011");
    EXPECT_TRUE(why_move_loses(differs.setup, RowMove{2, 1}).has_value());
    EXPECT_FALSE(why_move_loses(differs.setup, RowMove{2, 2}).has_value());
}

TEST(Lessons, AnUnknownGameHasNoLesson) {
    EXPECT_THROW(lesson_course("chess"), std::invalid_argument);
}

}  // namespace
}  // namespace marienbad::testing
