// The progress kept between sessions, in the XDG data directory: a lesson resumed at the exercise
// left (and started again with --restart), puzzle scores by game and difficulty, `marienbad
// progress` as a table and as JSON; a damaged progress file refused in one line and never replaced.
#include <filesystem>
#include <fstream>

#include "lesson_answers.hpp"
#include "program_test_support.hpp"
#include "record_directory.hpp"
#include "tutor/puzzle.hpp"

namespace marienbad::testing {
namespace {

std::string progress_file_text(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// One answer a line.
std::string answer_lines(const std::vector<std::string>& answers) {
    std::string input;
    for (const std::string& answer : answers) {
        input += answer + "\n";
    }
    return input;
}

TEST(ProgramProgress, ALessonResumesAtTheExerciseLeftAndTheTableSaysSo) {
    const RecordDirectory data;
    const std::map<std::string, std::string> environment = {{"XDG_DATA_HOME", data.file("")}};
    // The first two exercises of the row's lesson, then the input ends.
    const std::vector<std::string> all = lesson_answers("row", 1);
    const ProgramRun first = run({"learn", "row", "--seed", "1", "--ui", "text"},
                                 answer_lines({all.begin(), all.begin() + 4}), environment);
    EXPECT_EQ(first.exit_code, 3) << first.output << first.errors;
    const std::filesystem::path kept =
        std::filesystem::path(data.file("")) / "marienbad" / "progress.json";
    ASSERT_TRUE(std::filesystem::exists(kept));
    EXPECT_TRUE(contains(progress_file_text(kept), "\"next_exercise\": 2"))
        << progress_file_text(kept);

    // Again: resumed at exercise 3, where it was left.
    const ProgramRun again = run({"learn", "row", "--seed", "1", "--ui", "text"}, "", environment);
    EXPECT_TRUE(contains(again.output,
                         "Your progress on the matchstick row: lesson, exercise 3 of 9.\n"
                         "Resumed at exercise 3, where you left this lesson; marienbad learn row "
                         "--restart starts it from the beginning.\n"))
        << again.output;
    EXPECT_TRUE(contains(again.output, "Lesson: the matchstick row — 3 of 9: The value of a run"))
        << again.output;
    const ProgramRun restarted =
        run({"learn", "row", "--restart", "--seed", "1", "--ui", "text"}, "", environment);
    EXPECT_TRUE(contains(restarted.output, "Lesson: the matchstick row — 1 of 9"))
        << restarted.output;

    const ProgramRun table = run({"progress"}, "", environment);
    EXPECT_EQ(table.exit_code, 0) << table.errors;
    EXPECT_TRUE(contains(table.output, "Your progress, kept in " + kept.string() + ":\n"))
        << table.output;
    EXPECT_TRUE(contains(table.output, "the matchstick row   exercise 3 of 9")) << table.output;
    EXPECT_TRUE(contains(table.output, "Nim                  not started")) << table.output;
}

TEST(ProgramProgress, PuzzleScoresByDifficultyAndTheJson) {
    const RecordDirectory data;
    const std::map<std::string, std::string> environment = {{"XDG_DATA_HOME", data.file("")}};
    // Two Nim puzzles of difficulty 1 answered by the copy: make the two piles equal.
    const Course course = puzzle_course({CourseKind::puzzles, "nim", 1, 2, 3});
    std::vector<std::string> answers;
    for (const Exercise& puzzle : course.exercises) {
        const auto& piles = std::get<NimSetup>(puzzle.setup).start.piles;
        const int larger = piles[0] > piles[1] ? 0 : 1;
        answers.push_back(std::to_string(larger));
        answers.push_back(std::to_string(std::abs(piles[0] - piles[1])));
    }
    const ProgramRun played =
        run({"puzzle", "nim", "--difficulty", "1", "--count", "2", "--seed", "3", "--ui", "text"},
            answer_lines(answers), environment);
    EXPECT_EQ(played.exit_code, 0) << played.output << played.errors;
    const ProgramRun printed = run({"progress", "--json"}, "", environment);
    EXPECT_EQ(printed.exit_code, 0) << printed.errors;
    const nlohmann::json document = nlohmann::json::parse(printed.output);
    EXPECT_EQ(document["games"]["nim"]["puzzles"]["1"]["posed"], 2);
    EXPECT_EQ(document["games"]["nim"]["puzzles"]["1"]["first_try"], 2);
    const ProgramRun table = run({"progress"}, "", environment);
    EXPECT_TRUE(contains(table.output, "2/2")) << table.output;
}

TEST(ProgramProgress, ADamagedFileIsRefusedAndNeverReplaced) {
    const RecordDirectory data;
    const std::map<std::string, std::string> environment = {{"XDG_DATA_HOME", data.file("")}};
    const std::filesystem::path kept =
        std::filesystem::path(data.file("")) / "marienbad" / "progress.json";
    std::filesystem::create_directories(kept.parent_path());
    std::ofstream(kept) << "my own notes, not a progress file\n";
    const ProgramRun table = run({"progress"}, "", environment);
    EXPECT_EQ(table.exit_code, 2);
    EXPECT_EQ(table.errors,
              "marienbad: progress: " + kept.string() + ": not a Marienbad progress file\n");
    // A lesson still plays, says why nothing is kept, and leaves the file as it was.
    const ProgramRun lesson =
        run({"learn", "nim", "--seed", "1", "--ui", "text"}, "0\n2\n", environment);
    EXPECT_TRUE(contains(lesson.output, "this session's progress is not kept")) << lesson.output;
    EXPECT_EQ(progress_file_text(kept), "my own notes, not a progress file\n");
}

}  // namespace
}  // namespace marienbad::testing
