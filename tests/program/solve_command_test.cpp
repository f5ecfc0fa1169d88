// `marienbad solve nim`: who wins and every winning move, as one JSON object (docs/guide.md's
// contract, 0-based) or as sentences, with handout 000's matrix on --explain; the piles given as
// arguments, separated by commas, or both.
#include "program_test_support.hpp"

namespace marienbad::testing {
namespace {

TEST(ProgramSolve, JsonForAWinningPosition) {
    const ProgramRun result = run({"solve", "nim", "3", "4", "5", "--json"});
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_EQ(result.output,
              "{\"game\":\"nim\",\"piles\":[3,4,5],\"convention\":\"normal\",\"nim_sum\":2,"
              "\"outcome\":\"first\",\"winning_moves\":[{\"pile\":0,\"take\":2}]}\n");
    EXPECT_EQ(result.errors, "");
}

TEST(ProgramSolve, JsonForALosingPosition) {
    const ProgramRun result = run({"solve", "nim", "1", "2", "3", "--json"});
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_TRUE(contains(result.output, "\"outcome\":\"second\"")) << result.output;
    EXPECT_TRUE(contains(result.output, "\"nim_sum\":0")) << result.output;
    EXPECT_TRUE(contains(result.output, "\"winning_moves\":[]")) << result.output;
    EXPECT_EQ(count_lines(result.output), 1) << result.output;
}

TEST(ProgramSolve, JsonMisere) {
    // Misère 1 1: take one, the opponent must take the last.
    const ProgramRun result = run({"solve", "nim", "1", "1", "--misere", "--json"});
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_TRUE(contains(result.output, "\"convention\":\"misere\"")) << result.output;
    EXPECT_TRUE(contains(result.output, "\"outcome\":\"first\"")) << result.output;
    EXPECT_TRUE(contains(result.output,
                         "\"winning_moves\":[{\"pile\":0,\"take\":1},{\"pile\":1,\"take\":1}]"))
        << result.output;
}

TEST(ProgramSolve, HumanReadableWin) {
    const ProgramRun result = run({"solve", "nim", "3", "4", "5"});
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_EQ(result.output,
              "Nim, normal play, columns 3 4 5\n"
              "Nim-sum: 2\n"
              "The player to move wins with perfect play.\n"
              "Winning move (columns numbered from 0):\n"
              "  take 2 pieces from column 0 (leaves 1 4 5)\n");
}

TEST(ProgramSolve, HumanReadableLoss) {
    const ProgramRun result = run({"solve", "nim", "1", "2", "3"});
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_TRUE(contains(result.output, "Nim-sum: 0\n")) << result.output;
    EXPECT_TRUE(contains(result.output, "The player to move loses against perfect play.\n"))
        << result.output;
    EXPECT_FALSE(contains(result.output, "Winning move")) << result.output;
    EXPECT_FALSE(contains(result.output, "take ")) << result.output;
}

TEST(ProgramSolve, HumanReadableMisere) {
    const ProgramRun result = run({"solve", "nim", "1", "1", "--misere"});
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_TRUE(contains(result.output, "misère play")) << result.output;
    EXPECT_TRUE(contains(result.output, "The player to move wins with perfect play.\n"))
        << result.output;
    EXPECT_TRUE(contains(result.output, "  take 1 piece from column 1 (leaves 1)\n"))
        << result.output;
}

TEST(ProgramSolve, ExplainShowsTheSeedMatrix) {
    const ProgramRun result =
        run({"solve", "nim", "19", "10", "14", "13", "4", "20", "7", "--explain"});
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    const std::string& output = result.output;
    EXPECT_TRUE(contains(output, "  take 3 pieces from column 1 (leaves 19 7 14 13 4 20 7)\n"))
        << output;
    EXPECT_TRUE(contains(output,
                         "            128 64 32 16 8 4 2 1\n"
                         "  column 0    0  0  0  1 0 0 1 1  = 19\n"
                         "  column 1    0  0  0  0 1 0 1 0  = 10\n"
                         "  column 2    0  0  0  0 1 1 1 0  = 14\n"
                         "  column 3    0  0  0  0 1 1 0 1  = 13\n"
                         "  column 4    0  0  0  0 0 1 0 0  = 4\n"
                         "  column 5    0  0  0  1 0 1 0 0  = 20\n"
                         "  column 6    0  0  0  0 0 1 1 1  = 7\n"
                         "  sums        0  0  0  2 3 5 4 3\n"))
        << output;
    EXPECT_TRUE(contains(output, "00001010 becomes 00000111")) << output;
    EXPECT_TRUE(contains(output, "take 10 - 7 = 3 pieces from column 1")) << output;
}

TEST(ProgramSolve, PilesSeparatedByCommasReadAsPilesSeparatedBySpaces) {
    const ProgramRun spaces = run({"solve", "nim", "3", "4", "5", "--json"});
    for (const std::vector<std::string>& piles :
         {std::vector<std::string>{"3,4,5"}, {"3,4", "5"}, {"3", "4,5"}}) {
        std::vector<std::string> arguments{"solve", "nim"};
        arguments.insert(arguments.end(), piles.begin(), piles.end());
        arguments.push_back("--json");
        const ProgramRun result = run(arguments);
        EXPECT_EQ(result.exit_code, 0) << result.errors;
        EXPECT_EQ(result.errors, "");
        EXPECT_EQ(result.output, spaces.output);
    }
    const ProgramRun text = run({"solve", "nim", "3,4,5"});
    EXPECT_EQ(text.exit_code, 0) << text.errors;
    EXPECT_TRUE(text.output.starts_with("Nim, normal play, columns 3 4 5\n")) << text.output;
}

TEST(ProgramSolve, PilesSeparatedByCommasKeepTheLimits) {
    // 1000 piles pass, given as one list; 1001 are refused as when given one by one.
    std::string thousand = "1";
    for (int pile = 1; pile < 1000; ++pile) {
        thousand += ",1";
    }
    const ProgramRun most = run({"solve", "nim", thousand, "--json"});
    EXPECT_EQ(most.exit_code, 0) << most.errors;
    EXPECT_TRUE(contains(most.output, "\"outcome\":\"second\"")) << most.output;
    expect_refused(run({"solve", "nim", thousand, "1"}),
                   {"solve nim: at most 1000 columns (1001 given)"});
}

TEST(ProgramSolve, LargePositionsAreInstant) {
    const ProgramRun result =
        run({"solve", "nim", "1000000000", "999999999", "123456789", "--json"});
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_TRUE(contains(result.output, "\"outcome\":\"first\"")) << result.output;
}

}  // namespace
}  // namespace marienbad::testing
