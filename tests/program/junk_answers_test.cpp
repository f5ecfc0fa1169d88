// Wrong answers during a game (letters, negative numbers, too large, empty lines, spaces,
// numbers followed by letters) are refused with a message and asked again; the game goes on.
#include "program_test_support.hpp"

namespace marienbad::testing {
namespace {

const char* const k_refusal = "Please answer with a whole number from";

TEST(ProgramJunkAnswers, RefusedAndTheGameGoesOnToTheEnd) {
    const std::string junk = "abc\n-1\n3\n\n   \n2x\n99999999999999999999\n";
    const ProgramRun result =
        run({"nim", "--piles", "1,3,5", "--level", "4", "--seed", "7", "--first", "human"},
            junk + "0\n" + "zero\n-4\n7\n1\n" + take_one_from_column_zero(9));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string& output = result.output;
    EXPECT_EQ(count_occurrences(output, "Please answer with a whole number from 0 to 2.\n"), 7)
        << output;
    EXPECT_EQ(count_occurrences(output, "Please answer with a whole number from 1 to 1.\n"), 3)
        << output;
    // Each refusal is followed by the same question again.
    EXPECT_TRUE(contains(output,
                         "Column (0-2): abc\nPlease answer with a whole number from 0 to "
                         "2.\nColumn (0-2): -1\n"))
        << output;
    EXPECT_TRUE(contains(output, "You take 1 piece from column 0.\n")) << output;
    EXPECT_TRUE(output.ends_with("\nThe computer wins. Try again!\n")) << output;
}

// An endless line (< /dev/zero) once grew the memory to gigabytes. A line longer than a few
// KB is no answer: the input is read no further, and the game ends as at the end of the input.
TEST(ProgramJunkAnswers, ALineLongerThanAnyAnswerEndsTheInput) {
    const std::vector<std::string> game = {"nim", "--piles", "1,2",  "--level",
                                           "4",   "--first", "human"};
    const std::string refused = "A line longer than 4096 characters: the input is read no further.";
    for (const std::string& input :
         {std::string(10'000'000, '\0'), std::string(5000, '7') + "\n"}) {
        const ProgramRun result = run(game, input);
        expect_abandoned(result);
        EXPECT_EQ(count_occurrences(result.output, refused), 1) << result.output.substr(0, 300);
        EXPECT_LT(result.output.size(), 2000U);  // the line is not echoed
    }
    // 4096 characters are still a (wrong) answer.
    const ProgramRun longest = run(game, std::string(4096, '7') + "\n0\n1\n");
    EXPECT_EQ(longest.exit_code, 0) << longest.output.substr(0, 300);
    EXPECT_FALSE(contains(longest.output, refused));
}

TEST(ProgramJunkAnswers, WrongAnswersToTheSetUpQuestionsAreAskedAgain) {
    const ProgramRun result = run({"nim", "--seed", "9", "--players", "computer-computer"},
                                  "0\n21\ntwo\n\n3\n5\n-1\nvirtuoso\n4\n");
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string& output = result.output;
    EXPECT_EQ(count_occurrences(output, "Please answer with a whole number from 1 to 20.\n"), 4)
        << output;
    EXPECT_EQ(count_occurrences(output, "Please answer with a whole number from 1 to 4.\n"), 3)
        << output;
    EXPECT_TRUE(contains(output, "Computer: level 4 (virtuoso).")) << output;
    EXPECT_TRUE(contains(output, "\n      0  1  2\n")) << output;
    EXPECT_TRUE(output.ends_with(" wins!\n")) << output;
}

TEST(ProgramJunkAnswers, EveryRefusalNamesTheBounds) {
    // One column: no column is asked (there is no choice), only how many pieces.
    const ProgramRun result = run(
        {"nim", "--piles", "4", "--level", "1", "--seed", "1", "--first", "human"}, "5\n0\n4\n");
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_EQ(count_occurrences(result.output, k_refusal), 2) << result.output;
    EXPECT_EQ(count_occurrences(result.output, "from 1 to 4.\n"), 2) << result.output;
    EXPECT_FALSE(contains(result.output, "Column (0-0)")) << result.output;
    EXPECT_EQ(count_occurrences(result.output, "Pieces to take from column 0 (1-4): "), 3)
        << result.output;
    EXPECT_TRUE(result.output.ends_with("\nYou win! Well played.\n")) << result.output;
}

}  // namespace
}  // namespace marienbad::testing
