// What every game says and teaches, checked against its own session: the explanation names
// exactly the moves that keep the win; the hint has its three steps, the last naming one of those
// moves (or that none wins) and pointing at it; every move is described and announced; every move
// that lets the win go is refused with a reason and no winning move is; the counts a question
// states are the session's; the lesson's and the puzzles' positions are won for the student.
#include <algorithm>

#include "every_game.hpp"
#include "exercises/exercise.hpp"
#include "tutor/puzzle.hpp"

namespace marienbad::testing {
namespace {

template <class G>
class EveryGameWords : public ::testing::Test {};
TYPED_TEST_SUITE(EveryGameWords, EveryGameTraits, GameTraitsName);

// The positions the checks run on: the start of setups a new game draws, and a few moves into
// them.
template <class G>
std::vector<std::unique_ptr<GameSession>> positions() {
    std::vector<std::unique_ptr<GameSession>> sessions;
    Random random(41);
    for (int trial = 0; trial < 12; ++trial) {
        const AnySetup setup = drawn_setup<G>(random);
        auto session = make_session(setup, {SeatPlan{true, {}}, SeatPlan{true, {}}}, Seat::one,
                                    Random(static_cast<Random::Seed>(trial)));
        const int moves = trial % 3;
        for (int i = 0; i < moves && !session->is_over(); ++i) {
            const auto legal = session->legal_moves();
            session->play(legal[static_cast<std::size_t>(
                random.uniform_int(0, static_cast<int>(legal.size()) - 1))]);
        }
        if (!session->is_over()) {
            sessions.push_back(std::move(session));
        }
    }
    return sessions;
}

TYPED_TEST(EveryGameWords, TheExplanationAndTheHintNameTheMovesThatKeepTheWin) {
    using G = TypeParam;
    const Game& game = game_with_traits<G>();
    for (const auto& session : positions<G>()) {
        const AnySetup& setup = session->setup();
        const AnyExplanation explanation = session->explain();
        std::vector<AnyMove> keeping;
        for (const AnyMove& move : session->legal_moves()) {
            if (session->judge(move) == MoveVerdict::kept_win) {
                keeping.push_back(move);
            }
            EXPECT_FALSE(game.describe_move(setup, move, {}).empty());
            EXPECT_FALSE(game.announce_move(setup, Participant::you, move, {}).empty());
            EXPECT_FALSE(game.announce_move(setup, Participant::computer, move, {}).empty());
        }
        EXPECT_EQ(explanation.winning_moves.size(), keeping.size());
        for (const AnyMove& move : explanation.winning_moves) {
            EXPECT_NE(std::find(keeping.begin(), keeping.end(), move), keeping.end());
        }
        EXPECT_FALSE(game.render_explanation(explanation, {}).empty());
        EXPECT_EQ(game.winning_answer(explanation, {}).has_value(), !keeping.empty());
        const HintSteps steps = game.hint_steps(explanation, {});
        for (const HintStep& step : steps.steps) {
            EXPECT_FALSE(step.title.empty());
            EXPECT_FALSE(step.body.empty());
        }
        EXPECT_FALSE(steps.why.empty());
        EXPECT_EQ(steps.move.has_value(), !keeping.empty());
        if (steps.move) {
            EXPECT_NE(std::find(keeping.begin(), keeping.end(), *steps.move), keeping.end());
        }
    }
}

TYPED_TEST(EveryGameWords, EveryMoveThatLetsTheWinGoIsRefusedWithAReason) {
    using G = TypeParam;
    const Game& game = game_with_traits<G>();
    for (const auto& session : positions<G>()) {
        // The position now as a setup of its own: the game played from its start.
        const AnySetup& setup = session->setup();
        if (!session->history().empty()) {
            continue;  // why_move_loses speaks of a setup's start
        }
        const MoveCounts counts = game.count_moves(setup);
        EXPECT_EQ(counts.legal, static_cast<int>(session->legal_moves().size()));
        int winning = 0;
        for (const AnyMove& move : session->legal_moves()) {
            const MoveVerdict verdict = session->judge(move);
            const auto why = game.why_move_loses(setup, move, {});
            winning += verdict == MoveVerdict::kept_win ? 1 : 0;
            EXPECT_EQ(why.has_value(), verdict == MoveVerdict::threw_away_win)
                << game.describe_move(setup, move, {});
            if (why) {
                EXPECT_FALSE(why->empty());
            }
        }
        EXPECT_EQ(counts.winning, winning);
    }
}

TYPED_TEST(EveryGameWords, TheLessonAndThePuzzlesPoseWonPositions) {
    using G = TypeParam;
    const Game& game = game_with_traits<G>();
    for (const Wording wording : {Wording{false}, Wording{true}}) {
        const std::vector<Exercise> lesson = game.lesson(wording);
        ASSERT_FALSE(lesson.empty());
        EXPECT_EQ(lesson.back().task, ExerciseTask::win_the_game);
        for (const Exercise& exercise : lesson) {
            const MoveCounts counts = game.count_moves(exercise.setup);
            if (exercise.task != ExerciseTask::answer_questions) {
                EXPECT_GT(counts.winning, 0) << exercise.heading;
            } else {
                EXPECT_FALSE(exercise.questions.empty()) << exercise.heading;
            }
            if (exercise.task == ExerciseTask::find_winning_move) {
                EXPECT_EQ(exercise.winning_moves, counts.winning) << exercise.heading;
                EXPECT_EQ(exercise.legal_moves, counts.legal) << exercise.heading;
            }
            // Each question can be answered, says how to find its answer and why it is right,
            // and marks a cell of the exercise's board when it names one.
            const BoardModel board =
                game.make_session(exercise.setup, {SeatPlan{true, {}}, SeatPlan{true, {}}},
                                  Seat::one, Random(1))
                    ->board();
            for (const ExerciseQuestion& question : exercise.questions) {
                EXPECT_FALSE(question.prompt.empty()) << exercise.heading;
                EXPECT_GE(question.answer, question.min) << question.prompt;
                EXPECT_LE(question.answer, question.max) << question.prompt;
                EXPECT_FALSE(question.hint.empty()) << question.prompt;
                EXPECT_FALSE(question.why.empty()) << question.prompt;
                if (question.cell) {
                    EXPECT_TRUE(board.contains(*question.cell)) << question.prompt;
                }
            }
        }
    }
    for (int difficulty = k_min_puzzle_difficulty; difficulty <= k_max_puzzle_difficulty;
         ++difficulty) {
        EXPECT_FALSE(game.difficulty_description(difficulty).empty());
        Random random(static_cast<Random::Seed>(difficulty));
        const Puzzle puzzle = generate_puzzle(game, difficulty, random);
        EXPECT_GT(puzzle.counts.winning, 0) << "difficulty " << difficulty;
        // Its solution names a winning move, with the computation that finds it.
        EXPECT_TRUE(game.solution(puzzle.setup, {}).starts_with("The winning move: "))
            << "difficulty " << difficulty;
    }
}

}  // namespace
}  // namespace marienbad::testing
