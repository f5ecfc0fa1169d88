// `marienbad learn` and `marienbad puzzle` in line mode, driven by a script on the standard input
// as a student would answer: each game's lesson to its end (a move that loses refused with why and
// asked again, a question's wrong answer refused with why, the last game won against level 4 and
// reviewed), in English and French; the game asked when it is not given; the lesson's sheet to
// print; puzzles scored over a series and posed again by their seed, shown in the title; bad
// values refused in one line.
#include "catalogue/catalogue.hpp"
#include "lesson_answers.hpp"
#include "program_test_support.hpp"
#include "session/game_session.hpp"
#include "tutor/puzzle.hpp"

namespace marienbad::testing {
namespace {

// The lines of `text`.
std::vector<std::string> split_lines(const std::string& text) {
    std::vector<std::string> result;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        result.push_back(text.substr(start, end - start));
        start = end == std::string::npos ? text.size() : end + 1;
    }
    return result;
}

// Columns a line takes: its characters, not its bytes.
std::size_t utf8_width(const std::string& line) {
    return static_cast<std::size_t>(std::count_if(line.begin(), line.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0U) != 0x80U;
    }));
}

// One answer a line.
std::string lines(const std::vector<std::string>& answers) {
    std::string input;
    for (const std::string& answer : answers) {
        input += answer + "\n";
    }
    return input;
}

TEST(ProgramLesson, NimToItsEndWithAWrongAnswerRefused) {
    // A losing move first (column 1, 1 piece: 3 and 4 left), then the answers that end it.
    std::vector<std::string> answers = {"1", "1"};
    for (std::string& answer : lesson_answers("nim", 1)) {
        answers.push_back(std::move(answer));
    }
    const ProgramRun result = run({"learn", "nim", "--seed", "1", "--ui", "text"}, lines(answers));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string& output = result.output;
    EXPECT_TRUE(contains(output, "Lesson: Nim — 1 of 6: Two equal piles\n")) << output;
    // The wrong answer, why it loses in the terms of the copy (no binary yet), and the question
    // asked again.
    EXPECT_TRUE(contains(output,
                         "Column (0-1): 1\n"
                         "Pieces to take from column 1 (1-5): 1\n"
                         "That move loses: it leaves piles of 3 and 4, unequal. Your opponent "
                         "makes them equal: take 1 piece from column 1; then whatever you take "
                         "from one, they take the same from the other, and the last piece is "
                         "theirs.\n"
                         "Column (0-1): 1\n"
                         "Pieces to take from column 1 (1-5): 2\n"
                         "You take 2 pieces from column 1.\n"))
        << output;
    EXPECT_TRUE(contains(output, "Right: that move wins, after 1 wrong try.\n")) << output;
    // Handout 000's example: the sums asked, one after the other.
    EXPECT_TRUE(contains(output, "Question 4 of 11: The sum of the bits worth 16? 2\n")) << output;
    EXPECT_TRUE(contains(output, "Lesson: Nim — 6 of 6: A whole game\n")) << output;
    EXPECT_TRUE(contains(output, "The computer takes")) << output;
    // The last game ends with its review.
    EXPECT_TRUE(contains(output,
                         "You win! Well played.\n"
                         "You won the game: the lesson is over. Well done!\n"))
        << output;
    EXPECT_TRUE(contains(output, "a winning move")) << output;
}

TEST(ProgramLesson, TheGridToItsEndInFrench) {
    const ProgramRun result = run({"--lang", "fr", "learn", "grid", "--seed", "1", "--ui", "text"},
                                  lines(lesson_answers("grid", 1)));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string& output = result.output;
    EXPECT_TRUE(contains(output,
                         "Leçon : le pion sur la grille — 1 sur 7 : Les étiquettes depuis "
                         "le puits\n"))
        << output;
    EXPECT_TRUE(contains(output, "1 0 1 1 0 1\n2 1 0 1 1 0\n")) << output;  // the labels
    // Handout 001's 7 × 10 grid, labelled cell by cell.
    EXPECT_TRUE(contains(output, "Question 61 sur 61 : (1,1) : son étiquette, 0 ou 1 ? 1\n"))
        << output;
    EXPECT_TRUE(contains(output, "Tu as gagné la partie : la leçon est finie. Bravo !\n"))
        << output;
}

TEST(ProgramLesson, TheRowToItsEndWithAValueWorkedOutWrongFirst) {
    std::vector<std::string> answers = lesson_answers("row", 1);
    // The two first exercises take two answers each; the fourth value (4) answered 5 first.
    answers.insert(answers.begin() + 7, "5");
    const ProgramRun result = run({"learn", "row", "--seed", "1", "--ui", "text"}, lines(answers));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string& output = result.output;
    EXPECT_TRUE(contains(output,
                         "Question 4 of 8: A run of 4 matches: its value? 5\n"
                         "Not 5: the moves leave a run of 1 match: 1, a run of 2 matches: 2, a "
                         "run of 3 matches: 3, runs of 1 and 1: 1 xor 1 = 0 and runs of 1 and 2: 1 "
                         "xor 2 = 3; so the values left are 0, 1, 2 and 3, and the smallest "
                         "number not among them is 4.\n"
                         "Question 4 of 8: A run of 4 matches: its value? 4\n"))
        << output;
    EXPECT_TRUE(contains(output, "Misère play, runs of 5 and 15. For the player to move, this is"))
        << output;
    EXPECT_TRUE(contains(output, "Lesson: the matchstick row — 9 of 9: A whole game")) << output;
    EXPECT_TRUE(contains(output, "You won the game: the lesson is over. Well done!\n")) << output;
}

TEST(ProgramLesson, TheQueenToItsEnd) {
    const ProgramRun result =
        run({"learn", "queen", "--seed", "1", "--ui", "text"}, lines(lesson_answers("queen", 1)));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_TRUE(contains(result.output, "The pair after (3,5): its smaller number? 4\n") ||
                contains(result.output, "The pair after (4,7): its smaller number? 6\n"))
        << result.output;
    EXPECT_TRUE(contains(result.output, "You won the game: the lesson is over. Well done!\n"))
        << result.output;
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
                                            "Lesson: the matchstick row — 1 of 9"))
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
    EXPECT_TRUE(contains(result.output, "Lesson: the pawn on a grid — 1 of 7")) << result.output;
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
                         "Puzzles: Nim, difficulty 2 — Puzzle 1 of 2 (seed 5)\n"
                         "Nim: take one or more pieces from a single column. Whoever takes the "
                         "last piece wins.\n"
                         "Difficulty 2: three piles of up to 15 pieces; one move wins among 10 to "
                         "24.\n"
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
    EXPECT_TRUE(contains(posed("12"), "Puzzles: the pawn on a grid — Puzzle 1 of 3 (seed 12)\n"));
}

// The sheet a teacher prints: the whole lesson, then the answers with why, as plain text or
// Markdown, in either language; nothing is asked.
TEST(ProgramLessonSheet, TheWholeLessonThenItsAnswers) {
    const ProgramRun text = run({"learn", "row", "--print"});
    EXPECT_EQ(text.exit_code, 0) << text.errors;
    EXPECT_TRUE(
        text.output.starts_with("Lesson: the matchstick row — the sheet\n"
                                "======================================\n"))
        << text.output;
    EXPECT_TRUE(contains(text.output, "3. The value of a run\n")) << text.output;
    EXPECT_TRUE(contains(text.output, "1. A run of 1 match: its value? ____\n")) << text.output;
    EXPECT_TRUE(contains(text.output, "Answers\n=======\n")) << text.output;
    EXPECT_TRUE(contains(text.output, "The winning move: take 1 match from place 10."))
        << text.output;
    for (const std::string& line : split_lines(text.output)) {
        EXPECT_LE(utf8_width(line), 80U) << line;
    }
    const ProgramRun markdown = run({"learn", "nim", "--print", "--markdown"});
    EXPECT_EQ(markdown.exit_code, 0) << markdown.errors;
    EXPECT_TRUE(markdown.output.starts_with("# Lesson: Nim — the sheet\n")) << markdown.output;
    EXPECT_TRUE(contains(markdown.output, "## 3. Handout 000's example\n")) << markdown.output;
    EXPECT_TRUE(contains(markdown.output, "```\n")) << markdown.output;
    const ProgramRun french = run({"--lang", "fr", "learn", "grid", "--print"});
    EXPECT_EQ(french.exit_code, 0) << french.errors;
    EXPECT_TRUE(contains(french.output, "Réponses\n")) << french.output;
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
        RefusedCommandLine{"BadInterface", {"puzzle", "nim", "--ui", "web"}, {"web"}},
        RefusedCommandLine{"MarkdownWithoutPrint", {"learn", "nim", "--markdown"}, {"--markdown"}},
        RefusedCommandLine{"PrintWithoutAGame", {"learn", "--print"}, {"--print"}},
        RefusedCommandLine{"PuzzlesHaveNoSheet", {"puzzle", "nim", "--print"}, {"--print"}}),
    [](const ::testing::TestParamInfo<RefusedCommandLine>& test) { return test.param.name; });

}  // namespace
}  // namespace marienbad::testing
