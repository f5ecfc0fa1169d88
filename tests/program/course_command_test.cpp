// `marienbad learn` and `marienbad puzzle` in line mode, driven by a script on the standard input
// as a student would answer: each game's lesson to its end (a move that loses refused with why and
// asked again, the last game won against level 4), in English and French; the game asked when it
// is not given; puzzles scored over a series and posed again by their seed; bad values refused in
// one line.
#include "catalogue/catalogue.hpp"
#include "program_test_support.hpp"
#include "session/game_session.hpp"
#include "tutor/puzzle.hpp"

namespace marienbad::testing {
namespace {

// One answer a line.
std::string lines(const std::vector<std::string>& answers) {
    std::string input;
    for (const std::string& answer : answers) {
        input += answer + "\n";
    }
    return input;
}

// The answers that end each lesson with seed 1, the first exercise answered wrong once: found by
// playing the solver's winning moves against the computer of that seed.
const std::vector<std::string> k_nim_lesson = {
    "1", "1",                                // two equal piles: 3 and 4 loses...
    "1", "2",                                // ...3 and 3 wins
    "0", "2", "1", "3", "1", "4", "2", "3",  // the matrix, the example, no table, misère
    "1", "2", "3", "2", "3", "2", "3", "2", "0", "1", "1"};  // the game on 1, 2, 3, 5, 7
const std::vector<std::string> k_grid_lesson = {"1", "2", "2", "2", "2", "1", "1", "2"};
const std::vector<std::string> k_row_lesson = {"0", "1", "0", "2", "2", "1", "4",  "2",
                                               "2", "2", "5", "1", "7", "2", "15", "2",
                                               "1", "3", "0", "1", "4", "1", "6",  "1"};

TEST(ProgramLesson, NimToItsEndWithAWrongAnswerRefused) {
    const ProgramRun result =
        run({"learn", "nim", "--seed", "1", "--ui", "text"}, lines(k_nim_lesson));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string& output = result.output;
    EXPECT_TRUE(contains(output, "Lesson: Nim — 1 of 6: Two equal piles\n")) << output;
    // The wrong answer, why it loses, and the question asked again.
    EXPECT_TRUE(contains(output,
                         "Column (0-1): 1\n"
                         "Pieces to take from column 1 (1-5): 1\n"
                         "That move loses: it leaves 3 and 4. In binary the sums of the bit "
                         "columns are 0 0 0 0 0 1 1 1: the sums in the columns worth 4, 2 and 1 "
                         "are odd, so the position is odd, and your opponent makes every sum even "
                         "again: take 1 piece from column 1.\n"
                         "Column (0-1): 1\n"
                         "Pieces to take from column 1 (1-5): 2\n"
                         "You take 2 pieces from column 1.\n"))
        << output;
    EXPECT_TRUE(contains(output, "Right: that move wins, after 1 move that loses.\n")) << output;
    EXPECT_EQ(count_occurrences(output, "Right: that move wins.\n"), 4) << output;
    EXPECT_TRUE(contains(output, "sums:       0   0   0   2   3   5   4   3\n")) << output;
    EXPECT_TRUE(contains(output, "Lesson: Nim — 6 of 6: A whole game\n")) << output;
    EXPECT_TRUE(contains(output, "The computer takes")) << output;
    EXPECT_TRUE(
        output.ends_with("You win! Well played.\n"
                         "You won the game: the lesson is over. Well done!\n"))
        << output;
}

TEST(ProgramLesson, TheGridToItsEndInFrench) {
    const ProgramRun result =
        run({"--lang", "fr", "learn", "grid", "--seed", "1", "--ui", "text"}, lines(k_grid_lesson));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string& output = result.output;
    EXPECT_TRUE(contains(output,
                         "Leçon : le pion sur la grille — 1 sur 4 : Les étiquettes depuis "
                         "le puits\n"))
        << output;
    EXPECT_TRUE(contains(output, "1 0 1 1 0 1\n2 1 0 1 1 0\n")) << output;  // the labels
    EXPECT_TRUE(contains(output,
                         "choisir la destination 1:(3,5) 2:(4,4) 3:(5,4)\n"
                         "---> 1\n"
                         "Ce coup perd : le pion serait en (3,5), qui vaut 1, d'où ton adversaire "
                         "le pousse dans le puits, (5,5).\n"
                         "choisir la destination 1:(3,5) 2:(4,4) 3:(5,4)\n"
                         "---> 2\n"))
        << output;
    EXPECT_TRUE(contains(output, "Exact : ce coup gagne, après 1 coup perdant.\n")) << output;
    EXPECT_TRUE(output.ends_with("Tu as gagné la partie : la leçon est finie. Bravo !\n"))
        << output;
}

TEST(ProgramLesson, TheRowToItsEnd) {
    const ProgramRun result =
        run({"learn", "row", "--seed", "1", "--ui", "text"}, lines(k_row_lesson));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string& output = result.output;
    EXPECT_TRUE(contains(output,
                         "Place of the first match (0-2): 0\n"
                         "Matches to take (1-3): 1\n"
                         "That move loses: it leaves a run of 2 matches. Your opponent answers: "
                         "take 1 match from place 1, which leaves a run of 1 match — and the last "
                         "match is yours.\n"
                         "Place of the first match (0-2): 0\n"))
        << output;
    EXPECT_TRUE(contains(output, "Lesson: the matchstick row — 4 of 5: Where misère play differs"))
        << output;
    EXPECT_TRUE(output.ends_with("You won the game: the lesson is over. Well done!\n")) << output;
}

// A lesson stopped by the end of the input is abandoned, as a game is.
TEST(ProgramLesson, TheEndOfTheInputAbandonsIt) {
    const ProgramRun result = run({"learn", "row", "--ui", "text"}, "0\n1\n");
    EXPECT_EQ(result.exit_code, 3) << result.output << result.errors;
    EXPECT_TRUE(result.output.ends_with(k_abandoned)) << result.output;
}

TEST(ProgramLesson, TheGameIsAskedWhenItIsNotGiven) {
    const std::string games = std::to_string(listed_games());
    const std::string past_the_last = std::to_string(listed_games() + 1);
    const ProgramRun result = run({"learn", "--ui", "text"}, past_the_last + "\n3\n");
    EXPECT_EQ(result.exit_code, 3) << result.output << result.errors;
    EXPECT_TRUE(contains(result.output,
                         "Games:\n"
                         "  1. Nim: take pieces from one pile at a time\n"))
        << result.output;
    EXPECT_TRUE(contains(result.output, "Choose a game (1-" + games + "): " + past_the_last +
                                            "\n"
                                            "Please answer with a whole number from 1 to " +
                                            games +
                                            ".\n"
                                            "Choose a game (1-" +
                                            games +
                                            "): 3\n"
                                            "\n"
                                            "Lesson: the matchstick row — 1 of 5"))
        << result.output;
}

// The menu offers the lessons and the puzzles after the games.
TEST(ProgramLesson, TheMenuOffersThem) {
    const int grid_lesson = listed_games() + 2;
    const ProgramRun result = run({"--ui", "text"}, std::to_string(grid_lesson) + "\n");
    EXPECT_TRUE(contains(
        result.output,
        menu_number(grid_lesson) + "Learn the pawn on a grid: its winning method, step by step\n"))
        << result.output;
    EXPECT_TRUE(contains(result.output, menu_number(2 * listed_games() + 1) +
                                            "Puzzles on Nim: find the winning move\n"));
    EXPECT_TRUE(contains(result.output, "Lesson: the pawn on a grid — 1 of 4")) << result.output;
}

// Two Nim puzzles of difficulty 2, seed 5: the first answered wrong then right, the second right.
// The answers come from the series itself, drawn as the program draws it, and the solver.
TEST(ProgramPuzzle, AScoreOverASeries) {
    const Course course = puzzle_course({CourseKind::puzzles, "nim", 2, 2, 5});
    std::vector<std::string> answers;
    for (std::size_t i = 0; i < course.exercises.size(); ++i) {
        auto session = make_session(course.exercises[i].setup,
                                    {SeatPlan{true, {}}, SeatPlan{true, {}}}, Seat::one, Random(1));
        std::optional<NimMove> winning;
        std::optional<NimMove> losing;
        for (const AnyMove& move : session->legal_moves()) {
            (session->judge(move) == MoveVerdict::kept_win ? winning : losing) =
                std::get<NimMove>(move);
        }
        ASSERT_TRUE(winning && losing);
        if (i == 0) {
            answers.push_back(std::to_string(losing->pile));
            answers.push_back(std::to_string(losing->take));
        }
        answers.push_back(std::to_string(winning->pile));
        answers.push_back(std::to_string(winning->take));
    }
    const ProgramRun result =
        run({"puzzle", "nim", "--difficulty", "2", "--count", "2", "--seed", "5", "--ui", "text"},
            lines(answers));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string& output = result.output;
    EXPECT_TRUE(contains(output,
                         "Puzzles: Nim, difficulty 2 — Puzzle 1 of 2\n"
                         "Nim: take one or more pieces from a single column. Whoever takes the "
                         "last piece wins.\n"
                         "Difficulty 2: three piles of up to 12 pieces; one move wins among 15 or "
                         "more.\n"
                         "Find the winning move: 1 of the " +
                             std::to_string(course.exercises[0].legal_moves) + " moves wins.\n"))
        << output;
    EXPECT_EQ(count_occurrences(output, "That move loses"), 1) << output;
    EXPECT_TRUE(contains(output, "Found, after 1 move that loses.\nScore: 0 of 1.\n")) << output;
    EXPECT_TRUE(
        output.ends_with("Found at the first try.\n"
                         "The series is over: 1 of 2 puzzles found at the first try "
                         "without a hint.\n"))
        << output;
}

// The same seed poses the same puzzles; another seed others.
TEST(ProgramPuzzle, ItsSeedPosesTheSameSeriesAgain) {
    const auto posed = [](const char* seed) {
        return run({"puzzle", "grid", "--count", "3", "--seed", seed, "--ui", "text"}).output;
    };
    EXPECT_EQ(posed("12"), posed("12"));
    EXPECT_NE(posed("12"), posed("13"));
    EXPECT_TRUE(contains(posed("12"), "Puzzles: the pawn on a grid — Puzzle 1 of 3\n"));
}

class BadCourse : public ::testing::TestWithParam<RefusedCommandLine> {};

TEST_P(BadCourse, OneLineOnStandardErrorAndExitCodeTwo) {
    expect_refused(run(GetParam().arguments, "1\n1\n"), GetParam().mentions);
}

INSTANTIATE_TEST_SUITE_P(
    CommandLine, BadCourse,
    ::testing::Values(
        RefusedCommandLine{"UnknownGame", {"learn", "chess"}, {"chess: no such game", "row"}},
        RefusedCommandLine{"PuzzleUnknownGame", {"puzzle", "go"}, {"go"}},
        RefusedCommandLine{
            "DifficultySix", {"puzzle", "nim", "--difficulty", "6"}, {"--difficulty"}},
        RefusedCommandLine{
            "DifficultyAProbability", {"puzzle", "nim", "--difficulty", "0.5"}, {"--difficulty"}},
        RefusedCommandLine{"NoPuzzles", {"puzzle", "row", "--count", "0"}, {"--count"}},
        RefusedCommandLine{"TooManyPuzzles", {"puzzle", "row", "--count", "101"}, {"--count"}},
        RefusedCommandLine{"BadSeed", {"learn", "nim", "--seed", "x"}, {"--seed"}},
        RefusedCommandLine{
            "LessonsHaveNoDifficulty", {"learn", "nim", "--difficulty", "2"}, {"--difficulty"}},
        RefusedCommandLine{"TwoGames", {"learn", "nim", "row"}, {"row"}},
        RefusedCommandLine{"BadInterface", {"puzzle", "nim", "--ui", "web"}, {"web"}}),
    [](const ::testing::TestParamInfo<RefusedCommandLine>& test) { return test.param.name; });

}  // namespace
}  // namespace marienbad::testing
