// Inputs at the edge of what the command line takes, each decided on purpose (docs/guide.md,
// "Command line"), and messages that stay one short line whatever they quote: a 100 KB argument is
// quoted by a few dozen characters, a newline or a byte that is not UTF-8 by its code.
#include "program_test_support.hpp"

namespace marienbad::testing {
namespace {

std::vector<std::string> with(std::vector<std::string> arguments, const std::string& last) {
    arguments.push_back(last);
    return arguments;
}

// `.7` is Winning Ways' way of writing 0.7: the same game.
TEST(ProgramEdgeInputs, ACodeWithoutItsLeadingZeroIsTheSameGame) {
    const ProgramRun short_code = run({"octal", ".7", "--count", "20", "--json"});
    const ProgramRun full_code = run({"octal", "0.7", "--count", "20", "--json"});
    ASSERT_EQ(short_code.exit_code, 0) << short_code.errors;
    EXPECT_EQ(short_code.output, full_code.output);
    EXPECT_EQ(run({"solve", "octal", ".07", "--heaps", "3,5"}).output,
              run({"solve", "octal", "0.07", "--heaps", "3,5"}).output);
}

// A number is read as the number it is: -0 is 0; a negative number is refused by its range.
TEST(ProgramEdgeInputs, MinusZeroIsZero) {
    const ProgramRun minus_zero = run({"solve", "octal", "0.7", "--heaps", "-0", "--json"});
    ASSERT_EQ(minus_zero.exit_code, 0) << minus_zero.errors;
    EXPECT_EQ(minus_zero.output, run({"solve", "octal", "0.7", "--heaps", "0", "--json"}).output);
    EXPECT_EQ(
        run({"nim", "--piles", "1,2", "--level", "4", "--first", "human", "--seed", "-0"}, "0\n1\n")
            .output,
        run({"nim", "--piles", "1,2", "--level", "4", "--first", "human", "--seed", "0"}, "0\n1\n")
            .output);
    expect_refused(run({"solve", "octal", "0.7", "--heaps", "3,-1"}), {"--heaps"});
    expect_refused(run({"solve", "octal", "0.7", "--heaps", "+3"}), {"'+3' is not a whole number"});
    expect_refused(run({"row", "--length", "1e2"}), {"'1e2' is not a whole number"});
}

// A probability is digits and one point: .7 and 0.7 alike, no exponent, no "nan".
TEST(ProgramEdgeInputs, AProbabilityIsWrittenInDigits) {
    const std::vector<std::string> game = {"nim",     "--piles",  "1",
                                           "--first", "computer", "--difficulty"};
    EXPECT_TRUE(contains(run(with(game, ".7")).output, "probability 0.7 of playing its best"));
    for (const std::string bad : {"1e-1", "nan", "inf", "0.5.5", "."}) {
        expect_refused(run(with(game, bad)), {"--difficulty", "is not a probability"});
    }
}

// Banned cells: an empty text is none; an empty item, after a ';' or alone, is refused as an empty
// pile is ("3,,5").
TEST(ProgramEdgeInputs, AListOfCellsWithAnEmptyItemIsRefused) {
    const std::vector<std::string> grid = {"solve", "grid", "--rows", "5", "--cols", "5", "--ban"};
    expect_refused(run(with(grid, "2,2;")), {"--ban: '2,2;' holds an empty cell"});
    expect_refused(run(with(grid, ";")), {"--ban: ';' holds an empty cell"});
    expect_refused(run(with(grid, "2,2;;3,3")), {"--ban", "holds an empty cell"});
    const ProgramRun none = run(with(grid, ""));
    EXPECT_EQ(none.exit_code, 0) << none.errors;
    EXPECT_TRUE(contains(none.output, "banned cells: none")) << none.output;
    expect_refused(run({"solve", "grid", "--rows", "5", "--cols", "5", "--at", "1,1;"}),
                   {"--at", "holds an empty cell"});
}

TEST(ProgramEdgeInputs, AHugeArgumentIsQuotedByAFewDozenCharacters) {
    const std::string huge(100'000, '7');
    for (const std::vector<std::string>& arguments : std::vector<std::vector<std::string>>{
             {"nim", "--piles", huge + "x"},
             {"nim", "--first", huge},
             {"octal", "0." + huge + "8", "--count", "3"},
             {"solve", "row", "--position", huge + "2"},
             {"solve", "row", "--position", std::string(100'000, '0')},
             {"nim", huge},
             {"solve", "grid", "--rows", "5", "--cols", "5", "--ban", huge}}) {
        const ProgramRun result = run(arguments);
        expect_refused(result, {});
        EXPECT_LT(result.errors.size(), 300U) << result.errors.substr(0, 400);
    }
    // Many unexpected arguments: the first few are named, at once (putting them in their order
    // took seconds for 10,000 when each was looked for in the command line).
    std::vector<std::string> many = {"nim"};
    for (int i = 0; i < 50'000; ++i) {
        many.push_back("extra" + std::to_string(i));
    }
    const ProgramRun extras = run(many);
    expect_refused(extras, {"unexpected arguments: extra0 extra1 extra2 extra3 extra4 …"});
    EXPECT_LT(extras.errors.size(), 300U);
}

// Found by the command_line fuzz target (fuzz/corpus/command_line/extras_not_utf8): unexpected
// arguments of bytes that are not UTF-8 were each quoted by 40 codes of four characters, and five
// of them made a message of 620 characters. What is shown is counted, and so are the arguments.
TEST(ProgramEdgeInputs, ArgumentsThatAreNotUtf8AreQuotedShort) {
    const std::string junk(50, '\xa6');
    const ProgramRun result = run({"nim", junk, junk, junk, junk, junk, junk});
    expect_refused(result, {"unexpected arguments: \\xa6\\xa6", "…"});
    EXPECT_LT(result.errors.size(), 200U) << result.errors;
    expect_refused(run({"nim", "--first", junk}), {"'\\xa6\\xa6"});
    EXPECT_LT(run({"nim", "--first", junk}).errors.size(), 200U);
}

TEST(ProgramEdgeInputs, ANewlineOrAByteThatIsNotUtf8IsQuotedAsACode) {
    expect_refused(run({"nim", "--piles", "1,2\n3"}), {"'2\\n3' is not a whole number"});
    expect_refused(run({"nim", "--first", "\xff\xfe"}), {"'\\xff\\xfe' is not one of"});
    expect_refused(run({"octal", "0.7\xc3", "--count", "3"}),
                   {"'0.7\\xc3' is not an octal code", "'\\xc3' (character 4)"});
    expect_refused(run({"octal", "0.7é", "--count", "3"}), {"'é' (character 4)"});
    expect_refused(run({"solve", "row", "--position", "10\t1"}), {"'\\t' at place 2"});
}

// --lang says what is wrong in the words every other option uses, not CLI11's.
TEST(ProgramEdgeInputs, LangWithoutAValue) {
    expect_refused(run({"--lang"}), {"--lang: a value is missing"});
    expect_refused(run({"nim", "--lang"}), {"--lang: a value is missing"});
    // As every option does, --lang takes what follows it as its value.
    expect_refused(run({"--lang", "--no-animation"}),
                   {"--lang: '--no-animation' is not one of en, fr"});
    expect_refused(run({"--seed", "--no-animation"}), {"--seed: '--no-animation' is not a whole"});
    // Given twice, or empty after '=', as every option (it said "At Most 1 required but received
    // 2" and "1 required en|fr missing", CLI11's words).
    expect_refused(run({"--lang", "fr", "--lang", "en"}), {"--lang : donnée plus d'une fois"});
    expect_refused(run({"nim", "--lang="}), {"--lang: a value is missing"});
}

// An empty value after '=' is a value missing, said as every option says it (it was CLI11's "1
// required 1,3,5,7 missing").
TEST(ProgramEdgeInputs, AnEmptyValueAfterAnEqualsSignIsMissing) {
    expect_refused(run({"nim", "--piles="}), {"--piles: a value is missing"});
    expect_refused(run({"nim", "--seed="}), {"--seed: a value is missing"});
    expect_refused(run({"nim", "--record="}), {"--record: a value is missing"});
}

// A flag takes no value: `--misere=no` meant misère play (CLI11 counted the flag whatever its
// value). Only `=true`, CLI11's own spelling of the flag alone, is read as the flag.
TEST(ProgramEdgeInputs, AFlagGivenAValueIsRefused) {
    expect_refused(run({"solve", "nim", "3", "--misere=no"}), {"--misere: takes no value"});
    expect_refused(run({"nim", "--no-animation=3"}), {"--no-animation: takes no value"});
    expect_refused(run({"octal", "0.7", "--count", "5", "--json=0"}), {"--json: takes no value"});
    EXPECT_EQ(run({"solve", "nim", "3", "--misere=true"}).output,
              run({"solve", "nim", "3", "--misere"}).output);
}

}  // namespace
}  // namespace marienbad::testing
