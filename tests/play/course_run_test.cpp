// Lessons and puzzles through the play layer, as every front end plays them: an exercise's
// controller opens with its explanation and question, refuses a move that loses with why (the
// position stays, the refusal logged, the try counted) and ends at the first winning move; a
// course run goes from exercise to exercise, plays a lost last game again and keeps the puzzles'
// score; the flow lists each game's lesson and puzzles, and its "new game" is the next exercise.
#include <gtest/gtest.h>

#include "catalogue/catalogue.hpp"
#include "games/row/row_game.hpp"
#include "play/board_pointer.hpp"
#include "play/course_run.hpp"
#include "play/game_flow.hpp"
#include "play_fixtures.hpp"
#include "session/game_session.hpp"
#include "support/text_search.hpp"
#include "tutor/puzzle.hpp"

namespace marienbad {
namespace {

using testing::contains;
using testing::messages_of;

// Plays `move` as a front end would: pointed at on the board, then played.
bool play_move(PlayController& game, const AnyMove& move) {
    const auto pointer = pointer_to(game.state().board, move);
    return pointer && game.point(pointer->cell, pointer->count) && game.play_pointed();
}

// The moves of the position on the board split by what the solver says of them.
struct SplitMoves {
    std::vector<AnyMove> winning;
    std::vector<AnyMove> losing;
};

SplitMoves split_moves(const PlayController& game) {
    // A session of two people, to judge the moves of either side, brought to the position.
    auto judge = make_session(game.session().setup(), {SeatPlan{true, {}}, SeatPlan{true, {}}},
                              game.session().first(), Random(1));
    for (const PlayedMove& played : game.session().history()) {
        judge->play(played.move);
    }
    SplitMoves split;
    for (const AnyMove& move : judge->legal_moves()) {
        (judge->judge(move) == MoveVerdict::kept_win ? split.winning : split.losing)
            .push_back(move);
    }
    return split;
}

// Answers the exercise's questions right, as a student would type them.
void answer_questions(PlayController& game, const Exercise& exercise) {
    for (const ExerciseQuestion& question : exercise.questions) {
        ASSERT_TRUE(game.answering()) << question.prompt;
        game.answer(question.answer);
    }
    EXPECT_FALSE(game.answering());
}

CourseRun lesson_run(const char* game) {
    return CourseRun({CourseKind::lesson, game, 0, 0, 5},
                     {std::chrono::milliseconds(0), Wording{}, false});
}

TEST(CourseRun, AMoveThatLosesIsRefusedWithWhyAndTheRightOneEndsTheExercise) {
    CourseRun run = lesson_run("nim");
    auto game = run.start_exercise();
    const auto opening = messages_of(*game, MessageKind::opening);
    ASSERT_GE(opening.size(), 3U);
    EXPECT_EQ(opening.front(), "Lesson: Nim — 1 of 6: Two equal piles");
    EXPECT_EQ(opening.back(), "Columns of 3 and 5 pieces: find the winning move.");
    EXPECT_EQ(game->state().title.game, "Lesson: Nim · 1 of 6 · Nim, normal play");
    EXPECT_TRUE(game->state().title.strength.empty());
    EXPECT_TRUE(game->state().exercise);

    const SplitMoves moves = split_moves(*game);
    ASSERT_EQ(moves.winning.size(), 1U);
    ASSERT_FALSE(moves.losing.empty());
    EXPECT_FALSE(play_move(*game, moves.losing.front()));
    EXPECT_EQ(game->phase(), PlayPhase::person_to_move);
    EXPECT_TRUE(game->session().history().empty());
    EXPECT_EQ(game->wrong_tries(), 1);
    const auto refusals = messages_of(*game, MessageKind::refusal);
    ASSERT_EQ(refusals.size(), 1U);
    EXPECT_TRUE(refusals.front().starts_with("That move loses: it leaves")) << refusals.front();

    EXPECT_TRUE(play_move(*game, moves.winning.front()));
    EXPECT_EQ(game->phase(), PlayPhase::game_over);
    EXPECT_FALSE(game->next_step_due());  // the computer never answers an exercise
    EXPECT_EQ(game->state().result, "Found: that move wins");
    EXPECT_EQ(messages_of(*game, MessageKind::result),
              std::vector<std::string>{"Right: that move wins, after 1 wrong try."});
    // Leaving asks nothing: the exercise is done.
    EXPECT_EQ(game->ask(GameExit::new_game), GameExit::new_game);
    EXPECT_TRUE(run.advance());
    EXPECT_EQ(run.index(), 1);
}

TEST(CourseRun, EveryLessonGoesToItsLastGameAndALostOneIsPlayedAgain) {
    for (const char* name : {"nim", "grid", "row", "queen"}) {
        CourseRun run = lesson_run(name);
        while (run.exercise().task != ExerciseTask::win_the_game) {
            auto game = run.start_exercise();
            answer_questions(*game, run.exercise());
            if (run.exercise().task == ExerciseTask::find_winning_move) {
                EXPECT_TRUE(play_move(*game, split_moves(*game).winning.front())) << name;
            }
            EXPECT_EQ(game->phase(), PlayPhase::game_over) << name;
            ASSERT_TRUE(run.advance()) << name;
        }
        const int last = run.index();
        EXPECT_EQ(last, run.count() - 1);
        // Lost on purpose: every move that loses, the computer winning.
        auto game = run.start_exercise();
        EXPECT_FALSE(game->state().title.strength.empty());  // the virtuoso plays
        EXPECT_TRUE(game->state().coach) << name;            // and the coach speaks
        while (game->phase() != PlayPhase::game_over) {
            if (game->phase() == PlayPhase::person_to_move) {
                const SplitMoves moves = split_moves(*game);
                ASSERT_TRUE(play_move(
                    *game, moves.losing.empty() ? moves.winning.front() : moves.losing.front()));
            } else {
                game->take_step();
            }
        }
        ASSERT_TRUE(game->session().winner());
        EXPECT_FALSE(game->session().is_person(*game->session().winner())) << name;
        EXPECT_TRUE(contains(messages_of(*game, MessageKind::result).back(),
                             "play it again from the same position"))
            << name;
        EXPECT_TRUE(run.advance());
        EXPECT_EQ(run.index(), last) << name;
        // Won: the lesson is over.
        game = run.start_exercise();
        while (game->phase() != PlayPhase::game_over) {
            if (game->phase() == PlayPhase::person_to_move) {
                ASSERT_TRUE(play_move(*game, split_moves(*game).winning.front())) << name;
            } else {
                game->take_step();
            }
        }
        EXPECT_EQ(messages_of(*game, MessageKind::result).back(),
                  "You won the game: the lesson is over. Well done!");
        EXPECT_FALSE(run.advance());
        EXPECT_TRUE(run.finished());
    }
}

TEST(CourseRun, PuzzlesAreScoredAtTheFirstTryWithoutAHint) {
    CourseRun run({CourseKind::puzzles, "row", 2, 3, 8},
                  {std::chrono::milliseconds(0), Wording{}, false});
    ASSERT_EQ(run.count(), 3);
    // The first found at once, the second after a move that loses, the third with a hint.
    auto game = run.start_exercise();
    EXPECT_EQ(messages_of(*game, MessageKind::opening).front(),
              "Puzzles: the matchstick row, difficulty 2 — Puzzle 1 of 3 (seed 8)");
    // The series' seed in the title, the one that poses it again.
    EXPECT_EQ(game->state().title.seed, "seed 8");
    EXPECT_TRUE(play_move(*game, split_moves(*game).winning.front()));
    EXPECT_EQ(messages_of(*game, MessageKind::result),
              (std::vector<std::string>{"Found at the first try.", "Score: 1 of 1."}));
    ASSERT_TRUE(run.advance());
    game = run.start_exercise();
    EXPECT_FALSE(play_move(*game, split_moves(*game).losing.front()));
    EXPECT_TRUE(play_move(*game, split_moves(*game).winning.front()));
    EXPECT_EQ(messages_of(*game, MessageKind::result),
              (std::vector<std::string>{"Found, after 1 move that loses.", "Score: 1 of 2."}));
    ASSERT_TRUE(run.advance());
    game = run.start_exercise();
    game->hint();
    EXPECT_TRUE(play_move(*game, split_moves(*game).winning.front()));
    EXPECT_EQ(messages_of(*game, MessageKind::result),
              (std::vector<std::string>{
                  "Found, with a hint.",
                  "The series is over: 1 of 3 puzzles found at the first try without a hint."}));
    EXPECT_EQ(run.first_tries(), 1);
    EXPECT_EQ(run.succeeded(), 3);
    EXPECT_FALSE(run.advance());
    // Again: another series, from the next seed.
    run.start_over();
    EXPECT_EQ(run.index(), 0);
    EXPECT_EQ(run.plan().seed, 9U);
    EXPECT_EQ(run.first_tries(), 0);
}

TEST(CourseRun, AQuestionsWrongAnswerIsRefusedWithWhyAndTheRightOneGoesOn) {
    CourseRun run = lesson_run("row");
    while (run.exercise().task != ExerciseTask::answer_questions) {
        ASSERT_TRUE(run.advance());
    }
    auto game = run.start_exercise();
    const Exercise& values = run.exercise();
    ASSERT_TRUE(game->answering());
    const PlayState& state = game->state();
    EXPECT_TRUE(state.answering);
    EXPECT_EQ(state.turn, "Question 1 of 8: A run of 1 match: its value?");
    EXPECT_EQ(state.marks.pointer, (Cell{0, 0}));  // the run's last match
    EXPECT_FALSE(state.pointed);
    // A move is no answer: refused, and the question stays.
    EXPECT_FALSE(game->play_at(Cell{0, 3}));
    EXPECT_TRUE(game->session().history().empty());
    // A wrong answer: refused with why, counted.
    game->type_digit(0, PlayClock::now());
    EXPECT_TRUE(game->answering());
    EXPECT_EQ(game->wrong_tries(), 1);
    EXPECT_EQ(messages_of(*game, MessageKind::refusal).back(),
              "Not 0: the moves leave no match: 0; so the values left are 0, and the smallest "
              "number not among them is 1.");
    // The hint says how to find it, not what it is.
    game->hint();
    EXPECT_TRUE(contains(messages_of(*game, MessageKind::hint).back(), "smallest number none"));
    // Right: the next question; the last one ends the exercise.
    for (const ExerciseQuestion& question : values.questions) {
        game->answer(question.answer);
    }
    EXPECT_EQ(game->phase(), PlayPhase::game_over);
    EXPECT_EQ(messages_of(*game, MessageKind::result).back(), "Done, after 1 wrong answer.");
}

TEST(CourseRun, APuzzlesSolutionComesWithItsReasoningAfterTwoWrongTries) {
    CourseRun run({CourseKind::puzzles, "nim", 3, 1, 4},
                  {std::chrono::milliseconds(0), Wording{}, false});
    auto game = run.start_exercise();
    const SplitMoves moves = split_moves(*game);
    ASSERT_GE(moves.losing.size(), 2U);
    EXPECT_FALSE(play_move(*game, moves.losing[0]));
    EXPECT_FALSE(contains(messages_of(*game, MessageKind::refusal).back(), "solution"));
    EXPECT_FALSE(play_move(*game, moves.losing[1]));
    const std::string second = messages_of(*game, MessageKind::refusal).back();
    EXPECT_TRUE(contains(second, "After two tries, the solution. The winning move: ")) << second;
    EXPECT_TRUE(contains(second, "sums")) << second;  // the binary matrix worked out
}

TEST(CourseRun, NimsPilesAreRowsWhereTheFrontEndDrawsThemSo) {
    CourseRun run({CourseKind::lesson, "nim", 0, 0, 5},
                  {std::chrono::milliseconds(0), Wording{true}, false});
    auto game = run.start_exercise();
    EXPECT_EQ(messages_of(*game, MessageKind::opening).back(),
              "Rows of 3 and 5 pieces: find the winning move.");
    EXPECT_FALSE(play_move(*game, NimMove{1, 1}));
    EXPECT_TRUE(contains(messages_of(*game, MessageKind::refusal).front(), "from row 1"));
}

TEST(GameFlowCourses, TheListOffersEachGamesLessonAndPuzzles) {
    GameFlow flow(FlowOptions{false, 20, {}});
    const std::vector<FlowEntry> entries = flow.entries();
    // The games, then each game's lesson, then each game's puzzles, in the list's order (Nim, the
    // grid, the row first).
    const int listed = static_cast<int>(game_descriptions().size());
    ASSERT_EQ(std::ssize(entries), 3 * listed);
    const auto nim_lesson = static_cast<std::size_t>(listed);
    EXPECT_EQ(entries[nim_lesson].text, "Learn Nim: its winning method, step by step");
    EXPECT_EQ(entries[nim_lesson].course, CourseKind::lesson);
    const auto row_puzzles = static_cast<std::size_t>(2 * listed + 2);
    EXPECT_EQ(entries[row_puzzles].text, "Puzzles on the matchstick row: find the winning move");
    EXPECT_EQ(entries[row_puzzles].game, &RowGame::description());
    flow.open_list();
    flow.choose(listed + 1);  // the grid's lesson
    ASSERT_EQ(flow.screen(), FlowScreen::game);
    ASSERT_NE(flow.current_course(), nullptr);
    EXPECT_EQ(flow.current_course()->course().game, "grid");
    EXPECT_EQ(flow.games_started(), 1);
    // Leaving an exercise for a new game is its next exercise, counted as a game of the run.
    flow.leave(GameExit::new_game);
    EXPECT_EQ(flow.current_course()->index(), 1);
    EXPECT_EQ(flow.games_started(), 2);
    EXPECT_TRUE(contains(flow.current_game()->state().title.game, "2 of 7"));
    // The list, then back to the exercise; the list selects the course's entry.
    flow.leave(GameExit::list);
    EXPECT_EQ(flow.selected(), listed + 1);
    EXPECT_TRUE(flow.back_to_game());
    EXPECT_EQ(flow.current_course()->index(), 1);
    // A game started from a form ends the course.
    flow.leave(GameExit::form);
    flow.start();
    EXPECT_EQ(flow.current_course(), nullptr);
}

TEST(GameFlowCourses, PuzzlesStartOverWithAnotherSeriesAfterTheLast) {
    GameFlow flow(FlowOptions{false, 30, {}});
    flow.open_course({CourseKind::puzzles, "nim", 1, 2, 30});
    ASSERT_EQ(flow.current_course()->count(), 2);
    flow.leave(GameExit::new_game);
    EXPECT_EQ(flow.current_course()->index(), 1);
    flow.leave(GameExit::new_game);
    EXPECT_EQ(flow.current_course()->index(), 0);
    EXPECT_EQ(flow.current_course()->plan().seed, 31U);
}

}  // namespace
}  // namespace marienbad
